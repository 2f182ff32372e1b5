import { supabaseClient } from '@/lib/supabase/client';
import type { SupabaseConfig } from '@/lib/supabase/config';

import type { reportRpcArgs } from './report';

/**
 * The report's one write: `report_error(…)` (supabase/migrations/*_error_reports.sql), insert-only
 * and rate-limited; it returns nothing. Loaded with import() only in builds with the database, on
 * the first submit.
 */
export async function saveReport(request: SupabaseConfig & { args: ReturnType<typeof reportRpcArgs>; timeoutMs: number }): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const { error } = await supabaseClient(request).rpc('report_error', request.args).abortSignal(controller.signal);
    if (controller.signal.aborted) throw new Error(`report_error: no answer within ${request.timeoutMs} ms`);
    if (error) throw new Error(`report_error: ${error.message}`);
  } finally {
    clearTimeout(timer);
  }
}
