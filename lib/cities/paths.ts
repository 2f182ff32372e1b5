/** Addresses of the city pages, once. */
export const CITIES_PATH = '/stader';

/** /stader's filter starts with the words of ?sok= (the 404 page's search box sends them). */
export const CITY_QUERY_PARAM = 'sok';

export function cityPath(slug: string): string {
  return `${CITIES_PATH}/${slug}`;
}

/**
 * The ten city pages the footer and sitemap name (docs/rules/cities.md, "Ten cities first"), in order.
 */
export const FOOTER_CITY_SLUGS = [
  'stockholm',
  'goteborg',
  'malmo',
  'uppsala',
  'vasteras',
  'orebro',
  'linkoping',
  'helsingborg',
  'norrkoping',
  'lund',
] as const;

/** The static file /stader's filter and the 404 page fetch (app/data/stader-sok.json/route.ts). */
export const CITY_SEARCH_INDEX_PATH = '/data/stader-sok.json';
/** The postcode → municipality file the filter fetches when digits are typed. */
export const POSTCODE_MUNICIPALITY_INDEX_PATH = '/data/postnummer-kommuner.json';

/** /elpris-historik opened on one area (components/spot-prices/history-area-selector.tsx reads the hash). */
export function areaHistoryPath(area: string): string {
  return `/elpris-historik#${area}`;
}
