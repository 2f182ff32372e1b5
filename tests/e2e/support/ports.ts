/**
 * Ports of the e2e run. scripts/test-all.sh exports the same values (same defaults) because the
 * live-price build bakes the mock's address into its JavaScript.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Serves out-live/, the export built with NEXT_PUBLIC_SUPABASE_URL pointing at the mock. */
export const E2E_LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? E2E_PORT + 1);
/** The PostgREST stand-in the live-price specs start. */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? E2E_PORT + 8);
/**
 * Debian's nginx in the 'nginx' project (tests/e2e/nginx/): each Playwright worker starts its own on
 * this port + its worker index (two workers: +10 and +11).
 */
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 10);
/** The price-API stand-in of the refresh test (tests/refresh/), which builds the site itself. */
export const E2E_REFRESH_MOCK_PORT = Number(process.env.E2E_REFRESH_MOCK_PORT ?? E2E_PORT + 12);
/**
 * The nginx of the deploy test (tests/e2e/nginx/deploy.spec.ts), serving a throw-away release
 * layout instead of out/: this port + the worker's index (+13 and +14).
 */
export const E2E_DEPLOY_NGINX_PORT = Number(process.env.E2E_DEPLOY_NGINX_PORT ?? E2E_PORT + 13);
