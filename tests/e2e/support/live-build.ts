import { E2E_MOCK_PORT } from './ports';

/**
 * The export with live prices on, for the 'live' Playwright project: the refresh test's export
 * (tests/refresh/refresh.test.ts), built with Supabase pointing at the PostgREST stand-in that
 * tests/e2e/live-prices.spec.ts starts on 127.0.0.1, and kept in this folder when it passed.
 */
export const LIVE_OUT_DIR = 'out-live';

/** What that build is given: Supabase's address (the stand-in) and a public key, as a deploy with Supabase has. */
export const LIVE_BUILD_ENV = {
  NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${E2E_MOCK_PORT}`,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'e2e-anon-key',
} as const;
