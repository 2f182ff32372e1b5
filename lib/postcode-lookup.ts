import {
  isPostcodeAreaLookup,
  isValidPostalCode,
  normalizePostalCode,
  priceAreaByPrefixRule,
  priceAreaForPostalCode,
  type PostcodeAreaLookup,
} from '@/lib/domain/postal-code';
import { isPostalCodeSet, postalCodeSetHas, type PostalCodeSet } from '@/lib/domain/postal-code-set';
import {
  isPostcodeMunicipalityLookup,
  municipalityInLookup,
  type MunicipalityRef,
  type PostcodeMunicipalityLookup,
} from '@/lib/domain/postcode-municipality';
import type { PriceArea } from '@/lib/domain/price-area';
import { memoisedJson, type FetchImpl } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';

/**
 * Browser side of the postcode → price-area lookup. docs/rules/postcodes-and-areas.md: the lookup is
 * fetched only when a search runs, never bundled into a page; it is served as a static file by
 * app/data/postnummer-elomraden.json/route.ts, and the set of codes the table holds by
 * app/data/postnummer.json/route.ts.
 */

export const POSTCODE_AREAS_URL = '/data/postnummer-elomraden.json';
export const POSTAL_CODE_SET_URL = '/data/postnummer.json';
/** Postcode → municipality as runs (app/data/postnummer-kommunkod.json/route.ts). */
export const POSTCODE_MUNICIPALITY_URL = '/data/postnummer-kommunkod.json';

export const loadPostcodeAreaLookup = memoisedJson<PostcodeAreaLookup>(
  POSTCODE_AREAS_URL,
  versionedCheck('postnummer-elomraden', isPostcodeAreaLookup),
  'a postcode lookup',
);
export const loadPostalCodeSet = memoisedJson<PostalCodeSet>(POSTAL_CODE_SET_URL, versionedCheck('postnummer', isPostalCodeSet, 'prefixes'), 'a postal code set');

/**
 * The price area of what the user typed: null when it is not a valid postal code. Uses the
 * dataset lookup; if that cannot be loaded, the prefix rule answers instead (the user
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

export const loadPostcodeMunicipalityLookup = memoisedJson<PostcodeMunicipalityLookup>(
  POSTCODE_MUNICIPALITY_URL,
  versionedCheck('postnummer-kommunkod', isPostcodeMunicipalityLookup),
  'a postcode → municipality lookup',
);

/**
 * The one browser path from a postcode to its municipality: the postal code set says
 * whether the site's postcode table holds the code, the runs file names its municipality (SCB
 * code and short name). Null when the code is invalid or not in the table. Rejects when a file
 * cannot be loaded, so the caller can say so. The energy tax (lib/grid/postcode-municipality.ts)
 * and /elpris-just-nu's kWh price both ask here.
 */
export async function lookupMunicipality(postalCode: string, fetchImpl?: FetchImpl): Promise<MunicipalityRef | null> {
  if (!isValidPostalCode(postalCode)) return null;
  const [set, lookup] = await Promise.all([loadPostalCodeSet(fetchImpl), loadPostcodeMunicipalityLookup(fetchImpl)]);
  return postalCodeSetHas(set, postalCode) ? municipalityInLookup(lookup, postalCode) : null;
}

/** The municipality of an SCB code from the same file (a link's `?kommun=`); null for a code it does not name. */
export async function municipalityByCode(code: string, fetchImpl?: FetchImpl): Promise<MunicipalityRef | null> {
  const lookup = await loadPostcodeMunicipalityLookup(fetchImpl);
  const entry = lookup.m.find(([entryCode]) => entryCode === code);
  return entry ? { code: entry[0], name: entry[1] } : null;
}
