import { useCallback, useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';

import { usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';
import { toast } from '@/components/ui/use-toast';
import { fetchLivePricesIfConfigured } from '@/lib/compare/live-config';
import {
  AUTO_SEARCH_DELAY_MS,
  autoSearchCode,
  initialSearchState,
  offersFor,
  postalCodeToSearch,
  readUrlState,
  searchReducer,
  startingPoint,
  urlQuery,
  type SearchAction,
  type SearchState,
} from '@/lib/compare/search-state';
import type { OffersByArea } from '@/lib/compare/types';
import { CONTRACT_CHOICE_LABELS } from '@/lib/domain/contract-choice';
import { formatPostalCode } from '@/lib/domain/postal-code-rules';
import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { revealResult } from '@/lib/dom/reveal-result';
import { formatNumber } from '@/lib/format';
import { readRememberedInputs, rememberInputs } from '@/lib/remembered-inputs';

export interface CompareSearch {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  /** Searches what was typed; `reveal` brings the result into view once it has rendered. */
  search(input: string, areaOverride?: PriceArea | null, reveal?: boolean): Promise<void>;
  /** Shows another area's offers for the same postcode (and reads its live prices once). */
  changeArea(value: string): void;
  /** 'Rensa sökning': back to the default list; a search still running is dropped. */
  clear(): void;
  /** Starts loading the postcode lookup's code (on focus). */
  warmLookup(): void;
  resultRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The /jamfor search: the state (lib/compare/search-state.ts), the postcode lookup with its race
 * guard (usePostcodeLookup), today's live prices when configured, the toasts, and the address kept
 * in step with what is on screen. The island's parts only render what this returns.
 */
export function useCompareSearch(offersByArea: OffersByArea): CompareSearch {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  // The latest state for async search steps (filter and consumption may change while one runs).
  const stateRef = useRef<SearchState>(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const postcode = usePostcodeLookup();
  // The query the address last stood for. Null until the address has been read; after that the
  // address is rewritten only when what is on screen changes, so a link arrives as it was sent
  // (also '?postalCode=' from the home page's empty box) until the visitor changes something.
  const syncedQuery = useRef<string | null>(null);
  // Set when a search the visitor asked for succeeds; the result is revealed once it has rendered.
  const revealPending = useRef(false);
  const resultRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fetchLive = useCallback(
    async (area: PriceArea) => {
      const prices = await fetchLivePricesIfConfigured(
        area,
        offersByArea[area].map((offer) => offer.id),
      );
      if (prices) dispatch({ type: 'live-prices', area, prices });
    },
    [offersByArea],
  );

  const search = useCallback(
    async (input: string, areaOverride: PriceArea | null = null, reveal = false) => {
      const code = postalCodeToSearch(input);
      if (!code) {
        // Also drops a search still running: the field now holds something else.
        postcode.cancel();
        dispatch({ type: 'invalid' });
        return;
      }
      dispatch({ type: 'search-start' });
      const found = await postcode.lookup(code);
      if (found.status === 'stale') return;
      if (found.status !== 'found') {
        dispatch({ type: 'search-failed' });
        toast({ title: 'Sökning misslyckades', description: 'Ett fel uppstod vid sökning. Försök igen.', variant: 'destructive' });
        return;
      }
      const { area: detected, inTable } = found;
      const area = areaOverride ?? detected;
      const offers = offersFor(offersByArea, area, stateRef.current);
      const shownCode = formatPostalCode(code);
      // decisions.md: 'Inga resultat' when no offer serves the area. When offers exist but none of
      // the chosen type, the search still succeeds and the list says why it is empty.
      const inArea = offersByArea[area].length;
      if (inArea === 0) {
        dispatch({ type: 'search-empty' });
        toast({ title: 'Inga resultat', description: 'Ingen leverantör hittades för detta postnummer', variant: 'destructive' });
        return;
      }
      // Today's live prices, when configured, come before the results so the list does not reorder
      // under the visitor's eyes; a failure there only means catalogue prices.
      if (!stateRef.current.live[area]) await fetchLive(area);
      if (!postcode.isLatest(found)) return;
      dispatch({ type: 'search-success', postalCode: code, area: detected, inTable, areaOverride });
      revealPending.current = reveal;
      rememberInputs({ postalCode: code, area });
      toast({
        title: 'Sökning slutförd',
        description:
          offers.length > 0
            ? `Hittade ${formatNumber(offers.length)} elavtal för postnummer ${shownCode}`
            : `Hittade ${formatNumber(inArea)} elavtal för postnummer ${shownCode}, men inga av typen ”${CONTRACT_CHOICE_LABELS[stateRef.current.choice]}”`,
        variant: 'success',
      });
    },
    [offersByArea, fetchLive, postcode],
  );

  useEffect(() => {
    if (!revealPending.current || !state.result || state.searching) return;
    revealPending.current = false;
    revealResult(resultRef.current, headingRef.current);
  }, [state.result, state.searching]);

  // Keep the address in step with what is on screen, so a result can be shared as a link. Declared
  // before the effect that reads the address, so on mount it runs first and does nothing.
  useEffect(() => {
    if (syncedQuery.current === null || state.searching) return;
    const query = urlQuery(state);
    if (query === syncedQuery.current) return;
    syncedQuery.current = query;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
  }, [state]);

  // Read the address once after hydration, and with functional consent what was remembered (the
  // address wins); a valid postcode from either searches after 500 ms (spec section 9).
  useEffect(() => {
    const address = readUrlState(window.location.search);
    syncedQuery.current = urlQuery(searchReducer(initialSearchState, { type: 'from-url', ...startingPoint(address, null) }));
    const { url, startArea } = startingPoint(address, readRememberedInputs());
    dispatch({ type: 'from-url', url, startArea });
    const code = autoSearchCode(url);
    if (!code) return;
    // A postcode in the address is a search the visitor made elsewhere (the home page's form, a
    // shared link): its result is revealed like any other. A remembered one is not.
    const reveal = address.postalCode !== null;
    const timer = window.setTimeout(() => void search(code, url.area, reveal), AUTO_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const changeArea = (value: string) => {
    if (!isPriceArea(value)) return;
    dispatch({ type: 'area', area: value });
    rememberInputs({ area: value });
    if (!stateRef.current.live[value]) void fetchLive(value);
  };

  const clear = () => {
    postcode.cancel();
    dispatch({ type: 'clear' });
    rememberInputs({ postalCode: null });
  };

  // A contract choice is remembered (with functional consent) for the next visit and for
  // /elpris-just-nu's price per kWh, which adds the typical påslag of a variable choice.
  const dispatchAndRemember = useCallback<Dispatch<SearchAction>>((action) => {
    dispatch(action);
    if (action.type === 'choice') rememberInputs({ contractChoice: action.choice });
  }, []);

  return { state, dispatch: dispatchAndRemember, search, changeArea, clear, warmLookup: postcode.warm, resultRef, headingRef };
}
