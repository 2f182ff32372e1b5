import { VALID_POSTAL_CODE, normalizePostalCode } from './code';

/**
 * Which postal codes the site's postcode table holds, small enough for the browser (about 10 KiB
 * gzip for ~15 500 codes), so a search can say when a code is not in the table and its area is
 * only assumed from its first digits (docs/rules/postcodes-and-areas.md).
 *
 * Per 3-digit prefix, a 100-bit mask of the last two digits written as 25 hex digits: hex digit i
 * holds the suffixes 4i…4i+3, suffix s at bit s mod 4. Served as /data/postnummer.json.
 */
export type PostalCodeSet = Readonly<Record<string, string>>;

const MASK_DIGITS = 25;
const PREFIX = /^[1-9][0-9]{2}$/;
const MASK = /^[0-9a-f]{25}$/;

export function encodePostalCodeSet(codes: Iterable<string>): PostalCodeSet {
  const masks = new Map<string, number[]>();
  for (const code of codes) {
    if (!VALID_POSTAL_CODE.test(code)) throw new RangeError(`Not a normalised postal code: ${code}`);
    const prefix = code.slice(0, 3);
    const suffix = Number(code.slice(3));
    let nibbles = masks.get(prefix);
    if (!nibbles) {
      nibbles = Array.from({ length: MASK_DIGITS }, () => 0);
      masks.set(prefix, nibbles);
    }
    nibbles[Math.floor(suffix / 4)]! |= 1 << (suffix % 4);
  }
  return Object.fromEntries(
    [...masks.keys()].sort().map((prefix) => [
      prefix,
      masks
        .get(prefix)!
        .map((n) => n.toString(16))
        .join(''),
    ]),
  );
}

/** True when `input` (e.g. '111 22') is a valid postal code the table holds. */
export function postalCodeSetHas(set: PostalCodeSet, input: string): boolean {
  const code = normalizePostalCode(input);
  if (!VALID_POSTAL_CODE.test(code)) return false;
  const mask = Object.hasOwn(set, code.slice(0, 3)) ? set[code.slice(0, 3)] : undefined;
  if (mask === undefined) return false;
  const suffix = Number(code.slice(3));
  const nibble = Number.parseInt(mask.charAt(Math.floor(suffix / 4)), 16);
  return (nibble & (1 << (suffix % 4))) !== 0;
}

/** Whether a fetched value has exactly this shape (a hand-written guard: the browser has no zod). */
export function isPostalCodeSet(value: unknown): value is PostalCodeSet {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([prefix, mask]) => PREFIX.test(prefix) && typeof mask === 'string' && MASK.test(mask));
}
