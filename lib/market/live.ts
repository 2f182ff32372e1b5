import { SOURCE_ANNUAL_KWH } from '@/lib/market/cost';
import type { MarketOffer } from '@/lib/market/offer';

/**
 * Live prices (docs/rules/price-basis.md): when the remote database is configured, today's
 * rows of `provider_prices` for the area (one per offer id, supabase/migrations/
 * *_provider_prices_offer_ids.sql) replace the parts of the matching offers that the supplier
 * sets: the fixed fee, the fixed price, the påslag and the rörliga kostnader, in Elpriskollen's
 * units (excl. VAT). The assumed spot price stays Elpriskollen's, so the ranking keeps one price
 * basis. The read itself is lib/compare/live-prices.ts; this part is pure.
 */

/** One validated row, in the catalogue's units. */
export interface LiveOfferPrice {
  /** Fixed fee, kr per year excl. VAT. */
  feeKrPerYear: number;
  /** Fixed energy price, öre/kWh excl. VAT (0 for a variable offer). */
  fixedPriceOre: number;
  /** Påslag, öre/kWh excl. VAT. */
  markupOre: number;
  /** Rörliga kostnader, öre/kWh excl. VAT. */
  variableCostsOre: number;
}

/** Rows by offer id. */
export type LiveOfferPrices = Readonly<Record<string, LiveOfferPrice>>;

/** The offers with today's parts where a row exists (marked `live`), the others unchanged. */
export function applyLivePrices(offers: readonly MarketOffer[], live: LiveOfferPrices | null | undefined): MarketOffer[] {
  if (!live) return [...offers];
  return offers.map((offer) => {
    const row = Object.hasOwn(live, offer.id) ? live[offer.id] : undefined;
    if (!row) return offer;
    return {
      ...offer,
      // The catalogue keeps Elpriskollen's unit: the fee spread over 2 000 kWh.
      feeElementOre: (row.feeKrPerYear * 100) / SOURCE_ANNUAL_KWH,
      fixedPriceOre: row.fixedPriceOre,
      markupOre: row.markupOre,
      variableCostsOre: row.variableCostsOre,
      live: true,
    };
  });
}
