import { getNewsFallbackData } from '@/lib/news/city-pages';
import { publishedJson } from '@/lib/open-data/publish';
import { versionedFile } from '@/lib/open-data/versions';

/**
 * Stockholm's news for the not-found page on an unknown /energinyheter/{x}, as a static file
 * (out/data/energinyheter-fallback.json, NEWS_FALLBACK_DATA_PATH). Fetched only on such an address;
 * never part of a page's JavaScript.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return publishedJson('energinyheter-fallback', versionedFile('energinyheter-fallback', getNewsFallbackData()));
}
