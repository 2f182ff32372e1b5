/**
 * The city pages' fixed lists and the static files their search reads. Their addresses
 * (CITIES_PATH, cityPath) are in lib/paths.ts.
 */

/**
 * The ten city pages the footer and the site map name first, in this order.
 */
export const FOOTER_CITY_SLUGS = ['stockholm', 'goteborg', 'malmo', 'uppsala', 'vasteras', 'orebro', 'linkoping', 'helsingborg', 'norrkoping', 'lund'] as const;

/** The static file /stader's filter and the 404 page fetch (app/data/stader-sok.json/route.ts). */
export const CITY_SEARCH_INDEX_PATH = '/data/stader-sok.json';
/** The postcode → municipality file the filter fetches when digits are typed. */
export const POSTCODE_MUNICIPALITY_INDEX_PATH = '/data/postnummer-kommuner.json';
