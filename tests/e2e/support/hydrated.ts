import type { Page } from '@playwright/test';

/**
 * Until React has hydrated the page, up to `timeout` (then it returns; the test's own checks say
 * what is missing). The build adds the framework's scripts only after the first paint
 * (scripts/lib/script-placement.ts), so a page's load event no longer waits for them: a click
 * right after the load would reach a page that does not respond yet, as on a slow phone. React
 * attaches its props to `document.body` when it has hydrated the body, the last element it
 * finishes. A page without the loader, or whose scripts do not run (JavaScript off), is ready at
 * once.
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('scripts-after-paint') ||
        // No script of the page ran (JavaScript is off): Next's first inline script sets this.
        !('__next_f' in self) ||
        Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
      null,
      { timeout, polling: 50 },
    )
    .catch(() => undefined);
  // Parts of a page React hydrates later, in their own passes (Next's Suspense boundaries), and the
  // effects of the first commit (remembered inputs read, the address parsed) are tasks React's
  // scheduler posts on a MessageChannel: a few turns of one let them run. Not timers or frames: a
  // test may hold the page's clock still (page.clock), and those would never fire.
  await page
    .evaluate(async () => {
      for (let turn = 0; turn < 10; turn += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    })
    .catch(() => undefined);
}
