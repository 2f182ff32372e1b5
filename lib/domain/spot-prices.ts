import { VAT_RATE } from '@/lib/domain/constants';

import type { DailySpotPrices, MonthlyAverage } from './spot-price-schemas';

export type { DailySpotPrices, MonthlyAverage, SpotContent, SpotMeta, YearlyAverage } from './spot-price-schemas';

/**
 * Day-ahead spot prices as bundled under content/data/spot/ (decisions.md, "Spot prices").
 * Every price here is öre/kWh excluding VAT and fees. Averages are time-weighted over delivery
 * intervals (not consumption-weighted), each interval counted in the local Europe/Stockholm
 * period of its time_start, as shared/data/raw/README.md describes for the derived files.
 */

export const SPOT_TIME_ZONE = 'Europe/Stockholm';
export const SPOT_UNIT = 'öre/kWh exkl. moms';
export const SPOT_SOURCE = {
  attribution: 'Elpriser tillhandahålls av Elpriset just nu.se',
  url: 'https://www.elprisetjustnu.se',
} as const;
/**
 * Hourly before 2025-10-01, 15-minute since (decisions.md). The scripts read the resolution off
 * each day's row count rather than the date, so a late switch in one area cannot mislead them.
 */
export const INTERVAL_MINUTES = [15, 60] as const;
export type IntervalMinutes = (typeof INTERVAL_MINUTES)[number];

// ---------------------------------------------------------------------------------------------
// Europe/Stockholm calendar arithmetic. Intl carries the tz database, so DST days (23 and 25
// hours) come out right without a date library.

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ISO_OFFSET_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/;
const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: SPOT_TIME_ZONE, timeZoneName: 'longOffset' });

/** Stockholm's UTC offset in minutes at an instant (60 in winter, 120 in summer). */
export function stockholmOffsetMinutes(epochMs: number): number {
  const name = offsetFormatter.formatToParts(new Date(epochMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Unexpected time-zone name: ${name ?? '(none)'}`);
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
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

/** The Stockholm calendar day of an instant. */
export function stockholmDate(epochMs: number): string {
  return toStockholmIso(epochMs).slice(0, 10);
}

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
export function priceAt(
  day: { start: string; resolutionMinutes: number; prices: readonly number[] },
  epochMs: number,
): number | undefined {
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
export function latestDailyChange(
  days: readonly DailySpotPrices[],
): { date: string; avg: number; previousAvg: number; changePercent: number | null } | null {
  const latest = days.at(-1);
  const previous = days.at(-2);
  if (!latest || !previous || addDays(previous.date) !== latest.date) return null;
  return { date: latest.date, avg: latest.avg, previousAvg: previous.avg, changePercent: change24h(latest.avg, previous.avg) };
}

/** 100 öre = 1 kr. */
export function oreToKrPerKwh(ore: number): number {
  return ore / 100;
}

export function krToOrePerKwh(kr: number): number {
  return kr * 100;
}

/** A price including moms (VAT_RATE, decisions.md). */
export function withVat(exVat: number): number {
  return exVat * (1 + VAT_RATE);
}

export function withoutVat(incVat: number): number {
  return incVat / (1 + VAT_RATE);
}

/** Rounds to 2 decimals for storage (öre/kWh to 1/100 öre); never returns -0. */
export function roundOre(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}
