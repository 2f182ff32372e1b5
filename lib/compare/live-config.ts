import type { PriceArea } from '@/lib/domain/price-area';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import type { LiveOfferPrices } from '@/lib/market/live';
import { REMOTE_TIMEOUT_MS, supabaseConfig } from '@/lib/supabase/config';

/**
 * Live prices from the remote `provider_prices` table (docs/rules/price-basis.md), switched
 * on only when the Supabase address and public key are set at build time.
 *
 * Next.js inlines NEXT_PUBLIC_* values into the bundle, so in a build without them the condition
 * below is the constant `false` and the dynamic import is dropped: no Supabase or zod code is in
 * any page's JavaScript (tests/e2e/bundle.spec.ts checks out/_next for it). The address and key
 * are read in lib/supabase/config.ts, shared with the newsletter.
 */

// Written as one constant condition around the import() so the bundler drops it when unset.
const loadLivePrices = process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? () => import('@/lib/compare/live-prices') : null;

export const LIVE_PRICES_TIMEOUT_MS = REMOTE_TIMEOUT_MS;

export const LIVE_PRICES_WARNING = 'Dagens priser kunde inte hämtas; katalogens priser visas.';

export function livePricesConfigured(): boolean {
  return loadLivePrices !== null;
}

/**
 * Today's rows for `area` and these offer ids (the market catalogue's, lib/market/offer.ts), or
 * null when live prices are off or anything fails. A failure is deliberately silent for the user:
 * the catalogue prices stay and one console warning says why (docs/rules/price-basis.md).
 * Apply the rows with lib/market/live.ts `applyLivePrices`.
 */
export async function fetchLiveOfferPricesIfConfigured(area: PriceArea, offerIds: readonly string[]): Promise<LiveOfferPrices | null> {
  const config = supabaseConfig();
  if (!loadLivePrices || !config || offerIds.length === 0) return null;
  try {
    const { fetchLivePrices } = await loadLivePrices();
    return await fetchLivePrices({
      ...config,
      area,
      offerIds,
      date: stockholmDate(),
      timeoutMs: LIVE_PRICES_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn(LIVE_PRICES_WARNING, error instanceof Error ? error.message : error);
    return null;
  }
}
