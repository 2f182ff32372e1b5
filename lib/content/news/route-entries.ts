// Relative imports only: lib/routes.ts reads this module, and next-sitemap and Playwright load
// that outside Next's resolver.
import municipalitiesJson from '../../../content/data/municipalities.json';
import monthlyJson from '../../../content/data/spot/monthly-averages.json';
import { PRICE_AREAS } from '../../domain/price-area';
import { NEWS_CATEGORIES, NEWS_CATEGORY_SLUGS } from '../../news/categories';
import { NEWS_CITY_SLUGS } from '../../news/cities';
import { cityNewsPath, FIBER_PATH, NEWS_PATH, newsCategoryPath } from '../../news/paths';
import { buildPriceReports, type MonthlyByArea } from '../../news/price-reports';

import { loadFiberCopy, newsCollection } from './collection';

/**
 * The news pages and /fiber-stockholm for the route index (lib/routes.ts): the hub, the eight city
 * pages, the three categories, every item (written and generated) and the fibre page, with lastmod.
 * Read from the same sources as the pages (content/news, the monthly spot averages), so a new
 * Markdown file or a new complete month is listed without further edits. The spot file is read
 * here without zod, like city-index.ts; lib/content/spot-prices.ts validates it when the site builds.
 */

export interface NewsRoute {
  path: string;
  label: string;
  section: 'news' | 'main';
  kind: 'listing' | 'page';
  lastmod?: string;
}

const ALL_AREAS: readonly string[] = PRICE_AREAS;

function newest(dates: readonly string[]): string | undefined {
  return dates.length > 0 ? [...dates].sort().at(-1) : undefined;
}

export function newsRoutes(): NewsRoute[] {
  const written = newsCollection.all();
  const reports = buildPriceReports(monthlyJson as MonthlyByArea);
  const items = [
    ...reports.map((report) => ({ path: report.path, label: report.title, category: 'elpriser', areas: ALL_AREAS, lastmod: report.date })),
    ...written.map((item) => ({ path: item.path, label: item.title, category: item.category, areas: item.areas, lastmod: item.updatedDate })),
  ];
  const cities = new Map(
    (municipalitiesJson as readonly { slug: string; name: string; priceArea: string }[]).map((m) => [m.slug, m]),
  );
  const all = newest(items.map((item) => item.lastmod));
  return [
    { path: NEWS_PATH, label: 'Energinyheter', section: 'news', kind: 'listing', lastmod: all },
    ...NEWS_CITY_SLUGS.map((slug): NewsRoute => {
      const city = cities.get(slug);
      return {
        path: cityNewsPath(slug),
        label: `Energinyheter för ${city?.name ?? slug}`,
        section: 'news',
        kind: 'listing',
        lastmod: newest(items.filter((item) => item.areas.some((area) => area === city?.priceArea)).map((item) => item.lastmod)),
      };
    }),
    ...NEWS_CATEGORY_SLUGS.map(
      (slug): NewsRoute => ({
        path: newsCategoryPath(slug),
        label: `Energinyheter: ${NEWS_CATEGORIES[slug].label}`,
        section: 'news',
        kind: 'listing',
        lastmod: newest(items.filter((item) => item.category === slug).map((item) => item.lastmod)),
      }),
    ),
    ...items.map((item): NewsRoute => ({ path: item.path, label: item.label, section: 'news', kind: 'page', lastmod: item.lastmod })),
    { path: FIBER_PATH, label: 'Fiber i Stockholm', section: 'main', kind: 'page', lastmod: loadFiberCopy().updatedDate },
  ];
}
