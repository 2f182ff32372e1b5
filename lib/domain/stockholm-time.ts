/**
 * Europe/Stockholm calendar arithmetic, the one place the site turns instants into Swedish
 * calendar days and back (spot prices are keyed on Stockholm days, docs/rules/spot-prices.md).
 * Intl carries the tz database, so DST days (23 and 25 hours) come out right without a date
 * library. Pure and small: the browser islands use it too.
 */

export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ISO_OFFSET_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;

const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: STOCKHOLM_TIME_ZONE, timeZoneName: 'longOffset' });

const HOUR_MS = 3_600_000;

/**
 * Offsets already read, by UTC hour. Every change of Europe/Stockholm's offset in the tz database
 * since 1900 falls on a whole UTC hour (today's rules, since 1980: 01:00 UTC on the last Sundays
 * of March and October), so one UTC hour has one offset. `formatToParts` is slow, and a day of
 * quarter-hours asked it hundreds of times, on the phone's main thread while /elpris-just-nu
 * hydrated; this asks it once per hour. Bounded: cleared when full.
 */
const offsetByUtcHour = new Map<number, number>();
const OFFSET_CACHE_LIMIT = 50_000;

function readOffsetMinutes(epochMs: number): number {
  const name = offsetFormatter.formatToParts(new Date(epochMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Unexpected time-zone name: ${name ?? '(none)'}`);
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Stockholm's UTC offset in minutes at an instant (60 in winter, 120 in summer). */
export function stockholmOffsetMinutes(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const known = offsetByUtcHour.get(hour);
  if (known !== undefined) return known;
  const offset = readOffsetMinutes(epochMs);
  if (offsetByUtcHour.size >= OFFSET_CACHE_LIMIT) offsetByUtcHour.clear();
  offsetByUtcHour.set(hour, offset);
  return offset;
}

function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The instant local midnight starts the given Stockholm calendar day. */
export function stockholmMidnightMs(date: string): number {
  const { year, month, day } = parseIsoDate(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Local midnight lies 1-2 h before UTC midnight, far from the 01:00 UTC switch, so the offset
  // two hours before UTC midnight is the offset at local midnight.
  return utcMidnight - stockholmOffsetMinutes(utcMidnight - 2 * 3_600_000) * 60_000;
}

/** The calendar day after `date` ('YYYY-MM-DD'), with `days` to step further (may be negative). */
export function addDays(date: string, days = 1): string {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Length of a Stockholm day in minutes: 1440, or 1380 / 1500 on the DST days. */
export function stockholmDayMinutes(date: string): number {
  return (stockholmMidnightMs(addDays(date)) - stockholmMidnightMs(date)) / 60_000;
}

/** Hours in a Stockholm calendar month ('YYYY-MM'), DST included (March 743, October 745). */
export function stockholmMonthHours(month: string): number {
  const first = `${month}-01`;
  const { year, month: m } = parseIsoDate(first);
  const next = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
  return (stockholmMidnightMs(next) - stockholmMidnightMs(first)) / 3_600_000;
}

/** Hours in a Stockholm calendar year. */
export function stockholmYearHours(year: number): number {
  return (stockholmMidnightMs(`${year + 1}-01-01`) - stockholmMidnightMs(`${year}-01-01`)) / 3_600_000;
}

/** An instant as ISO 8601 with Stockholm's offset, the form the price API uses. */
export function toStockholmIso(epochMs: number): string {
  const offset = stockholmOffsetMinutes(epochMs);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The Stockholm calendar day of an instant ('YYYY-MM-DD'); today's when none is given. */
export function stockholmDate(instant: number | Date = Date.now()): string {
  return toStockholmIso(typeof instant === 'number' ? instant : instant.getTime()).slice(0, 10);
}
