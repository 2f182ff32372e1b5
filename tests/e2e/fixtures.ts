import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { startSpotApiMock, type MockScenario, type SpotApiMock } from './spot-api-mock';
import { selfSignedCertificate } from './support/certificate';
import { hydrated } from './support/hydrated';

/** The live spot-price API the built pages call (NEXT_PUBLIC_ELPRIS_API_BASE at build time). */
export const SPOT_API_BASE = (process.env.NEXT_PUBLIC_ELPRIS_API_BASE || 'https://www.elprisetjustnu.se').replace(/\/+$/, '');
const SPOT_API_PATTERN = `${SPOT_API_BASE}/api/v1/prices/**`;
const SPOT_API_HOST = new URL(SPOT_API_BASE);
/** Mock servers use 4322-4329 (one per worker); 0 (any free port) if taken. */
const SPOT_API_MOCK_PORT = 4322;

export interface SpotApiControl {
  /** Paths of the price API requests this test's pages made. */
  requests: string[];
  /**
   * From now on every price API request fails as with no network (the page must stay usable).
   * Declares the line Chromium logs for each such request as an expected console error.
   */
  fail(): Promise<void>;
  /**
   * From now on the stand-in answers like the API in `scenario` (not published yet, down,
   * malformed, a wrong day, slow); `{}` is the default, every day published.
   */
  scenario(scenario: MockScenario): void;
}

/**
 * What the browser reported as an error during one test: console.error lines and uncaught page
 * errors, from every page of the test's context. Every test fails when one appears that the test
 * did not declare; a declared error that never appears fails the test too (it no longer tests what
 * it says).
 */
export interface ConsoleErrors {
  /** Every error so far, as text (declared ones included). */
  readonly all: readonly string[];
  /** Errors so far that no declaration covers. */
  readonly unexpected: readonly string[];
  /**
   * Declares an error this test provokes on purpose, such as a request it makes fail. Keep the
   * pattern narrow: it must match only the lines the provoked failure causes.
   */
  expect(pattern: RegExp, why: string): void;
  /**
   * The host answered a page load with its 404 page (status 404), and Chromium reports that status
   * of the document itself as 'Failed to load resource: … 404'. Only that line, for a document this
   * test loaded and got 404 for, is accepted; a 404 for a script, style or fetch still fails.
   */
  expectDocument404(): void;
}

interface Declared {
  why: string;
  matches(text: string, url: string): boolean;
  seen: number;
}

const DOCUMENT_404 = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

/**
 * Shared test fixture.
 *
 * `consoleErrors` (automatic for every test): fails the test on any console error or uncaught page
 * error it did not declare with `consoleErrors.expect(…)` or `consoleErrors.expectDocument404()`.
 *
 * `spotApi` (automatic for every test): the browser's requests to the spot-price API are answered
 * by a local mock on 127.0.0.1, because CI has no network and Chromium logs each failed fetch as a
 * console error, which would fail every test of a page that reads live prices.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; spotApi: SpotApiControl; contextReset: void }, { spotApiMock: SpotApiMock }>({
  // The context is reused between tests (playwright.config.ts), and two things of a test are not
  // undone by Playwright's own reset, so they are here:
  // - what a test granted (the clipboard, for the share buttons);
  // - a paused clock. When a test ends with its clock paused, Playwright resumes it on its own,
  //   without waiting, by adding one more init script to the context (`__pwClock.controller.log`,
  //   playwright-core's Clock.resumeNoReply). When that lands while the next test's reset removes
  //   the clock's scripts, it stays behind without the clock it calls, and every page of the next
  //   test throws "Cannot read properties of undefined (reading 'controller')": the footer test
  //   after the toast test failed so once in CI (2026-11-27). Resumed before the test hands the
  //   context back (the `page` fixture below, which also knows whether the clock is held), the
  //   clock leaves nothing behind (tests/e2e/isolation.spec.ts).
  contextReset: [
    async ({ context }, provide) => {
      await provide();
      await context.clearPermissions();
    },
    { auto: true },
  ],
  // A page is ready for a visitor's click once React has hydrated it: goto and reload that wait for
  // the load event (Playwright's default) also wait for that (support/hydrated.ts). Not while the
  // test holds the page's clock still (page.clock.pauseAt): Next starts hydrating on a timer, so the
  // test itself moves time on (live-prices.spec.ts). A clock still held when the test ends is
  // resumed here (why: `contextReset` above).
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const clock = page.clock;
    const pauseAt = clock.pauseAt.bind(clock);
    const resume = clock.resume.bind(clock);
    let held = false;
    clock.pauseAt = (time) => {
      held = true;
      return pauseAt(time);
    };
    clock.resume = () => {
      held = false;
      return resume();
    };
    // Without JavaScript nothing hydrates (and Playwright cannot evaluate in the page either).
    const waitsForLoad = (options?: { waitUntil?: string }) =>
      javaScriptEnabled !== false && !held && (options?.waitUntil === undefined || options.waitUntil === 'load');
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    await provide(page);
    clock.pauseAt = pauseAt;
    clock.resume = resume;
    if (held) await resume();
  },
  // The browser reaches the stand-in of the price API directly: Chromium resolves the API's host to
  // this worker's stand-in (--host-resolver-rules), which answers over HTTPS with a certificate made
  // for the run (ignoreHTTPSErrors in playwright.config.ts). Intercepting the requests in
  // Playwright instead (context.route) makes every request of every page stop in the test runner:
  // it cost a third more browser CPU per page load (measured 2026-11-26), whether or not the page
  // asks the API.
  spotApiMock: [
    async ({}, provide, workerInfo) => {
      const tls = SPOT_API_HOST.protocol === 'https:' ? selfSignedCertificate(SPOT_API_HOST.hostname) : undefined;
      const mock = await startSpotApiMock(SPOT_API_MOCK_PORT + (workerInfo.parallelIndex % 8), tls).catch(() => startSpotApiMock(0, tls));
      await provide(mock);
      await mock.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, spotApiMock }, provide) => {
      const { port } = new URL(spotApiMock.origin);
      await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${SPOT_API_HOST.hostname} 127.0.0.1:${port}`] });
    },
    { scope: 'worker' },
  ],
  spotApi: [
    async ({ context, spotApiMock, consoleErrors }, provide) => {
      // What an earlier test of this worker left on the stand-in.
      spotApiMock.requests.length = 0;
      spotApiMock.scenario = {};
      const requests = spotApiMock.requests;
      await provide({
        requests,
        scenario: (next) => {
          spotApiMock.scenario = next;
        },
        fail: async () => {
          consoleErrors.expect(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/, 'spotApi.fail() cuts the price API off');
          await context.route(SPOT_API_PATTERN, async (route) => {
            requests.push(new URL(route.request().url()).pathname);
            await route.abort('internetdisconnected');
          });
        },
      });
      spotApiMock.scenario = {};
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, provide) => {
      // `detail` (a page error's page and stack) goes only into the failure message, never into what declarations match.
      const errors: { text: string; url: string; detail?: string }[] = [];
      const declared: Declared[] = [];
      const documents404 = new Set<string>();
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      context.on('weberror', (error) => {
        const stack = error.error().stack?.split('\n').slice(1, 6).join('\n') ?? '';
        errors.push({ text: `pageerror: ${error.error().message}`, url: '', detail: `on ${error.page()?.url() ?? 'an unknown page'}\n${stack}` });
      });
      context.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) documents404.add(response.url());
      });

      const declarationsFor = (error: { text: string; url: string }) => declared.filter((d) => d.matches(error.text, error.url));

      await provide({
        get all() {
          return errors.map((error) => error.text);
        },
        get unexpected() {
          return errors.filter((error) => declarationsFor(error).length === 0).map((error) => error.text);
        },
        expect(pattern, why) {
          declared.push({ why, matches: (text) => pattern.test(text), seen: 0 });
        },
        expectDocument404() {
          declared.push({
            why: 'the host answers an unknown address with its 404 page',
            matches: (text, url) => DOCUMENT_404.test(text) && documents404.has(url),
            seen: 0,
          });
        },
      });

      // Chromium reports a console line after the fact: a test that ends as soon as what it checks
      // is on screen (the bundled prices are there before the cut-off request fails) can end before
      // the line it provoked arrives. Give a declared line that has not come yet a few seconds.
      const unseen = () => declared.filter((d) => !errors.some((error) => d.matches(error.text, error.url)));
      if (unseen().length > 0)
        await expect
          .poll(() => unseen().length, { timeout: 5_000 })
          .toBe(0)
          .catch(() => undefined);

      const left: string[] = [];
      for (const error of errors) {
        const covering = declarationsFor(error);
        for (const declaration of covering) declaration.seen += 1;
        if (covering.length === 0) left.push(error.detail ? `${error.text}\n${error.detail}` : error.text);
      }
      expect(left, 'console errors on the page').toEqual([]);
      const neverSeen = declared.filter((d) => d.seen === 0).map((d) => d.why);
      expect(neverSeen, 'declared console errors that never appeared').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** /elnat's table rows after the 20th: alike (one component), and ~1 300 cells take axe minutes. */
export const ELNAT_ROWS_AFTER_20 = 'tbody tr:nth-child(n+21)';

/**
 * axe-core with the WCAG 2.2 AA rule set; returns readable violations. `include` limits it to a
 * part of the page (a state a topic spec brings about), `exclude` leaves a part out.
 */
export async function axeViolations(page: Page, include?: string, exclude?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself; the default (runPartial, then finishRun in a new
  // blank page) exists for cross-origin iframes, which the site has none of, and took a third longer.
  // resultTypes: axe keeps every node only for violations (one each for passes and the rest),
  // its own advice for speed on large pages; only violations are read here.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

/**
 * Opens /jamfor (with any query) and waits until its island has read the address and what was
 * remembered (`data-started`), so what the test does next reaches React and is not lost on a page
 * that is not yet hydrated.
 */
export async function openJamfor(page: Page, url = '/jamfor') {
  const response = await page.goto(url);
  await expect(page.getByTestId('compare-tool')).toHaveAttribute('data-started', 'true', { timeout: 15_000 });
  return response;
}
