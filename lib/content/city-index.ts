// Relative imports only: lib/routes.ts reads this module, and next-sitemap and Playwright load
// that outside Next's resolver.
import { z } from 'zod';

import municipalities from '../../content/data/municipalities.json';
import { cityPath } from '../cities/paths';

import { lazy, lazyContent } from './load';

export interface CityRoute {
  slug: string;
  name: string;
  path: string;
}

/**
 * Only the two fields the route index needs, so the sitemap tools and the site-wide check do not
 * load the facts; lib/content/municipalities.ts checks the whole file for the pages.
 */
const cityRouteFileSchema = z.array(z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), name: z.string().trim().min(1) }));

const getFile = lazyContent('content/data/municipalities.json', cityRouteFileSchema, () => municipalities);

/** The 290 city pages as the route index needs them (name and address, by SCB code). */
export const getCityRoutes: () => readonly CityRoute[] = lazy(() => getFile().map(({ slug, name }) => ({ slug, name, path: cityPath(slug) })));
