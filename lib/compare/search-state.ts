import type { CompareOffer, LivePrices, OffersByArea } from '@/lib/compare/types';
import { DEFAULT_MONTHLY_KWH, clampMonthlyKwh, roundOre, sortOffersByCost } from '@/lib/domain/cost';
import {
  CONTRACT_CHOICES,
  DEFAULT_CONTRACT_CHOICE,
  filterByContractChoice,
  type ContractChoice,
} from '@/lib/domain/contract-choice';
import { isValidPostalCode, normalizePostalCode } from '@/lib/domain/postal-code-rules';
import { DEFAULT_PRICE_AREA, isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import type { RememberedInputs } from '@/lib/remembered-inputs';

/**
 * The /jamfor search as a pure reducer: what the user typed, the filters, the search result and
 * the live prices. The React island only dispatches and renders, so every rule here is testable
 * without a browser. Rules: spec sections 4, 5 and 9 with decisions.md ("Postal codes and price
 * areas", "Contracts and cost").
 */


/** Spec section 9: the search starts 500 ms after the page reads a valid `?postalCode=`. */
export const AUTO_SEARCH_DELAY_MS = 500;

/**
 * Query parameter names, all English: `postalCode` and `type` are the spec's, the others make
 * results shareable.
 */
export const URL_PARAMS = { postalCode: 'postalCode', type: 'type', kwh: 'kwh', area: 'area' } as const;

/** The area's earlier name, still read so that links shared before the rename keep working. */
export const LEGACY_AREA_PARAM = 'elomrade';

export interface SearchResult {
  /** Normalised, 5 digits. */
  postalCode: string;
  /** The area the postcode lookup gave. */
  detectedArea: PriceArea;
  /** The area shown; the user may change it (decisions.md: border postcodes). */
  area: PriceArea;
  /**
   * True when our postcode table holds the code. When false the area is only assumed from the
   * code's first digits, and the page says so (review item 17: '999 99').
   */
  inTable: boolean;
}

export interface SearchState {
  /** Exactly what is in the field, never rewritten (an invalid code stays for the user to fix). */
  input: string;
  /** True when the last attempt to search had an invalid postal code. */
  invalid: boolean;
  choice: ContractChoice;
  monthlyKwh: number;
  searching: boolean;
  result: SearchResult | null;
  /** Today's live prices per area, once fetched; they replace the static ones. */
  live: Partial<Record<PriceArea, LivePrices>>;
  /** The area listed before a search: SE3, or the one the visitor chose last time (remembered). */
  startArea: PriceArea;
}

export const initialSearchState: SearchState = {
  input: '',
  invalid: false,
  choice: DEFAULT_CONTRACT_CHOICE,
  monthlyKwh: DEFAULT_MONTHLY_KWH,
  searching: false,
  result: null,
  live: {},
  startArea: DEFAULT_PRICE_AREA,
};

export type SearchAction =
  | { type: 'input'; value: string }
  | { type: 'choice'; choice: ContractChoice }
  | { type: 'kwh'; value: number }
  | { type: 'invalid' }
  | { type: 'search-start' }
  | { type: 'search-success'; postalCode: string; area: PriceArea; inTable: boolean; areaOverride?: PriceArea | null }
  /** The search ran but nothing serves the area with this filter: results stay hidden (spec section 4). */
  | { type: 'search-empty' }
  | { type: 'search-failed' }
  | { type: 'area'; area: PriceArea }
  | { type: 'live-prices'; area: PriceArea; prices: LivePrices }
  | { type: 'clear' }
  | { type: 'from-url'; url: UrlState; startArea?: PriceArea };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      return { ...state, input: action.value };
    case 'choice':
      return { ...state, choice: action.choice };
    case 'kwh':
      return { ...state, monthlyKwh: clampMonthlyKwh(action.value) };
    case 'invalid':
      return { ...state, invalid: true, searching: false };
    case 'search-start':
      return { ...state, invalid: false, searching: true };
    case 'search-success': {
      const area = action.areaOverride ?? action.area;
      return {
        ...state,
        searching: false,
        invalid: false,
        result: { postalCode: action.postalCode, detectedArea: action.area, area, inTable: action.inTable },
      };
    }
    case 'search-empty':
    case 'search-failed':
      return { ...state, searching: false };
    case 'area':
      return state.result ? { ...state, result: { ...state.result, area: action.area } } : state;
    case 'live-prices':
      return { ...state, live: { ...state.live, [action.area]: action.prices } };
    case 'clear':
      return { ...state, input: '', invalid: false, searching: false, result: null };
    case 'from-url': {
      const { url } = action;
      return {
        ...state,
        input: url.postalCode ?? state.input,
        // A code that came in the address but cannot be searched is explained at once.
        invalid: url.postalCode !== null && url.postalCode !== '' && !isValidPostalCode(url.postalCode),
        choice: url.choice ?? state.choice,
        monthlyKwh: url.monthlyKwh ?? state.monthlyKwh,
        startArea: action.startArea ?? state.startArea,
      };
    }
  }
}

/** Validates what the user typed: the normalised code to search for, or null (show the message). */
export function postalCodeToSearch(input: string): string | null {
  return isValidPostalCode(input) ? normalizePostalCode(input) : null;
}

/** The area whose offers are on screen. */
export function shownArea(state: Pick<SearchState, 'result' | 'startArea'>): PriceArea {
  return state.result?.area ?? state.startArea;
}

/** An area's offers with today's live price and fee where a row exists. */
export function withLivePrices(offers: readonly CompareOffer[], live: LivePrices | undefined): CompareOffer[] {
  if (!live) return [...offers];
  return offers.map((offer) => {
    const row = live[offer.id];
    return row ? { ...offer, pricePerKwh: roundOre(row.pricePerKwh), monthlyFee: row.monthlyFee } : offer;
  });
}

/** The offers of `area` that pass the filter, cheapest first at the chosen consumption. */
export function offersFor(
  offersByArea: OffersByArea,
  area: PriceArea,
  state: Pick<SearchState, 'choice' | 'monthlyKwh' | 'live'>,
): CompareOffer[] {
  const priced = withLivePrices(offersByArea[area], state.live[area]);
  return sortOffersByCost(filterByContractChoice(priced, state.choice), state.monthlyKwh);
}

/** What the page lists now: the searched area's offers, or the default area's before a search. */
export function visibleOffers(offersByArea: OffersByArea, state: SearchState): CompareOffer[] {
  return offersFor(offersByArea, shownArea(state), state);
}

export interface UrlState {
  /** Raw `postalCode` value ('' when present but empty), null when absent. */
  postalCode: string | null;
  choice: ContractChoice | null;
  monthlyKwh: number | null;
  area: PriceArea | null;
}

function parseChoice(value: string | null): ContractChoice | null {
  const normalised = value?.trim().toLowerCase();
  return CONTRACT_CHOICES.find((choice) => choice === normalised) ?? null;
}

/**
 * Reads the address. `type` accepts the spec's rorligt and fast, and miljo so that a shared green
 * result opens as it was; anything unknown is ignored. `kwh` is brought into the slider's range.
 */
export function readUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const kwh = params.get(URL_PARAMS.kwh);
  const area = (params.get(URL_PARAMS.area) ?? params.get(LEGACY_AREA_PARAM))?.trim().toUpperCase();
  return {
    postalCode: params.get(URL_PARAMS.postalCode),
    choice: parseChoice(params.get(URL_PARAMS.type)),
    monthlyKwh: kwh === null || kwh.trim() === '' ? null : clampMonthlyKwh(Number(kwh)),
    area: isPriceArea(area) ? area : null,
  };
}

/**
 * Where the page starts: the address wins, and what was remembered (only with functional consent,
 * see lib/remembered-inputs.ts) fills in what the address leaves out. A remembered postcode
 * searches like one in the address, in the area chosen last time, with the contract choice made
 * last time; an area without a postcode
 * (`?area=` from the calculator's link, or remembered) is the list shown before a search.
 */
export function startingPoint(url: UrlState, remembered: RememberedInputs | null): { url: UrlState; startArea: PriceArea } {
  const useRememberedCode = url.postalCode === null && remembered?.postalCode !== undefined;
  return {
    url: {
      ...url,
      postalCode: useRememberedCode ? remembered.postalCode! : url.postalCode,
      area: useRememberedCode ? (url.area ?? remembered.area ?? null) : url.area,
      monthlyKwh: url.monthlyKwh ?? remembered?.monthlyKwh ?? null,
      // 'mixat' (remembered by the market catalogue's /jamfor) has no choice in this retired state.
      choice: url.choice ?? (remembered?.contractChoice === 'mixat' ? null : remembered?.contractChoice) ?? null,
    },
    startArea: (url.postalCode === null ? url.area : null) ?? remembered?.area ?? DEFAULT_PRICE_AREA,
  };
}

/** The postal code the address asks to search for automatically, or null. */
export function autoSearchCode(url: UrlState): string | null {
  return url.postalCode === null ? null : postalCodeToSearch(url.postalCode);
}

/**
 * The query string that reproduces what is on screen, defaults left out: the searched postal code,
 * the filter, the consumption, and the area when the user changed it from the detected one (or,
 * before a search, when the list shows another area than SE3).
 */
export function urlQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.result) params.set(URL_PARAMS.postalCode, state.result.postalCode);
  if (state.choice !== DEFAULT_CONTRACT_CHOICE) params.set(URL_PARAMS.type, state.choice);
  if (state.monthlyKwh !== DEFAULT_MONTHLY_KWH) params.set(URL_PARAMS.kwh, String(state.monthlyKwh));
  if (state.result && state.result.area !== state.result.detectedArea) params.set(URL_PARAMS.area, state.result.area);
  if (!state.result && state.startArea !== DEFAULT_PRICE_AREA) params.set(URL_PARAMS.area, state.startArea);
  const query = params.toString();
  return query ? `?${query}` : '';
}
