import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import {
  type DailySpotPrices,
  type HourProfile,
  type MonthlyAverage,
  type SpotContent,
  type YearlyAverage,
  storedOre,
  storedPriceOre,
} from '@/lib/domain/spot-prices';
import { stockholmDayMinutes, stockholmMidnightMs, stockholmMonthHours, stockholmYearHours, toStockholmIso } from '@/lib/domain/stockholm-time';
import { HOURS_OF_DAY, spotContentSchema } from '@/lib/domain/spot-price-schemas';

/**
 * Shared by the import and the refresh script: turning interval rows into days and period
 * averages, and writing content/data/spot/ deterministically (same content → same bytes).
 */

export const SPOT_FILES = {
  meta: 'meta.json',
  monthly: 'monthly-averages.json',
  yearly: 'yearly-averages.json',
  hourProfiles: 'hour-profiles.json',
  latestDays: 'latest-days.json',
} as const;

export const DEFAULT_DAYS_KEPT = 14;

export class SpotDataError extends Error {
  override name = 'SpotDataError';
}

/** One price row as the API and the tunaftw CSVs have it (SEK/kWh ex VAT). */
export interface PriceRow {
  time_start: string;
  SEK_per_kWh: number;
}

/** A validated delivery day with öre prices as the source gives them, the input for every aggregate. */
export interface RawDay {
  date: string;
  resolutionMinutes: 15 | 60;
  startMs: number;
  /** öre/kWh ex VAT, to the source's 1/1000 öre. */
  prices: number[];
}

/**
 * Checks one day's rows and returns them as a RawDay. Rows are keyed on time_start only: the
 * bundled data has a wrong time_end on the autumn DST day (shared/data/raw/README.md). The
 * resolution follows from the row count over the day's real length (24/23/25 or 96/92/100).
 */
export function buildRawDay(date: string, rows: readonly PriceRow[]): RawDay {
  const dayMinutes = stockholmDayMinutes(date);
  const resolution = dayMinutes / rows.length;
  if (resolution !== 15 && resolution !== 60) {
    throw new SpotDataError(`${date}: ${rows.length} rows do not fill a ${dayMinutes}-minute day in 15- or 60-minute intervals`);
  }
  const startMs = stockholmMidnightMs(date);
  const sorted = [...rows].sort((a, b) => Date.parse(a.time_start) - Date.parse(b.time_start));
  const prices = sorted.map((row, i) => {
    const expected = startMs + i * resolution * 60_000;
    if (Date.parse(row.time_start) !== expected) {
      throw new SpotDataError(`${date}: interval ${i} starts ${row.time_start}, expected ${toStockholmIso(expected)}`);
    }
    if (!Number.isFinite(row.SEK_per_kWh)) throw new SpotDataError(`${date}: price at ${row.time_start} is not a number`);
    // öre at the source's own precision, so every average is computed from the prices it gave.
    return storedPriceOre(row.SEK_per_kWh * 100);
  });
  return { date, resolutionMinutes: resolution, startMs, prices };
}

/** Running time-weighted sum for a period, so averages can be extended day by day. */
export class PeriodAccumulator {
  weighted = 0;
  hours = 0;
  negativeHours = 0;
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;

  addDay(day: RawDay): void {
    const hours = day.resolutionMinutes / 60;
    for (const price of day.prices) {
      this.weighted += price * hours;
      this.hours += hours;
      if (price < 0) this.negativeHours += hours;
      if (price < this.min) this.min = price;
      if (price > this.max) this.max = price;
    }
  }

  get avg(): number {
    return this.weighted / this.hours;
  }
}

/**
 * The Stockholm clock hour (0–23) each interval of a day starts in. On an ordinary day that is
 * the interval's offset from midnight; on the DST days the clock skips or repeats 02:00, so the
 * hour is read from the interval's own local time.
 */
export function intervalClockHours(day: Pick<RawDay, 'date' | 'resolutionMinutes' | 'startMs' | 'prices'>): number[] {
  const ordinary = stockholmDayMinutes(day.date) === 24 * 60;
  return day.prices.map((_, i) => {
    const minutes = i * day.resolutionMinutes;
    if (ordinary) return Math.floor(minutes / 60);
    return Number(toStockholmIso(day.startMs + minutes * 60_000).slice(11, 13));
  });
}

/** Running time-weighted sums per clock hour of a month, so profiles can be extended day by day. */
export class HourProfileAccumulator {
  readonly weighted: number[] = Array.from({ length: HOURS_OF_DAY }, () => 0);
  readonly hours: number[] = Array.from({ length: HOURS_OF_DAY }, () => 0);

  addDay(day: RawDay): void {
    const weight = day.resolutionMinutes / 60;
    intervalClockHours(day).forEach((hour, i) => {
      this.weighted[hour]! += day.prices[i]! * weight;
      this.hours[hour]! += weight;
    });
  }
}

/** Month ('YYYY-MM') → hour-profile accumulator, ascending. */
export function accumulateHourProfiles(days: readonly RawDay[]): Map<string, HourProfileAccumulator> {
  const months = new Map<string, HourProfileAccumulator>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let acc = months.get(month);
    if (!acc) months.set(month, (acc = new HourProfileAccumulator()));
    acc.addDay(day);
  }
  return months;
}

/** A month's profile for storage, optionally extending a stored one of the same month. */
export function hourProfileFromAccumulator(month: string, acc: HourProfileAccumulator, stored?: HourProfile): HourProfile {
  const hours = acc.hours.map((h, i) => h + (stored?.hours[i] ?? 0));
  const avg = acc.weighted.map((w, i) => {
    const total = hours[i]!;
    if (total === 0) return 0;
    return storedPriceOre((w + (stored ? stored.avg[i]! * stored.hours[i]! : 0)) / total);
  });
  return { month, avg, hours };
}

/** Unrounded month ('YYYY-MM') → accumulator, in ascending order. */
export function accumulateByMonth(days: readonly RawDay[]): Map<string, PeriodAccumulator> {
  return accumulateBy(days, (day) => day.date.slice(0, 7));
}

export function accumulateByYear(days: readonly RawDay[]): Map<number, PeriodAccumulator> {
  return accumulateBy(days, (day) => Number(day.date.slice(0, 4)));
}

function accumulateBy<K>(days: readonly RawDay[], key: (day: RawDay) => K): Map<K, PeriodAccumulator> {
  const periods = new Map<K, PeriodAccumulator>();
  for (const day of days) {
    const k = key(day);
    let acc = periods.get(k);
    if (!acc) {
      acc = new PeriodAccumulator();
      periods.set(k, acc);
    }
    acc.addDay(day);
  }
  return periods;
}

export function monthlyFromAccumulator(month: string, acc: PeriodAccumulator): MonthlyAverage {
  return {
    month,
    avg: storedOre(acc.avg),
    min: storedPriceOre(acc.min),
    max: storedPriceOre(acc.max),
    hours: acc.hours,
    partial: acc.hours < stockholmMonthHours(month),
    negativeHours: acc.negativeHours,
  };
}

export function yearlyFromAccumulator(year: number, acc: PeriodAccumulator): YearlyAverage {
  return {
    year,
    avg: storedOre(acc.avg),
    min: storedPriceOre(acc.min),
    max: storedPriceOre(acc.max),
    hours: acc.hours,
    partial: acc.hours < stockholmYearHours(year),
    negativeHours: acc.negativeHours,
  };
}

/**
 * Extends a stored period average with more intervals of the same period:
 * (avg × hours + Σ price × h) / (hours + Σ h). The stored avg is unrounded, so the result is the
 * mean of all the intervals (up to floating point).
 */
export function extendPeriod<T extends MonthlyAverage | YearlyAverage>(stored: T, acc: PeriodAccumulator, periodHours: number): T {
  const hours = stored.hours + acc.hours;
  return {
    ...stored,
    avg: storedOre((stored.avg * stored.hours + acc.weighted) / hours),
    min: storedPriceOre(Math.min(stored.min, acc.min)),
    max: storedPriceOre(Math.max(stored.max, acc.max)),
    hours,
    partial: hours < periodHours,
    negativeHours: stored.negativeHours + acc.negativeHours,
  };
}

export function compactDay(day: RawDay): DailySpotPrices {
  const acc = new PeriodAccumulator();
  acc.addDay(day);
  return {
    date: day.date,
    resolutionMinutes: day.resolutionMinutes,
    start: toStockholmIso(day.startMs),
    prices: day.prices.map(storedPriceOre),
    avg: storedOre(acc.avg),
    min: storedPriceOre(acc.min),
    max: storedPriceOre(acc.max),
  };
}

// ---------------------------------------------------------------------------------------------
// Files.

/** One entry per line inside each area: small diffs, still compact. */
function renderByArea(record: Readonly<Record<PriceArea, readonly unknown[]>>): string {
  const blocks = PRICE_AREAS.map((area) => `${JSON.stringify(area)}:[\n${record[area].map((item) => JSON.stringify(item)).join(',\n')}\n]`);
  return `{\n${blocks.join(',\n')}\n}\n`;
}

/** Validates the whole content and renders each file's text. Throws (zod) before anything is written. */
export function renderSpotContent(content: SpotContent): Record<string, string> {
  const parsed = spotContentSchema.parse(content);
  return {
    [SPOT_FILES.meta]: `${JSON.stringify(parsed.meta, null, 2)}\n`,
    [SPOT_FILES.monthly]: renderByArea(parsed.monthly),
    [SPOT_FILES.yearly]: renderByArea(parsed.yearly),
    [SPOT_FILES.hourProfiles]: renderByArea(parsed.hourProfiles),
    [SPOT_FILES.latestDays]: renderByArea(parsed.latestDays),
  };
}

export async function readSpotContent(dir: string): Promise<SpotContent> {
  const read = async (name: string): Promise<unknown> => JSON.parse(await readFile(path.join(dir, name), 'utf8'));
  return spotContentSchema.parse({
    meta: await read(SPOT_FILES.meta),
    monthly: await read(SPOT_FILES.monthly),
    yearly: await read(SPOT_FILES.yearly),
    hourProfiles: await read(SPOT_FILES.hourProfiles),
    latestDays: await read(SPOT_FILES.latestDays),
  });
}
