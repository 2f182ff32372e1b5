import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';

import { usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';
import { livePricesConfigured } from '@/lib/compare/live-config';
import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { revealResult } from '@/lib/dom/reveal-result';
import type { PostcodeResult } from '@/lib/postcode/code';
import type { CompareFilters, SortKey } from '@/lib/market/compare';
import {
  AUTO_SEARCH_DELAY_MS,
  INITIAL_JAMFOR_STATE,
  addressQuery,
  isInitialQuery,
  jamforReducer,
  listView,
  postalCodeToSearch,
  startingPoint,
  type AreaLoad,
  type InitialList,
  type JamforState,
  type ListView,
} from '@/lib/market/jamfor-state';
import type { RecentSpot } from '@/lib/market/recent-basis';
import { consumptionFromAnnual, readRememberedInputs, rememberInputs } from '@/lib/remembered-inputs';

import { loadArea } from '@/lib/market/load-area';

export interface Jamfor {
  state: JamforState;
  view: ListView;
  /** Searches what is in the postcode field; `reveal` brings the result into view once shown. */
  search(reveal?: boolean): Promise<void>;
  setInput(value: string): void;
  setArea(value: string): void;
  setFilters(filters: Partial<CompareFilters>): void;
  setSort(sort: SortKey): void;
  setConsumption(annualKwh: number): void;
  more(): void;
  clear(): void;
  /** Starts loading what a search or a filter will need (on focus of the controls). */
  warm(): void;
}

/** Where a result is brought into view: the results block and its heading (focused). */
export interface ResultRefs {
  resultRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** An area's file on its way (one object, so the memoised list is not worked out again while it is). */
const LOADING: AreaLoad = { status: 'loading' };

/** How long the consumption rests before it is remembered (a dragged slider passes many values). */
const REMEMBER_DELAY_MS = 400;

/**
 * /jamfor's island: the state (lib/market/jamfor-state.ts), the postcode lookup with its race
 * guard, the area's whole list fetched when the visitor asks for more than the server's first page
 * (or at once in a build with live prices), the address kept in step with the screen, and what is
 * remembered with functional consent. The components only render what this returns.
 */
export function useJamfor(initial: InitialList, { resultRef, headingRef }: ResultRefs, recent?: Readonly<Partial<Record<PriceArea, RecentSpot>>>): Jamfor {
  const [state, dispatch] = useReducer(jamforReducer, INITIAL_JAMFOR_STATE);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  // Areas whose file has come (checked and indexed) or failed; one still on its way is in `fetching`.
  const [loads, setLoads] = useState<Partial<Record<PriceArea, Exclude<AreaLoad, { status: 'loading' }>>>>({});
  const fetching = useRef(new Set<PriceArea>());
  const postcode = usePostcodeLookup();
  // The query the address last stood for; null until the address has been read. The address is
  // rewritten only when what is on screen changes, so a link arrives as it was sent.
  const syncedQuery = useRef<string | null>(null);
  // The consumption last remembered (or read at the start); null before the start.
  const lastKwh = useRef<number | null>(null);
  const revealPending = useRef(false);

  const loadsRef = useRef(loads);
  useEffect(() => {
    loadsRef.current = loads;
  });

  /** Fetches an area's file once (again after a failure only when asked by the visitor). */
  const request = useCallback((area: PriceArea, retry = false) => {
    if (fetching.current.has(area)) return;
    const known = loadsRef.current[area];
    if (known && (known.status === 'ready' || !retry)) return;
    fetching.current.add(area);
    loadArea(area)
      .then(
        (ready) => setLoads((current) => ({ ...current, [area]: { status: 'ready', ...ready } })),
        (error: unknown) => {
          console.warn(`Elavtalen för ${area} kunde inte hämtas:`, error instanceof Error ? error.message : error);
          setLoads((current) => ({ ...current, [area]: { status: 'failed' } }));
        },
      )
      .finally(() => fetching.current.delete(area));
  }, []);

  // The area's file is needed as soon as the screen asks for more than the server's first page
  // (in a build with live prices at once, for today's prices).
  const needed = state.started && (livePricesConfigured() || !isInitialQuery(state, initial));
  useEffect(() => {
    if (needed) request(state.area);
  }, [needed, state.area, request]);
  const load: AreaLoad | undefined = loads[state.area] ?? (needed ? LOADING : undefined);

  const search = useCallback(
    async (reveal = false, areaOverride: PriceArea | null = null) => {
      const code = postalCodeToSearch(stateRef.current.input);
      if (!code) {
        postcode.cancel();
        dispatch({ type: 'invalid' });
        return;
      }
      dispatch({ type: 'search-start' });
      const found = await postcode.lookup(code);
      if (found.status === 'stale') return;
      if (found.status !== 'found') {
        dispatch({ type: 'search-failed' });
        return;
      }
      const result: PostcodeResult = { postalCode: found.postalCode, detectedArea: found.detectedArea, inTable: found.inTable };
      const area = areaOverride ?? result.detectedArea ?? stateRef.current.area;
      // The list of the area is fetched with the lookup's answer, so the result shows it whole.
      request(area);
      dispatch({ type: 'search-success', result, areaOverride });
      revealPending.current = reveal;
      rememberInputs({ postalCode: code, area });
    },
    [postcode, request],
  );

  useEffect(() => {
    if (!revealPending.current || !state.result || state.searching) return;
    revealPending.current = false;
    revealResult(resultRef.current, headingRef.current);
  }, [state.result, state.searching, resultRef, headingRef]);

  // Keep the address in step with the screen (declared before the start, so on mount it does nothing).
  useEffect(() => {
    if (syncedQuery.current === null || state.searching) return;
    const query = addressQuery(window.location.search, state);
    if (query === syncedQuery.current) return;
    syncedQuery.current = query;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
  }, [state]);

  // Read the address (and, with functional consent, what was remembered) once after hydration.
  // A transition: the tool's render with them comes in slices, not in one task right after
  // hydration (docs/benchmarks.md, "Blocking time after hydration").
  useEffect(() => {
    const start = startingPoint(window.location.search, readRememberedInputs());
    lastKwh.current = start.state.annualKwh;
    startTransition(() => dispatch({ type: 'start', state: start.state }));
    syncedQuery.current = addressQuery(window.location.search, start.state);
    if (!start.autoSearch) return;
    const timer = window.setTimeout(() => void search(start.reveal, start.areaOverride), AUTO_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  // The consumption is remembered once the control rests.
  useEffect(() => {
    if (lastKwh.current === null || lastKwh.current === state.annualKwh) return;
    const timer = window.setTimeout(() => {
      lastKwh.current = state.annualKwh;
      rememberInputs(consumptionFromAnnual(state.annualKwh));
    }, REMEMBER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.annualKwh]);

  const setFilters = useCallback((filters: Partial<CompareFilters>) => {
    dispatch({ type: 'filters', filters });
    // The type filter is remembered for the next visit and for /elpris-just-nu's påslag.
    if ('group' in filters) rememberInputs({ contractChoice: filters.group ?? null });
  }, []);

  // The list is worked out again only when what it depends on changes (not on every keystroke in
  // the postcode field, nor when the start after hydration finds the query the page was built
  // with), so its offers keep their identity and the memoised cards are not rendered again.
  const viewKey = JSON.stringify([state.area, state.filters, state.sort, state.annualKwh, state.pages]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `viewKey` stands for the fields of `state` listView reads
  const view = useMemo(() => listView(state, initial, load, recent), [viewKey, initial, load, recent]);

  return {
    state,
    view,
    search: (reveal = true) => search(reveal),
    setInput: (value) => dispatch({ type: 'input', value }),
    setArea: (value) => {
      if (!isPriceArea(value)) return;
      dispatch({ type: 'area', area: value });
      rememberInputs({ area: value });
    },
    setFilters,
    setSort: (sort) => dispatch({ type: 'sort', sort }),
    setConsumption: (annualKwh) => dispatch({ type: 'consumption', annualKwh }),
    more: () => dispatch({ type: 'more' }),
    clear: () => {
      postcode.cancel();
      dispatch({ type: 'clear' });
      rememberInputs({ postalCode: null });
    },
    warm: () => {
      postcode.warm();
      request(stateRef.current.area);
    },
  };
}
