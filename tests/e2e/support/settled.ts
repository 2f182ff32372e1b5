import type { Locator, Page, Request } from '@playwright/test';

import { expect } from '../fixtures';

/**
 * Waits on the page's own state instead of Playwright's "network idle" load state (half a second
 * without a request, whatever the page is doing; the guard test tests/unit/lint/e2e-waits.test.ts
 * keeps it out of tests/e2e).
 */

/**
 * The page's scripts loaded and React hydrated it (the build adds them after the first paint,
 * scripts/lib/script-placement.ts): the header's first menu button, a client island, opens its
 * menu (a click before hydration is lost, so it is tried again until it works), then closes it
 * again with Escape; below 1024 px, where the header shows only the phone menu's button, that
 * one (its menu lies over the page, so nothing moves). The pointer is
 * moved off every link, so lists that fetch a route when a link is pointed at
 * (components/layout/prefetch-on-intent.tsx) do not see it when the page scrolls under it.
 */
export async function expectHydrated(page: Page): Promise<void> {
  const desktopButton = page.getByRole('navigation', { name: 'Huvudmeny' }).locator('button[aria-expanded]').first();
  const menuButton = (await desktopButton.isVisible()) ? desktopButton : page.locator('header button[aria-controls="mobilmeny"]');
  await expect(async () => {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.move(0, 0);
}

/**
 * Every request the page starts from now on, for `settled()`: it resolves when none is pending and
 * the page's main thread has been idle once (requestIdleCallback, then a frame), so work an
 * observer or a scheduler would still start (a prefetch of links that came into view) has started
 * and finished too.
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  const done = (request: Request) => pending.delete(request);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2_000 })));
  return {
    async settled() {
      await expect(async () => {
        expect([...pending].map((request) => request.url())).toEqual([]);
        await idle();
        expect([...pending].map((request) => request.url())).toEqual([]);
      }).toPass();
    },
  };
}

/** Until `locator`'s CSS transitions and animations have finished (a focus ring fading in). */
export async function transitionsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined));
}
