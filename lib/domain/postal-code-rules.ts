import type { PriceArea } from './price-area';

/**
 * The zod-free half of lib/domain/postal-code.ts: validation, normalising and the seed prefix rule.
 * Client islands import this module so that checking what a user typed does not pull zod (the
 * lookup schema) into the page's JavaScript. Rules: docs/rules/postcodes-and-areas.md;
 * fallback rule: docs/rules/postcodes-and-areas.md. Nothing here throws, whatever string a user types.
 */

/** The one message shown for any postal code we cannot use (docs/rules/postcodes-and-areas.md). */
export const INVALID_POSTAL_CODE_MESSAGE = 'Ange ett giltigt svenskt postnummer (5 siffror)';

export const VALID_POSTAL_CODE = /^[1-9][0-9]{4}$/;
/**
 * Spaces a user may type or paste between the digits: the ordinary space, and the no-break and
 * narrow no-break spaces that formatted pages (ours included, see lib/format.ts) put in '111 22'.
 */
const INNER_SPACE = /[ \u00A0\u202F]/g;

/**
 * Trims, then removes the inner space if there is exactly one ('111 22' → '11122').
 * Anything else is returned trimmed and otherwise untouched, so '111  22' stays invalid.
 */
export function normalizePostalCode(input: string): string {
  const trimmed = String(input).trim();
  const spaces = trimmed.match(INNER_SPACE);
  return spaces?.length === 1 ? trimmed.replace(INNER_SPACE, '') : trimmed;
}

/** Five ASCII digits after normalising, the first one 1-9 (no Swedish code starts with 0). */
export function isValidPostalCode(input: string): boolean {
  return VALID_POSTAL_CODE.test(normalizePostalCode(input));
}

/** '11122' → '111 22', the way Swedes write it; invalid input is returned normalised. */
export function formatPostalCode(input: string): string {
  const code = normalizePostalCode(input);
  return VALID_POSTAL_CODE.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/**
 * The seed rule on the first two digits (docs/rules/postcodes-and-areas.md): 96-98 SE1; 80-94 SE2;
 * 20-29 and 34-38 SE4; everything else SE3. Only a fallback: it is wrong for Piteå (941),
 * Kalix and Luleå (95x), Tierp (815) and Kalmar (39x), which the dataset lookup gets right.
 */
export function priceAreaByPrefixRule(code: string): PriceArea {
  const prefix = Number.parseInt(normalizePostalCode(code).slice(0, 2), 10);
  if (Number.isNaN(prefix)) return 'SE3';
  if (prefix >= 96 && prefix <= 98) return 'SE1';
  if (prefix >= 80 && prefix <= 94) return 'SE2';
  if ((prefix >= 20 && prefix <= 29) || (prefix >= 34 && prefix <= 38)) return 'SE4';
  return 'SE3';
}
