/**
 * The city news pages (docs/rules/editorial.md: the eight cities the hub links) and the four the hub
 * shows as teasers (docs/rules/editorial.md: Stockholm, Göteborg, Malmö, Umeå). Names, population and
 * price area come from the municipality data (lib/content/municipalities.ts), not from here.
 */
export const NEWS_CITY_SLUGS = ['stockholm', 'goteborg', 'malmo', 'umea', 'uppsala', 'linkoping', 'orebro', 'vasteras'] as const;
export type NewsCitySlug = (typeof NEWS_CITY_SLUGS)[number];

export const NEWS_TEASER_CITY_SLUGS = ['stockholm', 'goteborg', 'malmo', 'umea'] as const satisfies readonly NewsCitySlug[];

/** Any other /energinyheter/{x} shows this city's news (docs/rules/editorial.md, "News"). */
export const NEWS_FALLBACK_CITY_SLUG: NewsCitySlug = 'stockholm';

export function isNewsCitySlug(value: string): value is NewsCitySlug {
  return (NEWS_CITY_SLUGS as readonly string[]).includes(value);
}
