import 'server-only';

import { lazy } from '@/lib/content/load';
import { getAreaSources, getMarketOffers } from '@/lib/content/market';
import { operatorFigures, type MarketingFigures } from '@/lib/content/marketing';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatMonthYear } from '@/lib/format';
import { marketCountBasis, marketCounts, marketSavingBasis, marketSavings, type MarketSaving } from '@/lib/market/savings';

/**
 * The site's marketing figures from the market catalogue (issue 19): the counts ("118
 * elleverantörer") and the saving per area, each with its basis. Same shape as
 * getMarketingFigures() of lib/content/marketing.ts (which rests on the retired catalogue), plus
 * the basis of the counts and the counts per area, so a page switches by changing the import;
 * savingRange() and savingRangeText() there take these savings as they are.
 */

export interface MarketFigures extends Omit<MarketingFigures, 'savings'> {
  savings: MarketSaving[];
  /** What the counts are: '1 765 elavtal från 118 elleverantörer som Elpriskollen … visade i juli 2026 …'. */
  countBasis: string;
  byArea: Readonly<Record<PriceArea, { offers: number; suppliers: number }>>;
}

export const getMarketFigures: () => MarketFigures = lazy(() => {
  const offers = getMarketOffers();
  const sources = getAreaSources();
  const counts = marketCounts(offers);
  const newest = Object.values(sources)
    .map((source) => source.date)
    .sort()
    .at(-1)!;
  return {
    supplierCount: counts.suppliers,
    offerCount: counts.offers,
    municipalityCount: getAllMunicipalities().length,
    countBasis: marketCountBasis(counts, formatMonthYear(newest)),
    byArea: counts.byArea,
    savings: marketSavings(offers),
    savingBasis: marketSavingBasis(sources),
    ...operatorFigures(),
  };
});
