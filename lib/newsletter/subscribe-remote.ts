import { supabaseClient } from '@/lib/supabase/client';
import type { SupabaseConfig } from '@/lib/supabase/config';

/**
 * The one write the browser makes: `subscribe_newsletter(p_email, p_consent_version)`
 * (supabase/migrations/*_newsletter_subscribers.sql), which inserts or silently keeps an existing
 * address and returns nothing. Loaded with import() only in builds with the database.
 */
export async function saveSubscriber(request: SupabaseConfig & { email: string; consentVersion: string; timeoutMs: number }): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const { error } = await supabaseClient(request)
      .rpc('subscribe_newsletter', { p_email: request.email, p_consent_version: request.consentVersion })
      .abortSignal(controller.signal);
    if (controller.signal.aborted) throw new Error(`subscribe_newsletter: no answer within ${request.timeoutMs} ms`);
    if (error) throw new Error(`subscribe_newsletter: ${error.message}`);
  } finally {
    clearTimeout(timer);
  }
}
