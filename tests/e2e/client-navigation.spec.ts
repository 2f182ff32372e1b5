import type { Page } from '@playwright/test';

import { listExportedPages, pageTemplates } from '../../scripts/lib/export-pages';

import { expect, test, withConsentGiven } from './fixtures';
import { trackRequests } from './support/settled';

/**
 * Navigation inside the site, to a page of every template that /sitemap links to, without a
 * document load (the page stays the same document: a mark set on it survives). Two ways, each in a
 * fresh page load so the router has nothing cached:
 *
 * - a click with no prefetch before it: the router fetches the route's payload (`<route>.txt`);
 * - a pointer moved onto the link first: the list prefetches the route's segments
 *   (components/layout/prefetch-on-intent.tsx), and the click then needs no payload of its own.
 *
 * What the export keeps and drops (scripts/lib/export-files.ts) and where the pages load their
 * scripts (scripts/lib/script-placement.ts) must leave both working; no request may fail.
 */

const SITEMAP = '/sitemap';

/** One page per template: the first, in path order, that /sitemap links to. */
function targets(linked: ReadonlySet<string>): string[] {
  const pages = listExportedPages();
  const templates = pageTemplates(pages);
  const byTemplate = new Map<string, string>();
  for (const page of pages) {
    const template = templates.get(page.urlPath)!;
    if (page.urlPath !== SITEMAP && linked.has(page.urlPath) && !byTemplate.has(template)) byTemplate.set(template, page.urlPath);
  }
  return [...byTemplate.values()];
}

/** The router may show the new address before the new page: wait for the page itself (its own h1). */
async function expectArrived(page: Page, path: string, sitemapHeading: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toHaveText(sitemapHeading);
  expect({ path, sameDocument: await sameDocument(page) }).toEqual({ path, sameDocument: true });
}

async function openSitemap(page: Page, requests: { settled: () => Promise<void> }): Promise<string> {
  await page.goto(SITEMAP);
  await requests.settled();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return (await page.locator('h1').textContent()) ?? '';
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('every template is reached from /sitemap in the same document, with and without a prefetch', async ({ page }) => {
  test.slow();
  const requests: string[] = [];
  const failures: string[] = [];
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    requests.push(pathname);
    const segment = /^(.*)\/__next\.[^/]*__PAGE__\.txt$/.exec(pathname);
    if (segment) prefetched.add(segment[1] || '/');
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  const requestsSettled = trackRequests(page);
  let heading = await openSitemap(page, requestsSettled);
  const linked = new Set(await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)));
  const paths = targets(linked);
  expect(paths.length).toBeGreaterThan(20);

  // A click with nothing prefetched: the route's payload file (unless the header, whose links are
  // prefetched in view, had already fetched the route).
  for (const path of paths) {
    const wasPrefetched = prefetched.has(path);
    requests.length = 0;
    await page.locator('main').locator(`a[href="${path}"]`).first().dispatchEvent('click');
    await expectArrived(page, path, heading);
    if (!wasPrefetched) expect(requests).toContain(`${path}.txt`);
    await page.goBack();
    await expect(page).toHaveURL(SITEMAP);
  }

  // The pointer on the link first: its segments are prefetched (unless this document already
  // has them), every one of them there (no failed request), and the click still lands in the same
  // document. (Whether the router then also fetches the route's payload depends on whether it has
  // finished reading the prefetch when the click comes, so that is not asserted.)
  prefetched.clear();
  heading = await openSitemap(page, requestsSettled);
  for (const path of paths) {
    const link = page.locator('main').locator(`a[href="${path}"]`).first();
    const wasPrefetched = prefetched.has(path);
    requests.length = 0;
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    if (!wasPrefetched) await expect.poll(() => prefetched.has(path)).toBe(true);
    await requestsSettled.settled();
    await link.click();
    await expectArrived(page, path, heading);
    await page.goBack();
    await expect(page).toHaveURL(SITEMAP);
  }
  expect(failures).toEqual([]);
});
