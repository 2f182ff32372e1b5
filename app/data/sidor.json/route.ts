import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';
import { getAllRoutes } from '@/lib/routes';

/**
 * The page list (lib/page-list.ts) as a static file, out/data/sidor.json: every page of the site
 * map with its label, section, priority, change frequency and lastmod, read from the typed content
 * inside Next. next-sitemap's config takes those values from here after the build; the pages
 * themselves it takes from out/. Checked with the same schema its readers use (lib/page-list.ts),
 * with its format version.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('sidor', versionedFile('sidor', { pages: getAllRoutes() }));
}
