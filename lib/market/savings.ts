import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { median } from '@/lib/domain/statistics';
import { formatKr, formatKwh, formatNumber } from '@/lib/format';
import { areaDatesText, areaSpotsText } from '@/lib/market/basis';
import { yearlyCostKr } from '@/lib/market/cost';
import { TYPE_GROUP_OF, type AreaSource, type MarketOffer } from '@/lib/market/offer';
import { compareSwedish } from '@/lib/collate';

/**
 * The site-wide saving claim, computed from the market catalogue with its basis (docs/rules/compare.md
 * "Product": saving ranges are computed from the catalogue, with their basis next to them):
 * per area, the yearly cost of the median variable offer minus the cheapest variable offer, for a
 * villa with electric heating. Variable offers only (kvartspris, timpris, rörligt): they share one
 * price basis, Elpriskollen's assumed spot price, so the difference is what the suppliers add
 * (påslag, rörliga kostnader, fees) and does not depend on the spot price chosen.
 */

/** An electrically heated villa (Konsumentverket's largest type), kWh per year. */
export const SAVING_ANNUAL_KWH = 20_000;

export interface MarketSaving {
  area: PriceArea;
  /** Variable offers in the area. */
  offerCount: number;
  /** The cheapest one's yearly cost, whole kronor incl. VAT (elhandel only). */
  cheapestKr: number;
  cheapest: { id: string; supplier: string; name: string };
  /** Median of the yearly costs (the mean of the middle two for an even count), whole kronor. */
  medianKr: number;
  savingKr: number;
  /** savingKr as a share of medianKr, percent. */
  savingPercent: number;
}

export function marketSaving(area: PriceArea, offers: readonly MarketOffer[], annualKwh = SAVING_ANNUAL_KWH): MarketSaving {
  const costs = offers
    .filter((offer) => offer.area === area && TYPE_GROUP_OF[offer.type] === 'rorligt')
    .map((offer) => ({ offer, yearly: Math.round(yearlyCostKr(offer, annualKwh)) }))
    .sort((a, b) => a.yearly - b.yearly || compareSwedish(`${a.offer.supplierName} ${a.offer.product}`, `${b.offer.supplierName} ${b.offer.product}`));
  const first = costs[0];
  if (!first) throw new Error(`No variable offers in ${area} to compute a saving from`);
  const medianKr = Math.round(median(costs.map((c) => c.yearly))!);
  const savingKr = medianKr - first.yearly;
  return {
    area,
    offerCount: costs.length,
    cheapestKr: first.yearly,
    cheapest: { id: first.offer.id, supplier: first.offer.supplierName, name: first.offer.product },
    medianKr,
    savingKr,
    savingPercent: (savingKr / medianKr) * 100,
  };
}

export function marketSavings(offers: readonly MarketOffer[], annualKwh = SAVING_ANNUAL_KWH): MarketSaving[] {
  return PRICE_AREAS.map((area) => marketSaving(area, offers, annualKwh));
}

/** The smallest and largest area saving, rounded to tens of kronor, for a headline range. */
export function savingRange(savings: readonly Pick<MarketSaving, 'savingKr'>[]): { low: number; high: number } {
  const rounded = savings.map((s) => Math.round(s.savingKr / 10) * 10);
  return { low: Math.min(...rounded), high: Math.max(...rounded) };
}

/** 'mellan 1 360 och 1 890 kr' (or 'omkring 1 500 kr' when every area saves the same). */
export function savingRangeText(savings: readonly Pick<MarketSaving, 'savingKr'>[]): string {
  const { low, high } = savingRange(savings);
  return low === high ? `omkring ${formatKr(low)}` : `mellan ${formatNumber(low)} och ${formatKr(high)}`;
}

/** The basis printed next to the savings. */
export function marketSavingBasis(sources: Readonly<Record<PriceArea, AreaSource>>, annualKwh = SAVING_ANNUAL_KWH): string {
  return (
    `Skillnaden i årskostnad för elhandeln mellan det mittersta (median) och det billigaste rörliga avtalet (kvartspris, timpris eller månadspris) ` +
    `bland alla som Elpriskollen visade i varje elområde (${areaDatesText(sources)}), för en villa med elvärme som använder ${formatKwh(annualKwh)} per år. ` +
    `Räknat med Elpriskollens antagna spotpris (${areaSpotsText(sources)} exkl. moms) och leverantörernas påslag, rörliga kostnader och fasta avgifter, ` +
    'inklusive moms men utan elnätsavgift och energiskatt.'
  );
}

/** Offers and suppliers per area, for counts with their basis. */
export function marketCounts(offers: readonly MarketOffer[]): {
  offers: number;
  suppliers: number;
  byArea: Readonly<Record<PriceArea, { offers: number; suppliers: number }>>;
} {
  return {
    offers: offers.length,
    suppliers: new Set(offers.map((offer) => offer.supplierSlug)).size,
    byArea: mapPriceAreas((area) => {
      const inArea = offers.filter((offer) => offer.area === area);
      return { offers: inArea.length, suppliers: new Set(inArea.map((offer) => offer.supplierSlug)).size };
    }),
  };
}

/** '1 765 elavtal från 118 elleverantörer på Elpriskollen i juli 2026, ett postnummer per elområde'. */
export function marketCountBasis(counts: { offers: number; suppliers: number }, monthLabel: string): string {
  return `${formatNumber(counts.offers)} elavtal från ${formatNumber(counts.suppliers)} elleverantörer som Elpriskollen (Energimarknadsinspektionen) visade i ${monthLabel}, för ett postnummer per elområde`;
}
