import 'server-only';

import { CITY_PRICE_AREA_REASONS } from '@/content/city-price-area-reasons';
import localitiesJson from '@/content/data/localities.json';
import factsJson from '@/content/data/municipality-facts.json';
import { COUNTY_PRICE_AREAS } from '@/content/municipality-price-areas';
import { citiesCopy } from '@/content/pages/stader';

import {
  cityAreaReasonsSchema,
  citiesCopySchema,
  localityFileSchema,
  municipalityFactsFileSchema,
  type CitiesCopy,
  type LocalityFile,
  type MunicipalityFacts,
} from './city-schemas';
import { lazyContent } from './load';
import { getAllMunicipalities } from './municipalities';

export type { CitiesCopy, MunicipalityFacts } from './city-schemas';

/**
 * The content boundary for the city pages: the facts import of the 290
 * municipalities, the postal towns, the price-area sentences of the split counties and the copy
 * of /stader. Loaders only, each file checked with zod once; what a page shows is computed from
 * them in lib/cities (the City model, the page model, the search files).
 */

const getFactsFile = lazyContent('content/data/municipality-facts.json', municipalityFactsFileSchema, () => factsJson);
const getAreaReasons = lazyContent('content/city-price-area-reasons.ts', cityAreaReasonsSchema, () => CITY_PRICE_AREA_REASONS);

/** The copy of /stader and of the city pages (content/pages/stader.ts). */
export const getCitiesCopy: () => CitiesCopy = lazyContent('content/pages/stader.ts', citiesCopySchema, () => citiesCopy);

/** Postal town → municipality code → number of its postal codes there (the postcode table). */
export const getLocalityCounts: () => LocalityFile = lazyContent('content/data/localities.json', localityFileSchema, () => localitiesJson);

/** Where each figure comes from, as the pages print it. */
export const CITY_SOURCES = {
  population: 'Befolkning 31 december 2024, SCB',
  landArea: 'Landareal 1 januari 2015. Källa: SCB, i Wikipedias sammanställning av kommunerna',
  postcodes: 'Postnummertabell, september 2024',
  taxBase: 'Skattekraft per invånare, inkomståret 2021 (taxeringsåret 2022). Källa: SCB',
  ageShares: 'Andel av befolkningen 31 december 2021. Källa: SCB',
} as const;

/** How many municipalities the facts import covers (lib/cities checks it against municipalities.json). */
export function getMunicipalityFactsCount(): number {
  return Object.keys(getFactsFile()).length;
}

/** The facts of a municipality by SCB code; fails when the import has none (the files disagree). */
export function getMunicipalityFacts(code: string): MunicipalityFacts {
  const facts = getFactsFile()[code];
  if (!facts) throw new Error(`content/data/municipality-facts.json has no entry for ${code}`);
  return facts;
}

/** Whether the municipality's county is split between price areas (content/municipality-price-areas.ts). */
export function isInSplitCounty(code: string): boolean {
  return COUNTY_PRICE_AREAS[code.slice(0, 2)]?.area === 'split';
}

/**
 * Why a municipality of a split county has its price area (one Swedish sentence); null for the
 * others. Every municipality of a split county has one and no other does, checked on first use.
 */
export function getPriceAreaReason(code: string): string | null {
  return isInSplitCounty(code) ? (checkedAreaReasons()[code] ?? null) : null;
}

let reasonsChecked = false;

function checkedAreaReasons(): Readonly<Record<string, string>> {
  const reasons = getAreaReasons();
  if (reasonsChecked) return reasons;
  const split = new Set(
    getAllMunicipalities()
      .filter((m) => isInSplitCounty(m.code))
      .map((m) => m.code),
  );
  const missing = [...split].filter((code) => !reasons[code]);
  const stray = Object.keys(reasons).filter((code) => !split.has(code));
  if (missing.length > 0 || stray.length > 0) {
    throw new Error(
      `content/city-price-area-reasons.ts does not fit the split counties: missing ${missing.join(', ') || '–'}; not in a split county ${stray.join(', ') || '–'}`,
    );
  }
  reasonsChecked = true;
  return reasons;
}
