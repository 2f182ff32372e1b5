'use client';

import { CircleAlert, Loader2, MapPin, Search, X } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import { OfferCard } from '@/components/compare/offer-card';
import { FullBillSection } from '@/components/grid/full-bill-section';
import { NoFixedOffersNote } from '@/components/offers/no-fixed-offers-note';
import { buttonVariants } from '@/components/ui/button-variants';
import { Slider } from '@/components/ui/slider';
import { toast } from '@/components/ui/use-toast';
import { areaLabel, areaNote } from '@/lib/compare/area-note';
import { revealResult } from '@/lib/dom/reveal-result';
import { fetchLivePricesIfConfigured } from '@/lib/compare/live-config';
import {
  AUTO_SEARCH_DELAY_MS,
  autoSearchCode,
  startingPoint,
  initialSearchState,
  offersFor,
  postalCodeToSearch,
  readUrlState,
  searchReducer,
  shownArea,
  urlQuery,
  visibleOffers,
  type SearchState,
} from '@/lib/compare/search-state';
import type { OffersByArea } from '@/lib/compare/types';
import { MONTHLY_KWH_MAX, MONTHLY_KWH_MIN, MONTHLY_KWH_STEP } from '@/lib/domain/cost';
import { CONTRACT_CHOICES, CONTRACT_CHOICE_LABELS, type ContractChoice } from '@/lib/domain/contract-choice';
import { INVALID_POSTAL_CODE_MESSAGE, formatPostalCode } from '@/lib/domain/postal-code-rules';
import { DEFAULT_PRICE_AREA, PRICE_AREAS, PRICE_AREA_NAMES, isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { formatNumber } from '@/lib/format';
import { consumptionFromMonthly, readRememberedInputs, rememberInputs } from '@/lib/remembered-inputs';
import { cx } from '@/lib/utils';

const INPUT_ID = 'jamfor-postnummer';
const ERROR_ID = 'jamfor-postnummer-fel';

// The postcode lookup validates its JSON with zod; its code is fetched when the visitor starts on
// the form (and the data itself only when a search runs), so it is never part of the page's JS.
const loadLookup = () => import('@/lib/postcode-lookup');

/**
 * The /jamfor island: form, filters and the ranked list. Rendered on the server with the default
 * state (the SE3 list is in the HTML); the address is read after hydration, so no Suspense
 * boundary is needed and search engines and no-JS visitors get the full default list.
 */
export function CompareTool({
  offersByArea,
  spotOreExVatByArea,
}: {
  offersByArea: OffersByArea;
  /** For the full bill's spot-variable grid fees (issue 14); without it the section is not shown. */
  spotOreExVatByArea?: Readonly<Record<PriceArea, number>>;
}) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  // The latest state for async search steps (filter and consumption may change while one runs).
  const stateRef = useRef<SearchState>(state);
  useEffect(() => {
    stateRef.current = state;
  });
  // Each search gets a number; a result that arrives after a newer search or 'Rensa sökning' is dropped.
  const searchSeq = useRef(0);
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

  const runSearch = useCallback(
    async (input: string, areaOverride: PriceArea | null = null, reveal = false) => {
      const code = postalCodeToSearch(input);
      const seq = ++searchSeq.current;
      if (!code) {
        dispatch({ type: 'invalid' });
        return;
      }
      dispatch({ type: 'search-start' });
      try {
        const { lookupPostalCodeArea } = await loadLookup();
        const found = await lookupPostalCodeArea(code);
        if (seq !== searchSeq.current) return;
        if (!found) throw new Error(`No price area for ${code}`);
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
        if (seq !== searchSeq.current) return;
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
      } catch {
        if (seq !== searchSeq.current) return;
        dispatch({ type: 'search-failed' });
        toast({ title: 'Sökning misslyckades', description: 'Ett fel uppstod vid sökning. Försök igen.', variant: 'destructive' });
      }
    },
    [offersByArea, fetchLive],
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
    const timer = window.setTimeout(() => void runSearch(code, url.area, reveal), AUTO_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [runSearch]);

  const offers = visibleOffers(offersByArea, state);
  const area = shownArea(state);
  const { result } = state;
  const hasLive = Boolean(state.live[area] && Object.keys(state.live[area]).length > 0);
  // No fixed-price offer anywhere in the catalogue: the empty 'Fast pris' list says so and where
  // fixed prices can be compared, rather than only 'not in this area'.
  const noFixedOffers = !PRICE_AREAS.some((a) => offersByArea[a].some((offer) => offer.contractType === 'fast'));

  // A choice the visitor makes is remembered (with functional consent) for the next visit and for
  // /elpris-just-nu's price per kWh, which adds the typical påslag of a variable choice.
  const chooseContract = (choice: ContractChoice) => {
    dispatch({ type: 'choice', choice });
    rememberInputs({ contractChoice: choice });
  };

  const onAreaChange = (value: string) => {
    if (!isPriceArea(value)) return;
    dispatch({ type: 'area', area: value });
    rememberInputs({ area: value });
    if (!stateRef.current.live[value]) void fetchLive(value);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <form
        noValidate
        aria-label="Sök elavtal"
        // Sticky beside the long list at desktop width, scrolling on its own when taller than the screen.
        className="h-fit space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        onSubmit={(event) => {
          event.preventDefault();
          void runSearch(state.input, null, true);
        }}
      >
        <div>
          <label htmlFor={INPUT_ID} className="block text-sm font-semibold">
            Postnummer
          </label>
          <input
            id={INPUT_ID}
            name="postalCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            // Five digits, or six characters when typed the Swedish way with the inner space ('111 22').
            maxLength={6}
            placeholder="11122"
            value={state.input}
            aria-invalid={state.invalid || undefined}
            aria-describedby={state.invalid ? ERROR_ID : undefined}
            // Warm the code only; a failure here is retried (and reported) by the search itself.
            onFocus={() => void loadLookup().catch(() => undefined)}
            onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
            className={cx(
              'mt-2 h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring',
              state.invalid ? 'border-destructive' : 'border-border',
            )}
          />
          {state.invalid ? (
            <p id={ERROR_ID} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-destructive">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {INVALID_POSTAL_CODE_MESSAGE}
            </p>
          ) : null}
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">Avtalstyp</legend>
          <div className="mt-2 grid gap-2">
            {CONTRACT_CHOICES.map((choice) => (
              <label
                key={choice}
                className={cx(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  state.choice === choice ? 'border-primary bg-primary-soft/50 font-semibold' : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="type"
                  value={choice}
                  checked={state.choice === choice}
                  onChange={() => chooseContract(choice)}
                  className="size-4 accent-primary"
                />
                {CONTRACT_CHOICE_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <div className="flex items-baseline justify-between gap-2">
            <span id="jamfor-forbrukning" className="text-sm font-semibold">
              Förbrukning per månad
            </span>
            <output htmlFor="jamfor-forbrukning" className="text-sm font-semibold" data-testid="kwh-value">
              {formatNumber(state.monthlyKwh)} kWh
            </output>
          </div>
          <Slider
            className="mt-4"
            min={MONTHLY_KWH_MIN}
            max={MONTHLY_KWH_MAX}
            step={MONTHLY_KWH_STEP}
            value={[state.monthlyKwh]}
            onValueChange={([value]) => {
              if (value !== undefined) dispatch({ type: 'kwh', value });
            }}
            onValueCommit={([value]) => {
              if (value !== undefined) rememberInputs(consumptionFromMonthly(value));
            }}
            thumbLabel="Förbrukning per månad"
            thumbValueText={`${formatNumber(state.monthlyKwh)} kWh per månad`}
          />
          <p className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{formatNumber(MONTHLY_KWH_MIN)} kWh</span>
            <span>{formatNumber(MONTHLY_KWH_MAX)} kWh</span>
          </p>
        </div>

        <button type="submit" disabled={state.searching} className={cx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {state.searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
          {state.searching ? 'Söker...' : 'Uppdatera resultat'}
        </button>
      </form>

      <section ref={resultRef} aria-labelledby="jamfor-resultat" aria-busy={state.searching} className="min-w-0 scroll-mt-20">
        {result ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-primary-soft/50 p-4">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              Resultat för postnummer {formatPostalCode(result.postalCode)}
            </span>
            <span className="flex items-center gap-2 text-sm">
              <label htmlFor="jamfor-elomrade" className="font-medium">
                Elområde
              </label>
              <select
                id="jamfor-elomrade"
                value={result.area}
                onChange={(event) => onAreaChange(event.target.value)}
                className="h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                {PRICE_AREAS.map((option) => (
                  <option key={option} value={option}>
                    {option} ({PRICE_AREA_NAMES[option]})
                  </option>
                ))}
              </select>
            </span>
            <button
              type="button"
              onClick={() => {
                searchSeq.current += 1;
                dispatch({ type: 'clear' });
                rememberInputs({ postalCode: null });
              }}
              className={cx(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto')}
            >
              <X aria-hidden="true" />
              Rensa sökning
            </button>
            <p className="w-full text-sm text-muted-foreground" data-testid="area-note">
              {areaNote(result)}{' '}
              <Link href="/stader#elomraden" className="font-medium text-primary underline underline-offset-4">
                Om elområdena
              </Link>
            </p>
          </div>
        ) : null}

        <h2 id="jamfor-resultat" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
          Visar {formatNumber(offers.length)} elavtal för{' '}
          {result ? `postnummer ${formatPostalCode(result.postalCode)}` : `elområde ${state.startArea}`}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {result
            ? `${CONTRACT_CHOICE_LABELS[state.choice]}, ${areaLabel(area)}, ${formatNumber(state.monthlyKwh)} kWh per månad. Billigast först.`
            : state.startArea === DEFAULT_PRICE_AREA
              ? `Innan du söker visar vi ${areaLabel(DEFAULT_PRICE_AREA)}, det elområde där flest hushåll bor. Ange ditt postnummer för att se avtalen där du bor.`
              : `Innan du söker visar vi ${areaLabel(state.startArea)}, som du har valt. Ange ditt postnummer för att se avtalen där du bor.`}
        </p>
        {hasLive ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="live-note">
            Elpris och månadsavgift är uppdaterade med leverantörernas priser för i dag.
          </p>
        ) : null}

        {offers.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {offers.map((offer, index) => (
              <OfferCard key={offer.id} offer={offer} monthlyKwh={state.monthlyKwh} rank={index + 1} />
            ))}
          </ul>
        ) : (
          <div className="mt-4 space-y-3 rounded-lg border border-border p-5" data-testid="empty-list">
            {state.choice === 'fast' && noFixedOffers ? (
              <NoFixedOffersNote className="leading-7" />
            ) : (
              <p>
                Jämförelsen har inga avtal av typen ”{CONTRACT_CHOICE_LABELS[state.choice]}” i elområde {area}: vi tar bara
                med avtal vars priser vi har en daterad källa för.
              </p>
            )}
            {state.choice === 'rorligt' ? null : (
              <button
                type="button"
                onClick={() => chooseContract('rorligt')}
                className={buttonVariants({ variant: 'outline' })}
              >
                Visa rörliga elavtal
              </button>
            )}
          </div>
        )}
      </section>

      {spotOreExVatByArea ? (
        <FullBillSection
          headingLevel="h2"
          className="lg:col-start-2"
          consumption={{ kind: 'editable', monthlyKwh: state.monthlyKwh }}
          offers={offers}
          offersWhere="i listan ovan"
          spotOreExVat={spotOreExVatByArea[area]}
        />
      ) : null}
    </div>
  );
}
