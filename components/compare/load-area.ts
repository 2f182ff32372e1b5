import { fetchLiveOfferPricesIfConfigured, livePricesConfigured } from '@/lib/compare/live-config';
import type { PriceArea } from '@/lib/domain/price-area';
import { loadAreaOffers } from '@/lib/market/area-file-loader';
import { indexMarket, type MarketIndex } from '@/lib/market/compare';
import { applyLivePrices } from '@/lib/market/live';
import type { AreaSource } from '@/lib/market/offer';

export interface LoadedArea {
  index: MarketIndex;
  source: AreaSource;
  /** Today's rows of provider_prices replaced some prices. */
  live: boolean;
}

const loaded = new Map<PriceArea, Promise<LoadedArea>>();

/**
 * One area's whole list for /jamfor, once per page load: the per-area file (loadAreaOffers), then,
 * in a build with live prices, today's rows for every offer of the area (a failure there keeps the
 * file's prices and logs one warning), indexed for compareMarket. Live rows come before the list
 * is shown, so it never reorders under the visitor's eyes. A failure of the file rejects and is
 * forgotten, so a later call tries again.
 */
export function loadArea(area: PriceArea): Promise<LoadedArea> {
  let pending = loaded.get(area);
  if (!pending) {
    pending = (async () => {
      const { offers, suppliers, source } = await loadAreaOffers(area);
      const live = livePricesConfigured() ? await fetchLiveOfferPricesIfConfigured(area, offers.map((offer) => offer.id)) : null;
      const priced = applyLivePrices(offers, live);
      return { index: indexMarket(priced, suppliers), source, live: priced.some((offer) => offer.live) };
    })();
    loaded.set(area, pending);
    pending.catch(() => loaded.delete(area));
  }
  return pending;
}

/** For tests: forget every area loaded. */
export function forgetLoadedAreas(): void {
  loaded.clear();
}
