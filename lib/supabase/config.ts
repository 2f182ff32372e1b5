/**
 * The remote database (Supabase), switched on when its address and public key are set at build
 * time (docs/architecture.md, "The remote database"). Read by every feature that talks to it: live prices on /jamfor and
 * the newsletter form.
 *
 * Next.js inlines NEXT_PUBLIC_* values (next.config.mjs lists them so they are inlined even when
 * unset). A feature's lazy loader must still write the condition out as
 * `process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? () => import(…) : null`
 * in its own module: only a literal condition lets the bundler drop the import, and with it
 * supabase-js, from a build without the database (tests/site/bundle.test.ts checks).
 */

export const SUPABASE_URL = process.env.NEXT_PUBLIC_SUPABASE_URL || undefined;
export const SUPABASE_ANON_KEY = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined;

/** The remote client's request timeout (docs/rules/price-basis.md, "When a value is unknown"). */
export const REMOTE_TIMEOUT_MS = 10_000;

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** Both values, or null when the database is not configured. */
export function supabaseConfig(): SupabaseConfig | null {
  return SUPABASE_URL && SUPABASE_ANON_KEY ? { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY } : null;
}
