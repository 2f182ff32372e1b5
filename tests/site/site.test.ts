import { listExportedPages, pageTemplates, readPageList } from '@/scripts/lib/export-pages';
import { checkPageList, checkSitemap, checkSpotMonthFiles, checkUniqueTitles } from '@/scripts/lib/site-check';

/**
 * The site as a whole, from what the build exported (out/, .next/prerender-manifest.json): unique
 * titles, sitemap.xml listing exactly the indexable pages, robots.txt naming it, and the page list
 * the build wrote (out/data/sidor.json) naming only pages that are there.
 */

const pages = listExportedPages();

it('the export has pages, each from a template of the build', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(pageTemplates(pages).size).toBe(pages.length);
});

it('titles are unique across the site', () => {
  expect(checkUniqueTitles(pages)).toEqual([]);
});

it('sitemap.xml lists exactly the indexable pages and robots.txt names it', () => {
  expect(checkSitemap(pages)).toEqual([]);
});

it('the page list names only indexable pages of out/, each once', () => {
  expect(checkPageList(pages, readPageList())).toEqual([]);
});

it('every spot-price month file /min-forbrukning fetches is within its byte budget', () => {
  expect(checkSpotMonthFiles()).toEqual([]);
});
