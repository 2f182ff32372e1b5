import { CITY_SEARCH_INDEX_PATH, POSTCODE_MUNICIPALITY_INDEX_PATH } from '@/lib/cities/paths';
import {
  isCitySearchIndex,
  isPostcodeIndex,
  municipalityForPostcode,
  type CitySearchIndex,
  type MunicipalityHit,
  type PostcodeIndex,
} from '@/lib/cities/search';
import {
  isPostcodeAreaLookup,
  isValidPostalCode,
  normalizePostalCode,
  priceAreaByPrefixRule,
  priceAreaForPostalCode,
  type PostcodeAreaLookup,
} from '@/lib/domain/postal-code';
import { isPostalCodeSet, postalCodeSetHas, type PostalCodeSet } from '@/lib/domain/postal-code-set';
import type { PriceArea } from '@/lib/domain/price-area';
import { guarded, memoisedJson, type FetchImpl } from '@/lib/memoised-json';

/**
 * Browser side of the postcode → price-area lookup. decisions.md ("Spot prices"): the lookup is
 * fetched only when a search runs, never bundled into a page; it is served as a static file by
 * app/data/postnummer-elomraden.json/route.ts, and the set of codes the table holds by
 * app/data/postnummer.json/route.ts.
 */

export const POSTCODE_AREAS_URL = '/data/postnummer-elomraden.json';
export const POSTAL_CODE_SET_URL = '/data/postnummer.json';

export const loadPostcodeAreaLookup = memoisedJson<PostcodeAreaLookup>(POSTCODE_AREAS_URL, guarded(isPostcodeAreaLookup), 'a postcode lookup');
export const loadPostalCodeSet = memoisedJson<PostalCodeSet>(POSTAL_CODE_SET_URL, guarded(isPostalCodeSet), 'a postal code set');

/**
 * The price area of what the user typed: null when it is not a valid postal code. Uses the
 * dataset lookup; if that cannot be loaded, the spec's prefix rule answers instead (the user
 * can still change the area on the results page).
 */
export async function lookupPriceArea(postalCode: string, fetchImpl?: FetchImpl): Promise<PriceArea | null> {
  if (!isValidPostalCode(postalCode)) return null;
  try {
    return priceAreaForPostalCode(postalCode, await loadPostcodeAreaLookup(fetchImpl));
  } catch {
    return priceAreaByPrefixRule(postalCode);
  }
}

export interface PostalCodeArea {
  area: PriceArea;
  /**
   * True when the code is in the site's postcode table, so the area follows from its
   * municipality. False when it is not (or the table could not be loaded): the area is then only
   * assumed from the code's first digits, and the page says so.
   */
  inTable: boolean;
}

/** The area of a typed postal code and whether our table knows the code; null when it is invalid. */
export async function lookupPostalCodeArea(postalCode: string, fetchImpl?: FetchImpl): Promise<PostalCodeArea | null> {
  if (!isValidPostalCode(postalCode)) return null;
  const [area, set] = await Promise.all([
    lookupPriceArea(postalCode, fetchImpl),
    loadPostalCodeSet(fetchImpl).catch(() => null),
  ]);
  if (!area) return null;
  return { area, inTable: set !== null && postalCodeSetHas(set, normalizePostalCode(postalCode)) };
}

const loadPostcodeMunicipalities = memoisedJson<PostcodeIndex>(POSTCODE_MUNICIPALITY_INDEX_PATH, guarded(isPostcodeIndex), 'a postcode index');
const loadCitySearchIndex = memoisedJson<CitySearchIndex>(CITY_SEARCH_INDEX_PATH, guarded(isCitySearchIndex), 'a city search index');

/**
 * The municipality of a postal code in the site's postcode table (the files /stader's filter
 * uses, fetched on first use): name and slug, or null when the code is invalid or not in the
 * table. Rejects when the files cannot be loaded, so the caller can say so.
 */
export async function lookupMunicipality(postalCode: string, fetchImpl?: FetchImpl): Promise<MunicipalityHit | null> {
  if (!isValidPostalCode(postalCode)) return null;
  const [postcodes, index] = await Promise.all([loadPostcodeMunicipalities(fetchImpl), loadCitySearchIndex(fetchImpl)]);
  return municipalityForPostcode(index, postcodes, normalizePostalCode(postalCode)) ?? null;
}
