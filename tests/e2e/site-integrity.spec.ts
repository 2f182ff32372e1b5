import { test, expect } from '@playwright/test';

import { listExportedPages } from '../../scripts/lib/export-pages';
import { budgetFor, checkPage, checkSitemap, checkUniqueTitles, pageWeight } from '../../scripts/lib/site-check';

/** The site-wide check over out/ (no browser needed), one test per page. */
const pages = listExportedPages();

test('the export has pages', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const page of pages) {
  test(`${page.urlPath}: head, canonical, JSON-LD, links and JS budget`, () => {
    expect(checkPage(page)).toEqual([]);
    const weight = pageWeight(page);
    expect(weight.totalGzipBytes, `JS gzip of ${page.urlPath}`).toBeLessThanOrEqual(budgetFor(page.urlPath) * 1024);
  });
}

test('titles are unique across the site', () => {
  expect(checkUniqueTitles(pages)).toEqual([]);
});

test('sitemap.xml lists exactly the indexable pages and robots.txt names it', () => {
  expect(checkSitemap(pages)).toEqual([]);
});
