import type { IConfig } from 'next-sitemap';

import { getAllRoutes } from './lib/routes';
import { siteConfig } from './lib/site';

/**
 * sitemap.xml and robots.txt for out/, from the same route index as the /sitemap page. Next 16's
 * static export leaves next-sitemap no manifest to read pages from, so the index is given
 * explicitly and anything it discovers on its own is dropped (`transform` returns nothing).
 */
const config: IConfig = {
  siteUrl: siteConfig.url,
  output: 'export',
  // out/, or the folder `npm run refresh` builds in (ELVALET_OUT_DIR, as next.config.mjs).
  outDir: process.env.ELVALET_OUT_DIR || 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  transform: async () => undefined,
  additionalPaths: async () =>
    getAllRoutes().map((route) => ({
      loc: route.path,
      changefreq: route.changeFrequency,
      priority: route.priority,
      // Articles, guides and their listings know when they last changed (front matter updatedDate).
      ...(route.lastmod ? { lastmod: route.lastmod } : {}),
    })),
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};

export default config;
