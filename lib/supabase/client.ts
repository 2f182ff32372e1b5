import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type { SupabaseConfig } from './config';

/**
 * The one Supabase client of a page, created on first use. Loaded only through the lazy imports
 * of features that talk to the database, never up front. One client per page: a second would make
 * supabase-js warn about several auth clients, and no request here needs a session.
 */
let client: SupabaseClient | undefined;

export function supabaseClient({ url, anonKey }: SupabaseConfig): SupabaseClient {
  client ??= createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
