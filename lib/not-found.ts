import { PROVIDERS_PATH } from '@/content/providers/provider-index';

/**
 * Unknown provider slugs end at /404 with the address replaced (spec section 4 and decisions.md,
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
