// Relative imports only: lib/routes.ts reads this module, and next-sitemap and Playwright load
// that outside Next's resolver.
import municipalities from '../../content/data/municipalities.json';
import { cityPath } from '../cities/paths';

export interface CityRoute {
  slug: string;
  name: string;
  path: string;
}

/**
 * The 290 city pages as the route index needs them (name and address, by SCB code). Deliberately
 * without zod or facts: the route index is read by the sitemap tools and the site-wide check;
 * lib/content/cities.ts validates the same file when the site builds.
 */
export function getCityRoutes(): CityRoute[] {
  return (municipalities as readonly { slug: string; name: string }[]).map(({ slug, name }) => ({ slug, name, path: cityPath(slug) }));
}
