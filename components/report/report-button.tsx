'use client';

import { Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import type { ReportSubject } from '@/lib/reports/report';
import { cx } from '@/lib/class-names';

// The form loads when it is opened: the button is on every offer card.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

const inBrowser = () => true;

const BUTTON_CLASS = 'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-6';

/**
 * 'Rapportera fel' beside an offer, a supplier's offers or a grid price list
 * (docs/rules/transparency.md, "Reporting an error"). Pre-rendered, and without JavaScript, it is a
 * mailto: link with the subject filled in; once hydrated it opens the short form
 * (report-dialog.tsx). What the visitor types is kept here, so closing the form or a failed send
 * never loses it.
 */
export function ReportButton({
  subject,
  mailto,
  className,
}: {
  subject: ReportSubject;
  /** The e-mail link with the subject filled in (reportProps in lib/reports/report.ts), for a page without JavaScript. */
  mailto: string;
  className?: string;
}) {
  const hydrated = useBrowserValue(inBrowser, false);
  const [opened, setOpened] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const label = (
    <>
      <Flag aria-hidden="true" className="size-3.5" />
      Rapportera fel<span className="sr-only"> i {subject.label}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={mailto} className={cx(BUTTON_CLASS, className)} data-testid="report-error">
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={cx(BUTTON_CLASS, 'cursor-pointer', className)}
        data-testid="report-error"
        onClick={() => setOpened((count) => (count ?? 0) + 1)}
      >
        {label}
      </button>
      {opened !== null ? (
        <Suspense fallback={null}>
          <ReportDialog key={opened} subject={subject} draft={draft} onDraft={setDraft} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
