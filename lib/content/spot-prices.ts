import latestDaysJson from '@/content/data/spot/latest-days.json';
import metaJson from '@/content/data/spot/meta.json';
import monthlyJson from '@/content/data/spot/monthly-averages.json';
import yearlyJson from '@/content/data/spot/yearly-averages.json';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import {
  type DailySpotPrices,
  type MonthlyAverage,
  type SpotContent,
  type YearlyAverage,
  latestFullMonth,
} from '@/lib/domain/spot-prices';
import { spotContentSchema } from '@/lib/domain/spot-price-schemas';

/**
 * The one way pages read spot prices (content/data/spot/, written by `npm run import:prices`
 * and `npm run prices:update`). Server and build side only: a client component that needs a few
 * numbers gets them as props, never this module (the JSON would land in its bundle).
 */

let cache: SpotContent | undefined;

function content(): SpotContent {
  cache ??= spotContentSchema.parse({ meta: metaJson, monthly: monthlyJson, yearly: yearlyJson, latestDays: latestDaysJson });
  return cache;
}

/** Monthly averages, oldest first, öre/kWh ex VAT; the latest may be partial. */
export function getMonthlyAverages(area: PriceArea): readonly MonthlyAverage[] {
  return content().monthly[area];
}

/** Yearly averages, oldest first; partial years are flagged. */
export function getYearlyAverages(area: PriceArea): readonly YearlyAverage[] {
  return content().yearly[area];
}

/** The latest bundled days with every interval price, oldest first. */
export function getLatestDays(area: PriceArea): readonly DailySpotPrices[] {
  return content().latestDays[area];
}

/** Average spot price of the latest complete month (the contract catalogue's variable-price base). */
export function getLatestFullMonthAverage(area: PriceArea): { month: string; oreExVat: number } {
  const month = latestFullMonth(getMonthlyAverages(area));
  if (!month) throw new Error(`No complete month of spot prices for ${area}`);
  return { month: month.month, oreExVat: month.avg };
}

export interface SpotDataDates {
  /** Latest day with interval prices ('YYYY-MM-DD'). */
  latestDay: string;
  /** Latest month with an average ('YYYY-MM'), possibly partial. */
  latestMonth: string;
  /** Last day included in the monthly and yearly averages. */
  averagesThrough: string;
  /** Latest complete month in every area. */
  latestFullMonth: string;
  attribution: string;
  sourceUrl: string;
}

/** What pages print about the data's age and origin. */
export function getSpotDataDates(): SpotDataDates {
  const { meta } = content();
  const fullMonths = PRICE_AREAS.map((area) => getLatestFullMonthAverage(area).month).sort();
  return {
    latestDay: meta.latestDay,
    latestMonth: meta.latestMonth,
    averagesThrough: meta.averagesThrough,
    latestFullMonth: fullMonths[0] ?? meta.latestMonth,
    attribution: meta.source.attribution,
    sourceUrl: meta.source.url,
  };
}
