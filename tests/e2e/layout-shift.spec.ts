import { expectHydrated, trackRequests } from './support/settled';
import { templateSamples } from './support/templates';

import { expect, test } from './fixtures';

/**
 * No layout shift when a page hydrates (Cumulative Layout Shift, web.dev/articles/cls): every
 * template's page, on a phone and a desktop screen, as a first visit (the cookie banner open, the
 * spot-price API answering through the tests' stand-in). The build loads React only after the
 * first paint (scripts/lib/script-placement.ts), so whatever an island renders differently from
 * the pre-rendered HTML moves the page a reader already sees: the first frame must already have
 * the final layout (docs/rules/transparency.md, "Data age": the age's room, warnings due at build
 * time in the HTML).
 *
 * Every `layout-shift` entry from the start of the load counts (buffered), except those right
 * after the test's own input (hadRecentInput: expectHydrated opens and closes the menu), until the
 * page has hydrated, its requests have settled and a further 2 s have passed: the window is what
 * is measured (a shift a timer or a late response causes), not a wait for a state.
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

/** Seconds of layout the page is watched for once it has hydrated and settled. */
const WATCH_MS = 2_000;

/** CLS counts as 0 up to this (Lighthouse rounds to three decimals). */
const NO_SHIFT = 0.001;

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

const samples = templateSamples();

for (const { name, viewport, isMobile, deviceScaleFactor } of VIEWPORTS) {
  test.describe(`${name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport, isMobile, deviceScaleFactor });

    for (const { template, path } of samples) {
      test(`${template}: ${path} does not move when it hydrates`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: { value: number; sources: string[] }[] = [];
          window.__layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
              if (entry.hadRecentInput) continue;
              shifts.push({
                value: entry.value,
                sources: entry.sources.map((source) =>
                  source.node ? `${source.node.nodeName} “${(source.node.textContent ?? '').trim().slice(0, 50)}”` : '?',
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const requests = trackRequests(page);
        await page.goto(path);
        await expectHydrated(page);
        await requests.settled();
        await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), WATCH_MS);
        const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(NO_SHIFT);
      });
    }
  });
}
