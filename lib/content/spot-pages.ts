import { getFullMonthAverage, getLatestDays, getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { DEFAULT_PRICE_AREA, mapPriceAreas, PRICE_AREA_NAMES, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import type { RecentSpot } from '@/lib/market/recent-basis';
import { areaAddedMedians } from '@/lib/market/spread';
import { recentSpot } from '@/lib/spot/recent-months';
import { analysisSentences, historyStats, historySummary, latestFullYear, recentMonths, type HistoryStats } from '@/lib/spot/history';

import type { MarkupChoices } from '@/lib/spot/kwh-price';

import { lazy } from './load';
import { getAreaSources, getMarketOffers } from './market';
import { getSpotPagesContent } from './pages';

/**
 * View models of the spot-price pages, computed from the bundled data once and handed to the
 * server pages as plain values (the pages only lay them out). Read from content through
 * lib/content/spot-prices.ts, so the same numbers reach every page.
 */

/** One area on /elpris-historik: its panel and its button in the area choice. */
export interface HistoryArea {
  area: PriceArea;
  name: string;
  stats: HistoryStats;
  /** The summary under the area's button, formatted: [{ label: 'mars 2026', value: '66,4 öre/kWh' }, …]. */
  summary: { label: string; value: string }[];
  /** The last months for the chart, oldest first. */
  months: readonly MonthlyAverage[];
  characteristics: string;
  analysis: string[];
}

export interface HistoryPageModel {
  defaultArea: PriceArea;
  /** 'YYYY-MM' of the first monthly average (the default area's). */
  firstMonth: string;
  /** Whether the latest month of the averages is still running. */
  runningMonthPartial: boolean;
  areas: Record<PriceArea, HistoryArea>;
}

/** Everything /elpris-historik shows per area, computed once per build. */
export const getHistoryPageModel = lazy((): HistoryPageModel => {
  const { averagesThrough, latestMonth } = getSpotDataDates();
  const { areaCharacteristics } = getSpotPagesContent().historik;
  const yearlyByArea = mapPriceAreas(getYearlyAverages);
  const defaultMonthly = getMonthlyAverages(DEFAULT_PRICE_AREA);
  return {
    defaultArea: DEFAULT_PRICE_AREA,
    firstMonth: defaultMonthly[0]?.month ?? latestMonth,
    runningMonthPartial: defaultMonthly.at(-1)?.partial ?? false,
    areas: mapPriceAreas((area): HistoryArea => {
      const monthly = getMonthlyAverages(area);
      const stats = historyStats(monthly, yearlyByArea[area], getLatestDays(area));
      return {
        area,
        name: PRICE_AREA_NAMES[area],
        stats,
        summary: historySummary(stats),
        months: recentMonths(monthly),
        characteristics: areaCharacteristics[area],
        analysis: analysisSentences({ area, monthly, yearlyByArea, averagesThrough }),
      };
    }),
  };
});

/** The price areas in page order with their history, for the page's loops. */
export function historyAreas(model: HistoryPageModel): HistoryArea[] {
  return PRICE_AREAS.map((area) => model.areas[area]);
}

/** The latest complete year of spot prices per area, for the calculator's price examples. */
export function getLatestFullYearSpot(): { area: PriceArea; year: number; spotOre: number }[] {
  return PRICE_AREAS.map((area) => {
    const year = latestFullYear(getYearlyAverages(area));
    if (!year) throw new Error(`No complete year of spot prices for ${area}`);
    return { area, year: year.year, spotOre: year.avg };
  });
}

/** The home hero's spot-price panel: each area's latest complete month and latest bundled day. */
export interface HomeSpotPanel {
  /** 'YYYY-MM' of the latest month complete in every area. */
  month: string;
  /** 'YYYY-MM-DD' of the latest bundled day. */
  day: string;
  areas: { area: PriceArea; name: string; monthOre: number; dayOre: number }[];
}

/** The figures of the home hero's panel, öre/kWh excl. VAT, dated by getSpotDataDates(). */
export function getHomeSpotPanel(): HomeSpotPanel {
  const { latestFullMonth, latestDay } = getSpotDataDates();
  return {
    month: latestFullMonth,
    day: latestDay,
    areas: PRICE_AREAS.map((area) => {
      const day = getLatestDays(area).at(-1);
      if (!day || day.date !== latestDay) throw new Error(`${area}: no spot prices for ${latestDay}`);
      return { area, name: PRICE_AREA_NAMES[area], monthOre: getFullMonthAverage(area).oreExVat, dayOre: day.avg };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// /elpris-just-nu: what the price per kWh needs from the server

export interface KwhPriceBasis {
  markups: MarkupChoices;
}

export const getKwhPriceBasis = lazy((): KwhPriceBasis => {
  return { markups: areaAddedMedians(getMarketOffers(), getAreaSources(), PRICE_AREAS) };
});

/**
 * Each area's spot over the last 12 complete months of the bundled data, plain and weighted by the
 * monthly profiles: the break-even's comparison and /jamfor's second basis (docs/rules/fixed-or-variable.md).
 */
export const getRecentSpot = lazy((): Readonly<Record<PriceArea, RecentSpot>> => mapPriceAreas((area) => recentSpot(area, getMonthlyAverages(area))));
