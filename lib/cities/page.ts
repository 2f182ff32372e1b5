import { getCitiesCopy, getPriceAreaReason } from '@/lib/content/cities';
import { getCityCopy, type CityCopy } from '@/lib/content/city-copy';
import { lazyByKey } from '@/lib/content/load';
import type { FaqItem } from '@/lib/content/schemas';
import { getMonthlyAverages, getYearlyAverages } from '@/lib/content/spot-prices';
import { withVat } from '@/lib/domain/constants';
import { mapPriceAreas, PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { formatMonthYear } from '@/lib/format';

import { getCity, getNearestCities, type City } from './cities';
import { areaHasFixedOffers, getCityCosts, type CityCosts } from './costs';
import { cityFaq } from './faq';
import { plainMean } from './figures';
import { areaHistoryPath, compareHref } from '@/lib/paths';
import { inPlace } from '@/lib/cities/place';

/**
 * The page model of /stader/{slug}: everything one city page shows, computed once per slug from
 * the City model (./cities.ts), the spot prices, the market catalogue (./costs.ts) and the copy. The page and
 * its metadata share it; components only lay it out.
 */

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

export type { CityCosts };

export interface CompareLinks {
  postcode: string;
  variableHref: string;
  /** Null while the market catalogue has no fixed-price offer in the area, so nobody is sent to an empty list. */
  fixedHref: string | null;
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

/** /jamfor with the municipality's real postcode (docs/rules/cities.md), variable and, when there are any, fixed. */
export function compareLinks(postcode: string, area: PriceArea): CompareLinks {
  return {
    postcode,
    variableHref: compareHref({ postalCode: postcode }),
    fixedHref: areaHasFixedOffers(area) ? compareHref({ postalCode: postcode, type: 'fast' }) : null,
  };
}

export function cityMeta(city: City, spot: CitySpot): CityPage['meta'] {
  return {
    title: `Elpris ${inPlace(city.name)} – elområde ${city.priceArea} och elavtal`,
    description: `Elpriset ${inPlace(city.name)} (${city.county}, elområde ${city.priceArea}): spotpris ${spot.latest.label}, vad el kostar med de billigaste avtalen och fakta om kommunen från SCB.`,
    keywords: [`elpris ${city.name}`, `elavtal ${city.name}`, `elområde ${city.name}`, `el ${city.name}`, `elområde ${city.priceArea}`],
  };
}

/** Everything /stader/{slug} shows, computed once per slug (page and metadata share it); undefined for an unknown slug. */
export const getCityPage: (slug: string) => CityPage | undefined = lazyByKey((slug: string) => {
  const city = getCity(slug);
  return city ? buildCityPage(city) : undefined;
});

function buildCityPage(city: City): CityPage {
  const spot = getCitySpot(city.priceArea);
  const costs = getCityCosts(city);
  const copy = getCitiesCopy();
  return {
    city,
    copy: getCityCopy(city.slug),
    areaReason: getPriceAreaReason(city.code),
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
      costBasis: costs.spotBasisText,
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
