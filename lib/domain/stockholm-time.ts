/**
 * Europe/Stockholm calendar arithmetic, the one place the site turns instants into Swedish
 * calendar days and back (spot prices are keyed on Stockholm days, docs/rules/spot-prices.md).
 * Sweden's summer-time rules are written out (`stockholmOffsetMinutes`), so DST days (23 and 25
 * hours) come out right without a date library or the tz database. Pure and small: the islands on
 * nearly every page use it too (today's day for the age of dated data).
 */

export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ISO_OFFSET_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (`monthIndex` 0-11). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** 01:00 UTC on the first Sunday of a month (`monthIndex` 0-11). */
function firstSundayAtOneUtc(year: number, monthIndex: number): number {
  const firstDay = Date.UTC(year, monthIndex, 1);
  return firstDay + ((7 - new Date(firstDay).getUTCDay()) % 7) * DAY_MS + HOUR_MS;
}

/**
 * Stockholm's UTC offset in minutes at an instant (60 in winter, 120 in summer), from Sweden's
 * summer-time rules rather than the browser's tz database: the first `Intl.DateTimeFormat` with a
 * time zone costs a phone 10-15 ms of loading ICU's data, on the main thread while a page
 * hydrates (docs/benchmarks.md), and the rules are short. Since 1980 summer time runs from 01:00
 * UTC on the last Sunday of March (1980: the first Sunday of April) to 01:00 UTC on the last Sunday
 * of October (1980-1995: of September), the EU's rule since 1996. Earlier instants get +01:00
 * (the summer of 1916 and the local mean times before 1900 are not kept). A unit test holds this
 * to the tz database for 1980-2100, so a change of the rules shows up as a failing test.
 */
export function stockholmOffsetMinutes(epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not an instant: ${epochMs}`);
  const year = new Date(epochMs).getUTCFullYear();
  if (year < 1980) return 60;
  const start = year === 1980 ? firstSundayAtOneUtc(year, 3) : lastSundayAtOneUtc(year, 2);
  const end = lastSundayAtOneUtc(year, year < 1996 ? 8 : 9);
  return epochMs >= start && epochMs < end ? 120 : 60;
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
