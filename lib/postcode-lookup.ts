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

/**
 * Browser side of the postcode → price-area lookup. decisions.md ("Spot prices"): the lookup is
 * fetched only when a search runs, never bundled into a page; it is served as a static file by
 * app/data/postnummer-elomraden.json/route.ts, and the set of codes the table holds by
 * app/data/postnummer.json/route.ts.
 */

export const POSTCODE_AREAS_URL = '/data/postnummer-elomraden.json';
export const POSTAL_CODE_SET_URL = '/data/postnummer.json';

type FetchImpl = typeof fetch;
const browserFetch: FetchImpl = (...args) => fetch(...args);

/**
 * A loader that fetches and checks one static JSON file once per page load; every caller shares
 * the same promise. A failure (network, HTTP status, malformed JSON, wrong shape) rejects and
 * clears the memo, so the next search tries again instead of being stuck with the error. Also used
 * by lib/grid/postcode-municipality.ts.
 */
export function memoisedJson<T>(url: string, guard: (value: unknown) => value is T, what: string) {
  let pending: Promise<T> | null = null;
  return (fetchImpl: FetchImpl = browserFetch): Promise<T> => {
    if (!pending) {
      const attempt = (async () => {
        const response = await fetchImpl(url);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        const body: unknown = await response.json();
        if (!guard(body)) throw new Error(`${url}: not ${what}`);
        return body;
      })();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

export const loadPostcodeAreaLookup = memoisedJson<PostcodeAreaLookup>(POSTCODE_AREAS_URL, isPostcodeAreaLookup, 'a postcode lookup');
export const loadPostalCodeSet = memoisedJson<PostalCodeSet>(POSTAL_CODE_SET_URL, isPostalCodeSet, 'a postal code set');

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
