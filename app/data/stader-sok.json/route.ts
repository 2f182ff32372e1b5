import { getCitySearchIndex } from '@/lib/cities/search-index';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * Municipalities and postal towns for the /stader filter and the not-found page's /stader/{x}
 * handling, as a static file (out/data/stader-sok.json). Fetched only when someone types in the
 * filter or lands on an unknown /stader/ address; never part of a page's JavaScript.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('stader-sok', versionedFile('stader-sok', getCitySearchIndex()));
}
