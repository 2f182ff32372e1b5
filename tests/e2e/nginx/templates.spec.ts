import type { Page } from '@playwright/test';

import { axeViolations, ELNAT_ROWS_AFTER_20 } from '../fixtures';
import { htmlcsErrors } from '../support/htmlcs';
import { hiddenColumns, PHONE_VIEWPORT, sidewaysOverflow, smallChartLabels, smallTargets } from '../support/layout-checks';
import { expectHydrated, trackRequests } from '../support/settled';
import { templateSamples } from '../support/templates';

import { expect, httpTest, test } from './fixtures';

/**
 * Every page template once, as deployed: out/ served by nginx with deploy/nginx.conf.
 * The largest page each app route rendered stands for all of them (one city page for 290), from
 * what the build exported (tests/e2e/support/templates.ts). One first visit per template checks:
 * status 200, the page's Content-Security-Policy, one h1, the cookie banner open, the page scrolled
 * to its end (lazy parts and link prefetches run; none for a link only the footer has) with no CSP
 * violation and no console error (both fixtures fail the test otherwise), axe's WCAG 2.2 AA
 * rules, and HTML_CodeSniffer's WCAG 2 AA errors (tests/e2e/support/htmlcs.ts). Then the layout rules of tests/e2e/support/layout-checks.ts, at 1280 px and again on a
 * 375 px phone (the same page resized: the site's CSS depends on the width only, not on touch):
 * chart labels of at least 12 px, and on the phone no sideways scroll, every link and control at
 * least 24 × 24 px, and no table column out of reach. Topic specs run axe and these rules only on
 * states a first view does not show (a result, an open menu, an error); every page gets the static
 * checks in Node (tests/site).
 */

/** Parts of a template axe and HTML_CodeSniffer may skip (see ELNAT_ROWS_AFTER_20). */
const AXE_EXCLUDE: Readonly<Record<string, string>> = { '/elnat': ELNAT_ROWS_AFTER_20 };

/** Pages large enough that the two accessibility checkers need more than the default time. */
const LARGE_PAGES: readonly string[] = ['/rattelser'];

const samples = templateSamples();

httpTest('the export yields the templates this spec is meant to cover', () => {
  // A family that disappears or a new one shows up here first.
  const paths = samples.map((sample) => sample.path);
  for (const expected of [
    '/',
    '/jamfor',
    '/kalkylator',
    '/elpris-just-nu',
    '/elpris-historik',
    '/elnat',
    '/blog',
    '/min-forbrukning',
    '/oppna-data',
    '/om-elvalet',
    '/tillganglighet',
    '/rattelser',
  ]) {
    expect(paths).toContain(expected);
  }
  for (const family of ['/stader/[slug]', '/leverantor/[provider]', '/elnat/[slug]', '/blog/kategori/[category]', '/energinyheter/artikel/[slug]']) {
    expect(samples.filter((sample) => sample.template === family)).toHaveLength(1);
  }
});

for (const { template, path, pages } of samples) {
  test(`${template}: ${path}${pages > 1 ? ` (for ${pages} pages)` : ''} loads over nginx with its policy, no violation, passes axe and keeps the layout rules`, async ({
    page,
  }) => {
    test.slow(template in AXE_EXCLUDE || LARGE_PAGES.includes(template), 'a large page');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expectHydrated(page);
    // The footer's links are not fetched ahead (components/layout/site-footer.tsx): at the end of
    // the page no request goes to a route only the footer links to (/sitemap links every route
    // in its body, so it has none; the other templates have some).
    const footerOnly = await page.evaluate(() => {
      const hrefs = new Set([...document.querySelectorAll('footer a[href^="/"]')].map((a) => a.getAttribute('href')!));
      for (const a of document.querySelectorAll('a[href^="/"]')) if (!a.closest('footer')) hrefs.delete(a.getAttribute('href')!);
      return [...hrefs];
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const requests = trackRequests(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await requests.settled();
    expect(fetched.filter((fetchedPath) => footerOnly.some((href) => fetchedPath === href || fetchedPath.startsWith(`${href}/__next.`)))).toEqual([]);
    expect(await axeViolations(page, undefined, AXE_EXCLUDE[template])).toEqual([]);
    expect(await htmlcsErrors(page, AXE_EXCLUDE[template]), 'HTML_CodeSniffer WCAG2AA errors').toEqual([]);
    await expectLayoutRules(page);
  });
}

/** The layout rules at the test's desktop width, then on a phone. */
async function expectLayoutRules(page: Page) {
  expect(await smallChartLabels(page), 'chart labels under 12 px at 1280 px').toEqual([]);
  await page.setViewportSize(PHONE_VIEWPORT);
  expect(await sidewaysOverflow(page), 'sideways scroll at 375 px').toBe(0);
  expect(await smallTargets(page), 'targets under 24 × 24 px at 375 px').toEqual([]);
  expect(await hiddenColumns(page), 'table columns out of reach at 375 px').toEqual([]);
  expect(await smallChartLabels(page), 'chart labels under 12 px at 375 px').toEqual([]);
}

test('the 404 page loads over nginx with status 404, no violation, and keeps the layout rules', async ({ page, consoleErrors }) => {
  consoleErrors.expectDocument404();
  const response = await page.goto('/finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  await expectHydrated(page);
  await expectLayoutRules(page);
});
