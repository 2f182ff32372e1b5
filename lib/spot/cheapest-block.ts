import type { SpotDay } from './day-view';

/**
 * The cheapest contiguous block of N hours: when to run the dishwasher or charge the
 * car. One function for /elpris-just-nu and /optimering. Blocks are searched on quarter-hour
 * resolution (a block may start at any quarter, as 15-minute day-ahead prices allow since
 * 2025-10-01) over consecutive days, so a block may run past midnight into the next day.
 * Prices are öre/kWh excluding VAT; the average is the plain mean of the block's quarters (every
 * quarter is as long as the next).
 */

/** The block lengths the pages show, hours. */
export const BLOCK_HOURS = [1, 2, 3, 4, 6] as const;
export type BlockHours = (typeof BLOCK_HOURS)[number];

export const QUARTER_MS = 15 * 60_000;

/** Quarter-hour prices from `startMs`, one per quarter, without gaps. */
export interface QuarterSeries {
  startMs: number;
  prices: readonly number[];
}

/**
 * Consecutive days as one quarter-hour series. An hourly day (before 2025-10-01) fills each of
 * its hour's four quarters with the hour's price. The series stops before the first day that
 * does not start where the one before it ended (a missing day is never bridged).
 */
export function quarterSeries(days: readonly SpotDay[]): QuarterSeries | null {
  const first = days[0];
  if (!first) return null;
  const startMs = Date.parse(first.start);
  const prices: number[] = [];
  let expectedStart = startMs;
  for (const day of days) {
    if (Date.parse(day.start) !== expectedStart) break;
    const repeat = day.resolutionMinutes / 15;
    for (const price of day.prices) for (let q = 0; q < repeat; q += 1) prices.push(price);
    expectedStart = startMs + prices.length * QUARTER_MS;
  }
  return { startMs, prices };
}

export interface PriceBlock {
  hours: number;
  /** Epoch ms of the first quarter's start. */
  startMs: number;
  /** Epoch ms of the last quarter's end. */
  endMs: number;
  /** Mean of the block's quarter prices, öre/kWh excluding VAT. */
  averageOre: number;
}

export interface BlockWindow {
  /** The block starts at or after this instant (rounded down to its quarter). Default: the series' start. */
  fromMs?: number;
  /** The block starts before this instant. Default: no limit. */
  startBeforeMs?: number;
  /** The block ends at or before this instant. Default: the series' end. */
  endByMs?: number;
}

/**
 * The cheapest block of `hours` consecutive hours within `window`, or null when none fits.
 * Ties go to the earliest start. Sums are kept in hundredths of an öre as integers (the data's
 * precision), so equal blocks compare equal and the tie rule holds exactly.
 */
export function cheapestBlock(series: QuarterSeries, hours: number, window: BlockWindow = {}): PriceBlock | null {
  const length = Math.round(hours * 4);
  if (!(length > 0)) throw new RangeError(`A block needs a positive length, got ${hours} h`);
  const { startMs, prices } = series;
  const indexAt = (ms: number) => Math.floor((ms - startMs) / QUARTER_MS);
  const first = Math.max(0, window.fromMs === undefined ? 0 : indexAt(window.fromMs));
  const lastEnd = Math.min(prices.length, window.endByMs === undefined ? prices.length : indexAt(window.endByMs));
  const startLimit = window.startBeforeMs === undefined ? prices.length : Math.ceil((window.startBeforeMs - startMs) / QUARTER_MS);
  const lastStart = Math.min(startLimit - 1, lastEnd - length);
  if (lastStart < first) return null;

  const cents = prices.map((price) => Math.round(price * 100));
  let sum = 0;
  for (let i = first; i < first + length; i += 1) sum += cents[i]!;
  let best = { start: first, sum };
  for (let start = first + 1; start <= lastStart; start += 1) {
    sum += cents[start + length - 1]! - cents[start - 1]!;
    if (sum < best.sum) best = { start, sum };
  }
  return {
    hours,
    startMs: startMs + best.start * QUARTER_MS,
    endMs: startMs + (best.start + length) * QUARTER_MS,
    averageOre: best.sum / length / 100,
  };
}
