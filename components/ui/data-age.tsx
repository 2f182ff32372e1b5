'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import { dataAge, daysAgoText, monthsAgoText, type CheckLink, type DataKind } from '@/lib/domain/data-age';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { cx } from '@/lib/class-names';

/**
 * The age of dated figures, computed in the browser on the day the page is read
 * (docs/rules/transparency.md, "Data age"). The pre-rendered HTML and the first render in the
 * browser hold the date, which stays true however late the page is read; after hydration today's
 * Stockholm date adds the age and, past the kind's threshold, a warning with where to check.
 * useBrowserValue gives the server's answer (no date) until the island has mounted, so the two
 * never mismatch. The first frame already has the final layout: the age's room is kept in the
 * line, and a warning already due on the day the site was built is in the HTML (an age only
 * grows). Callers hand in the date already written out, so this island ships no formatting code
 * (it is on most pages, within their JavaScript budget).
 */

/**
 * The Stockholm day of the build, inlined by next.config.mjs into the pre-rendered page and the
 * island alike, so both compute the same room and the same warnings; today outside a build (tests).
 */
const BUILT_ON = process.env.NEXT_PUBLIC_BUILD_DATE || stockholmDate();

/** Today's Stockholm date in the browser; null on the server and until the component has mounted. */
export function useStockholmToday(): string | null {
  return useBrowserValue(stockholmDate, null);
}

/**
 * The room the age takes in its line: its text on the day the site was built ('129 dagar sedan'),
 * at least '2 dagar sedan' (wider than 'i dag' and 'i går'). The age only grows, and the digits
 * are as wide as each other, so the room fits the age for as long as it has as many digits.
 */
export function ageRoom(kind: DataKind, date: string, builtOn: string = BUILT_ON): string {
  const { amount, unit } = dataAge(kind, date, builtOn);
  const text = unit === 'days' ? daysAgoText(Math.max(2, amount)) : monthsAgoText(Math.max(2, amount));
  return ` (${text})`;
}

/**
 * Inline: '25 juli 2026', then ' (129 dagar sedan)' once the browser knows today's date, in room
 * kept for it from the first frame (the text-room utility of app/globals.css).
 * `date` is 'YYYY-MM-DD' (or 'YYYY-MM' for SCB's months), `text` the same written out.
 */
export function DataAge({ kind, date, text }: { kind: DataKind; date: string; text: string }) {
  const today = useStockholmToday();
  const age = today ? dataAge(kind, date, today) : null;
  return (
    <span data-testid="data-age" data-kind={kind}>
      <time dateTime={date}>{text}</time>
      <span className="text-room" data-room={ageRoom(kind, date)}>
        {age ? <span data-testid="data-age-text"> ({age.text})</span> : null}
      </span>
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
 * Block: past the kind's threshold, what may have changed and where to check (staleWarning() of
 * lib/domain/data-age.ts writes `text` and `check`). A warning already due on the day the site was
 * built is due on every later day too, so it is in the pre-rendered HTML and nothing moves when
 * the page hydrates; one that falls due later appears once the browser knows today's date.
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
  const stale = dataAge(kind, date, BUILT_ON).stale || (today !== null && dataAge(kind, date, today).stale);
  if (!stale) return null;
  return <Warning text={text} check={check} className={className} testId="data-age-warning" kind={kind} />;
}
