import type { PriceArea } from '@/lib/domain/price-area';
import { formatKwh, formatNumber } from '@/lib/format';
import { priceBasisText, sourceText } from '@/lib/market/basis';
import { breakEvens, type BreakEven } from '@/lib/market/break-even';
import type { MarketSupplier } from '@/lib/market/catalogue';
import { NO_FILTERS, compareMarket, indexMarket, type RankedOffer } from '@/lib/market/compare';
import { HOUSEHOLDS } from '@/lib/market/consumption';
import {
  OFFER_TYPES,
  OFFER_TYPE_LABELS,
  TYPE_GROUPS,
  TYPE_GROUP_LABELS,
  TYPE_GROUP_OF,
  type AreaSource,
  type MarketOffer,
  type OfferType,
  type TypeGroup,
} from '@/lib/market/offer';

/**
 * The page model of an area landing page (/jamfor/se1 … se4, or what the route index calls it;
 * docs/rules/compare.md): the cheapest offers of each type group and of each contract type in the area,
 * pre-rendered, so "billigaste elavtal SE3" finds a real page. Pure.
 */

/** How many offers each type group lists. */
export const LANDING_PER_GROUP = 5;

export interface AreaLanding {
  area: PriceArea;
  source: AreaSource;
  sourceText: string;
  basisText: string;
  offerCount: number;
  supplierCount: number;
  /** The consumption the ranking is at, kWh per year, and its words ('5 000 kWh per år (villa)'). */
  annualKwh: number;
  consumptionText: string;
  /** Rörligt, Fast, Mixat: the cheapest LANDING_PER_GROUP of each, and how many the group has. */
  groups: { group: TypeGroup; label: string; count: number; offers: RankedOffer[] }[];
  /** The cheapest offer of every contract type the area has, in Elpriskollen's order of types. */
  cheapestByType: { type: OfferType; label: string; count: number; cheapest: RankedOffer }[];
  /** Each fixed and mixat offer's break-even spot price against the area's cheapest variable offer at `annualKwh`. */
  breakEven: { variable: MarketOffer | null; byId: ReadonlyMap<string, BreakEven> };
}

export function areaLanding(
  area: PriceArea,
  source: AreaSource,
  offers: readonly MarketOffer[],
  suppliers: readonly MarketSupplier[] = [],
  annualKwh = 5000,
): AreaLanding {
  const inArea = offers.filter((offer) => offer.area === area);
  const ranked = compareMarket(indexMarket(inArea, suppliers), { filters: NO_FILTERS, sort: 'kostnad', annualKwh });
  const household = HOUSEHOLDS.find((h) => h.annualKwh === annualKwh);
  return {
    area,
    source,
    sourceText: sourceText(source),
    basisText: priceBasisText(source),
    offerCount: inArea.length,
    supplierCount: new Set(inArea.map((offer) => offer.supplierSlug)).size,
    annualKwh,
    consumptionText: `${formatKwh(annualKwh)} per år${household ? ` (${household.label.toLocaleLowerCase('sv-SE')})` : ''}`,
    groups: TYPE_GROUPS.map((group) => {
      const inGroup = ranked.filter(({ offer }) => TYPE_GROUP_OF[offer.type] === group);
      return { group, label: TYPE_GROUP_LABELS[group], count: inGroup.length, offers: inGroup.slice(0, LANDING_PER_GROUP) };
    }).filter((group) => group.count > 0),
    breakEven: breakEvens(inArea, annualKwh),
    cheapestByType: OFFER_TYPES.flatMap((type) => {
      const ofType = ranked.filter(({ offer }) => offer.type === type);
      return ofType[0] ? [{ type, label: OFFER_TYPE_LABELS[type], count: ofType.length, cheapest: ofType[0] }] : [];
    }),
  };
}

/** '643 avtal från 101 elleverantörer'. */
export function areaCountsText(landing: Pick<AreaLanding, 'offerCount' | 'supplierCount'>): string {
  return `${formatNumber(landing.offerCount)} avtal från ${formatNumber(landing.supplierCount)} elleverantörer`;
}
