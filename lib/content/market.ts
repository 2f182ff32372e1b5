import 'server-only';

import { lazy, lazyByKey } from '@/lib/content/load';
import { getCatalogueFile, getScbFile } from '@/lib/content/market-files';
import type { PriceArea } from '@/lib/domain/price-area';
import { encodeAreaFile, type AreaFile } from '@/lib/market/area-file';
import { catalogueAreaSources, catalogueOffers, type MarketSupplier } from '@/lib/market/catalogue';
import type { AreaSource, MarketOffer } from '@/lib/market/offer';
import type { ScbAverages } from '@/lib/market/scb';
import { compareSwedish } from '@/lib/collate';

/**
 * Content boundary of the market catalogue: every offer Elpriskollen listed in July 2026
 * (content/data/elavtal/offers.json, from `npm run import:offers`) and SCB's averages for new
 * contracts (scb-nya-avtal.json), validated once on first use. Page models in lib/market take
 * what these return.
 */

/** Every offer of every area, in the source's order (each area's file as Elpriskollen ranked it). */
export const getMarketOffers: () => readonly MarketOffer[] = lazy(() => Object.freeze(catalogueOffers(getCatalogueFile())));

/** One area's offers. */
export const getAreaOffers: (area: PriceArea) => readonly MarketOffer[] = lazyByKey((area: PriceArea) =>
  Object.freeze(getMarketOffers().filter((offer) => offer.area === area)),
);

/** Each area's scrape: its date, the postcode used and Elpriskollen's assumed spot price. */
export const getAreaSources: () => Readonly<Record<PriceArea, AreaSource>> = lazy(() => catalogueAreaSources(getCatalogueFile()));

export function getAreaSource(area: PriceArea): AreaSource {
  return getAreaSources()[area];
}

/** The source as a whole: Elpriskollen, and who copied its pages. */
export function getMarketSource(): { name: string; url: string; via: string } {
  return getCatalogueFile().source;
}

/** Every supplier with at least one offer, in Swedish alphabetical order of the display name. */
export const getAllSuppliers: () => readonly MarketSupplier[] = lazy(() =>
  Object.freeze([...getCatalogueFile().suppliers].sort((a, b) => compareSwedish(a.name, b.name) || (a.slug < b.slug ? -1 : 1))),
);

const suppliersBySlug = lazy(() => new Map(getAllSuppliers().map((supplier) => [supplier.slug, supplier])));

/** The one lookup of /leverantor/[slug]; undefined for a slug the catalogue does not hold. */
export function getSupplier(slug: string): MarketSupplier | undefined {
  return suppliersBySlug().get(slug);
}

export function getSupplierSlugs(): string[] {
  return getAllSuppliers().map((supplier) => supplier.slug);
}

/** A supplier's offers in every area, in the source's order. */
export const getSupplierOffers: (slug: string) => readonly MarketOffer[] = lazyByKey((slug: string) =>
  Object.freeze(getMarketOffers().filter((offer) => offer.supplierSlug === slug)),
);

/** SCB's averages for new contracts, 13 months per area, contract type and household. */
export function getScbAverages(): ScbAverages {
  return getScbFile();
}

/** The per-area file the browser fetches (app/data/elavtal/[file]/route.ts). */
export const getAreaFile: (area: PriceArea) => AreaFile = lazyByKey((area: PriceArea) =>
  encodeAreaFile(area, getAreaSource(area), getAreaOffers(area), getAllSuppliers()),
);
