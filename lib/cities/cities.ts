import { getCitiesCopy, getMunicipalityFacts, getMunicipalityFactsCount } from '@/lib/content/cities';
import { lazy } from '@/lib/content/load';
import { getAllMunicipalities, type Municipality } from '@/lib/content/municipalities';
import { climateZoneFor, type ClimateZone } from '@/lib/domain/climate-zone';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { POPULATION_GROUPS, groupMunicipalities, populationGroup, type PopulationGroup, type PopulationGroupId } from '@/lib/domain/municipalities';
import type { PriceArea } from '@/lib/domain/price-area';
import { fillCopy } from '@/lib/fill-copy';
import { formatNumber } from '@/lib/format';

import { densityPerKm2, nearest, rankDescending } from './figures';
import { cityPath } from '@/lib/paths';

/**
 * The 290 municipalities as the city pages show them: the SCB data of
 * lib/content/municipalities.ts joined with the facts import of lib/content/cities.ts, with what
 * is computed from them (ranks among the 290, density, climate zone, population group, energy
 * tax), the /stader groups and nearest neighbours. Computed once, on first use.
 */

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
  /** Inhabitants 2024 per km² of land 2015, unrounded. */
  densityPerKm2: number;
  postcodeCount: number;
  localities: readonly { name: string; postcodes: number }[];
  /** SEK per inhabitant, inkomståret 2021. */
  taxBase: number;
  /** 1 = highest skattekraft of the 290. */
  taxBaseRank: number;
  /** 0–1, 31 December 2021, as SCB gives them. */
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
  if (getMunicipalityFactsCount() !== municipalities.length) {
    throw new Error('municipality-facts.json and municipalities.json list different municipalities');
  }
  const populationRanks = rankDescending(municipalities.map((m) => ({ key: m.code, value: m.population })));
  const taxRanks = rankDescending(municipalities.map((m) => ({ key: m.code, value: getMunicipalityFacts(m.code).taxBase })));
  const cities = municipalities.map((m): City => {
    const f = getMunicipalityFacts(m.code);
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
  return { cities: Object.freeze(cities), bySlug: new Map(cities.map((c) => [c.slug, c])) };
});

/** All 290 municipalities, by SCB code. */
export function getAllCities(): readonly City[] {
  return load().cities;
}

/** The municipality at /stader/{slug}, or undefined. */
export function getCity(slug: string): City | undefined {
  return load().bySlug.get(slug);
}

export function getCountyCount(): number {
  return new Set(getAllCities().map((c) => c.countyCode)).size;
}

/** Title, description and keywords of /stader, with the number of municipalities from the data. */
export function getCitiesIndexSeo(): { title: string; description: string; keywords: readonly string[] } {
  const { title, description, keywords } = getCitiesCopy().index;
  return { ...fillCopy({ title, description }, { count: formatNumber(getAllCities().length) }), keywords };
}

export interface CityGroup extends PopulationGroup {
  cities: readonly City[];
}

/** The /stader groups (docs/rules/cities.md), largest first; within a group by population. */
export function getCityGroups(): CityGroup[] {
  const grouped = groupMunicipalities(getAllCities());
  return POPULATION_GROUPS.map((group) => ({ ...group, cities: grouped[group.id] }));
}

/** Up to `count` municipalities of the same county, nearest by median postcode point first. */
export function getNearestCities(city: City, count = 5): City[] {
  const located = (c: City) => {
    const { lat, lon } = getMunicipalityFacts(c.code);
    return { lat, lon, key: c.code, name: c.name, city: c };
  };
  const sameCounty = getAllCities()
    .filter((c) => c.countyCode === city.countyCode)
    .map(located);
  return nearest(located(city), sameCounty, count).map((entry) => entry.city);
}
