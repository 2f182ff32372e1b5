import type { CompareOffer, OffersByArea } from '@/lib/compare/types';
import { mapPriceAreas, type PriceArea } from '@/lib/domain/price-area';

/**
 * The /jamfor island's offers in the page's inline payload, written once. Most offers are sold in
 * all four areas with the same name, terms, benefits and source; only the price (a variable
 * price follows the area's spot average) and the note on another area's terms differ. Sending
 * OffersByArea as it is wrote every offer four times into the HTML (≈ 26 KB on /jamfor).
 */
export interface CompactOffers {
  /** Each distinct offer without its per-area fields, in first-seen order. */
  offers: readonly Omit<CompareOffer, 'pricePerKwh' | 'termsArea'>[];
  /** Per area, in the area's order: [index into offers, pricePerKwh] or [index, pricePerKwh, termsArea]. */
  areas: Readonly<Record<PriceArea, readonly CompactAreaOffer[]>>;
}

export type CompactAreaOffer = readonly [index: number, pricePerKwh: number, termsArea?: PriceArea];

/** Server side: OffersByArea to its compact form (expandOffers restores it exactly). */
export function compactOffers(offersByArea: OffersByArea): CompactOffers {
  const offers: CompactOffers['offers'][number][] = [];
  const indexByKey = new Map<string, number>();
  const areas = mapPriceAreas((area) =>
    offersByArea[area].map((offer): CompactAreaOffer => {
      const { pricePerKwh, termsArea, ...shared } = offer;
      const key = JSON.stringify(shared);
      let index = indexByKey.get(key);
      if (index === undefined) {
        index = offers.push(shared) - 1;
        indexByKey.set(key, index);
      }
      return termsArea ? [index, pricePerKwh, termsArea] : [index, pricePerKwh];
    }),
  );
  return { offers, areas };
}

/** Client side: the compact form back to OffersByArea. An index outside offers is skipped. */
export function expandOffers({ offers, areas }: CompactOffers): OffersByArea {
  return mapPriceAreas((area) =>
    areas[area].flatMap(([index, pricePerKwh, termsArea]) => {
      const shared = offers[index];
      if (!shared) return [];
      return [{ ...shared, pricePerKwh, ...(termsArea ? { termsArea } : {}) }];
    }),
  );
}
