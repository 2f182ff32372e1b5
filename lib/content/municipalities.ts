import 'server-only';

import municipalitiesJson from '@/content/data/municipalities.json';
import postcodeAreasJson from '@/content/data/postcode-areas.json';
import postcodesJson from '@/content/data/postcodes.json';
import { normalizePostalCode } from '@/lib/postcode/code';

import { lazy, lazyContent } from './load';
import {
  municipalityListSchema,
  postcodeAreaLookupSchema,
  postcodesByMunicipalitySchema,
  type Municipality,
  type PostcodeAreaLookup,
} from './municipality-schemas';

export type { Municipality, PostcodeAreaLookup } from './municipality-schemas';

/**
 * The content boundary for municipalities, price areas and postal codes: pages and other lib
 * modules ask here and never read content/data/ themselves. Each file is parsed with zod once,
 * on first use, so a malformed file fails the build. Server side only: the postcode table is
 * about 90 kB; the browser gets the compact lookup through /data/postnummer-elomraden.json.
 */

/** All 290 municipalities, ordered by SCB code. */
export const getAllMunicipalities: () => readonly Municipality[] = lazyContent(
  'content/data/municipalities.json',
  municipalityListSchema,
  () => municipalitiesJson,
);

const getPostcodesFile = lazyContent('content/data/postcodes.json', postcodesByMunicipalitySchema, () => postcodesJson);

/** The compact postcode → price-area lookup (docs/rules/postcodes-and-areas.md), as served to the browser. */
export const getPostcodeAreaLookup: () => PostcodeAreaLookup = lazyContent(
  'content/data/postcode-areas.json',
  postcodeAreaLookupSchema,
  () => postcodeAreasJson,
);

const bySlug = lazy(() => new Map(getAllMunicipalities().map((m) => [m.slug, m])));
const byCode = lazy(() => new Map(getAllMunicipalities().map((m) => [m.code, m])));
const postalCodeIndex = lazy(
  (): ReadonlyMap<string, readonly string[]> => new Map(Object.entries(getPostcodesFile()).map(([code, list]) => [code, Object.freeze(list.split(' '))])),
);
const municipalityCodeByPostalCode = lazy(() => {
  const index = new Map<string, string>();
  for (const [municipalityCode, codes] of postalCodeIndex()) {
    for (const code of codes) index.set(code, municipalityCode);
  }
  return index;
});

/** The municipality at /stader/{slug}, or undefined. */
export function getMunicipality(slug: string): Municipality | undefined {
  return bySlug().get(slug);
}

/** By SCB code ('0180'), or undefined. */
export function getMunicipalityByCode(code: string): Municipality | undefined {
  return byCode().get(code);
}

/** The municipality's postal codes in the dataset, ascending; empty for an unknown code. */
export function getPostalCodesForMunicipality(code: string): readonly string[] {
  return postalCodeIndex().get(code) ?? [];
}

/** Every postal code in the dataset, ascending. */
export function getAllPostalCodes(): string[] {
  return [...postalCodeIndex().values()].flat().sort();
}

/** The municipality a postal code ('111 22' or '11122') belongs to in the dataset, or undefined. */
export function getMunicipalityForPostalCode(postalCode: string): Municipality | undefined {
  const municipalityCode = municipalityCodeByPostalCode().get(normalizePostalCode(postalCode));
  return municipalityCode === undefined ? undefined : getMunicipalityByCode(municipalityCode);
}
