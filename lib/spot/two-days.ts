import { change24h } from '@/lib/domain/spot-prices';
import { stockholmOffsetMinutes, toStockholmIso } from '@/lib/domain/stockholm-time';

import { BLOCK_HOURS, cheapestBlock, QUARTER_MS, quarterSeries, type BlockHours, type PriceBlock } from './cheapest-block';
import { dayAverage, hourlyAverages, type SpotDay } from './day-view';

/**
 * Today and tomorrow for one price area on /elpris-just-nu, and the cheapest blocks
 * both there and on /optimering: the figures of each day, its prices per quarter or per hour,
 * and the cheapest 1–6 hours. Pure, so the server renders the bundled day with the same code
 * the browser uses for live days. Prices are öre/kWh excluding VAT.
 */

/** The two views of a day: quarter-hour prices (the market's own) or hourly averages. */
export const RESOLUTIONS = [15, 60] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: Resolution = 15;

export function isResolution(value: unknown): value is Resolution {
  return value === 15 || value === 60;
}

export const RESOLUTION_LABELS: Readonly<Record<Resolution, string>> = { 15: 'Per kvart', 60: 'Per timme' };

export interface PriceInterval {
  startMs: number;
  endMs: number;
  priceOre: number;
}

/** Epoch ms at which the day's last interval ends (the next day's midnight). */
export function dayEndMs(day: SpotDay): number {
  return Date.parse(day.start) + day.prices.length * day.resolutionMinutes * 60_000;
}

/**
 * The day's prices at `resolution`: its own intervals, or the mean of each clock hour's four
 * quarters. An hourly day (before 2025-10-01) has no quarters to show, so it stays hourly.
 */
export function intervalsAt(day: SpotDay, resolution: Resolution): PriceInterval[] {
  if (resolution === 60 || day.resolutionMinutes === 60) {
    return hourlyAverages(day).map(({ startMs, priceOre }) => ({ startMs, endMs: startMs + 3_600_000, priceOre }));
  }
  const first = Date.parse(day.start);
  const length = day.resolutionMinutes * 60_000;
  return day.prices.map((priceOre, i) => ({ startMs: first + i * length, endMs: first + (i + 1) * length, priceOre }));
}

/** The resolution a day is actually shown in (an hourly day cannot be shown per quarter). */
export function shownResolution(day: SpotDay, resolution: Resolution): Resolution {
  return day.resolutionMinutes === 60 ? 60 : resolution;
}

/**
 * '10:00–10:15': an interval's start and end on the Stockholm clock. The end is the start plus the
 * interval's length on the clock as it stood at the start, so the DST days read as the market
 * lists them: the spring day goes from 01:00–02:00 to 03:00–04:00, the autumn day has 02:00–03:00
 * twice. The end of the day is '24:00'.
 */
export function intervalLabel(startMs: number, endMs: number): string {
  const start = toStockholmIso(startMs).slice(11, 16);
  const endOnStartClock = new Date(endMs + stockholmOffsetMinutes(startMs) * 60_000).toISOString().slice(11, 16);
  return `${start}–${endOnStartClock === '00:00' ? '24:00' : endOnStartClock}`;
}

export interface DayFigures {
  date: string;
  averageOre: number;
  /** The cheapest and dearest interval as shown (a quarter, or an hour's mean). */
  min: PriceInterval;
  max: PriceInterval;
  /** The day's average against the day before's average, percent; null without that day. */
  changePercent: number | null;
  /** The day the change compares with. */
  previousDate: string | null;
}

/** Average, lowest, highest and the change from the day before, at the shown resolution. */
export function dayFigures(day: SpotDay, previous: SpotDay | null | undefined, resolution: Resolution): DayFigures {
  const intervals = intervalsAt(day, resolution);
  let min = intervals[0];
  let max = intervals[0];
  if (!min || !max) throw new RangeError(`${day.date}: a day needs at least one price`);
  for (const interval of intervals) {
    if (interval.priceOre < min.priceOre) min = interval;
    if (interval.priceOre > max.priceOre) max = interval;
  }
  const averageOre = dayAverage(day);
  return {
    date: day.date,
    averageOre,
    min,
    max,
    changePercent: previous ? change24h(averageOre, dayAverage(previous)) : null,
    previousDate: previous?.date ?? null,
  };
}

export interface BlockRow {
  hours: BlockHours;
  /** Starts today (from `fromMs`), may end tomorrow when tomorrow is known; null when none fits. */
  today: PriceBlock | null;
  /** Lies within tomorrow; null without tomorrow's prices. */
  tomorrow: PriceBlock | null;
}

export interface CheapestBlocks {
  /** Today's blocks start at or after this instant: now's quarter when today is live, else midnight. */
  fromMs: number;
  /** True when today's search starts at now rather than at midnight. */
  fromNow: boolean;
  rows: BlockRow[];
}

/**
 * The cheapest block of each length (BLOCK_HOURS) for today and tomorrow. With `nowMs` inside
 * today (live prices), today's blocks start from the current quarter: a block already past is
 * of no use. A today block may run past midnight into tomorrow when tomorrow's prices are known.
 */
export function cheapestBlocks(today: SpotDay, tomorrow: SpotDay | null, nowMs: number | null): CheapestBlocks {
  const todayStart = Date.parse(today.start);
  const tomorrowStart = dayEndMs(today);
  const joined = tomorrow && Date.parse(tomorrow.start) === tomorrowStart ? tomorrow : null;
  const series = quarterSeries(joined ? [today, joined] : [today]);
  const fromNow = nowMs !== null && nowMs >= todayStart && nowMs < tomorrowStart;
  const fromMs = fromNow ? todayStart + Math.floor((nowMs - todayStart) / QUARTER_MS) * QUARTER_MS : todayStart;
  const rows = BLOCK_HOURS.map((hours): BlockRow => ({
    hours,
    today: series ? cheapestBlock(series, hours, { fromMs, startBeforeMs: tomorrowStart }) : null,
    tomorrow: series && joined ? cheapestBlock(series, hours, { fromMs: tomorrowStart }) : null,
  }));
  return { fromMs, fromNow, rows };
}
