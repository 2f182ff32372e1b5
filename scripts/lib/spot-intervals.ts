import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { INTERVAL_UNIT, intervalYearSchema, spotIntervalsSchema, type IntervalYear, type SpotIntervals } from '@/lib/domain/spot-interval-schemas';
import { INTERVAL_PRICE_SCALE, type IntervalDay } from '@/lib/spot/interval-file';
import { SpotDataError, type RawDay } from './spot-data';

/**
 * The full interval history, 2023 → the latest day, per area and year (the format:
 * lib/spot/interval-file.ts): built from the raw days by the import, extended by the refresh, and
 * written with the rest of content/data/spot/ in one all-or-nothing step.
 */

export const INTERVALS_DIR = 'intervals';

/** intervals/SE3-2025.json */
export function intervalFileName(area: PriceArea, year: number): string {
  return `${INTERVALS_DIR}/${area}-${year}.json`;
}

/** A validated raw day in the stored form: the source's SEK/kWh × 100 000, exactly. */
export function intervalDay(day: RawDay): IntervalDay {
  return {
    date: day.date,
    minutes: day.resolutionMinutes,
    prices: day.prices.map((ore) => {
      const price = Math.round(ore * INTERVAL_PRICE_SCALE);
      if (Math.abs(price - ore * INTERVAL_PRICE_SCALE) > 1e-6) throw new SpotDataError(`${day.date}: price ${ore} öre has more than three decimals`);
      return price === 0 ? 0 : price;
    }),
  };
}

/** Appends days (ascending, after the stored ones) to an area's years. Pure. */
export function appendIntervalDays(area: PriceArea, years: readonly IntervalYear[], days: readonly RawDay[]): IntervalYear[] {
  const next = years.map((year) => ({ ...year, days: [...year.days] }));
  for (const day of days) {
    const last = next.at(-1);
    const lastDate = last?.days.at(-1)?.date ?? '';
    if (day.date <= lastDate) throw new SpotDataError(`${area}: interval day ${day.date} is not after ${lastDate}`);
    const year = Number(day.date.slice(0, 4));
    if (last && last.year === year) last.days.push(intervalDay(day));
    else next.push({ area, year, unit: INTERVAL_UNIT, days: [intervalDay(day)] });
  }
  return next;
}

/** Every area's years from its raw days. */
export function intervalsFromDays(days: Readonly<Record<PriceArea, readonly RawDay[]>>): SpotIntervals {
  return mapPriceAreas((area) => appendIntervalDays(area, [], days[area]));
}

/** Validates every year file (zod) and renders it, one day per line. Throws before anything is written. */
export function renderIntervals(intervals: SpotIntervals): Record<string, string> {
  const parsed = spotIntervalsSchema.parse(intervals);
  const files: Record<string, string> = {};
  for (const area of PRICE_AREAS) {
    for (const year of parsed[area] ?? []) {
      const head = JSON.stringify({ area: year.area, year: year.year, unit: year.unit });
      files[intervalFileName(area, year.year)] = `${head.slice(0, -1)},"days":[\n${year.days.map((day) => JSON.stringify(day)).join(',\n')}\n]}\n`;
    }
  }
  return files;
}

/** Reads and validates content/data/spot/intervals/. A folder that does not exist yet reads as no years. */
export async function readSpotIntervals(contentDir: string): Promise<SpotIntervals> {
  const dir = path.join(contentDir, INTERVALS_DIR);
  const intervals = mapPriceAreas((): IntervalYear[] => []);
  if (!existsSync(dir)) return intervals;
  for (const name of (await readdir(dir)).sort()) {
    const match = /^(SE[1-4])-(\d{4})\.json$/.exec(name);
    if (!match) continue;
    const year = intervalYearSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
    if (year.area !== match[1] || year.year !== Number(match[2])) throw new SpotDataError(`${name}: holds ${year.area} ${year.year}`);
    intervals[year.area].push(year);
  }
  return intervals;
}
