import 'server-only';

import { lazy } from '@/lib/content/load';
import { getAllSuppliers, getAreaSources, getMarketOffers } from '@/lib/content/market';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatMonthYear } from '@/lib/format';
import { newestSourceDate } from '@/lib/market/basis';
import { marketCoverage, type AreaCoverage } from '@/lib/market/coverage';
import { marketCountBasis, marketCounts, marketSavingBasis, marketSavings, type MarketSaving } from '@/lib/market/savings';
import { shownFigure, siteConfig, type ShownFigure } from '@/lib/site';

/**
 * The site's marketing figures (docs/rules/unknown-values.md) from the market catalogue:
 * the counts ("118 elleverantörer") and the saving per area, each with its basis, and the figures
 * the site cannot know (a rating, a number of users), which come from the site config and stay
 * null until the operator sets them with a source. Pages show what is here and nothing else.
 */

export interface MarketFigures {
  supplierCount: number;
  offerCount: number;
  municipalityCount: number;
  /** What the counts are: '1 765 elavtal från 118 elleverantörer som Elpriskollen … visade i juli 2026 …'. */
  countBasis: string;
  byArea: Readonly<Record<PriceArea, { offers: number; suppliers: number }>>;
  /** One saving per price area, north to south. */
  savings: MarketSaving[];
  /** The basis of the savings, to print next to them. */
  savingBasis: string;
  siteRating: (ShownFigure & { reviewCount: number }) | null;
  users: ShownFigure | null;
  calculatorUsers: ShownFigure | null;
}

/** The figures the site cannot compute: shown only once the operator has set them with a source. */
export function operatorFigures(): Pick<MarketFigures, 'siteRating' | 'users' | 'calculatorUsers'> {
  const { marketing } = siteConfig;
  const rating = shownFigure(marketing.siteRating);
  return {
    siteRating: rating && marketing.siteRating.reviewCount !== null ? { ...rating, reviewCount: marketing.siteRating.reviewCount } : null,
    users: shownFigure(marketing.users),
    calculatorUsers: shownFigure(marketing.calculatorUsers),
  };
}

export const getMarketFigures: () => MarketFigures = lazy(() => {
  const offers = getMarketOffers();
  const sources = getAreaSources();
  const counts = marketCounts(offers);
  return {
    supplierCount: counts.suppliers,
    offerCount: counts.offers,
    municipalityCount: getAllMunicipalities().length,
    countBasis: marketCountBasis(counts, formatMonthYear(newestSourceDate(sources))),
    byArea: counts.byArea,
    savings: marketSavings(offers),
    savingBasis: marketSavingBasis(sources),
    ...operatorFigures(),
  };
});

/** What each area's list holds and lacks (lib/market/coverage.ts), for the line above the results. */
export const getMarketCoverage: () => Readonly<Record<PriceArea, AreaCoverage>> = lazy(() =>
  Object.freeze(marketCoverage(getMarketOffers(), getAllSuppliers(), getAreaSources())),
);
