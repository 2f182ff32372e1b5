import { z } from 'zod';

import type { LivePrices } from '@/lib/compare/types';
import { roundOre } from '@/lib/domain/cost';
import type { PriceArea } from '@/lib/domain/price-area';
import { supabaseClient } from '@/lib/supabase/client';

/**
 * The one read of spec section 7: today's provider_prices rows for an area and a set of offers.
 * Loaded with import() only in builds configured for Supabase (lib/compare/live-config.ts), so
 * supabase-js and zod never weigh on the page otherwise. Every failure throws; the caller decides
 * what the user sees (nothing).
 */

/** One row as the table declares it (supabase/migrations/*_provider_prices.sql). */
const rowSchema = z.object({
  provider_id: z.string().min(1),
  price_per_kwh_ore: z.number().finite().nonnegative().max(1000),
  monthly_fee: z.number().finite().nonnegative().max(500),
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

export async function fetchLivePrices(request: LivePricesRequest): Promise<LivePrices> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const { data, error } = await supabaseClient({ url: request.url, anonKey: request.anonKey })
      .from('provider_prices')
      .select('provider_id, price_per_kwh_ore, monthly_fee')
      .eq('date', request.date)
      .eq('elomrade', request.area)
      .in('provider_id', [...request.offerIds])
      .abortSignal(controller.signal);
    if (controller.signal.aborted) throw new Error(`provider_prices: no answer within ${request.timeoutMs} ms`);
    if (error) throw new Error(`provider_prices: ${error.message}`);
    const rows = rowsSchema.parse(data);
    const wanted = new Set(request.offerIds);
    const prices: Record<string, { pricePerKwh: number; monthlyFee: number }> = {};
    for (const row of rows) {
      if (!wanted.has(row.provider_id)) continue;
      // Rounded as the cards show them, so price × kWh / 100 + fee still adds up by hand.
      prices[row.provider_id] = {
        pricePerKwh: roundOre(row.price_per_kwh_ore),
        monthlyFee: Math.round(row.monthly_fee * 100) / 100,
      };
    }
    return prices;
  } finally {
    clearTimeout(timer);
  }
}
