import type { CompactConcessions } from '@/lib/grid/compact-list';
import { memoisedJson } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';

/**
 * The area concessions per municipality as the browser gets them: a static file apart
 * from the operator list, fetched by the picker only when it knows the visitor's municipality
 * (from a postcode or `?kommun=`). Served by app/data/elnat-koncessioner.json/route.ts.
 */

export const GRID_CONCESSIONS_URL = '/data/elnat-koncessioner.json';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** From the content's concessions (lib/content/grid-areas.ts): shares to per mille, tariffs by id. */
export function compactConcessions(
  municipalities: Readonly<Record<string, readonly { operatorId: string; share: number; tariffIds: readonly string[] | null }[]>>,
): CompactConcessions {
  return Object.fromEntries(
    Object.entries(municipalities).map(([code, list]) => [
      code,
      list.map(({ operatorId, share, tariffIds }) => [operatorId, Math.round(share * 1000), ...(tariffIds ?? [])] as const),
    ]),
  );
}

/** A hand-written guard for the fetched file (no zod in the browser). */
export function isCompactConcessions(value: unknown): value is CompactConcessions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([code, entries]) =>
      /^\d{4}$/.test(code) &&
      Array.isArray(entries) &&
      entries.every(
        (entry) =>
          Array.isArray(entry) &&
          entry.length >= 2 &&
          typeof entry[0] === 'string' &&
          SLUG.test(entry[0]) &&
          Number.isInteger(entry[1]) &&
          (entry[1] as number) >= 0 &&
          (entry[1] as number) <= 1000 &&
          entry.slice(2).every((id) => typeof id === 'string' && SLUG.test(id)),
      ),
  );
}

/** Fetches and checks the file once per page load; a failure rejects and the next call tries again. */
export const loadGridConcessions = memoisedJson<CompactConcessions>(
  GRID_CONCESSIONS_URL,
  versionedCheck('elnat-koncessioner', isCompactConcessions, 'municipalities'),
  'grid concessions',
);
