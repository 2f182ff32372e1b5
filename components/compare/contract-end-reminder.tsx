'use client';

import { lazy, Suspense, useState } from 'react';

export interface ReminderChoice {
  /** Stable key for the event's UID and the file name (an offer id, or supplier + type). */
  key: string;
  /** The product or kind of contract, as the event names it: 'Fast pris 1 år'. */
  product: string;
  /** The binding period in words: '1 år'. */
  lengthLabel: string;
  months: number;
}

/** The form and the calendar writer load when the reminder is opened, not with the page. */
const ContractEndForm = lazy(() => import('./contract-end-form'));

/**
 * 'Påminn mig innan bindningstiden slutar' on a fixed offer (the offer cards of /jamfor, the
 * supplier pages): a native <details> that loads its form (./contract-end-form.tsx) on first
 * opening, so a page with many fixed offers carries only this switch until someone asks for a
 * reminder.
 */
export function ContractEndReminder({ supplierName, choices }: { supplierName: string; choices: readonly ReminderChoice[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-3 rounded-md border border-border p-3 text-sm"
      data-testid="contract-end-reminder"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary sm:min-h-6">Påminn mig innan bindningstiden slutar</summary>
      {opened ? (
        <Suspense fallback={<p className="mt-2 text-muted-foreground">Laddar …</p>}>
          <ContractEndForm supplierName={supplierName} choices={choices} />
        </Suspense>
      ) : null}
    </details>
  );
}
