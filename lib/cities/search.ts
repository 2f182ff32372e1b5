import { typoDistance } from '@/lib/typo-match';
import { compareSwedish } from '@/lib/collate';

/**
 * Finding a municipality from what a person types or puts in an address: the /stader filter and
 * the not-found page's /stader/{x} handling. Browser-safe (no zod, no content): the data arrives
 * as the static JSON files lib/content/cities.ts builds (CitySearchIndex, PostcodeIndex).
 */

/** Municipality: [name, slug, county]. */
export type IndexedMunicipality = [name: string, slug: string, county: string];
/**
 * Postal town: [name, ...indices into `m`]. One index is the municipality it belongs to (or that
 * holds more than half of its postal codes); several mean no municipality holds a majority, most
 * codes first.
 */
export type IndexedLocality = [name: string, ...municipalities: number[]];

/** The four areas' latest complete month, for the fallback city page. */
export interface IndexedArea {
  area: string;
  name: string;
  /** 'mars 2026'. */
  monthLabel: string;
  /** öre/kWh excl. VAT. */
  oreExVat: number;
  historyHref: string;
}

export interface CitySearchIndex {
  m: IndexedMunicipality[];
  o: IndexedLocality[];
  /** Only what the fallback city page needs besides the lists: area prices and its copy. */
  fallback: { areas: IndexedArea[]; lead: string; postcodeLabel: string; postcodeButton: string; filterLabel: string; filterPlaceholder: string };
}

/** A light shape check of the fetched search file (no zod in the browser). */
export function isCitySearchIndex(value: unknown): value is CitySearchIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<CitySearchIndex>;
  return Array.isArray(index.m) && Array.isArray(index.o) && typeof index.fallback === 'object' && index.fallback !== null;
}

/** 3-digit prefix → [index into CitySearchIndex.m, the codes' last two digits concatenated]. */
export type PostcodeIndex = Record<string, [municipality: number, suffixes: string][]>;

/** A light shape check of the fetched postcode file: an object of prefixes (no zod in the browser). */
export function isPostcodeIndex(value: unknown): value is PostcodeIndex {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longer input is cut before it is processed (a 300-character address is not a place name). */
export const MAX_INPUT_LENGTH = 100;

/** decodeURIComponent that never throws ('%E0%A4%A' stays as it is). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Lower case without diacritics: 'Malung-Sälen' → 'malung-salen', 'Åre' → 'are', 'Café' → 'cafe'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The slug a person most likely meant: decoded, lower case, å/ä → a, ö → o, é → e, anything else
 * that is not a-z or 0-9 becomes one hyphen. '/stader/Malmö' → 'malmo', '%3Cscript%3E' → 'script'.
 */
export function slugFromInput(raw: string): string {
  return foldText(safeDecode(raw.slice(0, MAX_INPUT_LENGTH * 3)).slice(0, MAX_INPUT_LENGTH))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Words for matching: 'Upplands-Bro' → 'upplands bro'. */
export function searchKey(text: string): string {
  return foldText(text.slice(0, MAX_INPUT_LENGTH))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A place name to show for an address segment we have no page for: decoded, letters, digits,
 * spaces and hyphens only, each word capitalised ('ny-ort' → 'Ny Ort', 'åsby' → 'Åsby').
 * Empty when nothing readable is left.
 */
export function displayNameFromInput(raw: string): string {
  return safeDecode(raw.slice(0, MAX_INPUT_LENGTH * 3))
    .replace(/[-_+]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('sv-SE') + word.slice(1).toLocaleLowerCase('sv-SE'))
    .join(' ');
}

/** 0 exact, 1 the name starts with the query, 2 a later word does, null no match. */
function matchRank(name: string, key: string): 0 | 1 | 2 | null {
  const nameKey = searchKey(name);
  if (nameKey === key) return 0;
  if (nameKey.startsWith(key)) return 1;
  return ` ${nameKey}`.includes(` ${key}`) ? 2 : null;
}

function byRank<T>(items: readonly { item: T; rank: number; name: string }[]): T[] {
  return [...items].sort((a, b) => a.rank - b.rank || compareSwedish(a.name, b.name)).map(({ item }) => item);
}

export interface MunicipalityHit {
  name: string;
  slug: string;
  county: string;
}

export interface LocalityHit {
  name: string;
  municipalities: MunicipalityHit[];
}

export interface CitySearchResult {
  municipalities: MunicipalityHit[];
  localities: LocalityHit[];
  /** Set when no name starts with the query and these are the names a typo or two away. */
  typos?: true;
}

function municipalityAt(index: CitySearchIndex, i: number): MunicipalityHit | undefined {
  const entry = index.m[i];
  return entry ? { name: entry[0], slug: entry[1], county: entry[2] } : undefined;
}

function localityHit(index: CitySearchIndex, entry: IndexedLocality): LocalityHit {
  const [name, ...targets] = entry;
  return { name, municipalities: targets.flatMap((i) => municipalityAt(index, i) ?? []) };
}

/** Rank by edits, after every exact and prefix rank: 3 + distance, null when too far. */
function typoRank(name: string, key: string): number | null {
  const nameKey = searchKey(name);
  const distance = typoDistance(key, [nameKey, ...nameKey.split(' ')]);
  return Number.isFinite(distance) ? 3 + distance : null;
}

/**
 * Municipalities and postal towns whose name, or a word of it, starts with the query ('sal' →
 * Sala, Salem, Malung-Sälen; 'sälen' → the postal town Sälen in Malung-Sälen). A postal town that
 * only repeats its own municipality's name is left out. When nothing starts with the query, names
 * one or two typos away do (lib/typo-match.ts: 'Upsala' → Uppsala, 'Kirna' → Kiruna), fewest first.
 */
export function searchCities(index: CitySearchIndex, query: string, limit = 10): CitySearchResult {
  const key = searchKey(query);
  if (!key) return { municipalities: [], localities: [] };
  const exact = searchCitiesBy(index, (name) => matchRank(name, key), limit);
  if (exact.municipalities.length > 0 || exact.localities.length > 0) return exact;
  const close = searchCitiesBy(index, (name) => typoRank(name, key), limit);
  return close.municipalities.length > 0 || close.localities.length > 0 ? { ...close, typos: true } : close;
}

function searchCitiesBy(index: CitySearchIndex, rankOf: (name: string) => number | null, limit: number): CitySearchResult {
  const municipalities = byRank(
    index.m.flatMap((entry, i) => {
      const rank = rankOf(entry[0]);
      return rank === null ? [] : [{ item: municipalityAt(index, i)!, rank, name: entry[0] }];
    }),
  ).slice(0, limit);
  const localities = byRank(
    index.o.flatMap((entry) => {
      const rank = rankOf(entry[0]);
      if (rank === null) return [];
      const hit = localityHit(index, entry);
      const onlyRepeatsMunicipality = hit.municipalities.length === 1 && searchKey(hit.municipalities[0]!.name) === searchKey(hit.name);
      return onlyRepeatsMunicipality || hit.municipalities.length === 0 ? [] : [{ item: hit, rank, name: entry[0] }];
    }),
  ).slice(0, limit);
  return { municipalities, localities };
}

export type SlugResolution =
  | { kind: 'municipality'; slug: string }
  | { kind: 'locality'; name: string; slug: string }
  | { kind: 'ambiguous'; name: string; municipalities: MunicipalityHit[] }
  | { kind: 'unknown' };

/**
 * What /stader/{slug} should show when no page exists at that address: a municipality whose slug
 * it is (typed with capitals or å/ä/ö), the municipality of a postal town, a choice when a postal
 * town name belongs to several municipalities without a majority, or nothing.
 */
export function resolveCitySlug(index: CitySearchIndex, slug: string): SlugResolution {
  if (!slug) return { kind: 'unknown' };
  const municipality = index.m.find((entry) => entry[1] === slug);
  if (municipality) return { kind: 'municipality', slug: municipality[1] };
  const matches = index.o.filter((entry) => slugFromInput(entry[0]) === slug).map((entry) => localityHit(index, entry));
  const targets = new Map(matches.flatMap((hit) => hit.municipalities).map((m) => [m.slug, m]));
  const first = matches[0];
  if (!first || targets.size === 0) return { kind: 'unknown' };
  if (targets.size === 1) return { kind: 'locality', name: first.name, slug: [...targets.keys()][0]! };
  return { kind: 'ambiguous', name: first.name, municipalities: [...targets.values()] };
}

/** '780 67' or '78067' → '78067'; null unless it is five digits (first 1–9). */
export function postcodeFromInput(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[1-9]\d{4}$/.test(digits) ? digits : null;
}

/** True for input that is on its way to a postcode: 1–5 digits, one inner space allowed. */
export function looksLikePostcode(text: string): boolean {
  return /^\d{1,3}\s?\d{0,2}$/.test(text.trim()) && /\d/.test(text);
}

/** The municipality a postcode belongs to in the table, or undefined. */
export function municipalityForPostcode(index: CitySearchIndex, postcodes: PostcodeIndex, postcode: string): MunicipalityHit | undefined {
  const suffix = postcode.slice(3);
  for (const [i, suffixes] of postcodes[postcode.slice(0, 3)] ?? []) {
    for (let at = 0; at < suffixes.length; at += 2) {
      if (suffixes.slice(at, at + 2) === suffix) return municipalityAt(index, i);
    }
  }
  return undefined;
}
