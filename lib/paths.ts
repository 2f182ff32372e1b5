import type { PriceArea } from '@/lib/domain/price-area';
import type { MainFuse } from '@/lib/grid/types';
import type { TypeGroup } from '@/lib/market/offer';

/**
 * The site's page addresses and the links into its tools, built in one place. A link with a
 * query (/jamfor?postalCode=…, /kalkylator?kwh=…) is always built here, from the parameter names
 * the page itself reads (MARKET_URL_PARAMS in lib/market/url-state.ts, BILL_URL_PARAMS in
 * lib/grid/bill-url.ts), never by hand: tests/unit/lib/paths.test.ts fails on a hand-built one.
 * Pure, browser-safe and import-free (type imports only): the not-found view, on every page, reads
 * it, so it must not pull a page model into every page's JavaScript. The site map (labels,
 * sections, priorities) is lib/routes.ts.
 */

/**
 * /jamfor's address parameters (lib/market/url-state.ts reads and writes the whole state with
 * them).
 */
export const MARKET_URL_PARAMS = {
  postalCode: 'postalCode',
  area: 'area',
  type: 'type',
  length: 'length',
  braMiljoval: 'braMiljoval',
  origin: 'origin',
  query: 'q',
  sort: 'sort',
  annualKwh: 'annualKwh',
  pages: 'pages',
} as const;

/**
 * The full bill's inputs in an address: /kalkylator reads them all, /jamfor's bill section
 * `kommun`, `natbolag`, `sakring` and `topp` (lib/grid/bill-url.ts parses them).
 */
export const BILL_URL_PARAMS = {
  /** kWh per year (the calculator's unit; /jamfor's own `kwh` is per month). */
  kwh: 'kwh',
  area: 'omrade',
  /** SCB municipality code, for the energy tax and the picker's first group. */
  municipality: 'kommun',
  /** An operator's page slug, its id, or one of its tariff ids. */
  operator: 'natbolag',
  /** Main fuse in ampere: 16, 20, 25 or 35. */
  fuse: 'sakring',
  /** The visitor's own monthly peak in kW, replacing the assumed one. */
  peak: 'topp',
} as const;

export const COMPARE_PATH = '/jamfor';
export const CALCULATOR_PATH = '/kalkylator';

/** The city pages. */
export const CITIES_PATH = '/stader';
/** /stader's filter starts with the words of ?sok= (the 404 page's search box sends them). */
export const CITY_QUERY_PARAM = 'sok';

export function cityPath(slug: string): string {
  return `${CITIES_PATH}/${slug}`;
}

/** The electricity suppliers: the list and one supplier's page. */
export const PROVIDERS_PATH = '/leverantor';

export function providerPath(slug: string): string {
  return `${PROVIDERS_PATH}/${slug}`;
}

/** The grid operators: /elnat and one operator's page. */
export const ELNAT_PATH = '/elnat';

export function elnatOperatorPath(slug: string): string {
  return `${ELNAT_PATH}/${slug}`;
}

/** /elpris-historik opened on one area (components/spot-prices/history-area-selector.tsx reads the hash). */
export function areaHistoryPath(area: string): string {
  return `/elpris-historik#${area}`;
}

/** An area's landing page: /jamfor/se3. */
export function areaPagePath(area: PriceArea): string {
  return `${COMPARE_PATH}/${area.toLowerCase()}`;
}

/** What a link into /jamfor may preselect; everything left out is the page's default. */
export interface CompareLink {
  postalCode?: string;
  area?: PriceArea;
  type?: TypeGroup;
  /** kWh per year. */
  annualKwh?: number;
  /** The full bill's municipality (SCB code) and grid operator or tariff (`kommun`, `natbolag`). */
  municipalityCode?: string;
  operator?: string;
  /** A fragment, without '#'. */
  hash?: string;
}

/**
 * /jamfor with a postcode, area, contract type or consumption preselected, in the order and
 * with the names /jamfor writes into its own address (marketUrlQuery), then the full bill's.
 */
export function compareHref(link: CompareLink = {}): string {
  const query = new URLSearchParams();
  if (link.postalCode !== undefined) query.set(MARKET_URL_PARAMS.postalCode, link.postalCode);
  if (link.area) query.set(MARKET_URL_PARAMS.area, link.area);
  if (link.type) query.set(MARKET_URL_PARAMS.type, link.type);
  if (link.annualKwh !== undefined) query.set(MARKET_URL_PARAMS.annualKwh, String(link.annualKwh));
  if (link.municipalityCode) query.set(BILL_URL_PARAMS.municipality, link.municipalityCode);
  if (link.operator) query.set(BILL_URL_PARAMS.operator, link.operator);
  const search = query.toString();
  return `${COMPARE_PATH}${search ? `?${search}` : ''}${link.hash ? `#${link.hash}` : ''}`;
}

/** What a link into /kalkylator may fill in. */
export interface BillLink {
  annualKwh?: number;
  area?: PriceArea;
  municipalityCode?: string;
  operator?: string;
  fuse?: MainFuse;
  peakKw?: number;
}

/** A path with the full bill's inputs: `/kalkylator?kwh=20000&omrade=SE4&kommun=0880&natbolag=kalmar-energi-elnat&sakring=20`. */
export function billHref(path: string, link: BillLink, hash?: string): string {
  const params = new URLSearchParams();
  if (link.annualKwh !== undefined) params.set(BILL_URL_PARAMS.kwh, String(link.annualKwh));
  if (link.area) params.set(BILL_URL_PARAMS.area, link.area);
  if (link.municipalityCode) params.set(BILL_URL_PARAMS.municipality, link.municipalityCode);
  if (link.operator) params.set(BILL_URL_PARAMS.operator, link.operator);
  if (link.fuse !== undefined) params.set(BILL_URL_PARAMS.fuse, String(link.fuse));
  if (link.peakKw !== undefined) params.set(BILL_URL_PARAMS.peak, String(link.peakKw));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** /kalkylator with the full bill's inputs filled in (`?kwh=&omrade=&kommun=&natbolag=&sakring=&topp=`). */
export function calculatorHref(link: BillLink = {}, hash?: string): string {
  return billHref(CALCULATOR_PATH, link, hash);
}
