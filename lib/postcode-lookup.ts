import {
  isPostcodeAreaLookup,
  isValidPostalCode,
  priceAreaByPrefixRule,
  priceAreaForPostalCode,
  type PostcodeAreaLookup,
} from '@/lib/domain/postal-code';
import type { PriceArea } from '@/lib/domain/price-area';

/**
 * Browser side of the postcode → price-area lookup. decisions.md ("Spot prices"): the lookup is
 * fetched only when a search runs, never bundled into a page; it is served as a static file by
 * app/data/postnummer-elomraden.json/route.ts.
 */

export const POSTCODE_AREAS_URL = '/data/postnummer-elomraden.json';

let pending: Promise<PostcodeAreaLookup> | null = null;

/**
 * Fetches and validates the lookup once per page load; every caller shares the same promise.
 * A failure (network, HTTP status, malformed JSON) rejects and clears the memo, so the next
 * search tries again instead of being stuck with the error.
 */
export function loadPostcodeAreaLookup(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<PostcodeAreaLookup> {
  if (!pending) {
    const attempt = (async () => {
      const response = await fetchImpl(POSTCODE_AREAS_URL);
      if (!response.ok) throw new Error(`${POSTCODE_AREAS_URL}: HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isPostcodeAreaLookup(body)) throw new Error(`${POSTCODE_AREAS_URL}: not a postcode lookup`);
      return body;
    })();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/**
 * The price area of what the user typed: null when it is not a valid postal code. Uses the
 * dataset lookup; if that cannot be loaded, the spec's prefix rule answers instead (the user
 * can still change the area on the results page).
 */
export async function lookupPriceArea(
  postalCode: string,
  fetchImpl?: typeof fetch,
): Promise<PriceArea | null> {
  if (!isValidPostalCode(postalCode)) return null;
  try {
    return priceAreaForPostalCode(postalCode, await loadPostcodeAreaLookup(fetchImpl));
  } catch {
    return priceAreaByPrefixRule(postalCode);
  }
}
