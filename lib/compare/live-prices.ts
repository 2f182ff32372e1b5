import { z } from 'zod';

import type { PriceArea } from '@/lib/domain/price-area';
import type { LiveOfferPrices } from '@/lib/market/live';
import { supabaseClient } from '@/lib/supabase/client';

/**
 * The one read of live prices: today's provider_prices rows for an area, kept for a set of offer
 * ids (supabase/migrations/*_provider_prices_offer_ids.sql; the ids of content/data/elavtal/offers.json).
 * The ids are not sent: /jamfor asks for a whole area (SE3 has 643 offers, 39 KB of ids),
 * which a GET address cannot carry (Node and nginx refuse request heads over 8–16 KB); the table
 * holds one row per offer and day, so the area's rows of the day are at most its offers.
 * Loaded with import() only in builds configured for Supabase (lib/compare/live-config.ts), so
 * supabase-js and zod never weigh on the page otherwise. Every failure throws; the caller decides
 * what the user sees (nothing). lib/market/live.ts applies the rows.
 */

/** The columns the site reads, as the table declares them. */
export const LIVE_PRICE_COLUMNS = 'offer_id, fee_kr_year, fixed_price_ore_kwh, markup_ore_kwh, variable_costs_ore_kwh';

const ore = z.number().finite().nonnegative().max(1000);
/** One row as the table declares it; PostgREST sends numeric columns as JSON numbers. */
const rowSchema = z.object({
  offer_id: z.string().min(1).max(200),
  fee_kr_year: z.number().finite().nonnegative().max(20000),
  fixed_price_ore_kwh: ore,
  markup_ore_kwh: ore,
  variable_costs_ore_kwh: ore,
});
const rowsSchema = z.array(rowSchema);

export interface LivePricesRequest {
  url: string;
  anonKey: string;
  area: PriceArea;
  offerIds: readonly string[];
  /** YYYY-MM-DD, Europe/Stockholm. */
  date: string;
  timeoutMs: number;
}

export async function fetchLivePrices(request: LivePricesRequest): Promise<LiveOfferPrices> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const { data, error } = await supabaseClient({ url: request.url, anonKey: request.anonKey })
      .from('provider_prices')
      .select(LIVE_PRICE_COLUMNS)
      .eq('date', request.date)
      .eq('elomrade', request.area)
      .abortSignal(controller.signal);
    if (controller.signal.aborted) throw new Error(`provider_prices: no answer within ${request.timeoutMs} ms`);
    if (error) throw new Error(`provider_prices: ${error.message}`);
    const rows = rowsSchema.parse(data);
    const wanted = new Set(request.offerIds);
    const prices: Record<string, LiveOfferPrices[string]> = {};
    for (const row of rows) {
      if (!wanted.has(row.offer_id)) continue;
      prices[row.offer_id] = {
        feeKrPerYear: row.fee_kr_year,
        fixedPriceOre: row.fixed_price_ore_kwh,
        markupOre: row.markup_ore_kwh,
        variableCostsOre: row.variable_costs_ore_kwh,
      };
    }
    return prices;
  } finally {
    clearTimeout(timer);
  }
}
