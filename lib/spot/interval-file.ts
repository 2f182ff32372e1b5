import { ISO_DATE, stockholmDayMinutes } from '@/lib/domain/stockholm-time';

/**
 * The full interval history of the bundled spot prices in a compact form: one day per entry,
 * `prices[i]` the price of the interval starting i × `minutes` after local midnight (absolute time,
 * so the DST days have 23 or 25 hours of intervals), as whole thousandths of an öre per kWh excl.
 * VAT. The source (the day-ahead API and its CSV copies) writes SEK/kWh with five decimals, so
 * SEK × 100 000 is an integer that keeps every digit it gave. Hourly until 2025-09-30, quarter-hours
 * from 2025-10-01 (the day's row count says which, never its date).
 *
 * content/data/spot/intervals/{area}-{year}.json holds a year (written by `npm run import:prices`
 * and `npm run prices:update`, validated with zod in lib/domain/spot-interval-schemas.ts); the
 * build publishes each month as /data/spotpriser/{area}-{YYYY-MM}.json, which the browser checks
 * with the hand-written guard below (no zod in the browser).
 */

/** Thousandths of an öre: a stored price of 55 638 is 55,638 öre/kWh (0,55638 SEK/kWh). */
export const INTERVAL_PRICE_SCALE = 1000;

export interface IntervalDay {
  /** 'YYYY-MM-DD', the Stockholm delivery day. */
  date: string;
  minutes: 15 | 60;
  /** Thousandths of an öre per kWh excl. VAT, one per interval. */
  prices: number[];
}

/** One area's month as the build publishes it. */
export interface SpotMonthFile {
  area: string;
  /** 'YYYY-MM'. */
  month: string;
  days: IntervalDay[];
}

/** The public file's path: /data/spotpriser/SE3-2025-10.json. */
export function spotMonthPath(area: string, month: string): string {
  return `/data/spotpriser/${area}-${month}.json`;
}

/** Whether a day is whole: integers, and as many intervals as the day is long. */
export function isIntervalDay(value: unknown): value is IntervalDay {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Record<string, unknown>;
  if (typeof day.date !== 'string' || !ISO_DATE.test(day.date)) return false;
  if (day.minutes !== 15 && day.minutes !== 60) return false;
  if (!Array.isArray(day.prices) || !day.prices.every((p) => Number.isSafeInteger(p))) return false;
  return day.prices.length === stockholmDayMinutes(day.date) / day.minutes;
}

/** The guard the browser checks a fetched month file with. */
export function isSpotMonthFile(value: unknown, area: string, month: string): value is SpotMonthFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  if (file.area !== area || file.month !== month || !Array.isArray(file.days)) return false;
  let previous = '';
  for (const day of file.days) {
    if (!isIntervalDay(day) || day.date.slice(0, 7) !== month || day.date <= previous) return false;
    previous = day.date;
  }
  return true;
}
