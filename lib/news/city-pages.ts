import { getConcessionsForMunicipality, getGridAreasMeta, getGridOperatorIdentity } from '@/lib/content/grid-areas';
import { getLatestReport, getNewsForArea, type NewsItem } from '@/lib/content/news';
import { lazyByKey } from '@/lib/content/load';
import { getMunicipality } from '@/lib/content/municipalities';
import { cityPath } from '@/lib/paths';
import { energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import { PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear, formatNumber, formatOrePerKwh, formatPercent, formatPopulation } from '@/lib/format';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { elnatOperatorPath } from '@/lib/paths';
import type { AreaFigures } from '@/lib/news/price-reports';

import { newsCategoryLabel } from './categories';
import { isNewsCitySlug, NEWS_CITY_SLUGS, NEWS_FALLBACK_CITY_SLUG, NEWS_TEASER_CITY_SLUGS, type NewsCitySlug } from './cities';
import type { NewsFallbackData } from './fallback';
import { cityNewsPath } from './paths';

/**
 * The page model of the eight city news pages (/energinyheter/{city}, docs/rules/editorial.md): the
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
  /** What is local, shown first: the area's month, the municipality's tax, its grid operators. */
  local: LocalNews;
  /** Everything that concerns the area, newest first (the hub's teasers and counts). */
  allItems: readonly NewsItem[];
  /** Items that concern some price areas, this one among them. */
  items: readonly NewsItem[];
  /** Items that concern all four areas: labelled as national. */
  nationalItems: readonly NewsItem[];
}

export interface LocalNews {
  /** The latest monthly report's figures for this area, and its page. */
  month: { label: string; path: string; figures: AreaFigures; text: string };
  /** The municipality's energy tax for the year of the rate. */
  energyTax: { longName: string; rate: EnergyTaxRate; text: string };
  /** The grid operators with a concession in the municipality, largest share of its area first; `path` where we have its page. */
  gridOperators: { name: string; path: string | null }[];
  /** What the grid data can and cannot say about price changes. */
  gridText: string;
}

export const POPULATION_SOURCE = 'Befolkning 31 december 2024, SCB';

const buildNewsCity = lazyByKey((slug: NewsCitySlug): NewsCity => {
  const municipality = getMunicipality(slug);
  if (!municipality) throw new Error(`content/data/municipalities.json has no municipality ${slug} for its news page`);
  const area = municipality.priceArea;
  const latest = getLatestReport();
  const items = rankedForMunicipality(getNewsForArea(area), municipality.code);
  const isNational = (item: NewsItem) => item.areas.length === PRICE_AREAS.length;
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
    local: localNews(municipality, latest.month, latest.path, latest.report.areas[area]),
    allItems: items,
    items: items.filter((item) => !isNational(item)),
    nationalItems: items.filter(isNational),
  });
});

/**
 * A city's news, most relevant first: an item about a narrower group of municipalities than its
 * price areas (the reduced energy tax in the north) goes after the rest when the city is not one of
 * them; otherwise the order stays newest first.
 */
export function rankedForMunicipality(items: readonly NewsItem[], municipalityCode: string): NewsItem[] {
  const concernsOthers = (item: NewsItem) => item.kind === 'written' && item.concerns === 'reducedEnergyTax' && !energyTaxRate(municipalityCode).reduced;
  return [...items.filter((item) => !concernsOthers(item)), ...items.filter(concernsOthers)];
}

/** The sentence on the area's latest month: its average and the change against the month before. */
export function monthText(figures: AreaFigures, month: string): string {
  const base = `Spotpriset i ${figures.area} var i snitt ${formatOrePerKwh(figures.avg)} exkl. moms i ${formatMonthYear(month)}`;
  const previous = figures.previous;
  if (!previous) return `${base}.`;
  const diff = Math.round(previous.diff * 10) / 10;
  if (diff === 0) return `${base}, lika mycket som i ${formatMonthYear(previous.month)}.`;
  const percent = previous.changePercent === null ? '' : ` (${formatPercent(Math.abs(previous.changePercent), 1)})`;
  return `${base}, ${formatNumber(Math.abs(diff), 1)}\u00A0öre ${diff > 0 ? 'mer' : 'mindre'} än i ${formatMonthYear(previous.month)}${percent}.`;
}

function localNews(municipality: { code: string; name: string }, month: string, reportPath: string, figures: AreaFigures): LocalNews {
  const longName = municipalityLongName(municipality.name);
  const rate = energyTaxRate(municipality.code);
  const gridOperators = [...getConcessionsForMunicipality(municipality.code)]
    .sort((a, b) => b.share - a.share)
    .flatMap((concession) => {
      const operator = getGridOperatorIdentity(concession.operatorId);
      return operator ? [{ name: operator.name, path: operator.hasPage ? elnatOperatorPath(operator.slug) : null }] : [];
    })
    .filter((operator, i, all) => all.findIndex((other) => other.name === operator.name) === i);
  const { credit } = getGridAreasMeta().source;
  return {
    month: { label: formatMonthYear(month), path: reportPath, figures, text: monthText(figures, month) },
    energyTax: {
      longName,
      rate,
      text: rate.reduced
        ? `${longName} har den sänkta energiskatten för delar av norra Sverige: ${formatOrePerKwh(rate.oreInclVat)} inkl. moms ${rate.year}.`
        : `${longName} har full energiskatt: ${formatOrePerKwh(rate.oreInclVat)} inkl. moms ${rate.year}. Den sänkta skatten i norra Sverige gäller inte här.`,
    },
    gridOperators,
    gridText:
      gridOperators.length > 0
        ? `Elnätsbolag med koncession i ${longName}, enligt ${credit}. Vår elnätsdata har bara årets priser, så vi kan inte visa hur de har ändrats.`
        : `Vi har ingen uppgift om vilket elnätsbolag som har elnätet i ${longName}.`,
  };
}

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
 * What the not-found page shows on an unknown /energinyheter/{x} (docs/rules/editorial.md: Stockholm's
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
    items: city.allItems.map((item) => ({
      title: item.title,
      path: item.path,
      date: item.date,
      dateLabel: formatDate(item.date),
      category: newsCategoryLabel(item.category),
      excerpt: item.excerpt,
    })),
  };
}
