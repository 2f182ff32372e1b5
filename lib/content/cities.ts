import 'server-only';

import { CITY_PRICE_AREA_REASONS } from '@/content/city-price-area-reasons';
import { providerPath } from '@/content/providers/provider-index';
import localitiesJson from '@/content/data/localities.json';
import factsJson from '@/content/data/municipality-facts.json';
import { COUNTY_PRICE_AREAS } from '@/content/municipality-price-areas';
import { citiesCopy } from '@/content/pages/stader';
import { cityCostLevels, type CityCostLevel } from '@/lib/cities/costs';
import { cityFaq } from '@/lib/cities/faq';
import { densityPerKm2, nearest, plainMean, rankDescending } from '@/lib/cities/figures';
import { areaHistoryPath, cityPath } from '@/lib/cities/paths';
import type { CitySearchIndex, IndexedArea, IndexedLocality, PostcodeIndex } from '@/lib/cities/search';
import { getAllMunicipalities, getPostalCodesForMunicipality, type Municipality } from '@/lib/content/municipalities';
import { checkedDateLabel, getOffersForArea, getSpotBasis, hasFixedOffers } from '@/lib/content/offers';
import { getMonthlyAverages, getYearlyAverages } from '@/lib/content/spot-prices';
import { climateZoneFor, type ClimateZone } from '@/lib/domain/climate-zone';
import { withVat } from '@/lib/domain/constants';
import { energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import {
  POPULATION_GROUPS,
  groupMunicipalities,
  populationGroup,
  type PopulationGroup,
  type PopulationGroupId,
} from '@/lib/domain/municipalities';
import { mapPriceAreas, PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { isLiveRoute } from '@/lib/routes';
import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { formatMonthYear, formatNumber } from '@/lib/format';

import {
  cityAreaReasonsSchema,
  citiesCopySchema,
  localityFileSchema,
  municipalityFactsFileSchema,
  type CitiesCopy,
} from './city-schemas';
import { getCityCopy, type CityCopy } from './city-copy';
import { lazy, lazyByKey, lazyContent } from './load';
import { getSpotPagesContent } from './pages';
import type { FaqItem } from './schemas';

/**
 * The content boundary for /stader and /stader/{slug} (issue 10): the 290 municipalities with
 * their facts, the /stader groups, nearest neighbours, the search files the browser fetches, and
 * the view model of one city page. Every figure comes from content/data (SCB population and
 * codes, the facts import, the spot snapshot, the offer catalogue) or a rule in lib/domain.
 */

const getFacts = lazyContent('content/data/municipality-facts.json', municipalityFactsFileSchema, () => factsJson);
const getLocalityFile = lazyContent('content/data/localities.json', localityFileSchema, () => localitiesJson);
const getAreaReasons = lazyContent('content/city-price-area-reasons.ts', cityAreaReasonsSchema, () => CITY_PRICE_AREA_REASONS);
export const getCitiesCopy: () => CitiesCopy = lazyContent('content/pages/stader.ts', citiesCopySchema, () => citiesCopy);

/** Where each figure comes from, as the pages print it. */
export const CITY_SOURCES = {
  population: 'Befolkning 31 december 2024, SCB',
  landArea: 'Landareal 1 januari 2015 (SCB, via Wikipedia)',
  postcodes: 'Postnummertabell, september 2024',
  taxBase: 'Skattekraft per invånare, inkomståret 2021 (taxeringsåret 2022). Källa: SCB',
  ageShares: 'Andel av befolkningen 31 december 2021. Källa: SCB',
} as const;

export interface CitySummary {
  code: string;
  slug: string;
  name: string;
  /** 'Stockholms län'. */
  county: string;
  /** SCB folkmängd 31 December 2024. */
  population: number;
  priceArea: PriceArea;
  path: string;
}

export interface City extends CitySummary {
  countyCode: string;
  /** 1 = most inhabitants of the 290. */
  populationRank: number;
  landAreaKm2: number;
  /** Inhabitants 2024 per km² of land 2015, one decimal. */
  densityPerKm2: number;
  postcodeCount: number;
  localities: readonly { name: string; postcodes: number }[];
  /** SEK per inhabitant, inkomståret 2021. */
  taxBase: number;
  /** 1 = highest skattekraft of the 290. */
  taxBaseRank: number;
  /** 0–1, 31 December 2021. */
  share0to19: number;
  share75plus: number;
  comparePostcode: string;
  climateZone: ClimateZone;
  reducedEnergyTax: boolean;
  group: PopulationGroupId;
}


function summary(m: Municipality): CitySummary {
  return { code: m.code, slug: m.slug, name: m.name, county: m.county, population: m.population, priceArea: m.priceArea, path: cityPath(m.slug) };
}

const load = lazy(() => {
  const municipalities = getAllMunicipalities();
  const facts = getFacts();
  const factsFor = (code: string) => {
    const found = facts[code];
    if (!found) throw new Error(`content/data/municipality-facts.json has no entry for ${code}`);
    return found;
  };
  const populationRanks = rankDescending(municipalities.map((m) => ({ key: m.code, value: m.population })));
  const taxRanks = rankDescending(municipalities.map((m) => ({ key: m.code, value: factsFor(m.code).taxBase })));
  const cities = municipalities.map((m): City => {
    const f = factsFor(m.code);
    return Object.freeze({
      ...summary(m),
      countyCode: m.code.slice(0, 2),
      populationRank: populationRanks.get(m.code)!,
      landAreaKm2: f.landAreaKm2,
      densityPerKm2: densityPerKm2(m.population, f.landAreaKm2),
      postcodeCount: f.postcodeCount,
      localities: f.localities.map(([name, postcodes]) => ({ name, postcodes })),
      taxBase: f.taxBase,
      taxBaseRank: taxRanks.get(m.code)!,
      share0to19: f.share0to19,
      share75plus: f.share75plus,
      comparePostcode: f.comparePostcode,
      climateZone: climateZoneFor(m.code),
      reducedEnergyTax: energyTaxRate(m.code).reduced,
      group: populationGroup(m.population),
    });
  });
  if (Object.keys(facts).length !== cities.length) throw new Error('municipality-facts.json and municipalities.json list different municipalities');
  checkAreaReasons(cities);
  return {
    cities: Object.freeze(cities),
    bySlug: new Map(cities.map((c) => [c.slug, c])),
    points: new Map(municipalities.map((m) => [m.code, { lat: factsFor(m.code).lat, lon: factsFor(m.code).lon }])),
  };
});

/** Every municipality of a split county has a Swedish sentence on its price area, and no other. */
function checkAreaReasons(cities: readonly City[]): void {
  const reasons = getAreaReasons();
  const split = new Set(cities.filter((c) => COUNTY_PRICE_AREAS[c.countyCode]?.area === 'split').map((c) => c.code));
  const missing = [...split].filter((code) => !reasons[code]);
  const stray = Object.keys(reasons).filter((code) => !split.has(code));
  if (missing.length > 0 || stray.length > 0) {
    throw new Error(
      `content/city-price-area-reasons.ts does not fit the split counties: missing ${missing.join(', ') || '–'}; not in a split county ${stray.join(', ') || '–'}`,
    );
  }
}

/** All 290 municipalities, by SCB code. */
export function getAllCities(): readonly City[] {
  return load().cities;
}

/** The municipality at /stader/{slug}, or undefined. */
export function getCity(slug: string): City | undefined {
  return load().bySlug.get(slug);
}

/** Title, description and keywords of /stader, with the number of municipalities from the data. */
export function getCitiesIndexSeo(): { title: string; description: string; keywords: readonly string[] } {
  const { title, description, keywords } = getCitiesCopy().index;
  const count = formatNumber(getAllCities().length);
  return { title: title.replace('{count}', count), description: description.replace('{count}', count), keywords };
}

export function getCitySlugs(): string[] {
  return getAllCities().map((c) => c.slug);
}

export function getCountyCount(): number {
  return new Set(getAllCities().map((c) => c.countyCode)).size;
}

export interface CityGroup extends PopulationGroup {
  cities: readonly City[];
}

/** The /stader groups (decisions.md, "Cities"), largest first; within a group by population. */
export function getCityGroups(): CityGroup[] {
  const grouped = groupMunicipalities(getAllCities());
  return POPULATION_GROUPS.map((group) => ({ ...group, cities: grouped[group.id] }));
}

/** Up to `count` municipalities of the same county, nearest by median postcode point first. */
export function getNearestCities(city: City, count = 5): City[] {
  const { points } = load();
  const located = (c: City) => ({ ...points.get(c.code)!, key: c.code, name: c.name, city: c });
  const sameCounty = getAllCities().filter((c) => c.countyCode === city.countyCode).map(located);
  return nearest(located(city), sameCounty, count).map((entry) => entry.city);
}

/** For a municipality of a split county: why it has its price area (one Swedish sentence). */
export function getPriceAreaReason(city: City): string | null {
  return COUNTY_PRICE_AREAS[city.countyCode]?.area === 'split' ? (getAreaReasons()[city.code] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// Search files for the browser (served by app/data/*/route.ts, fetched only when needed)

/**
 * Municipalities plus every postal town of the postcode table. A postal town belongs to the
 * municipality that holds more than half of its postal codes; when none does (Tving: one code in
 * Karlskrona, one in Ronneby) all of them are listed, most codes first, and the visitor chooses.
 */
export function getCitySearchIndex(): CitySearchIndex {
  const cities = getAllCities();
  const position = new Map(cities.map((c, i) => [c.code, i]));
  const localities = Object.entries(getLocalityFile())
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, counts]): IndexedLocality => {
      const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      const total = ranked.reduce((sum, [, n]) => sum + n, 0);
      const [top] = ranked;
      const targets = top && top[1] * 2 > total ? [top] : ranked;
      return [name, ...targets.map(([code]) => position.get(code)!)];
    });
  const copy = getCitiesCopy();
  return {
    m: cities.map((c) => [c.name, c.slug, c.county]),
    o: localities,
    fallback: {
      areas: getAreaOverviews().map(({ area, name, monthLabel, oreExVat, historyHref }) => ({ area, name, monthLabel, oreExVat, historyHref })),
      lead: copy.fallback.lead,
      postcodeLabel: copy.fallback.postcodeLabel,
      postcodeButton: copy.fallback.postcodeButton,
      filterLabel: copy.index.filter.label,
      filterPlaceholder: copy.index.filter.placeholder,
    },
  };
}

/** Every postal code of the table under its 3-digit prefix, with its municipality's index. */
export function getPostcodeIndex(): PostcodeIndex {
  const index: PostcodeIndex = {};
  getAllCities().forEach((city, i) => {
    const byPrefix = new Map<string, string>();
    for (const code of getPostalCodesForMunicipality(city.code)) {
      byPrefix.set(code.slice(0, 3), (byPrefix.get(code.slice(0, 3)) ?? '') + code.slice(3));
    }
    for (const [prefix, suffixes] of byPrefix) (index[prefix] ??= []).push([i, suffixes]);
  });
  return Object.fromEntries(Object.entries(index).sort(([a], [b]) => (a < b ? -1 : 1)));
}

// ---------------------------------------------------------------------------------------------
// Price areas (the /stader explainer and the fallback page)

export interface AreaOverview extends IndexedArea {
  area: PriceArea;
  characteristics: string;
  municipalityCount: number;
  population: number;
}

export function getAreaOverviews(): AreaOverview[] {
  const cities = getAllCities();
  return PRICE_AREAS.map((area) => {
    const inArea = cities.filter((c) => c.priceArea === area);
    const basis = getSpotBasis(area);
    return {
      area,
      name: PRICE_AREA_NAMES[area],
      monthLabel: basis.monthLabel,
      oreExVat: basis.oreExVat,
      historyHref: areaHistoryPath(area),
      characteristics: getSpotPagesContent().historik.areaCharacteristics[area],
      municipalityCount: inArea.length,
      population: inArea.reduce((sum, c) => sum + c.population, 0),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// One city page

export const CITY_CHART_MONTHS = 12;
export const CITY_HISTORY_YEARS = 3;

export interface YearComparison {
  year: number;
  areaAvg: number;
  /** Plain mean of the four areas' yearly averages (not weighted by consumption). */
  nationalMean: number;
  /** areaAvg − nationalMean, öre/kWh. */
  difference: number;
}

export interface CitySpot {
  area: PriceArea;
  areaName: string;
  latest: { month: string; label: string; oreExVat: number; oreInclVat: number };
  /** The last complete months, oldest first. */
  months: readonly MonthlyAverage[];
  years: readonly YearComparison[];
}

export type CityCostLevelWithLinks = Omit<CityCostLevel, 'offers'> & {
  /** Each offer with a link to its provider's page when that page exists, and where its terms come from. */
  offers: (CityCostLevel['offers'][number] & { providerHref: string | null; sourceName: string; checkedLabel: string })[];
};

export interface CityCosts {
  levels: readonly CityCostLevelWithLinks[];
  energyTax: EnergyTaxRate;
  fullEnergyTax: EnergyTaxRate;
  spotMonthLabel: string;
  hasFixedPrices: boolean;
}

export interface CityPage {
  city: City;
  copy: CityCopy | undefined;
  areaReason: string | null;
  spot: CitySpot;
  costs: CityCosts;
  climateText: string;
  climateNote: string;
  faq: FaqItem[];
  compare: CompareLinks;
  nearest: readonly City[];
  historyHref: string;
  meta: { title: string; description: string; keywords: string[] };
}

/** The area's spot figures, shared by every city in it. */
export const getCitySpot: (area: PriceArea) => CitySpot = lazyByKey((area: PriceArea): CitySpot => {
  const complete = getMonthlyAverages(area).filter((m) => !m.partial);
  const latest = complete.at(-1);
  if (!latest) throw new Error(`No complete month of spot prices for ${area}`);
  const yearlyByArea = mapPriceAreas(getYearlyAverages);
  const years = yearlyByArea[area]
    .filter((y) => !y.partial)
    .slice(-CITY_HISTORY_YEARS)
    .flatMap((y): YearComparison[] => {
      const all = PRICE_AREAS.map((a) => yearlyByArea[a].find((other) => other.year === y.year && !other.partial)?.avg);
      if (all.some((value) => value === undefined)) return [];
      const nationalMean = plainMean(all as number[])!;
      return [{ year: y.year, areaAvg: y.avg, nationalMean, difference: y.avg - nationalMean }];
    });
  return {
    area,
    areaName: PRICE_AREA_NAMES[area],
    latest: { month: latest.month, label: formatMonthYear(latest.month), oreExVat: latest.avg, oreInclVat: withVat(latest.avg) },
    months: complete.slice(-CITY_CHART_MONTHS),
    years,
  };
});

/** The cost block: the cheapest offers of the city's area with its own energy tax. */
export function getCityCosts(city: City): CityCosts {
  const offers = getOffersForArea(city.priceArea);
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const energyTax = energyTaxRate(city.code);
  return {
    levels: cityCostLevels(offers, energyTax.oreInclVat).map((level) => ({
      ...level,
      offers: level.offers.map((offer) => {
        const href = providerPath(offer.providerSlug);
        const source = byId.get(offer.id);
        if (!source) throw new Error(`Offer ${offer.id} is not in the catalogue of ${city.priceArea}`);
        return {
          ...offer,
          providerHref: isLiveRoute(href) ? href : null,
          sourceName: source.sourceName,
          checkedLabel: checkedDateLabel(source.checkedDate),
        };
      }),
    })),
    energyTax,
    fullEnergyTax: energyTaxRate(),
    spotMonthLabel: getSpotBasis(city.priceArea).monthLabel,
    hasFixedPrices: offers.some((offer) => offer.contractType === 'fast'),
  };
}

export interface CompareLinks {
  postcode: string;
  variableHref: string;
  /** Null while no fixed-price offer serves the area, so nobody is sent to an empty list. */
  fixedHref: string | null;
  /**
   * Why there is no fixed link: the catalogue has no fixed-price offer at all ('none'), or none in
   * this area ('none-in-area'); null when there is a link.
   */
  noFixed: 'none' | 'none-in-area' | null;
}

/** /jamfor with the municipality's real postcode (decisions.md), variable and, when there are any, fixed. */
export function compareLinks(postcode: string, area: PriceArea): CompareLinks {
  const inArea = hasFixedOffers(area);
  return {
    postcode,
    variableHref: `/jamfor?postalCode=${postcode}`,
    fixedHref: inArea ? `/jamfor?postalCode=${postcode}&type=fast` : null,
    noFixed: inArea ? null : hasFixedOffers() ? 'none-in-area' : 'none',
  };
}

export function cityMeta(city: City, spot: CitySpot): CityPage['meta'] {
  return {
    title: `Elpris i ${city.name} – elområde ${city.priceArea} och elavtal`,
    description: `Elpriset i ${city.name} (${city.county}, elområde ${city.priceArea}): spotpris ${spot.latest.label}, vad el kostar med de billigaste avtalen och fakta om kommunen från SCB.`,
    keywords: [`elpris ${city.name}`, `elavtal ${city.name}`, `elområde ${city.name}`, `el ${city.name}`, `elområde ${city.priceArea}`],
  };
}

/** Everything /stader/{slug} shows, computed once per slug (page and metadata share it); undefined for an unknown slug. */
export const getCityPage: (slug: string) => CityPage | undefined = lazyByKey((slug: string) => {
  const city = getCity(slug);
  return city ? buildCityPage(city) : undefined;
});

function buildCityPage(city: City): CityPage {
  const slug = city.slug;
  const spot = getCitySpot(city.priceArea);
  const costs = getCityCosts(city);
  const copy = getCitiesCopy();
  return {
    city,
    copy: getCityCopy(slug),
    areaReason: getPriceAreaReason(city),
    spot,
    costs,
    climateText: copy.city.climateZones[city.climateZone],
    climateNote: copy.city.climateNote,
    faq: cityFaq({
      name: city.name,
      area: city.priceArea,
      areaName: spot.areaName,
      latestMonthLabel: spot.latest.label,
      latestMonthOre: spot.latest.oreExVat,
      costLevels: costs.levels.filter((level) => level.annualKwh !== 5000),
      costBasisLabel: costs.spotMonthLabel,
      energyTax: costs.energyTax,
      fullEnergyTax: costs.fullEnergyTax,
      years: spot.years,
      comparePostcode: city.comparePostcode,
    }),
    compare: compareLinks(city.comparePostcode, city.priceArea),
    nearest: getNearestCities(city),
    historyHref: areaHistoryPath(city.priceArea),
    meta: cityMeta(city, spot),
  };
}
