import { getLatestReport, getNewsForArea, type NewsItem } from '@/lib/content/news';
import { lazyByKey } from '@/lib/content/load';
import { getMunicipality } from '@/lib/content/municipalities';
import { cityPath } from '@/lib/cities/paths';
import { PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear, formatOrePerKwh, formatPopulation } from '@/lib/format';

import { newsCategoryLabel } from './categories';
import { isNewsCitySlug, NEWS_CITY_SLUGS, NEWS_FALLBACK_CITY_SLUG, NEWS_TEASER_CITY_SLUGS, type NewsCitySlug } from './cities';
import type { NewsFallbackData } from './fallback';
import { cityNewsPath } from './paths';

/**
 * The page model of the eight city news pages (/energinyheter/{city}, decisions.md "News"): the
 * municipality's name, population and price area, the area's latest monthly average and the items
 * that concern the area; and the not-found fallback file built from Stockholm's.
 */

export interface NewsCity {
  slug: NewsCitySlug;
  /** 'Göteborg'. */
  name: string;
  path: string;
  /** The municipality's page, /stader/{slug}. */
  cityPagePath: string;
  priceArea: PriceArea;
  /** 'Stockholm' for SE3: the name Svenska kraftnät gives the area. */
  priceAreaName: string;
  /** SCB, 31 December 2024. */
  population: number;
  populationSource: string;
  /** The area's average of the latest complete month, öre/kWh excl. VAT. */
  latestAverage: { month: string; oreExVat: number };
  items: readonly NewsItem[];
}

export const POPULATION_SOURCE = 'Befolkning 31 december 2024, SCB';

const buildNewsCity = lazyByKey((slug: NewsCitySlug): NewsCity => {
  const municipality = getMunicipality(slug);
  if (!municipality) throw new Error(`content/data/municipalities.json has no municipality ${slug} for its news page`);
  const area = municipality.priceArea;
  const latest = getLatestReport();
  return Object.freeze({
    slug,
    name: municipality.name,
    path: cityNewsPath(slug),
    cityPagePath: cityPath(slug),
    priceArea: area,
    priceAreaName: PRICE_AREA_NAMES[area],
    population: municipality.population,
    populationSource: POPULATION_SOURCE,
    latestAverage: { month: latest.month, oreExVat: latest.report.areas[area].avg },
    items: getNewsForArea(area),
  });
});

/** The news page of one of the eight cities; undefined for any other slug. */
export function getNewsCity(slug: string): NewsCity | undefined {
  return isNewsCitySlug(slug) ? buildNewsCity(slug) : undefined;
}

/** The eight city news pages, in the hub's order. */
export function getNewsCities(): NewsCity[] {
  return NEWS_CITY_SLUGS.map(buildNewsCity);
}

/** The hub's four teasers (Stockholm, Göteborg, Malmö, Umeå). */
export function getTeaserCities(): NewsCity[] {
  return NEWS_TEASER_CITY_SLUGS.map(buildNewsCity);
}

/** 'Snittpris mars 2026 i SE3: 58,7 öre/kWh exkl. moms'. */
export function latestAverageLabel(city: NewsCity): string {
  return `${formatOrePerKwh(city.latestAverage.oreExVat)} exkl. moms (${formatMonthYear(city.latestAverage.month)})`;
}

/**
 * What the not-found page shows on an unknown /energinyheter/{x} (decisions.md, "Cities": Stockholm's
 * news), as the static file /data/energinyheter-fallback.json: formatted on the server, so the small
 * browser module only lays it out.
 */
export function getNewsFallbackData(): NewsFallbackData {
  const city = buildNewsCity(NEWS_FALLBACK_CITY_SLUG);
  return {
    city: {
      name: city.name,
      path: city.path,
      cityPagePath: city.cityPagePath,
      priceArea: city.priceArea,
      priceAreaName: city.priceAreaName,
      population: formatPopulation(city.population),
      populationSource: city.populationSource,
      latestAverage: latestAverageLabel(city),
    },
    items: city.items.map((item) => ({
      title: item.title,
      path: item.path,
      date: item.date,
      dateLabel: formatDate(item.date),
      category: newsCategoryLabel(item.category),
      excerpt: item.excerpt,
    })),
  };
}
