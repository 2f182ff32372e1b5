'use client';

import { useSyncExternalStore } from 'react';

import { dataAge, STALE_WARNINGS, type CheckLink, type DataKind } from '@/lib/domain/data-age';
import { noticeFor, type EnergyTaxNoticeData } from '@/lib/domain/energy-tax-notice';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { cx } from '@/lib/utils';

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
  return useSyncExternalStore(noSubscription, () => stockholmDate(), () => null);
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

function Warning({ text, check, className, testId, kind }: { text: string; check: CheckLink | null; className?: string; testId: string; kind?: string }) {
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
 * where to check (`check` overrides the kind's default link; null for none).
 */
export function DataAgeWarning({ kind, date, check, className }: { kind: DataKind; date: string; check?: CheckLink | null; className?: string }) {
  const today = useStockholmToday();
  if (!today || !dataAge(kind, date, today).stale) return null;
  const warning = STALE_WARNINGS[kind];
  return <Warning text={warning.text} check={check === undefined ? warning.check : check} className={className} testId="data-age-warning" kind={kind} />;
}

/**
 * Block: nothing while today lies in the period of the energy tax the page computes with; else
 * that today's rate is another, or not in the site yet, and which one the page uses
 * (docs/rules/taxes.md). `notice` is energyTaxNoticeData() of lib/domain/energy-tax.ts, prepared
 * where the page is rendered; `check` is where the rates in force are published.
 */
export function EnergyTaxNotice({ notice, check, className }: { notice: EnergyTaxNoticeData; check: CheckLink; className?: string }) {
  const today = useStockholmToday();
  const text = today ? noticeFor(notice, today) : null;
  if (!text) return null;
  return <Warning text={text} check={check} className={className} testId="energy-tax-notice" />;
}
