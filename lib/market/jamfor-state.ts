import { isValidPostalCode, normalizePostalCode, type PostcodeResult } from '@/lib/postcode/code';
import { DEFAULT_PRICE_AREA, type PriceArea } from '@/lib/domain/price-area';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  PAGE_SIZE,
  cheapestOffer,
  compareMarket,
  pageOf,
  widenings,
  type CompareFilters,
  type MarketIndex,
  type Page,
  type RankedOffer,
  type SortKey,
  type Widening,
} from '@/lib/market/compare';
import { DEFAULT_ANNUAL_KWH, clampAnnualKwh } from '@/lib/market/consumption';
import { breakEvenSpot, breakEvens, cheapestVariable, type BreakEven } from '@/lib/market/break-even';
import { offerCost } from '@/lib/market/cost';
import { recentSpotAt, recentYearlyCostKr, type RecentSpot } from '@/lib/market/recent-basis';
import { roundKr } from '@/lib/domain/cost-arithmetic';
import { FIXED_LENGTH_LABELS, ORIGIN_FILTER_LABELS, TYPE_GROUP_LABELS, type AreaSource, type MarketOffer } from '@/lib/market/offer';
import { MARKET_URL_PARAMS, MAX_PAGES, marketUrlQuery, parseMarketUrl, type MarketUrlState } from '@/lib/market/url-state';
import { rememberedTypeFilter, type RememberedInputs } from '@/lib/remembered-inputs';

/**
 * /jamfor's island state as a pure reducer: the postcode search, the area shown, the
 * filters, the sort, the consumption and how many pages of 20 are open. The React parts only
 * dispatch and render (components/compare/), so every rule here is tested without a browser.
 * What the list shows for a state is lib/market/compare.ts over the area's file; the address is
 * lib/market/url-state.ts.
 */

/** docs/rules/site-wide.md ("No waiting for nothing"): a valid `?postalCode=` is searched 500 ms after the page has read it. */
export const AUTO_SEARCH_DELAY_MS = 500;

export interface JamforState {
  /** False until the address (and what was remembered) has been read after hydration. */
  started: boolean;
  /** Exactly what is in the postcode field, never rewritten. */
  input: string;
  /** The last attempt to search had an invalid postcode. */
  invalid: boolean;
  /** The postcode lookup could not be loaded. */
  lookupFailed: boolean;
  searching: boolean;
  result: PostcodeResult | null;
  /** The area whose offers are listed. */
  area: PriceArea;
  filters: CompareFilters;
  sort: SortKey;
  /** kWh per year, in the control's range. */
  annualKwh: number;
  /** Pages of 20 shown. */
  pages: number;
}

export const INITIAL_JAMFOR_STATE: JamforState = {
  started: false,
  input: '',
  invalid: false,
  lookupFailed: false,
  searching: false,
  result: null,
  area: DEFAULT_PRICE_AREA,
  filters: NO_FILTERS,
  sort: DEFAULT_SORT,
  annualKwh: DEFAULT_ANNUAL_KWH,
  pages: 1,
};

export type JamforAction =
  | { type: 'input'; value: string }
  | { type: 'invalid' }
  | { type: 'search-start' }
  | { type: 'search-success'; result: PostcodeResult; areaOverride?: PriceArea | null }
  | { type: 'search-failed' }
  | { type: 'area'; area: PriceArea }
  /** A change of one or more filters; the list starts again at its first page. */
  | { type: 'filters'; filters: Partial<CompareFilters> }
  | { type: 'sort'; sort: SortKey }
  | { type: 'consumption'; annualKwh: number }
  /** 'Visa fler'. */
  | { type: 'more' }
  /** 'Rensa sökning': the postcode goes, the filters stay. */
  | { type: 'clear' }
  | { type: 'start'; state: JamforState };

/** The filters after a change: a length only under 'Fast', and the search text cut like the address's. */
export function withFilters(filters: CompareFilters, change: Partial<CompareFilters>): CompareFilters {
  const next = { ...filters, ...change };
  return { ...next, fixedLength: next.group === 'fast' ? next.fixedLength : null };
}

export function jamforReducer(state: JamforState, action: JamforAction): JamforState {
  switch (action.type) {
    case 'input':
      return { ...state, input: action.value };
    case 'invalid':
      return { ...state, invalid: true, lookupFailed: false, searching: false };
    case 'search-start':
      return { ...state, invalid: false, lookupFailed: false, searching: true };
    case 'search-success':
      return {
        ...state,
        searching: false,
        invalid: false,
        lookupFailed: false,
        result: action.result,
        // A code no Swedish postcode starts with gives no area: the list stays on the one shown
        // until the visitor picks theirs (the page asks).
        area: action.areaOverride ?? action.result.detectedArea ?? state.area,
        pages: 1,
      };
    case 'search-failed':
      return { ...state, searching: false, lookupFailed: true };
    case 'area':
      return action.area === state.area ? state : { ...state, area: action.area, pages: 1 };
    case 'filters':
      return { ...state, filters: withFilters(state.filters, action.filters), pages: 1 };
    case 'sort':
      return { ...state, sort: action.sort, pages: 1 };
    case 'consumption':
      return { ...state, annualKwh: clampAnnualKwh(action.annualKwh) };
    case 'more':
      return { ...state, pages: Math.min(MAX_PAGES, state.pages + 1) };
    case 'clear':
      return { ...state, input: '', invalid: false, lookupFailed: false, searching: false, result: null };
    case 'start':
      return action.state;
  }
}

/** The normalised code to search for, or null (the field then says what a postcode looks like). */
export function postalCodeToSearch(input: string): string | null {
  return isValidPostalCode(input) ? normalizePostalCode(input) : null;
}

export interface JamforStart {
  state: JamforState;
  /** The postcode to search after AUTO_SEARCH_DELAY_MS, or null. */
  autoSearch: string | null;
  /** The area to show for that postcode instead of the one it gives (a shared link, the last visit). */
  areaOverride: PriceArea | null;
  /** The postcode came in the address (a search made elsewhere): its result is brought into view. */
  reveal: boolean;
}

/**
 * Where the page starts: the address wins, and what was remembered (only with functional consent,
 * lib/remembered-inputs.ts) fills in what the address leaves out. A remembered postcode is searched
 * like one in the address, in the area chosen last time; an area without a postcode (`?area=` from
 * an area page or the calculator, or remembered) is the list shown before a search. Values that do
 * not exist were already dropped by parseMarketUrl.
 */
export function startingPoint(search: string, remembered: RememberedInputs | null): JamforStart {
  const url = parseMarketUrl(search);
  const params = new URLSearchParams(search);
  const useRememberedCode = url.postalCode === null && remembered?.postalCode !== undefined;
  const postalCode = useRememberedCode ? remembered.postalCode! : url.postalCode;
  const hasConsumption = params.has(MARKET_URL_PARAMS.annualKwh) || params.has('kwh');
  const rememberedKwh = remembered?.annualKwh ?? (remembered?.monthlyKwh !== undefined ? remembered.monthlyKwh * 12 : undefined);
  const hasTypeFilter = params.has(MARKET_URL_PARAMS.type) || params.has(MARKET_URL_PARAMS.origin);
  const rememberedType = !hasTypeFilter && remembered?.contractChoice ? rememberedTypeFilter(remembered.contractChoice) : null;
  const startArea = (url.postalCode === null ? url.area : null) ?? remembered?.area ?? DEFAULT_PRICE_AREA;
  const state: JamforState = {
    ...INITIAL_JAMFOR_STATE,
    started: true,
    input: postalCode ?? '',
    // A code that came in the address but cannot be searched is explained at once.
    invalid: postalCode !== null && postalCode !== '' && !isValidPostalCode(postalCode),
    area: startArea,
    filters: rememberedType ? withFilters(url.filters, rememberedType) : url.filters,
    sort: url.sort,
    annualKwh: !hasConsumption && rememberedKwh !== undefined ? clampAnnualKwh(rememberedKwh) : url.annualKwh,
    pages: url.pages,
  };
  const autoSearch = postalCode === null ? null : postalCodeToSearch(postalCode);
  return {
    state,
    autoSearch,
    areaOverride: autoSearch === null ? null : useRememberedCode ? (url.area ?? remembered?.area ?? null) : url.area,
    reveal: autoSearch !== null && !useRememberedCode,
  };
}

/** The address's view of a state: the searched postcode, the area when it is not the one the page would pick. */
export function urlStateOf(state: JamforState): MarketUrlState {
  const { result, area } = state;
  return {
    postalCode: result?.postalCode ?? null,
    area: result ? (area === result.detectedArea ? null : area) : area === DEFAULT_PRICE_AREA ? null : area,
    filters: state.filters,
    sort: state.sort,
    annualKwh: state.annualKwh,
    pages: state.pages,
  };
}

/** The parameters /jamfor reads, with the older names it still accepts. */
const OWN_PARAMS: readonly string[] = [...Object.values(MARKET_URL_PARAMS), 'elomrade', 'kwh'];

/**
 * The query string for the address bar: the state's parameters first, then every parameter the
 * page does not own kept as it came (the full bill's `kommun`, `elnat`, `sakring`).
 */
export function addressQuery(currentSearch: string, state: JamforState): string {
  const params = new URLSearchParams(marketUrlQuery(urlStateOf(state)));
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!OWN_PARAMS.includes(key)) params.append(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The first page the server renders (app/jamfor/page.tsx): the default area's cheapest offers at
 * the default consumption with no filter, and how many the area has. The whole area comes from
 * its per-area file (loadAreaOffers) once the visitor asks for more than this.
 */
export interface InitialList {
  area: PriceArea;
  /** Offers in the area. */
  total: number;
  /** The first PAGE_SIZE, cheapest first at DEFAULT_ANNUAL_KWH. */
  offers: readonly MarketOffer[];
  /** The area's cheapest variable offer at DEFAULT_ANNUAL_KWH, the fixed offers' break-even counterpart. */
  variable: MarketOffer | null;
}

/** The server's first page for an area's offers. */
export function initialList(area: PriceArea, index: MarketIndex): InitialList {
  const ranked = compareMarket(index, { filters: NO_FILTERS, sort: DEFAULT_SORT, annualKwh: DEFAULT_ANNUAL_KWH });
  return {
    area,
    total: ranked.length,
    offers: pageOf(ranked, 1).shown.map(({ offer }) => offer),
    variable: cheapestVariable(index.offers, DEFAULT_ANNUAL_KWH),
  };
}

function sameFilters(a: CompareFilters, b: CompareFilters): boolean {
  return (
    a.group === b.group && a.fixedLength === b.fixedLength && a.braMiljoval === b.braMiljoval && a.origin === b.origin && a.query.trim() === b.query.trim()
  );
}

/** Whether the state asks for exactly what the server rendered, so the first page needs no file. */
export function isInitialQuery(state: JamforState, initial: Pick<InitialList, 'area'>): boolean {
  return (
    state.area === initial.area &&
    state.sort === DEFAULT_SORT &&
    state.annualKwh === DEFAULT_ANNUAL_KWH &&
    state.pages === 1 &&
    sameFilters(state.filters, NO_FILTERS)
  );
}

/** An area's file in the browser: on its way, failed, or checked and indexed (with today's prices when live). */
export type AreaLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: MarketIndex; source: AreaSource; live: boolean };

interface ViewBase {
  area: PriceArea;
  /** The consumption the costs on screen are at. */
  annualKwh: number;
  page: Page<RankedOffer>;
  /** Offers in the area, whatever the filters. */
  areaTotal: number;
  /** The cheapest offer of the list at that consumption (the full bill's supply), or null. */
  cheapest: RankedOffer | null;
  /** The break-even spot price of each fixed and mixat offer shown, against `variable`. */
  breakEven: { variable: MarketOffer | null; byId: ReadonlyMap<string, BreakEven> };
}

/** The whole area, filtered and sorted as asked; for an empty result, the ways to widen it. */
export interface FullView extends ViewBase {
  kind: 'full';
  widenings: Widening[];
  live: boolean;
}

/**
 * The server's first page: what was asked (`exact`), or, while the area's file is on its way
 * (`pending`) or could not be loaded (`failed`), the first results as they were rendered.
 */
export interface InitialView extends ViewBase {
  kind: 'initial';
  exact: boolean;
  pending: boolean;
  failed: boolean;
}

export type ListView = FullView | InitialView;

function initialBreakEven(initial: InitialList): FullView['breakEven'] {
  const byId = new Map<string, BreakEven>();
  if (initial.variable) {
    for (const offer of initial.offers) {
      const result = breakEvenSpot(offer, initial.variable, DEFAULT_ANNUAL_KWH);
      if (result) byId.set(offer.id, result);
    }
  }
  return { variable: initial.variable, byId };
}

/**
 * What the list shows for a state, the server's first page and the area's file as far as it has
 * come; with each area's last 12 months of spot (`recent`), every offer also gets its cost on that
 * second basis.
 */
export function listView(
  state: JamforState,
  initial: InitialList,
  load: AreaLoad | undefined,
  recent?: Readonly<Partial<Record<PriceArea, RecentSpot>>>,
): ListView {
  if (load?.status === 'ready') {
    const areaRecent = recent?.[state.area];
    const recentSpotOre = areaRecent ? recentSpotAt(areaRecent, state.annualKwh).ore : null;
    const query = { filters: state.filters, sort: state.sort, annualKwh: state.annualKwh, recentSpotOre };
    const ranked = compareMarket(load.index, query);
    return {
      kind: 'full',
      area: state.area,
      annualKwh: state.annualKwh,
      page: pageOf(ranked, state.pages),
      areaTotal: load.index.offers.length,
      cheapest: state.sort === 'kostnad' ? (ranked[0] ?? null) : cheapestOffer(load.index, state.annualKwh, state.filters),
      widenings: ranked.length === 0 ? widenings(load.index, state.filters) : [],
      breakEven: breakEvens(load.index.offers, state.annualKwh),
      live: load.live,
    };
  }
  const initialRecent = recent?.[initial.area];
  const initialSpot = initialRecent ? recentSpotAt(initialRecent, DEFAULT_ANNUAL_KWH).ore : null;
  const shown = initial.offers.map((offer): RankedOffer => {
    if (initialSpot === null) return { offer, cost: offerCost(offer, DEFAULT_ANNUAL_KWH) };
    const recentKr = recentYearlyCostKr(offer, DEFAULT_ANNUAL_KWH, initialSpot);
    return { offer, cost: offerCost(offer, DEFAULT_ANNUAL_KWH), recentCost: { yearlyKr: roundKr(recentKr), monthlyKr: roundKr(recentKr / 12) } };
  });
  const exact = isInitialQuery(state, initial);
  return {
    kind: 'initial',
    area: initial.area,
    annualKwh: DEFAULT_ANNUAL_KWH,
    page: { shown, total: initial.total, next: Math.min(PAGE_SIZE, initial.total - shown.length) },
    areaTotal: initial.total,
    cheapest: exact ? (shown[0] ?? null) : null,
    breakEven: initialBreakEven(initial),
    exact,
    pending: !exact && load?.status !== 'failed',
    failed: load?.status === 'failed',
  };
}

/** The active filters in words, for the line under the heading and the empty result: ['Fast pris 1 år', 'Bra miljöval', '”tibber”']. */
export function filterWords(filters: CompareFilters): string[] {
  const words: string[] = [];
  if (filters.group === 'fast' && filters.fixedLength !== null) words.push(`Fast pris ${FIXED_LENGTH_LABELS[filters.fixedLength]}`);
  else if (filters.group !== null) words.push(TYPE_GROUP_LABELS[filters.group]);
  if (filters.braMiljoval) words.push('Bra miljöval');
  if (filters.origin !== null) words.push(ORIGIN_FILTER_LABELS[filters.origin]);
  const query = filters.query.trim();
  if (query !== '') words.push(`leverantör ”${query}”`);
  return words;
}
