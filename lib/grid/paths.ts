/**
 * Addresses of the grid pages, once. No '@/' imports: the route index (read by next-sitemap and
 * Playwright outside Next's resolver) may use this module.
 */
export const ELNAT_PATH = '/elnat';

/** An operator's page: /elnat/{slug}. */
export function elnatOperatorPath(slug: string): string {
  return `${ELNAT_PATH}/${slug}`;
}
