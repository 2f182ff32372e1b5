import {
  hasSwedishStart,
  isPostcodeAreaLookup,
  isValidPostalCode,
  normalizePostalCode,
  priceAreaByPrefixRule,
  priceAreaForPostalCode,
  type PostcodeAreaLookup,
  type PostcodeResult,
} from '@/lib/postcode/code';
import { isPostalCodeSet, postalCodeSetHas, type PostalCodeSet } from '@/lib/postcode/set';
import { isPostcodeMunicipalityLookup, municipalityInLookup, type MunicipalityRef, type PostcodeMunicipalityLookup } from '@/lib/postcode/municipality';
import type { PriceArea } from '@/lib/domain/price-area';
import { memoisedJson, type FetchImpl } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';

/**
 * Browser side of the postcode lookups: the files are fetched only when a search runs, never
 * bundled into a page (docs/rules/postcodes-and-areas.md). They are served as static files by
 * app/data/postnummer-elomraden.json/route.ts (postcode → area), app/data/postnummer.json/route.ts
 * (the codes the table holds) and app/data/postnummer-kommunkod.json/route.ts (→ municipality).
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
export const loadPostalCodeSet = memoisedJson<PostalCodeSet>(
  POSTAL_CODE_SET_URL,
  versionedCheck('postnummer', isPostalCodeSet, 'prefixes'),
  'a postal code set',
);

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

/**
 * What a search for a typed postal code finds (null when it is invalid): the area from the
 * dataset lookup, or from the prefix rule when the lookup cannot be loaded; whether our table
 * holds the code (a table that cannot be loaded counts as not holding it); no area when no
 * Swedish postcode starts with the code's first two digits, so the page asks for it.
 */
export async function lookupPostalCodeArea(postalCode: string, fetchImpl?: FetchImpl): Promise<PostcodeResult | null> {
  if (!isValidPostalCode(postalCode)) return null;
  const code = normalizePostalCode(postalCode);
  const [lookup, set] = await Promise.all([loadPostcodeAreaLookup(fetchImpl).catch(() => null), loadPostalCodeSet(fetchImpl).catch(() => null)]);
  const inTable = set !== null && postalCodeSetHas(set, code);
  const detectedArea = inTable || hasSwedishStart(code, lookup) ? priceAreaForPostalCode(code, lookup) : null;
  return { postalCode: code, detectedArea, inTable };
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
