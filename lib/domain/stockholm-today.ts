/**
 * Today's calendar day in Stockholm ('YYYY-MM-DD'), for islands on nearly every page (the age of
 * dated data, docs/rules/transparency.md). The same day as stockholmDate() of
 * lib/domain/stockholm-time.ts (a test holds them to it across the DST switches), without that
 * module's offset arithmetic, which these islands do not need and whose weight every page would
 * carry.
 */

// 'en-CA' writes a date as YYYY-MM-DD.
const stockholmDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

export function stockholmToday(now: number | Date = Date.now()): string {
  return stockholmDay.format(now);
}
