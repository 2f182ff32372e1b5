import type { PriceArea } from '@/lib/domain/price-area';
import { feeKrPerMonthInclVat } from '@/lib/market/cost';
import { TYPE_GROUP_OF, type MarketOffer } from '@/lib/market/offer';

/**
 * What the variable offers of the market catalogue typically charge, for sentences in the copy
 * ("påslaget låg för hälften av avtalen mellan 2,9 och 4,9 öre/kWh"): the median and the middle
 * half (lower to upper quartile) of one part of the price. Content review 2026-11-26, item 17: a
 * sentence about påslag agrees with the catalogue because it is computed from it. Pure.
 */

/** Quartiles by linear interpolation between the sorted values (the usual spreadsheet QUARTILE). */
export interface Spread {
  count: number;
  low: number;
  median: number;
  high: number;
}

function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new RangeError('No values to describe');
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, low: quantile(sorted, 0.25), median: quantile(sorted, 0.5), high: quantile(sorted, 0.75) };
}

/** The parts of a variable offer's price that the copy describes. */
export const OFFER_PARTS = ['markup', 'added', 'fee'] as const;
export type OfferPart = (typeof OFFER_PARTS)[number];

const PART_VALUE: Readonly<Record<OfferPart, (offer: MarketOffer) => number>> = {
  /** Påslag, öre/kWh excl. VAT, as Elpriskollen lists it. */
  markup: (offer) => offer.markupOre,
  /** Påslag and rörliga kostnader (elcertifikat, ursprungsgarantier …), öre/kWh excl. VAT. */
  added: (offer) => offer.markupOre + offer.variableCostsOre,
  /** The fixed fee, kr per month incl. VAT. */
  fee: (offer) => feeKrPerMonthInclVat(offer),
};

/** Variable offers (kvartspris, timpris, rörligt månadspris) of one area, or of all four. */
export function variableOffers(offers: readonly MarketOffer[], area: PriceArea | null): MarketOffer[] {
  return offers.filter((offer) => TYPE_GROUP_OF[offer.type] === 'rorligt' && (area === null || offer.area === area));
}

export function variableOfferSpread(offers: readonly MarketOffer[], area: PriceArea | null, part: OfferPart): Spread {
  const chosen = variableOffers(offers, area);
  if (chosen.length === 0) throw new RangeError(`No variable offers${area ? ` in ${area}` : ''}`);
  return spreadOf(chosen.map(PART_VALUE[part]));
}
