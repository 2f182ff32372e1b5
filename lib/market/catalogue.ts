import type { MarketCatalogueFile } from '@/lib/content/market-schemas';
import { mapPriceAreas, type PriceArea } from '@/lib/domain/price-area';
import type { AreaSource, MarketOffer } from '@/lib/market/offer';

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
