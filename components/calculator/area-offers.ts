import type { PriceArea } from '@/lib/domain/price-area';
import type { AreaOffers } from '@/lib/market/area-file';
import { loadAreaOffers } from '@/lib/market/area-file-loader';
import { indexMarket, type MarketIndex } from '@/lib/market/compare';
import type { AreaSource } from '@/lib/market/offer';

/**
 * The calculator's cheapest offer comes from the area's whole list, the file /jamfor reads too
 * (/data/elavtal/{area}.json, lib/market/area-file-loader.ts): the first view does not need it,
 * so it is not in the page; the form starts loading it when the visitor first focuses a field or
 * picks an area, well before the result is asked for.
 */

/** Where each area's offers come from (the server's, app/kalkylator/page.tsx): a few lines, in the page. */
export type CalculatorSources = Readonly<Record<PriceArea, AreaSource>>;

/** Starts loading an area's offers (once per page load; a failure is left for areaIndex to report). */
export function preloadArea(area: PriceArea): void {
  loadAreaOffers(area).catch(() => undefined);
}

// Indexed once per area and page load.
const indexes = new WeakMap<AreaOffers, MarketIndex>();

/** The area's whole offer list, indexed for cheapestAlternative; null (after one warning) when it cannot be loaded. */
export async function areaIndex(area: PriceArea): Promise<MarketIndex | null> {
  try {
    const loaded = await loadAreaOffers(area);
    let index = indexes.get(loaded);
    if (!index) {
      index = indexMarket(loaded.offers, loaded.suppliers);
      indexes.set(loaded, index);
    }
    return index;
  } catch (error) {
    console.warn('Kalkylatorn: elområdets avtal kunde inte hämtas, så resultatet visas utan det billigaste avtalet.', error);
    return null;
  }
}
