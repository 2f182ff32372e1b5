// Relative imports only: lib/routes.ts may read this module, and next-sitemap and Playwright load
// that outside Next's resolver.
import { z } from 'zod';

import gridAreas from '../../content/data/grid-areas.json';
import { elnatOperatorPath } from '../paths';

import { lazy, lazyContent } from './load';

export interface GridOperatorRoute {
  slug: string;
  name: string;
  path: string;
}

/**
 * Only what the route index needs (slug, name, whether it has a page), so the sitemap tools and
 * the site-wide check do not load the concessions; lib/content/grid-areas.ts checks the whole file.
 */
const routeFileSchema = z.object({
  operators: z.array(z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), name: z.string().trim().min(1), hasPage: z.boolean() })),
});

const getFile = lazyContent('content/data/grid-areas.json', routeFileSchema, () => gridAreas);

/** The /elnat/{slug} pages as the route index needs them, in slug order. */
export const getGridOperatorRoutes: () => readonly GridOperatorRoute[] = lazy(() =>
  getFile()
    .operators.filter((operator) => operator.hasPage)
    .map(({ slug, name }) => ({ slug, name, path: elnatOperatorPath(slug) }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
);
