import { CircleAlert, Loader2, Search, X } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState, type RefObject } from 'react';

import { POSTCODE_LOOKUP_FAILED } from '@/components/postcode/use-postcode-lookup';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { areaIsPlain, areaLabel, areaNote } from '@/lib/compare/area-note';
import { INVALID_POSTAL_CODE_MESSAGE, formatPostalCode } from '@/lib/postcode/code';
import { PRICE_AREAS, PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { MAX_QUERY_LENGTH } from '@/lib/market/url-state';
import { FIXED_LENGTHS, FIXED_LENGTH_LABELS, ORIGIN_FILTERS, ORIGIN_FILTER_LABELS, TYPE_GROUPS, TYPE_GROUP_LABELS } from '@/lib/market/offer';
import { cx } from '@/lib/utils';

import { ConsumptionControl } from './consumption-control';
import type { Jamfor } from './use-jamfor';

const POSTCODE_ID = 'jamfor-postnummer';
const POSTCODE_ERROR_ID = 'jamfor-postnummer-fel';

/** The search lookup could not be loaded (the network, a new deploy): said where the search is. */
const LOOKUP_FAILED = POSTCODE_LOOKUP_FAILED;

const radioCard = (checked: boolean) =>
  cx(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
    checked ? 'border-primary bg-primary-soft/50 font-semibold' : 'border-border',
  );

/** Below the 64 px site header with a 16 px gap (Tailwind's top-20). */
const STICKY_TOP_PX = 80;

/**
 * The panel's sticky offset: 80 px while it fits the screen below the header, otherwise the
 * (negative) offset that keeps its bottom edge 16 px above the screen's, updated as the panel or
 * the window changes size.
 */
function useStickyTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(STICKY_TOP_PX);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const update = () => setTop(Math.min(STICKY_TOP_PX, window.innerHeight - panel.offsetHeight - 16));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(panel);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return top;
}

/**
 * /jamfor's controls: the postcode search (its own form, whose button searches), the area it gives
 * (changeable), the consumption, and the filters, which change the list at once.
 */
export function CompareForm({ jamfor }: { jamfor: Jamfor }) {
  const { state } = jamfor;
  const { filters, result } = state;
  const panelRef = useRef<HTMLDivElement>(null);
  const stickyTop = useStickyTop(panelRef);
  const moreFilters = filters.braMiljoval || filters.origin !== null || filters.query !== '';
  // The more filters open by themselves when one of them is set (from the address or a widening),
  // and close only when the visitor closes them: clearing the last one never snaps them shut.
  const [filtersOpen, setFiltersOpen] = useState(moreFilters);
  const [wasSet, setWasSet] = useState(moreFilters);
  if (moreFilters !== wasSet) {
    setWasSet(moreFilters);
    if (moreFilters) setFiltersOpen(true);
  }
  return (
    <div
      data-testid="compare-controls"
      onFocusCapture={jamfor.warm}
      ref={panelRef}
      // Sticky beside the long list at desktop width, never scrolling inside itself: when it is
      // taller than the screen it sticks by its bottom edge, so every control (Fast's Bindningstid,
      // the opened filters) is reached by scrolling the page.
      style={{ top: stickyTop }}
      className="h-fit min-w-0 space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm lg:sticky"
    >
      <form
        noValidate
        aria-label="Sök elavtal för ditt postnummer"
        onSubmit={(event) => {
          event.preventDefault();
          void jamfor.search();
        }}
      >
        <Label htmlFor={POSTCODE_ID}>Postnummer</Label>
        <div className="mt-2 flex gap-2">
          <Input
            id={POSTCODE_ID}
            name="postalCode"
            inputMode="numeric"
            autoComplete="postal-code"
            // Five digits, or six characters when typed the Swedish way with the inner space ('111 22').
            maxLength={6}
            placeholder="11122"
            value={state.input}
            aria-invalid={state.invalid || undefined}
            aria-describedby={state.invalid ? POSTCODE_ERROR_ID : undefined}
            onChange={(event) => jamfor.setInput(event.target.value)}
          />
          {/* Never disabled while busy: a new code and Enter start a new search, and the last one typed wins. */}
          <button type="submit" className={cx(buttonVariants(), 'h-11 shrink-0')}>
            {state.searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
            {state.searching ? 'Söker...' : 'Sök'}
          </button>
        </div>
        {state.invalid ? (
          <p id={POSTCODE_ERROR_ID} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {INVALID_POSTAL_CODE_MESSAGE}
          </p>
        ) : null}
        {state.lookupFailed ? (
          <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-destructive" data-testid="lookup-failed">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {LOOKUP_FAILED}
          </p>
        ) : null}
      </form>

      <div>
        <Label htmlFor="jamfor-elomrade">Elområde</Label>
        <NativeSelect id="jamfor-elomrade" className="mt-2 w-full" value={state.area} onChange={(event) => jamfor.setArea(event.target.value)}>
          {PRICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {area} ({PRICE_AREA_NAMES[area]})
            </option>
          ))}
        </NativeSelect>
        {result ? (
          <div className="mt-2 space-y-2 text-sm" data-testid="search-summary">
            <p {...(areaIsPlain(result, state.area) ? { 'data-testid': 'area-note' } : {})}>
              {areaIsPlain(result, state.area)
                ? areaNote({ ...result, area: state.area })
                : result.detectedArea === null
                  ? `Välj elområde i listan ovan: postnummer ${formatPostalCode(result.postalCode)} säger inte vilket.`
                  : `Postnummer ${formatPostalCode(result.postalCode)} ger ${areaLabel(result.detectedArea)}; mer om det ovanför listan.`}{' '}
              <Link href="/stader#elomraden" className="font-medium text-primary underline underline-offset-4">
                Om elområdena
              </Link>
            </p>
            <button type="button" onClick={jamfor.clear} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <X aria-hidden="true" />
              Rensa sökning
            </button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">Ange ditt postnummer, så väljer vi elområdet åt dig.</p>
        )}
      </div>

      <ConsumptionControl annualKwh={state.annualKwh} onChange={jamfor.setConsumption} />

      <fieldset>
        <legend className="text-sm font-semibold">Avtalstyp</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {[null, ...TYPE_GROUPS].map((group) => (
            <label key={group ?? 'alla'} className={radioCard(filters.group === group)}>
              <input
                type="radio"
                name="type"
                value={group ?? ''}
                checked={filters.group === group}
                onChange={() => jamfor.setFilters({ group })}
                className="size-4 accent-primary"
              />
              {group ? TYPE_GROUP_LABELS[group] : 'Alla typer'}
            </label>
          ))}
        </div>
        {filters.group === 'fast' ? (
          <div className="mt-3">
            <Label htmlFor="jamfor-bindningstid">Bindningstid</Label>
            <NativeSelect
              id="jamfor-bindningstid"
              className="mt-2 w-full"
              value={filters.fixedLength ?? ''}
              onChange={(event) => {
                const months = FIXED_LENGTHS.find((length) => String(length) === event.target.value) ?? null;
                jamfor.setFilters({ fixedLength: months });
              }}
            >
              <option value="">Alla bindningstider</option>
              {FIXED_LENGTHS.map((months) => (
                <option key={months} value={months}>
                  {FIXED_LENGTH_LABELS[months]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </fieldset>

      <details open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center text-sm font-semibold text-primary [&::-webkit-details-marker]:hidden">
          Miljö, ursprung och leverantör
        </summary>
        <div className="mt-2 space-y-4">
          <label className={radioCard(filters.braMiljoval)}>
            <input
              type="checkbox"
              checked={filters.braMiljoval}
              onChange={(event) => jamfor.setFilters({ braMiljoval: event.target.checked })}
              className="size-4 accent-primary"
            />
            Bara Bra miljöval
          </label>
          <div>
            <Label htmlFor="jamfor-ursprung">Ursprung</Label>
            <NativeSelect
              id="jamfor-ursprung"
              className="mt-2 w-full"
              value={filters.origin ?? ''}
              onChange={(event) => jamfor.setFilters({ origin: ORIGIN_FILTERS.find((origin) => origin === event.target.value) ?? null })}
            >
              <option value="">Alla ursprung</option>
              {ORIGIN_FILTERS.map((origin) => (
                <option key={origin} value={origin}>
                  {ORIGIN_FILTER_LABELS[origin]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="jamfor-leverantor">Sök leverantör</Label>
            <Input
              id="jamfor-leverantor"
              type="search"
              className="mt-2"
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
              placeholder="t.ex. Tibber"
              value={filters.query}
              onChange={(event) => jamfor.setFilters({ query: event.target.value })}
            />
          </div>
        </div>
      </details>
    </div>
  );
}
