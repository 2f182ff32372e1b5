import { getNewsFallbackData } from '@/lib/news/city-pages';

/**
 * Stockholm's news for the not-found page on an unknown /energinyheter/{x}, as a static file
 * (out/data/energinyheter-fallback.json, NEWS_FALLBACK_DATA_PATH). Fetched only on such an address;
 * never part of a page's JavaScript.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(getNewsFallbackData());
}
