/**
 * The file the not-found page fetches on an unknown /energinyheter/{x} (NEWS_FALLBACK_DATA_PATH):
 * Stockholm's news, formatted on the server (lib/content/news/index.ts, getNewsFallbackData), so
 * the browser module that lays it out stays a few KiB and carries no data of its own.
 */
export interface NewsFallbackData {
  city: {
    name: string;
    path: string;
    cityPagePath: string;
    priceArea: string;
    priceAreaName: string;
    /** Formatted: '995 574'. */
    population: string;
    populationSource: string;
    /** Formatted: '58,7 öre/kWh exkl. moms (mars 2026)'. */
    latestAverage: string;
  };
  items: { title: string; path: string; date: string; dateLabel: string; category: string; excerpt: string }[];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A light shape check of the fetched file: a stale or broken file gives the plain message, never an error. */
export function isNewsFallbackData(value: unknown): value is NewsFallbackData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<NewsFallbackData>;
  return (
    typeof data.city === 'object' &&
    data.city !== null &&
    isString(data.city.name) &&
    isString(data.city.path) &&
    Array.isArray(data.items) &&
    data.items.every((item) => typeof item === 'object' && item !== null && isString(item.title) && isString(item.path) && isString(item.dateLabel))
  );
}
