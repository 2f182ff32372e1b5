import { fetchLiveOfferPricesIfConfigured, livePricesConfigured } from '@/lib/compare/live-config';
import type { PriceArea } from '@/lib/domain/price-area';
import { loadAreaOffers } from '@/lib/market/area-file-loader';
import { indexMarket, type MarketIndex } from '@/lib/market/compare';
import { applyLivePrices } from '@/lib/market/live';
import type { AreaSource } from '@/lib/market/offer';
import { memoisedAsync } from '@/lib/memoised-json';

export interface LoadedArea {
  index: MarketIndex;
  source: AreaSource;
  /** Today's rows of provider_prices replaced some prices. */
  live: boolean;
}

/**
 * One area's whole list for /jamfor, once per page load: the per-area file (loadAreaOffers), then,
 * in a build with live prices, today's rows for every offer of the area (a failure there keeps the
 * file's prices and logs one warning), indexed for compareMarket. Live rows come before the list
 * is shown, so it never reorders under the visitor's eyes. A failure of the file rejects and is
 * forgotten, so a later call tries again (memoisedAsync, the browser fetch's rule).
 */
export const loadArea = memoisedAsync(async (area: PriceArea): Promise<LoadedArea> => {
  const { offers, suppliers, source } = await loadAreaOffers(area);
  const live = livePricesConfigured()
    ? await fetchLiveOfferPricesIfConfigured(
        area,
        offers.map((offer) => offer.id),
      )
    : null;
  const priced = applyLivePrices(offers, live);
  return { index: indexMarket(priced, suppliers), source, live: priced.some((offer) => offer.live) };
});

/** For tests: forget every area loaded. */
export function forgetLoadedAreas(): void {
  loadArea.reset();
}
