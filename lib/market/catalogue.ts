import type { MarketCatalogueFile } from '@/lib/content/market-schemas';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { AreaSource, MarketOffer } from '@/lib/market/offer';
import { typoDistance } from '@/lib/typo-match';
import { searchKey } from '@/lib/search-key';

/**
 * The catalogue file (content/data/elavtal/offers.json, validated) turned into the app's types:
 * each offer with its supplier's display name, each area with its source. Pure, so the loader
 * (lib/content/market.ts), the benchmark and the import share it.
 */

export interface MarketSupplier {
  slug: string;
  /** The name users know. */
  name: string;
  /** As Elpriskollen gives it. */
  legalName: string;
}

export function catalogueOffers(file: Pick<MarketCatalogueFile, 'suppliers' | 'offers'>): MarketOffer[] {
  const names = new Map(file.suppliers.map((supplier) => [supplier.slug, supplier.name]));
  return file.offers.map((row) => ({
    id: row.id,
    supplierSlug: row.supplier,
    supplierName: names.get(row.supplier) ?? row.supplier,
    product: row.product,
    area: row.area,
    type: row.type,
    feeElementOre: row.feeElementOre,
    fixedPriceOre: row.fixedPriceOre,
    spotOre: row.spotOre,
    markupOre: row.markupOre,
    variableCostsOre: row.variableCostsOre,
    origins: row.origins,
    braMiljoval: row.braMiljoval,
    ...(row.note ? { note: row.note } : {}),
  }));
}

export function catalogueAreaSources(file: Pick<MarketCatalogueFile, 'areas'>): Readonly<Record<PriceArea, AreaSource>> {
  return mapPriceAreas((area) => {
    const { date, postalCode, spotOre } = file.areas[area];
    return { area, date, postalCode, spotOre };
  });
}

/** Whether the display or legal name contains the query, folded as the search folds it. */
export function supplierContains(supplier: Pick<MarketSupplier, 'name' | 'legalName'>, query: string): boolean {
  const key = searchKey(query.slice(0, 100));
  return searchKey(supplier.name).includes(key) || searchKey(supplier.legalName).includes(key);
}

/**
 * The suppliers whose display or legal name contains the query, folding case, accents and
 * punctuation ('eon' finds E.ON, 'malarenergi' Mälarenergi); all of them for an empty query.
 * When none does, those whose name starts one or two typos away ('vatenfal' → Vattenfall;
 * lib/typo-match.ts), fewest first. For /leverantor's search.
 */
export function searchSuppliers<T extends MarketSupplier>(suppliers: readonly T[], query: string): T[] {
  const key = searchKey(query.slice(0, 100));
  if (key === '') return [...suppliers];
  const hits = suppliers.filter((supplier) => supplierContains(supplier, query));
  if (hits.length > 0) return hits;
  return suppliers
    .map((supplier) => ({ supplier, distance: typoDistance(key, [searchKey(supplier.name), searchKey(supplier.legalName)]) }))
    .filter(({ distance }) => Number.isFinite(distance))
    .sort((a, b) => a.distance - b.distance)
    .map(({ supplier }) => supplier);
}

/** A supplier with what /leverantor says about it: how many offers, in which areas. */
export interface SupplierListing extends MarketSupplier {
  offerCount: number;
  /** North to south. */
  areas: PriceArea[];
}

/** Each supplier (in the order given) with its number of offers and the areas it sells in. */
export function supplierListing(suppliers: readonly MarketSupplier[], offers: readonly Pick<MarketOffer, 'supplierSlug' | 'area'>[]): SupplierListing[] {
  const counts = new Map<string, { count: number; areas: Set<PriceArea> }>();
  for (const offer of offers) {
    const entry = counts.get(offer.supplierSlug) ?? { count: 0, areas: new Set<PriceArea>() };
    entry.count += 1;
    entry.areas.add(offer.area);
    counts.set(offer.supplierSlug, entry);
  }
  return suppliers.map((supplier) => {
    const entry = counts.get(supplier.slug);
    return { ...supplier, offerCount: entry?.count ?? 0, areas: PRICE_AREAS.filter((area) => entry?.areas.has(area)) };
  });
}
