import { supplyCostKr, withSpotBasis } from '@/lib/market/cost';
import { OFFER_TYPES, OFFER_TYPE_LABELS, type MarketOffer, type OfferType } from '@/lib/market/offer';

import type { SpotCost } from './spot-cost';
import { compareSwedish } from '@/lib/collate';

/**
 * Every contract type's cost for exactly the consumption of a meter file (docs/rules/meter-files.md),
 * with the one cost model (lib/market/cost.ts `supplyCostKr`): the fixed fee for the period's share
 * of a year, and every kWh at fixed price + påslag + rörliga kostnader + the spot the type follows,
 * incl. VAT. Kvartspris follows each interval's price, timpris each hour's, rörligt (månadspris) each
 * month's average, mixat half of the month's average, a fixed price none. For each type the area's
 * cheapest offer for this consumption (ties by name).
 */

export type SpotBasis = 'kvart' | 'timme' | 'manad' | 'ingen';

export const SPOT_BASIS_OF: Readonly<Record<OfferType, SpotBasis>> = {
  kvartspris: 'kvart',
  timpris: 'timme',
  rorligt: 'manad',
  mixat: 'manad',
  'fast-6-man': 'ingen',
  'fast-1-ar': 'ingen',
  'fast-2-ar': 'ingen',
  'fast-3-ar': 'ingen',
  'fast-4-ar': 'ingen',
  'fast-5-ar': 'ingen',
};

export const SPOT_BASIS_TEXT: Readonly<Record<SpotBasis, string>> = {
  kvart: 'spotpriset kvart för kvart (timpris före 1 oktober 2025)',
  timme: 'spotpriset timme för timme',
  manad: 'månadens snittspotpris',
  ingen: 'inget spotpris',
};

export interface TypeCost {
  type: OfferType;
  label: string;
  /** The area's cheapest offer of the type for this consumption. */
  offer: MarketOffer;
  /** kr incl. VAT for the file's period (excl. grid fee and energy tax). */
  costKr: number;
  /** The consumption-weighted spot the type follows, öre/kWh excl. VAT (before the type's share). */
  spotOre: number;
  basis: SpotBasis;
  /** How many offers of the type the area has. */
  count: number;
}

/** The consumption-weighted spot a type follows for this file, öre/kWh excl. VAT. */
export function basisOre(spot: SpotCost, basis: SpotBasis): number {
  if (spot.pricedKwh === 0 || basis === 'ingen') return 0;
  const kr = basis === 'kvart' ? spot.spotKr : basis === 'timme' ? spot.hourlySpotKr : spot.monthlySpotKr;
  return (kr * 100) / spot.pricedKwh;
}

/** What one offer costs for the file's priced consumption. */
export function fileCostKr(offer: MarketOffer, spot: SpotCost): number {
  const parts = withSpotBasis(offer, basisOre(spot, SPOT_BASIS_OF[offer.type]));
  return supplyCostKr(parts, { kwh: spot.pricedKwh, spotOre: parts.spotOre, feeYears: spot.years });
}

/** The cheapest offer of each type the area has, cheapest type first (ties by type order). */
export function offerTypeCosts(offers: readonly MarketOffer[], spot: SpotCost): TypeCost[] {
  const result: TypeCost[] = [];
  for (const type of OFFER_TYPES) {
    let best: { offer: MarketOffer; costKr: number } | null = null;
    let count = 0;
    for (const offer of offers) {
      if (offer.type !== type) continue;
      count += 1;
      const costKr = fileCostKr(offer, spot);
      const name = (o: MarketOffer) => `${o.supplierName} ${o.product}`;
      if (!best || costKr < best.costKr || (costKr === best.costKr && compareSwedish(name(offer), name(best.offer)) < 0)) best = { offer, costKr };
    }
    if (best) result.push({ type, label: OFFER_TYPE_LABELS[type], ...best, basis: SPOT_BASIS_OF[type], spotOre: basisOre(spot, SPOT_BASIS_OF[type]), count });
  }
  return result.sort((a, b) => a.costKr - b.costKr || OFFER_TYPES.indexOf(a.type) - OFFER_TYPES.indexOf(b.type));
}
