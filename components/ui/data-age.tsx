'use client';

import { useSyncExternalStore } from 'react';

import { dataAge, type CheckLink, type DataKind } from '@/lib/domain/data-age';
import { stockholmToday } from '@/lib/domain/stockholm-today';
import { cx } from '@/lib/class-names';

/**
 * The age of dated figures, computed in the browser on the day the page is read
 * (docs/rules/transparency.md, "Data age"). The pre-rendered HTML and the first render in the
 * browser hold only the date, which stays true however late the page is read; after hydration
 * today's Stockholm date adds the age and, past the kind's threshold, a warning with where to
 * check. useSyncExternalStore gives the server's answer (no date) while hydrating, so the two
 * never mismatch. Callers hand in the date already written out, so this island ships no
 * formatting code (it is on most pages, within their JavaScript budget).
 */

const noSubscription = () => () => {};

/** Today's Stockholm date in the browser; null on the server and while hydrating. */
export function useStockholmToday(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => stockholmToday(),
    () => null,
  );
}

/**
 * Inline: '25 juli 2026', then ' (129 dagar sedan)' once the browser knows today's date.
 * `date` is 'YYYY-MM-DD' (or 'YYYY-MM' for SCB's months), `text` the same written out.
 */
export function DataAge({ kind, date, text }: { kind: DataKind; date: string; text: string }) {
  const today = useStockholmToday();
  const age = today ? dataAge(kind, date, today) : null;
  return (
    <span data-testid="data-age" data-kind={kind}>
      <time dateTime={date}>{text}</time>
      {age ? <span data-testid="data-age-text"> ({age.text})</span> : null}
    </span>
  );
}

/** A warning about dated figures: what may have changed, and where to check. */
export function Warning({
  text,
  check,
  className,
  testId,
  kind,
}: {
  text: string;
  check: CheckLink | null;
  className?: string;
  testId: string;
  kind?: string;
}) {
  return (
    <span
      role="note"
      data-testid={testId}
      data-kind={kind}
      className={cx('block rounded-md border border-warning/50 bg-warning-soft p-3 text-sm text-foreground', className)}
    >
      <strong className="font-semibold">Obs! </strong>
      {text}
      {check ? (
        <>
          {' '}
          <a href={check.href} className="font-medium text-primary underline underline-offset-4">
            {check.label}
          </a>
        </>
      ) : null}
    </span>
  );
}

/**
 * Block: nothing on the server and while fresh; past the threshold, what may have changed and
 * where to check (staleWarning() of lib/domain/data-age.ts writes `text` and `check`).
 */
export function DataAgeWarning({
  kind,
  date,
  text,
  check,
  className,
}: {
  kind: DataKind;
  date: string;
  text: string;
  check: CheckLink | null;
  className?: string;
}) {
  const today = useStockholmToday();
  if (!today || !dataAge(kind, date, today).stale) return null;
  return <Warning text={text} check={check} className={className} testId="data-age-warning" kind={kind} />;
}
