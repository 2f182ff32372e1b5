import { existsSync } from 'node:fs';

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import { E2E_LIVE_PORT, E2E_PORT as PORT } from './tests/e2e/support/ports';

/**
 * End-to-end tests against the built static export (out/), served on 127.0.0.1 by
 * scripts/serve.mjs, in Debian's Chromium (its headless shell). No browser is ever downloaded. Which pages there are is
 * read from out/ (tests/e2e/support/templates.ts); the checks every page needs without a browser
 * run in Node (tests/site, jest.site.config.mjs).
 *
 * A second project, 'live', runs tests/e2e/live-*.spec.ts (live prices, error reports) against out-live/: the site built
 * with NEXT_PUBLIC_SUPABASE_URL pointing at a PostgREST stand-in, which the refresh test leaves
 * (tests/e2e/support/live-build.ts; `npm run test:refresh`). It runs when out-live/ exists;
 * scripts/test-all.sh runs the refresh test before Playwright.
 *
 * A third project, 'nginx', runs tests/e2e/nginx/ against out/ served by Debian's nginx with the
 * committed deploy/nginx.conf (headers, CSP, cache rules, clean URLs, 404). Its fixture starts one
 * nginx per worker on 127.0.0.1 and stops it afterwards; without nginx its tests are skipped with
 * that reason, and in CI they fail (.ci/run installs nginx).
 */
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser's window layers; Playwright's own default for headless runs) when it is installed, else
 * Debian's Chromium. The shell took a quarter less CPU for the same page loads and the whole suite
 * 465 s instead of 612 s (2026-11-26). .ci/run installs it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const LIVE_SPEC = /live-[^/]+\.spec\.ts$/;
const NGINX_SPEC = /nginx\/[^/]+\.spec\.ts$/;
const hasLiveBuild = existsSync('out-live/jamfor.html');

/**
 * Playwright's time is Chromium's CPU: on two cores every step is CPU-bound, and a fresh context
 * with a fresh tab (a new renderer process, a cold V8) cost about as much as the page itself
 * (measured 2026-11-26: a blank page 1.2 CPU seconds in a new context, 0.4 in a reused tab; 32
 * loads of our pages 58 s in new contexts, 20 s in one tab that was reset between them). So:
 *
 * - `reuseContext`: each worker keeps one context and tab, and Playwright resets it between tests
 *   (cookies, storage, cache, routes, init scripts, bindings, clock, viewport and emulation; extra
 *   tabs closed; the tab back on about:blank). Granted permissions are taken back by
 *   tests/e2e/fixtures.ts; geolocation, offline and extra headers, which Playwright leaves, no
 *   test here changes on a context; history stays (no test goes back past its own pages). A test
 *   that changes another context option (test.use of locale, timezone, JavaScript, touch) gets a
 *   fresh context, as before. A retry always starts in a new worker, with a new context.
 * - `--in-process-gpu` and /dev/shm (Playwright's default --disable-dev-shm-usage moves shared
 *   memory to files): one process and a few system calls less per page; /dev/shm here has 24 GB.
 * - V8 compiles and collects garbage on the page's own thread (`--js-flags=--single-threaded`):
 *   with two workers on two cores its background threads only took turns with the other worker's
 *   page. The same 45 tests of compare and trust took 65 s against 72 s (median of four runs
 *   each), the 32 axe runs of nginx/templates 66 s against 73 s (2026-11-26).
 */
const chromiumUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  // The stand-in of the spot-price API answers over HTTPS with a certificate made for the run
  // (tests/e2e/fixtures.ts); every other host the tests reach is plain HTTP on 127.0.0.1.
  ignoreHTTPSErrors: true,
  reuseContext: true,
  launchOptions: {
    executablePath: CHROMIUM,
    ignoreDefaultArgs: ['--disable-dev-shm-usage'],
    args: [
      '--in-process-gpu',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--js-flags=--single-threaded',
    ],
  },
};

const webServer: NonNullable<PlaywrightTestConfig['webServer']> = [
  {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
];
if (hasLiveBuild) {
  webServer.push({
    command: `node scripts/serve.mjs --port ${E2E_LIVE_PORT} --root out-live`,
    url: `http://127.0.0.1:${E2E_LIVE_PORT}/jamfor`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  });
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Flaky policy: in CI a failed test is retried once, only to tell a flaky test (passes on retry)
  // from a broken one in the report; either way the run fails (failOnFlakyTests), and
  // scripts/test-all.sh counts a flaky test as failed. No test passes by retry silently.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  // The JSON report (outside test-results/, which Playwright empties on start) feeds the 'tests: N passed, N failed' line of scripts/test-all.sh.
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'off',
  },
  // Workers take tests in this order. 'live' is serial (its stand-in's port is built into
  // out-live/), so it goes first, while the other worker starts on the rest; last come the many
  // short tests of 'chromium', so neither worker waits long for the other at the end. Last, 'live'
  // had kept one worker busy for 11 s after the other had finished (2026-11-26).
  projects: [
    ...(hasLiveBuild
      ? // One worker: every 'live' spec starts the PostgREST stand-in on the port built into out-live/.
        [{ name: 'live', testMatch: LIVE_SPEC, workers: 1, use: { ...chromiumUse, baseURL: `http://127.0.0.1:${E2E_LIVE_PORT}` } }]
      : []),
    { name: 'nginx', testMatch: NGINX_SPEC, use: chromiumUse },
    { name: 'chromium', testIgnore: [LIVE_SPEC, NGINX_SPEC], use: chromiumUse },
  ],
  webServer,
});
