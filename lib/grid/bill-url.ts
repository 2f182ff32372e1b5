import { BILL_URL_PARAMS, billHref } from '@/lib/paths';
import { DEFAULT_MAIN_FUSE, isMainFuse, type GridTariff, type MainFuse } from '@/lib/grid/types';
import { type CompactGridList, type CompactGridOperator } from '@/lib/grid/compact-list';
import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { MAX_ANNUAL_KWH } from '@/lib/domain/calculator-constants';
import { DEFAULT_ANNUAL_KWH } from '@/lib/market/consumption';

/**
 * The full bill's inputs in an address: /kalkylator reads
 * `?kwh=&omrade=&kommun=&natbolag=&sakring=&topp=`, so city and operator pages can link straight
 * to a filled-in bill. Every value is checked here; one that is missing, malformed or hostile is
 * ignored and the default used, and the page can say which it ignored. Browser-safe and pure.
 */

export type BillUrlParam = keyof typeof BILL_URL_PARAMS;

/** The default household (Ei's house without electric heating): the bill a bare link shows. */
export const DEFAULT_BILL_ANNUAL_KWH = DEFAULT_ANNUAL_KWH;
/** Above this a monthly peak is not a household's (a 63 A fuse allows about 43 kW). */
export const MAX_PEAK_KW = 100;
const MAX_VALUE_LENGTH = 120;

const TOKEN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MUNICIPALITY_CODE = /^\d{4}$/;

export interface BillUrlState {
  annualKwh: number;
  area: PriceArea | null;
  municipalityCode: string | null;
  /** A well-formed operator token; whether it names an operator is for resolveOperatorToken. */
  operator: string | null;
  fuse: MainFuse;
  peakKw: number | null;
  /** Parameters present in the address but not usable, in BILL_URL_PARAMS order (their defaults are used). */
  ignored: BillUrlParam[];
}

/** '5 000', '5000', '5000,5' → 5000 / 5000.5; anything else NaN. */
function parseNumber(raw: string): number {
  const text = raw
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The bill's inputs from an address's query (with or without '?'). `isMunicipality` checks a code
 * against the municipality list where the caller has it; without it any four digits pass.
 */
export function parseBillUrl(search: string | URLSearchParams, options: { isMunicipality?: (code: string) => boolean } = {}): BillUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: BillUrlParam[] = [];
  const read = (key: BillUrlParam): string | null => {
    const value = params.get(BILL_URL_PARAMS[key]);
    if (value === null || value.trim() === '') return null;
    if (value.length > MAX_VALUE_LENGTH) {
      ignored.push(key);
      return null;
    }
    return value;
  };
  const accept = <T>(key: BillUrlParam, raw: string | null, parse: (raw: string) => T | null): T | null => {
    if (raw === null) return null;
    const value = parse(raw);
    if (value === null && !ignored.includes(key)) ignored.push(key);
    return value;
  };

  const annualKwh = accept('kwh', read('kwh'), (raw) => {
    const n = Math.round(parseNumber(raw));
    return Number.isFinite(n) && n >= 1 && n <= MAX_ANNUAL_KWH ? n : null;
  });
  const area = accept('area', read('area'), (raw) => {
    const value = raw.trim().toUpperCase();
    return isPriceArea(value) ? value : null;
  });
  const municipalityCode = accept('municipality', read('municipality'), (raw) => {
    const code = raw.trim();
    return MUNICIPALITY_CODE.test(code) && (options.isMunicipality?.(code) ?? true) ? code : null;
  });
  const operator = accept('operator', read('operator'), (raw) => {
    const token = raw.trim().toLowerCase();
    return TOKEN.test(token) ? token : null;
  });
  const fuse = accept('fuse', read('fuse'), (raw) => {
    const n = parseNumber(raw.replace(/\s*a$/i, ''));
    return isMainFuse(n) ? n : null;
  });
  const peakKw = accept('peak', read('peak'), (raw) => {
    const n = Math.round(parseNumber(raw.replace(/\s*kw$/i, '')) * 100) / 100;
    return Number.isFinite(n) && n > 0 && n <= MAX_PEAK_KW ? n : null;
  });
  const order = Object.keys(BILL_URL_PARAMS) as BillUrlParam[];
  return {
    annualKwh: annualKwh ?? DEFAULT_BILL_ANNUAL_KWH,
    area,
    municipalityCode,
    operator,
    fuse: fuse ?? DEFAULT_MAIN_FUSE,
    peakKw,
    ignored: order.filter((key) => ignored.includes(key)),
  };
}

export { BILL_URL_PARAMS, billHref };

/** /jamfor's older name for `natbolag` (links written before `natbolag`); read, never written. */
export const LEGACY_OPERATOR_PARAM = 'elnat';

/** The parameters the full bill's section reads itself (the page reads kwh and omrade). */
const SECTION_PARAMS: readonly BillUrlParam[] = ['municipality', 'operator', 'fuse', 'peak'];

export interface BillStart {
  /** A well-formed operator token from the address (natbolag, or the older elnat), or null. */
  operator: string | null;
  /** The main fuse the address names, or null when it names none (a bad one is ignored). */
  fuse: MainFuse | null;
  municipalityCode: string | null;
  peakKw: number | null;
  /** The section's parameters present but unusable ('Vi kände inte igen …'), or null. */
  ignoredLine: string | null;
}

/**
 * What the full bill's section takes from the address on arrival: operator, fuse, municipality
 * and peak, checked by parseBillUrl; what it had to ignore is said in one Swedish line, and the
 * defaults stand (no operator, 16 A, the full energy tax, the assumed peak).
 */
export function readBillStart(search: string, options: { isMunicipality?: (code: string) => boolean } = {}): BillStart {
  const params = new URLSearchParams(search);
  const legacy = params.get(LEGACY_OPERATOR_PARAM);
  if (!params.has(BILL_URL_PARAMS.operator) && legacy !== null) params.set(BILL_URL_PARAMS.operator, legacy);
  const bill = parseBillUrl(params, options);
  const ignored = bill.ignored.filter((key) => SECTION_PARAMS.includes(key));
  const fuseGiven = params.has(BILL_URL_PARAMS.fuse) && !ignored.includes('fuse');
  return {
    operator: bill.operator,
    fuse: fuseGiven ? bill.fuse : null,
    municipalityCode: bill.municipalityCode,
    peakKw: bill.peakKw,
    ignoredLine: ignoredLine(ignored),
  };
}

export type ResolvedOperator =
  | { kind: 'none' }
  /** The token names no operator or tariff in the list: ignored, the picker's default shown. */
  | { kind: 'unknown'; token: string }
  /** tariff null: an operator without a known price list. */
  | { kind: 'chosen'; operator: CompactGridOperator; tariff: GridTariff | null };

/**
 * What `natbolag=` names: a tariff id first, then an operator's id or page slug (its first tariff,
 * in the price list's order).
 */
export function resolveOperatorToken(list: CompactGridList, token: string | null): ResolvedOperator {
  if (token === null) return { kind: 'none' };
  for (const operator of list.operators) {
    const tariff = operator.tariffs.find((t) => t.id === token);
    if (tariff) return { kind: 'chosen', operator, tariff };
  }
  const operator = list.operators.find((o) => o.id === token || o.slug === token);
  if (!operator) return { kind: 'unknown', token };
  return { kind: 'chosen', operator, tariff: operator.tariffs[0] ?? null };
}

const PARAM_NAMES: Readonly<Record<BillUrlParam, string>> = {
  kwh: 'förbrukningen',
  area: 'elområdet',
  municipality: 'kommunen',
  operator: 'elnätsbolaget',
  fuse: 'huvudsäkringen',
  peak: 'effekttoppen',
};

/** 'Vi kände inte igen huvudsäkringen och elnätsbolaget i länken och visar standardvärdena.'; null when nothing was ignored. */
export function ignoredLine(ignored: readonly BillUrlParam[]): string | null {
  if (ignored.length === 0) return null;
  const names = ignored.map((key) => PARAM_NAMES[key]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} och ${names.at(-1)}`;
  return `Vi kände inte igen ${list} i länken och visar ${ignored.length === 1 ? 'standardvärdet' : 'standardvärdena'} i stället.`;
}
