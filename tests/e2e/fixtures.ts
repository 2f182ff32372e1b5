import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { startSpotApiMock, type SpotApiMock } from './spot-api-mock';

/** The live spot-price API the built pages call (NEXT_PUBLIC_ELPRIS_API_BASE at build time). */
export const SPOT_API_BASE = (process.env.NEXT_PUBLIC_ELPRIS_API_BASE || 'https://www.elprisetjustnu.se').replace(/\/+$/, '');
const SPOT_API_PATTERN = `${SPOT_API_BASE}/api/v1/prices/**`;
/** Mock servers use 4322-4329 (one per worker); 0 (any free port) if taken. */
const SPOT_API_MOCK_PORT = 4322;

export interface SpotApiControl {
  /** Paths of the price API requests this test's pages made. */
  requests: string[];
  /** From now on every price API request fails as with no network (the page must stay usable). */
  fail(): Promise<void>;
}

/**
 * Shared test fixture: every test collects console errors and uncaught page errors, and fails if
 * any appeared (a test that expects some, such as the 404 page, reads and clears them).
 *
 * `spotApi` (automatic for every test): the browser's requests to the spot-price API are answered
 * by a local mock on 127.0.0.1, because CI has no network and Chromium logs each failed fetch as a
 * console error, which would fail every test of a page that reads live prices.
 */
export const test = base.extend<{ consoleErrors: string[]; spotApi: SpotApiControl }, { spotApiMock: SpotApiMock }>({
  spotApiMock: [
    async ({}, provide, workerInfo) => {
      const mock = await startSpotApiMock(SPOT_API_MOCK_PORT + (workerInfo.parallelIndex % 8)).catch(() => startSpotApiMock(0));
      await provide(mock);
      await mock.close();
    },
    { scope: 'worker' },
  ],
  spotApi: [
    async ({ context, spotApiMock }, provide) => {
      const requests: string[] = [];
      await context.route(SPOT_API_PATTERN, async (route) => {
        const url = new URL(route.request().url());
        requests.push(url.pathname);
        const response = await route.fetch({ url: `${spotApiMock.origin}${url.pathname}` });
        await route.fulfill({ response });
      });
      await provide({
        requests,
        fail: async () => {
          // Routes registered later run first.
          await context.route(SPOT_API_PATTERN, async (route) => {
            requests.push(new URL(route.request().url()).pathname);
            await route.abort('internetdisconnected');
          });
        },
      });
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await provide(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core with the WCAG 2.2 AA rule set; returns readable violations. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Marks the cookie choice as made, so the banner does not cover the page under test. */
export async function withConsentGiven(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, functional: false, analytics: false, timestamp: new Date().toISOString() }),
    );
  });
}
