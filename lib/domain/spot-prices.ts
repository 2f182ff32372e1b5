import type { DailySpotPrices, MonthlyAverage } from './spot-price-schemas';
import { addDays, toStockholmIso } from './stockholm-time';

export type { DailySpotPrices, HourProfile, MonthlyAverage, SpotContent, YearlyAverage } from './spot-price-schemas';

/**
 * Day-ahead spot prices as bundled under content/data/spot/ (docs/rules/spot-prices.md).
 * Every price here is öre/kWh excluding VAT and fees. Averages are time-weighted over delivery
 * intervals (not consumption-weighted), each interval counted in the local Europe/Stockholm
 * period of its time_start, as shared/data/raw/README.md describes for the derived files.
 */

/**
 * Hourly before 2025-10-01, 15-minute since (docs/rules/spot-prices.md). The scripts read the resolution off
 * each day's row count rather than the date, so a late switch in one area cannot mislead them.
 */
export const INTERVAL_MINUTES = [15, 60] as const;
export type IntervalMinutes = (typeof INTERVAL_MINUTES)[number];

// ---------------------------------------------------------------------------------------------
// Calculations.

export interface WeightedPrice {
  /** öre/kWh */
  price: number;
  /** Length of the delivery interval in hours (1, or 0.25 since 2025-10-01). */
  hours: number;
}

/** Mean price over time: Σ price × hours / Σ hours. Throws when nothing carries weight. */
export function timeWeightedAverage(intervals: readonly WeightedPrice[]): number {
  let weighted = 0;
  let hours = 0;
  for (const { price, hours: h } of intervals) {
    if (!(h >= 0)) throw new RangeError(`Interval length must be non-negative, got ${h}`);
    weighted += price * h;
    hours += h;
  }
  if (hours === 0) throw new RangeError('No interval with a positive length to average');
  return weighted / hours;
}

/** Each interval of a compact day with its own time_start (ISO with Stockholm offset). */
export function dayIntervals(day: DailySpotPrices): { start: string; minutes: IntervalMinutes; price: number }[] {
  const first = Date.parse(day.start);
  return day.prices.map((price, i) => ({
    start: toStockholmIso(first + i * day.resolutionMinutes * 60_000),
    minutes: day.resolutionMinutes,
    price,
  }));
}

/** Time-weighted average of one day's interval prices (the stored `avg` also uses unrounded prices). */
export function dailyAverage(day: Pick<DailySpotPrices, 'prices' | 'resolutionMinutes'>): number {
  const hours = day.resolutionMinutes / 60;
  return timeWeightedAverage(day.prices.map((price) => ({ price, hours })));
}

/** The price of the interval that contains `epochMs`, or undefined outside the day. */
export function priceAt(day: { start: string; resolutionMinutes: number; prices: readonly number[] }, epochMs: number): number | undefined {
  const index = Math.floor((epochMs - Date.parse(day.start)) / (day.resolutionMinutes * 60_000));
  return index >= 0 ? day.prices[index] : undefined;
}

/** The latest month whose data covers the whole month (a partial month such as a running one is skipped). */
export function latestFullMonth<T extends Pick<MonthlyAverage, 'month' | 'partial'>>(monthly: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const entry of monthly) {
    if (!entry.partial && (!latest || entry.month > latest.month)) latest = entry;
  }
  return latest;
}

/**
 * Change in percent from `previous` to `current`, relative to |previous| so that a rise is always
 * positive even from a negative price. Undefined (null) when the previous price is 0.
 */
export function change24h(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/**
 * The latest day's average against the day before, for the '24h change' of /elpris-just-nu.
 * Null when the series lacks the immediately preceding calendar day.
 */
export function latestDailyChange(days: readonly DailySpotPrices[]): { date: string; avg: number; previousAvg: number; changePercent: number | null } | null {
  const latest = days.at(-1);
  const previous = days.at(-2);
  if (!latest || !previous || addDays(previous.date) !== latest.date) return null;
  return { date: latest.date, avg: latest.avg, previousAvg: previous.avg, changePercent: change24h(latest.avg, previous.avg) };
}

/** 100 öre = 1 kr. */
export function oreToKrPerKwh(ore: number): number {
  return ore / 100;
}

/**
 * Decimals of one interval price in öre/kWh as the source gives it: the price API and the bundled
 * CSVs write SEK/kWh with five decimals, so öre with three.
 */
export const RAW_PRICE_ORE_DECIMALS = 3;

/**
 * One interval price for storage: SEK × 100 carries binary noise (0.32915 × 100 =
 * 32.915000000000006), so it is cut back to the source's own precision, which changes no digit the
 * source gave. Never -0.
 */
export function storedPriceOre(value: number): number {
  const scale = 10 ** RAW_PRICE_ORE_DECIMALS;
  const exact = Math.round(value * scale) / scale;
  return exact === 0 ? 0 : exact;
}

/**
 * An average, minimum or maximum for storage: unrounded, so that every figure shown is rounded
 * once, where it is shown, from the value itself (a mean stored to 1/100 öre and printed to 1/10
 * was rounded twice: 37,547 → 37,55 → 37,6 instead of 37,5). Never -0.
 */
export function storedOre(value: number): number {
  return value === 0 ? 0 : value;
}
