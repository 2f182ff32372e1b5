import { readFileSync } from 'node:fs';
import path from 'node:path';

import { lazyContent } from '@/lib/content/load';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { type DailySpotPrices, type HourProfile, type MonthlyAverage, type YearlyAverage, latestFullMonth } from '@/lib/domain/spot-prices';
import { spotContentSchema } from '@/lib/domain/spot-price-schemas';
import { formatDate, formatMonthYear } from '@/lib/format';
import type { DaysByArea, SpotDay } from '@/lib/spot/day-view';

/**
 * The one way pages read spot prices (content/data/spot/, written by `npm run import:prices`
 * and `npm run prices:update`), and the one place that says how old they are: every page that
 * shows a bundled spot price takes its date from `getSpotDataDates()` (docs/rules/spot-prices.md, "One data
 * date"). Server and build side only: a client component that needs a few numbers gets them as
 * props, never this module (the JSON would land in its bundle).
 */

const SPOT_DIR = 'content/data/spot';

/**
 * Read when a page is rendered, not imported: `npm run refresh` rewrites these files every day, and
 * an imported JSON file is part of the compiled code of every page that shows a price, so each
 * refresh had to compile those anew. Read from disk, the code stays the same and the refresh's
 * build takes it from Turbopack's cache.
 */
const readSpotFile = (name: string): unknown => JSON.parse(readFileSync(path.join(process.cwd(), SPOT_DIR, name), 'utf8'));

const content = lazyContent(SPOT_DIR, spotContentSchema, () => ({
  meta: readSpotFile('meta.json'),
  monthly: readSpotFile('monthly-averages.json'),
  yearly: readSpotFile('yearly-averages.json'),
  hourProfiles: readSpotFile('hour-profiles.json'),
  latestDays: readSpotFile('latest-days.json'),
}));

/** Monthly averages, oldest first, öre/kWh ex VAT; the latest may be partial. */
export function getMonthlyAverages(area: PriceArea): readonly MonthlyAverage[] {
  return content().monthly[area];
}

/** Yearly averages, oldest first; partial years are flagged. */
export function getYearlyAverages(area: PriceArea): readonly YearlyAverage[] {
  return content().yearly[area];
}

/** Each month's prices by clock hour (from 2023, the interval files), oldest first; the latest may be partial. */
export function getHourProfiles(area: PriceArea): readonly HourProfile[] {
  return content().hourProfiles[area];
}

/** The latest bundled days with every interval price, oldest first. */
export function getLatestDays(area: PriceArea): readonly DailySpotPrices[] {
  return content().latestDays[area];
}

export interface SpotDataDates {
  /** Latest day with interval prices ('YYYY-MM-DD'), the same in every area. */
  latestDay: string;
  /** The same day in words, for 'Senaste dygn i vår data: 14 april 2026'. */
  latestDayLabel: string;
  /** Latest month with an average ('YYYY-MM'), possibly partial. */
  latestMonth: string;
  /** Last day included in the monthly and yearly averages. */
  averagesThrough: string;
  /** Latest month that is complete in every area ('YYYY-MM'): the comparison's price basis. */
  latestFullMonth: string;
  /** The same month in words, for 'snittspotpriset i mars 2026'. */
  latestFullMonthLabel: string;
  attribution: string;
  sourceUrl: string;
}

/** What pages print about the data's age and origin. */
export function getSpotDataDates(): SpotDataDates {
  const { meta, monthly } = content();
  const fullMonths = PRICE_AREAS.map((area) => latestFullMonth(monthly[area])?.month ?? '').sort();
  const full = fullMonths[0];
  if (!full) throw new Error('No complete month of spot prices in some area');
  return {
    latestDay: meta.latestDay,
    latestDayLabel: formatDate(meta.latestDay),
    latestMonth: meta.latestMonth,
    averagesThrough: meta.averagesThrough,
    latestFullMonth: full,
    latestFullMonthLabel: formatMonthYear(full),
    attribution: meta.source.attribution,
    sourceUrl: meta.source.url,
  };
}

/**
 * The average spot price of `getSpotDataDates().latestFullMonth` in `area`, öre/kWh excl. VAT:
 * the base of every variable and hourly price in the comparison (docs/rules/price-basis.md).
 */
export function getFullMonthAverage(area: PriceArea): { month: string; oreExVat: number } {
  const { latestFullMonth: month } = getSpotDataDates();
  const entry = getMonthlyAverages(area).find((m) => m.month === month);
  if (!entry || entry.partial) throw new Error(`No complete spot average for ${area} in ${month}`);
  return { month, oreExVat: entry.avg };
}

function compactDay(day: DailySpotPrices): SpotDay {
  return { date: day.date, resolutionMinutes: day.resolutionMinutes, start: day.start, prices: day.prices };
}

/**
 * The latest bundled day in every area and the calendar day before it where the data has it, as
 * the plain props of the spot islands (/elpris-just-nu, /optimering).
 */
export function getBundledDays(): { days: DaysByArea; previous: Partial<DaysByArea> } {
  const { latestDay } = getSpotDataDates();
  const previous: Partial<Record<PriceArea, SpotDay>> = {};
  const days = mapPriceAreas((area) => {
    const list = getLatestDays(area);
    const latest = list.at(-1);
    if (!latest || latest.date !== latestDay) throw new Error(`${area}: no spot prices for ${latestDay}`);
    const before = list.at(-2);
    if (before) previous[area] = compactDay(before);
    return compactDay(latest);
  });
  return { days, previous };
}
