import type { IConfig, ISitemapField } from 'next-sitemap';

import { DEFAULT_CHANGE_FREQUENCY, DEFAULT_PRIORITY } from './lib/page-list';
import { siteConfig } from './lib/site';
import { listExportedPages, readPageList } from './scripts/lib/export-pages';
import { isNoindex } from './scripts/lib/site-check';

/**
 * sitemap.xml and robots.txt for out/, from what the build exported: every HTML page in out/ that
 * is not noindex, with the priority, change frequency and lastmod the build wrote to
 * out/data/sidor.json (lib/page-list.ts); a page that list does not name gets the defaults. Next
 * 16's static export leaves next-sitemap no manifest in out/, and its own scan of out/**\/*.html
 * cuts 'index' out of any path, so the pages are given explicitly and what it discovers on its
 * own is dropped (`transform` returns nothing).
 */
const config: IConfig = {
  siteUrl: siteConfig.url,
  output: 'export',
  // out/, or the folder `npm run refresh` builds in (ELVALET_OUT_DIR, as scripts/lib/export-pages.ts).
  outDir: process.env.ELVALET_OUT_DIR || 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  transform: async () => undefined,
  additionalPaths: async () => {
    const listed = new Map(readPageList().map((entry) => [entry.path, entry]));
    const pages = listExportedPages();
    const exported = new Set(pages.map((page) => page.urlPath));
    const missing = [...listed.keys()].filter((path) => !exported.has(path));
    if (missing.length > 0) throw new Error(`out/data/sidor.json lists pages out/ does not have: ${missing.join(', ')}`);
    return pages
      .filter((page) => !isNoindex(page.html))
      .map((page): ISitemapField => {
        const entry = listed.get(page.urlPath);
        return {
          loc: page.urlPath,
          changefreq: entry?.changeFrequency ?? DEFAULT_CHANGE_FREQUENCY,
          priority: entry?.priority ?? DEFAULT_PRIORITY,
          ...(entry?.lastmod ? { lastmod: entry.lastmod } : {}),
        };
      });
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};

export default config;
