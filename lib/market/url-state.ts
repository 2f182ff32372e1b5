import { MARKET_URL_PARAMS } from '@/lib/paths';
import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { DEFAULT_SORT, NO_FILTERS, SORT_KEYS, type CompareFilters, type SortKey } from '@/lib/market/compare';
import { DEFAULT_ANNUAL_KWH, clampAnnualKwh } from '@/lib/market/consumption';
import { FIXED_LENGTHS, ORIGIN_FILTERS, TYPE_GROUPS, type FixedLength, type OriginFilter, type TypeGroup } from '@/lib/market/offer';

/**
 * /jamfor's address: what the page shows, shareable and read back. Every value that does not
 * exist falls back to its default without an error; nothing read here is
 * ever echoed unchecked except the postcode and the search text, which the page shows as text.
 *
 *   ?postalCode=11122&area=SE4&type=fast&length=12&braMiljoval=1&origin=fornybart&q=tibber
 *    &sort=jamforpris&annualKwh=20000&pages=2
 *
 * Read too, so older links keep working: `elomrade` (the area's earlier name), `kwh` (kWh per
 * month, the old slider) and `type=miljo` (the old 'Endast miljöel', which meant renewable origin).
 */

export { MARKET_URL_PARAMS };

const LEGACY_AREA = 'elomrade';
const LEGACY_MONTHLY_KWH = 'kwh';
const LEGACY_GREEN_TYPE = 'miljo';

/** Longest search text and postcode kept from an address. */
export const MAX_QUERY_LENGTH = 60;
const MAX_POSTAL_CODE_LENGTH = 20;
/** 'Visa fler' pages kept from an address (50 × 20 covers the largest area). */
export const MAX_PAGES = 50;

export interface MarketUrlState {
  /** Raw `postalCode` ('' when present but empty), null when absent; the page validates it. */
  postalCode: string | null;
  area: PriceArea | null;
  filters: CompareFilters;
  sort: SortKey;
  /** kWh per year, in the slider's range. */
  annualKwh: number;
  /** How many pages of 20 are shown. */
  pages: number;
}

export const DEFAULT_MARKET_URL_STATE: MarketUrlState = {
  postalCode: null,
  area: null,
  filters: NO_FILTERS,
  sort: DEFAULT_SORT,
  annualKwh: DEFAULT_ANNUAL_KWH,
  pages: 1,
};

/** What Next.js hands a page (`searchParams`), a query string, or URLSearchParams. */
export type SearchInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function toParams(input: SearchInput): URLSearchParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') params.append(key, value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') params.append(key, item);
  }
  return params;
}

/** Lone UTF-16 surrogates: an address turns them into U+FFFD, so they never survive a round. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Printable text only, trimmed and cut to at most `max` UTF-16 units, never inside a pair. A
 * control character is left out, or with `showControls` shown as U+FFFD '�', so a value that
 * carried one is kept as typed, visibly, and fails its check instead of passing once stripped
 * ('11122%00' is not the postcode 111 22).
 */
function cleanText(value: string, max: number, showControls = false): string {
  const printable = value
    .replace(CONTROL, showControls ? '\uFFFD' : '')
    .replace(LONE_SURROGATE, '')
    .trim();
  // At most `max` UTF-16 units (what an input's maxLength counts), cut between characters: a
  // surrogate pair is kept whole or left out, never halved.
  let kept = '';
  for (const char of printable) {
    if (kept.length + char.length > max) break;
    kept += char;
  }
  return kept.trim();
}

function pick<T extends string | number>(allowed: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  const value = raw.trim().toLowerCase();
  return allowed.find((option) => String(option) === value) ?? null;
}

function plainNumber(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,9}(?:[.,]\d+)?\s*$/.test(raw)) return null;
  return Number(raw.trim().replace(',', '.'));
}

/** Reads the address; never throws, and every field is valid whatever came in. */
export function parseMarketUrl(input: SearchInput): MarketUrlState {
  const params = toParams(input);
  const rawType = params.get(MARKET_URL_PARAMS.type)?.trim().toLowerCase() ?? null;
  const group: TypeGroup | null = pick(TYPE_GROUPS, rawType);
  const lengthValue = plainNumber(params.get(MARKET_URL_PARAMS.length));
  const fixedLength: FixedLength | null = group === 'fast' ? (FIXED_LENGTHS.find((months) => months === lengthValue) ?? null) : null;
  const origin: OriginFilter | null = pick(ORIGIN_FILTERS, params.get(MARKET_URL_PARAMS.origin)) ?? (rawType === LEGACY_GREEN_TYPE ? 'fornybart' : null);
  const bra = params.get(MARKET_URL_PARAMS.braMiljoval)?.trim().toLowerCase();
  const area = (params.get(MARKET_URL_PARAMS.area) ?? params.get(LEGACY_AREA))?.trim().toUpperCase();
  const annual = plainNumber(params.get(MARKET_URL_PARAMS.annualKwh));
  const monthly = plainNumber(params.get(LEGACY_MONTHLY_KWH));
  const pages = plainNumber(params.get(MARKET_URL_PARAMS.pages));
  const postalCode = params.get(MARKET_URL_PARAMS.postalCode);
  return {
    postalCode: postalCode === null ? null : cleanText(postalCode, MAX_POSTAL_CODE_LENGTH, true),
    area: isPriceArea(area) ? area : null,
    filters: {
      group,
      fixedLength,
      braMiljoval: bra === '1' || bra === 'true' || bra === 'ja',
      origin,
      query: cleanText(params.get(MARKET_URL_PARAMS.query) ?? '', MAX_QUERY_LENGTH),
    },
    sort: pick(SORT_KEYS, params.get(MARKET_URL_PARAMS.sort)) ?? DEFAULT_SORT,
    annualKwh: annual !== null ? clampAnnualKwh(annual) : monthly !== null ? clampAnnualKwh(monthly * 12) : DEFAULT_ANNUAL_KWH,
    pages: pages === null ? 1 : Math.min(MAX_PAGES, Math.max(1, Math.floor(pages))),
  };
}

/**
 * The query string that reproduces the state, defaults left out ('' when everything is default);
 * parseMarketUrl(marketUrlQuery(state)) gives the state back.
 */
export function marketUrlQuery(state: MarketUrlState): string {
  const params = new URLSearchParams();
  const { filters } = state;
  if (state.postalCode !== null) params.set(MARKET_URL_PARAMS.postalCode, state.postalCode);
  if (state.area !== null) params.set(MARKET_URL_PARAMS.area, state.area);
  if (filters.group !== null) params.set(MARKET_URL_PARAMS.type, filters.group);
  if (filters.group === 'fast' && filters.fixedLength !== null) params.set(MARKET_URL_PARAMS.length, String(filters.fixedLength));
  if (filters.braMiljoval) params.set(MARKET_URL_PARAMS.braMiljoval, '1');
  if (filters.origin !== null) params.set(MARKET_URL_PARAMS.origin, filters.origin);
  if (filters.query !== '') params.set(MARKET_URL_PARAMS.query, filters.query);
  if (state.sort !== DEFAULT_SORT) params.set(MARKET_URL_PARAMS.sort, state.sort);
  if (state.annualKwh !== DEFAULT_ANNUAL_KWH) params.set(MARKET_URL_PARAMS.annualKwh, String(state.annualKwh));
  if (state.pages !== 1) params.set(MARKET_URL_PARAMS.pages, String(state.pages));
  const query = params.toString();
  return query ? `?${query}` : '';
}
