import 'server-only';

import { lazy } from '@/lib/content/load';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { getAllOffers, getCatalogueSuppliers, getOffersForArea } from '@/lib/content/offers';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { costSummary } from '@/lib/domain/cost';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { median } from '@/lib/domain/statistics';
import { formatNumber } from '@/lib/format';
import { operatorFigures } from '@/lib/content/market-marketing';
import type { ShownFigure } from '@/lib/site';

/**
 * The site's marketing figures (decisions.md, "Product"), computed from its own data where the
 * site knows them: suppliers and offers in the catalogue, municipalities in the price-area table,
 * and the saving ranges from the catalogue and the bundled spot prices. Figures it cannot know
 * (a rating of the site, a number of users) come from the site config and are null until the
 * operator sets them with a source. Pages show what is here and nothing else.
 */

/** The consumption of the saving ranges: an electrically heated villa (Konsumentverket's largest type). */
export const SAVING_ANNUAL_KWH = 20_000;

export interface AreaSaving {
  area: PriceArea;
  /** Offers in the comparison for the area. */
  offerCount: number;
  /** The cheapest offer's annual cost, whole kronor incl. VAT (elhandel only). */
  cheapestKr: number;
  cheapest: { supplier: string; name: string };
  /** Median of the offers' annual costs (the mean of the two middle ones for an even count). */
  medianKr: number;
  /** medianKr − cheapestKr. */
  savingKr: number;
  /** savingKr as a share of medianKr, in percent. */
  savingPercent: number;
}

export interface MarketingFigures {
  supplierCount: number;
  offerCount: number;
  municipalityCount: number;
  /** One saving per price area, north to south. */
  savings: AreaSaving[];
  /** The basis of the savings, to print next to them. */
  savingBasis: string;
  siteRating: (ShownFigure & { reviewCount: number }) | null;
  users: ShownFigure | null;
  calculatorUsers: ShownFigure | null;
}

/** What switching from the median offer to the cheapest one saves a villa at 20 000 kWh a year in `area`. */
export function areaSaving(area: PriceArea): AreaSaving {
  const monthlyKwh = SAVING_ANNUAL_KWH / 12;
  const costs = getOffersForArea(area)
    .map((offer) => ({ offer, annual: costSummary(offer.pricePerKwh, offer.monthlyFee, monthlyKwh).annualCost }))
    .sort((a, b) => a.annual - b.annual);
  const first = costs[0];
  if (!first) throw new Error(`No offers in ${area} to compute a saving from`);
  const medianKr = median(costs.map((c) => c.annual))!;
  const savingKr = medianKr - first.annual;
  return {
    area,
    offerCount: costs.length,
    cheapestKr: first.annual,
    cheapest: { supplier: first.offer.supplier, name: first.offer.name },
    medianKr,
    savingKr,
    savingPercent: (savingKr / medianKr) * 100,
  };
}

/** Moved to lib/content/market-marketing.ts; re-exported for the pages that still read this module. */
export { operatorFigures };

export const getMarketingFigures: () => MarketingFigures = lazy(() => {
  const { latestFullMonthLabel } = getSpotDataDates();
  return {
    supplierCount: getCatalogueSuppliers().length,
    offerCount: getAllOffers().length,
    municipalityCount: getAllMunicipalities().length,
    savings: PRICE_AREAS.map(areaSaving),
    savingBasis: `Skillnaden i årskostnad för elhandeln mellan medianavtalet och det billigaste avtalet i vår jämförelse i varje elområde, för en villa med elvärme som använder ${formatNumber(SAVING_ANNUAL_KWH)} kWh per år. Rörliga priser är räknade på snittspotpriset i ${latestFullMonthLabel}, med leverantörernas påslag och avgifter enligt källorna vid varje avtal, inklusive moms men utan elnätsavgift och energiskatt.`,
    ...operatorFigures(),
  };
});

/** Moved to lib/market/savings.ts with the market catalogue; re-exported for the pages that still read this module. */
export { savingRange, savingRangeText } from '@/lib/market/savings';
