import { PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { change24h, priceAt } from '@/lib/domain/spot-prices';

/**
 * The /elpris-just-nu view of one delivery day, computed from plain data so the server (bundled
 * days) and the browser (live days) share it. Free of zod (the content schemas live in
 * lib/domain/spot-price-schemas.ts), so the island stays small.
 * Every price is öre/kWh excluding VAT and fees, as the API and the bundled data give it.
 */

export interface SpotDay {
  /** Stockholm calendar day, 'YYYY-MM-DD'. */
  date: string;
  resolutionMinutes: 15 | 60;
  /** time_start of the first interval (local midnight), ISO with offset. */
  start: string;
  /** öre/kWh ex VAT, one per interval from `start`. */
  prices: readonly number[];
}

export type Trend = 'up' | 'down' | 'flat';

/**
 * docs/rules/spot-prices.md: up (red) when rising, down (green) when falling, otherwise neutral. Decided on
 * the change as displayed (1 decimal), so a '+0,0 %' can never appear with a red arrow.
 */
export function trendOf(changePercent: number | null, decimals = 1): Trend {
  if (changePercent === null) return 'flat';
  const rounded = Number(changePercent.toFixed(decimals));
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'flat';
}

/** Time-weighted mean of a day (all intervals have the same length). */
export function dayAverage(day: Pick<SpotDay, 'prices'>): number {
  if (day.prices.length === 0) throw new RangeError('A day needs at least one price');
  return day.prices.reduce((sum, price) => sum + price, 0) / day.prices.length;
}

/** Start (epoch ms) of the interval containing `epochMs`. */
export function intervalStartAt(day: SpotDay, epochMs: number): number {
  const length = day.resolutionMinutes * 60_000;
  const first = Date.parse(day.start);
  return first + Math.floor((epochMs - first) / length) * length;
}

export interface AreaPrice {
  area: PriceArea;
  name: string;
  /** The headline price: the current interval ('now') or the day's average ('day'). */
  priceOre: number;
  /** What the change compares with: the same time the day before, or the previous day's average. */
  referenceOre: number | null;
  changePercent: number | null;
  trend: Trend;
  dayAverageOre: number;
  dayMinOre: number;
  dayMaxOre: number;
}

export interface DayView {
  date: string;
  /** 'now': today's live prices at the current interval; 'day': a whole day's averages. */
  mode: 'now' | 'day';
  /** Epoch ms of the current interval's start ('now' only). */
  intervalStartMs: number | null;
  resolutionMinutes: 15 | 60;
  areas: AreaPrice[];
  /** Mean of the four areas' headline prices (the average for Sweden, docs/rules/spot-prices.md). */
  swedenAverageOre: number;
}

export type DaysByArea = Readonly<Record<PriceArea, SpotDay>>;

/**
 * Builds the view. With `nowMs` inside the day it shows the current interval and compares it with
 * the same instant 24 h earlier; otherwise (a past day from the bundled data) it shows each area's
 * day average against the previous day's average, never pretending the past day is now.
 */
export function buildDayView(days: DaysByArea, previousDays: Partial<DaysByArea>, nowMs: number | null): DayView {
  const first = days.SE3;
  const isNow = nowMs !== null && PRICE_AREAS.every((area) => priceAt(days[area], nowMs) !== undefined);
  const areas = PRICE_AREAS.map((area): AreaPrice => {
    const day = days[area];
    const previous = previousDays[area];
    const dayAverageOre = dayAverage(day);
    let priceOre = dayAverageOre;
    let referenceOre: number | null = previous ? dayAverage(previous) : null;
    if (isNow && nowMs !== null) {
      priceOre = priceAt(day, nowMs) ?? dayAverageOre;
      referenceOre = previous ? (priceAt(previous, nowMs - 86_400_000) ?? null) : null;
    }
    const changePercent = referenceOre === null ? null : change24h(priceOre, referenceOre);
    return {
      area,
      name: PRICE_AREA_NAMES[area],
      priceOre,
      referenceOre,
      changePercent,
      trend: trendOf(changePercent),
      dayAverageOre,
      dayMinOre: Math.min(...day.prices),
      dayMaxOre: Math.max(...day.prices),
    };
  });
  return {
    date: first.date,
    mode: isNow ? 'now' : 'day',
    intervalStartMs: isNow && nowMs !== null ? intervalStartAt(first, nowMs) : null,
    resolutionMinutes: first.resolutionMinutes,
    areas,
    swedenAverageOre: swedenAverage(areas.map((a) => a.priceOre)),
  };
}

/** Plain mean of the four areas (not weighted by consumption; docs/rules/spot-prices.md). */
export function swedenAverage(prices: readonly number[]): number {
  if (prices.length === 0) throw new RangeError('No prices to average');
  return prices.reduce((sum, p) => sum + p, 0) / prices.length;
}

/** Area codes in their north-to-south order ('SE1' < 'SE2'), compared as plain text: no collation needed. */
function compareAreas(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Cheapest now, ascending price (docs/rules/spot-prices.md); ties keep north-to-south order. */
export function cheapestFirst<T extends Pick<AreaPrice, 'area' | 'priceOre'>>(areas: readonly T[]): T[] {
  return [...areas].sort((a, b) => a.priceOre - b.priceOre || compareAreas(a.area, b.area));
}

/** Biggest 24 h change by absolute value (docs/rules/spot-prices.md); areas without a change come last. */
export function biggestChangeFirst<T extends Pick<AreaPrice, 'area' | 'changePercent'>>(areas: readonly T[]): T[] {
  const magnitude = (a: T) => (a.changePercent === null ? -1 : Math.abs(a.changePercent));
  return [...areas].sort((a, b) => magnitude(b) - magnitude(a) || compareAreas(a.area, b.area));
}

/** Hourly means of a day (15-minute days are grouped per clock hour from midnight), for the table. */
export function hourlyAverages(day: SpotDay): { startMs: number; priceOre: number }[] {
  const perHour = 60 / day.resolutionMinutes;
  const first = Date.parse(day.start);
  const hours: { startMs: number; priceOre: number }[] = [];
  for (let i = 0; i < day.prices.length; i += perHour) {
    const slice = day.prices.slice(i, i + perHour);
    hours.push({ startMs: first + (i / perHour) * 3_600_000, priceOre: dayAverage({ prices: slice }) });
  }
  return hours;
}
