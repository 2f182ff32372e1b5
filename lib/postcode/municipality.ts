import { isValidPostalCode, normalizePostalCode } from './code';

/**
 * Postcode → municipality as the browser gets it: the site's postcode table as runs of
 * postcodes, about 5 KiB gzip, served as /data/postnummer-kommunkod.json
 * (app/data/postnummer-kommunkod.json/route.ts) and read by lib/postcode/lookup.ts's
 * lookupMunicipality, the one browser path from a postcode to its municipality. Pure; no zod.
 */

/**
 * `m`: [SCB code, short name] per municipality, by code. `r`: flat pairs [first postcode of a run
 * (as a number), index into `m`], ascending; a run lasts until the next one starts. The runs hold
 * for the postcodes the table has (the postal code set says which); they say nothing of others.
 */
export interface PostcodeMunicipalityLookup {
  m: [code: string, name: string][];
  r: number[];
}

export interface MunicipalityRef {
  /** SCB code, '2482'. */
  code: string;
  /** Short name, 'Skellefteå'. */
  name: string;
}

/** Built on the server from the postcode table (lib/content/grid-areas.ts). */
export function buildPostcodeMunicipalityLookup(
  municipalities: readonly MunicipalityRef[],
  postcodesOf: (code: string) => readonly string[],
): PostcodeMunicipalityLookup {
  const sorted = [...municipalities].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const pairs = sorted.flatMap((m, index) => postcodesOf(m.code).map((code) => [Number(code), index] as const));
  pairs.sort((a, b) => a[0] - b[0]);
  const r: number[] = [];
  for (const [code, index] of pairs) {
    if (r.length === 0 || r[r.length - 1] !== index) r.push(code, index);
  }
  return { m: sorted.map((m) => [m.code, m.name]), r };
}

/** A hand-written guard for the fetched file (no zod in the browser). */
export function isPostcodeMunicipalityLookup(value: unknown): value is PostcodeMunicipalityLookup {
  if (typeof value !== 'object' || value === null) return false;
  const { m, r } = value as Partial<PostcodeMunicipalityLookup>;
  if (!Array.isArray(m) || !Array.isArray(r) || r.length % 2 !== 0) return false;
  const entriesOk = m.every(
    (entry) => Array.isArray(entry) && entry.length === 2 && /^\d{4}$/.test(String(entry[0])) && typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (!entriesOk) return false;
  for (let i = 0; i < r.length; i += 2) {
    const code = r[i];
    const index = r[i + 1];
    if (!Number.isInteger(code) || !Number.isInteger(index) || (index as number) < 0 || (index as number) >= m.length) return false;
    if (i > 0 && (code as number) <= (r[i - 2] as number)) return false;
  }
  return true;
}

/**
 * The municipality the table names for a postcode it holds, by binary search over the runs; null
 * when the code lies before the first run or is not a postal code. The caller checks membership.
 */
export function municipalityInLookup(lookup: PostcodeMunicipalityLookup, postalCode: string): MunicipalityRef | null {
  if (!isValidPostalCode(postalCode)) return null;
  const code = Number(normalizePostalCode(postalCode));
  let low = 0;
  let high = lookup.r.length / 2 - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((lookup.r[mid * 2] as number) <= code) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (found < 0) return null;
  const entry = lookup.m[lookup.r[found * 2 + 1] as number];
  return entry ? { code: entry[0], name: entry[1] } : null;
}
