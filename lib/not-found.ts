import { PROVIDERS_PATH } from '@/lib/paths';
import { CITIES_PATH } from '@/lib/paths';
import { NEWS_PATH } from '@/lib/news/paths';

/**
 * Unknown provider slugs end at /404 with the address replaced (docs/rules/site-wide.md,
 * "Cities": "Unknown /leverantor/{slug}: go to /404"). A static host answers such a path with
 * 404.html, so the not-found page itself does the replacing; other unknown paths keep their URL.
 */
export const NOT_FOUND_PATH = '/404';

const REPLACED_PREFIXES: readonly string[] = [`${PROVIDERS_PATH}/`];

/** '/404' when the missing `pathname` should be replaced by it, otherwise null. */
export function notFoundReplacement(pathname: string): string | null {
  const replace = REPLACED_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
  return replace ? NOT_FOUND_PATH : null;
}

const CITY_PREFIX = `${CITIES_PATH}/`;

/**
 * For a missing /stader/{x} address, the raw {x} (still URL-encoded, possibly several segments,
 * trailing slashes removed); null for every other path. docs/rules/cities.md: such an address
 * goes to its municipality or shows the fallback city page instead of the plain 404.
 */
export function missingCitySegment(pathname: string): string | null {
  if (!pathname.startsWith(CITY_PREFIX)) return null;
  return pathname.slice(CITY_PREFIX.length).replace(/\/+$/, '');
}

/**
 * A missing /energinyheter/{x}: exactly one segment after the hub (possibly empty), and not the
 * start of a category or article address, whose unknown slugs get the plain 404.
 */
const NEWS_SEGMENT = new RegExp(`^${NEWS_PATH}/(?!(?:kategori|artikel)(?:/|$))([^/]*)/*$`);

/**
 * For a missing /energinyheter/{x} address, the raw {x} (still URL-encoded; '' for '/energinyheter/');
 * null for every other path, categories and articles included. docs/rules/editorial.md: such an
 * address shows Stockholm's news instead of the plain 404.
 */
export function missingNewsSegment(pathname: string): string | null {
  return NEWS_SEGMENT.exec(pathname)?.[1] ?? null;
}

/** The attribute HIDE_GENERIC_404_SCRIPT sets on <html>; app/globals.css then hides [data-not-found-generic]. */
export const FALLBACK_404_ATTRIBUTE = 'data-fallback-404';

/**
 * Runs in 404.html before the page is painted: on a /stader/ address or a missing city news
 * address it marks <html> with FALLBACK_404_ATTRIBUTE, and a rule in app/globals.css hides the
 * plain 404 text (marked data-not-found-generic), so a visitor who gets a municipality or
 * Stockholm's news never sees '404' flash. An attribute and a stylesheet rule, not an inserted
 * <style>: the page's Content-Security-Policy allows no <style> element (scripts/lib/security-headers.ts).
 * The not-found view removes the attribute if its module cannot be loaded.
 */
export const HIDE_GENERIC_404_SCRIPT = `var p=location.pathname;if(p.indexOf(${JSON.stringify(CITY_PREFIX)})===0||new RegExp(${JSON.stringify(NEWS_SEGMENT.source)}).test(p))document.documentElement.setAttribute(${JSON.stringify(FALLBACK_404_ATTRIBUTE)},'')`;
