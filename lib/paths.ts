import type { PriceArea } from '@/lib/domain/price-area';
import { BILL_URL_PARAMS, billHref, type BillLink } from '@/lib/grid/bill-url';
import type { TypeGroup } from '@/lib/market/offer';
import { DEFAULT_MARKET_URL_STATE, marketUrlQuery } from '@/lib/market/url-state';

/**
 * The site's page addresses and the links into its tools, built in one place. A link with a
 * query (/jamfor?postalCode=…, /kalkylator?kwh=…) is always built here, from the parameter names
 * the page itself reads (MARKET_URL_PARAMS in lib/market/url-state.ts, BILL_URL_PARAMS in
 * lib/grid/bill-url.ts), never by hand: tests/unit/lib/paths.test.ts fails on a hand-built one.
 * Pure and browser-safe. The site map (labels, sections, priorities) is lib/routes.ts.
 */

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
  const query = new URLSearchParams(
    marketUrlQuery({
      ...DEFAULT_MARKET_URL_STATE,
      postalCode: link.postalCode ?? null,
      area: link.area ?? null,
      filters: { ...DEFAULT_MARKET_URL_STATE.filters, group: link.type ?? null },
      annualKwh: link.annualKwh ?? DEFAULT_MARKET_URL_STATE.annualKwh,
    }),
  );
  if (link.municipalityCode) query.set(BILL_URL_PARAMS.municipality, link.municipalityCode);
  if (link.operator) query.set(BILL_URL_PARAMS.operator, link.operator);
  const search = query.toString();
  return `${COMPARE_PATH}${search ? `?${search}` : ''}${link.hash ? `#${link.hash}` : ''}`;
}

/** /kalkylator with the full bill's inputs filled in (`?kwh=&omrade=&kommun=&natbolag=&sakring=&topp=`). */
export function calculatorHref(link: BillLink = {}, hash?: string): string {
  return billHref(CALCULATOR_PATH, link, hash);
}
