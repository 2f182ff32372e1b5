'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { parseSwedishNumber } from '@/lib/domain/calculator';
import { APARTMENT_FUSE, DEFAULT_MAIN_FUSE, FUSE_MAX_KW, apartmentAsTariff, type MainFuse } from '@/lib/grid/types';
import { type CompactConcessions, type CompactGridList } from '@/lib/grid/compact-list';
import type { SupplyInput } from '@/lib/grid/total-cost';
import { formatKr, formatNumber, formatNumberUpTo } from '@/lib/format';
import { MAX_PEAK_KW, resolveOperatorToken } from '@/lib/grid/bill-url';
import { loadGridConcessions } from '@/lib/grid/concessions';
import { fullBillView, type BillSummary, type GridPick } from '@/lib/grid/full-bill';
import { APARTMENT_NOT_INCLUDED } from '@/lib/grid/household';
import { elnatOperatorPath } from '@/lib/paths';
import { describePowerFee, powerMethodText } from '@/lib/grid/power-method';
import { parseMainFuse, parseTariffId, type GridSelection } from '@/lib/grid/selection';

import { GridOperatorPicker } from './grid-operator-picker';
import { TotalCostBreakdown } from './total-cost-breakdown';
import { useGridTariffList } from './use-grid-tariff-list';

export interface PanelMunicipality {
  /** SCB code, for the energy tax and the picker's first group. */
  code: string;
  /** 'Skellefteå', in the picker's heading. */
  name: string;
  /** 'Skellefteå kommun', in the energy tax's line. */
  longName: string;
}

export interface FullBillPanelProps {
  /** kWh per year; the panel shows figures only for a finite value of 0 or more. */
  annualKwh: number;
  /** The elhandel part the bill is built on: öre/kWh and kr/month incl. VAT, and its source. */
  supply: SupplyInput;
  /** Spot price öre/kWh excl. VAT for spot-variable transfer fees, e.g. getSpotBasis(area).oreExVat. */
  spotOreExVat?: number;
  /** The municipality (postcode or `?kommun=`): the energy tax, and its concession holders first. */
  municipality?: PanelMunicipality | null;
  /**
   * A remembered or linked choice; raw values are checked here. The id may be a tariff id, an
   * operator id or an operator page's slug (lib/grid/bill-url.ts resolveOperatorToken); one the
   * list does not have gets a Swedish line. `link`: it came from the address.
   */
  initialSelection?: { tariffId?: unknown; fuse?: unknown; link?: boolean } | null;
  /** The visitor's own monthly peak from the address (`?topp=`), kW. */
  initialPeakKw?: number | null;
  /** Called with each new choice (null when removed), for the caller to remember with consent. */
  onSelectionChange?: (selection: GridSelection | null) => void;
  /** Injected in tests; the default fetches /data/elnatsavgifter.json. */
  loadList?: () => Promise<CompactGridList>;
  /** Injected in tests; the default fetches /data/elnat-koncessioner.json. */
  loadConcessions?: () => Promise<CompactConcessions>;
  /**
   * The home the page's consumption is (an apartment at Ei's 2 000 kWh): an apartment's bill uses
   * the operator's apartment tariff, or shows the grid apart when the operator has none.
   */
  dwelling?: Dwelling;
  /** Called with what the bill shows (null: no figures), for the page's 'Dela resultat'. */
  onBillChange?: (bill: BillSummary | null) => void;
}

export type Dwelling = 'hus' | 'lagenhet';
export type { BillSummary };

/** The visitor's own peak as typed: empty (use the assumed one), a usable kW figure, or a Swedish hint. */
export function checkPeakKw(text: string): { kind: 'empty' } | { kind: 'ok'; value: number } | { kind: 'bad'; message: string } {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseSwedishNumber(text);
  if (value === null) return { kind: 'bad', message: `Skriv effekttoppen i kW med siffror, till exempel ${formatNumber(4.5, 1)}.` };
  if (value <= 0) return { kind: 'bad', message: 'Effekttoppen måste vara större än 0 kW.' };
  if (value > MAX_PEAK_KW) return { kind: 'bad', message: `Det är mer än ett hushåll tar ut. Ange högst ${formatNumber(MAX_PEAK_KW)} kW.` };
  return { kind: 'ok', value };
}

/** The area concessions, fetched once the list is wanted and a municipality is known; a failure leaves null (one warning). */
function useConcessions(wanted: boolean, loader: () => Promise<CompactConcessions>): CompactConcessions | null {
  const [concessions, setConcessions] = useState<CompactConcessions | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    let live = true;
    loader().then(
      (value) => {
        if (live) setConcessions(value);
      },
      (error: unknown) => {
        console.warn('Elnätsbolagens koncessioner kunde inte hämtas; listan visas utan kommunens bolag först.', error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loader]);
  return concessions;
}

const defaultConcessions = () => loadGridConcessions();

/**
 * The picker and the full bill together (docs/rules/grid-tariffs.md), for /kalkylator and /jamfor to drop in:
 * the operator (the municipality's concession holders first), the main fuse, house or apartment
 * tariff where the operator has one, the visitor's own peak where a power fee applies, and the
 * bill with every part and its source. Without a grid choice, or when the list cannot be loaded
 * or the choice is unknown, a clear Swedish line and the supply-only figures
 * (lib/grid/full-bill.ts `fullBillView`); never NaN, never an error in the console.
 */
export function FullBillPanel({
  annualKwh,
  supply,
  spotOreExVat,
  municipality,
  initialSelection,
  initialPeakKw,
  onSelectionChange,
  loadList,
  loadConcessions = defaultConcessions,
  dwelling: pageDwelling = 'hus',
  onBillChange,
}: FullBillPanelProps) {
  const peakId = useId();
  const rawToken = initialSelection?.tariffId;
  const initialToken = rawToken === undefined || rawToken === null ? null : parseTariffId(rawToken);
  const initialBad = rawToken !== undefined && rawToken !== null && initialToken === null;
  const [token, setToken] = useState<string | null>(initialToken);
  const [badToken, setBadToken] = useState<boolean>(initialBad);
  const fromLink = Boolean(initialSelection?.link);
  const [fuse, setFuse] = useState<MainFuse>(
    initialSelection?.fuse === undefined || initialSelection.fuse === null ? DEFAULT_MAIN_FUSE : parseMainFuse(initialSelection.fuse),
  );
  // The page's dwelling (its consumption) until the visitor picks one in 'Abonnemang'.
  const [pickedDwelling, setDwelling] = useState<Dwelling | null>(null);
  const dwelling = pickedDwelling ?? pageDwelling;
  const [peakText, setPeakText] = useState(initialPeakKw ? formatNumberUpTo(initialPeakKw, 2) : '');
  const { state, load, retry } = useGridTariffList(loadList);
  const concessions = useConcessions(Boolean(municipality) && state.status !== 'idle', loadConcessions);

  // A remembered or linked choice needs the list to be resolved: load it at once (the only load without opening).
  const loadedForInitial = useRef(false);
  useEffect(() => {
    if (initialToken && !loadedForInitial.current) {
      loadedForInitial.current = true;
      load();
    }
  }, [initialToken, load]);

  const resolved = state.status === 'ready' && token ? resolveOperatorToken(state.list, token) : null;
  const choice = resolved?.kind === 'chosen' ? resolved : null;
  // The id that the picker marks: the tariff's, or the operator's when it has no price list.
  const selectedId = choice ? (choice.tariff?.id ?? choice.operator.id) : null;

  function select(next: MainFuse, id: string | null) {
    setBadToken(false);
    setToken(id);
    setFuse(next);
    onSelectionChange?.(id ? { tariffId: id, fuse: next } : null);
  }

  const apartment = choice?.tariff ? apartmentAsTariff(choice.tariff) : null;
  const asApartment = dwelling === 'lagenhet' && apartment !== null;
  const tariff = asApartment ? apartment : (choice?.tariff ?? null);
  const usedFuse = asApartment ? APARTMENT_FUSE : fuse;
  // An apartment whose operator has no apartment tariff: the house tariff's grid part stands apart.
  const gridApart = dwelling === 'lagenhet' && apartment === null && Boolean(choice?.tariff);
  const hasPowerFee = tariff?.powerFee.status === 'known';
  const peak = checkPeakKw(peakText);
  const peakKw = hasPowerFee && peak.kind === 'ok' ? peak.value : undefined;
  const powerMethod = tariff?.powerFee.status === 'known' ? describePowerFee(tariff.powerFee, usedFuse) : null;

  let pick: GridPick = { kind: 'none' };
  if (state.status === 'error') pick = { kind: 'list-failed' };
  else if (badToken || resolved?.kind === 'unknown') pick = { kind: 'unknown', link: fromLink && token === initialToken };
  else if (choice) pick = { kind: 'chosen', operatorName: choice.operator.name, tariff, feeInfoUrl: choice.operator.feeInfoUrl ?? null };
  else if (token) pick = { kind: 'loading' };
  const view = fullBillView({
    annualKwh,
    supply,
    fuse: usedFuse,
    municipalityCode: municipality?.code,
    municipalityName: municipality?.longName,
    peakKw,
    spotOreExVat,
    pick,
    gridApart,
  });
  const message = view.message;
  const summary = billSummary(
    view,
    choice && token ? { operatorName: choice.operator.name, token, fuse: usedFuse, peakKw: peakKw ?? null, apartmentTariff: asApartment } : null,
  );
  const summaryKey = summary ? JSON.stringify(summary) : '';
  useEffect(() => {
    onBillChange?.(summaryKey === '' ? null : (JSON.parse(summaryKey) as BillSummary));
  }, [summaryKey, onBillChange]);
  // A part the price list lacks for this fuse: offer the fuses it does list.
  const listed =
    view.kind === 'total' || view.kind === 'grid-apart'
      ? view.result.parts.find((part) => part.status === 'unknown' && part.listedFuses && part.listedFuses.length > 0)
      : undefined;
  const listedFuses = listed?.status === 'unknown' ? (listed.listedFuses ?? []) : [];
  const maxKw = FUSE_MAX_KW[usedFuse];

  return (
    <section data-slot="full-bill" className="min-w-0 space-y-5 bg-background sm:rounded-lg sm:border sm:border-border sm:p-5">
      <GridOperatorPicker
        list={state.status === 'ready' ? state.list : null}
        concessions={concessions}
        municipality={municipality ? { code: municipality.code, name: municipality.name } : null}
        status={state.status}
        selectedId={selectedId}
        fuse={fuse}
        onOpen={load}
        onRetry={retry}
        onSelect={(next) => select(fuse, next?.id ?? null)}
        onFuseChange={(next) => select(next, token)}
      />

      <TariffKind
        operatorName={choice?.operator.name ?? null}
        hasTariff={Boolean(choice?.tariff)}
        apartmentLabel={apartment?.variant ?? null}
        dwelling={asApartment || gridApart ? 'lagenhet' : 'hus'}
        apartmentWanted={pageDwelling === 'lagenhet' || pickedDwelling === 'lagenhet'}
        onDwellingChange={setDwelling}
      />

      {hasPowerFee ? (
        <div>
          <Label htmlFor={peakId}>Din effekttopp (kW, valfritt)</Label>
          <p id={`${peakId}-help`} className="mt-1 text-xs text-muted-foreground">
            {powerMethod ? `${powerMethodText({ ...powerMethod, sourceNote: null })} ` : ''}Toppen står på elnätsfakturan eller på Mina sidor hos elnätsbolaget.
            Lämna tomt, så räknar vi med en antagen topp.
          </p>
          <Input
            id={peakId}
            inputMode="decimal"
            autoComplete="off"
            value={peakText}
            onChange={(event) => setPeakText(event.target.value)}
            aria-invalid={peak.kind === 'bad' ? true : undefined}
            aria-describedby={peak.kind === 'bad' ? `${peakId}-help ${peakId}-problem` : `${peakId}-help`}
            className="mt-2 max-w-40"
          />
          {peak.kind === 'bad' ? (
            <p id={`${peakId}-problem`} className="mt-2 text-sm text-destructive">
              {peak.message} Tills vidare räknar vi med en antagen topp.
            </p>
          ) : peak.kind === 'ok' && peak.value > maxKw ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Med {usedFuse}&nbsp;A kan effekten vara högst {formatNumber(maxKw)}&nbsp;kW, så vi räknar med {formatNumber(maxKw)}&nbsp;kW.
            </p>
          ) : null}
        </div>
      ) : null}

      {message ? (
        <p className="text-sm" role={pick.kind === 'none' ? undefined : 'alert'}>
          {message}
        </p>
      ) : null}
      {listedFuses.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="listed-fuses">
          <span>Räkna i stället med:</span>
          {listedFuses.map((listedFuse) => (
            <button
              key={listedFuse}
              type="button"
              onClick={() => select(listedFuse, token)}
              className="rounded-md border border-border px-3 py-1.5 font-medium hover:bg-muted"
            >
              {listedFuse}&nbsp;A
            </button>
          ))}
        </div>
      ) : null}
      {view.kind === 'total' || view.kind === 'grid-apart' ? (
        <TotalCostBreakdown
          result={view.result}
          powerMethod={powerMethod ? powerMethodText({ ...powerMethod, sourceNote: null }) : null}
          gridApart={view.kind === 'grid-apart' ? { split: view.split, operatorName: choice?.operator.name ?? '' } : null}
        />
      ) : view.kind === 'supply-only' ? (
        <p className="text-sm" data-testid="supply-only">
          Elhandel: <strong>{formatKr(view.yearKr)}</strong> per år ({formatKr(view.monthKr)} per månad), utan elnätsavgift och energiskatt.
        </p>
      ) : null}
      {choice?.operator.slug ? (
        <p className="text-xs text-muted-foreground">
          <a href={elnatOperatorPath(choice.operator.slug)} className="font-medium text-primary underline underline-offset-2">
            Alla avgifter hos {choice.operator.name}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** Which kind of tariff the bill computes with: the house tariff, or the apartment tariff where the operator's page gives one. */
function TariffKind({
  operatorName,
  hasTariff,
  apartmentLabel,
  dwelling,
  apartmentWanted,
  onDwellingChange,
}: {
  operatorName: string | null;
  hasTariff: boolean;
  apartmentLabel: string | null;
  dwelling: Dwelling;
  /** The page's consumption is an apartment's: offer the choice even where no apartment tariff was read. */
  apartmentWanted: boolean;
  onDwellingChange: (dwelling: Dwelling) => void;
}) {
  const name = useId();
  if (operatorName === null || !hasTariff) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="tariff-kind">
        Vi räknar med elnätsbolagets tariff för hus (säkringsabonnemang efter huvudsäkringen). En lägenhetstariff räknar vi bara med där vi har kunnat läsa den
        från elnätsbolagets prissida.
      </p>
    );
  }
  if (apartmentLabel === null && !apartmentWanted) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="tariff-kind">
        Vi räknar med tariffen för hus hos {operatorName}. {APARTMENT_NOT_INCLUDED}
      </p>
    );
  }
  return (
    <fieldset data-testid="tariff-kind">
      <legend className="text-sm font-semibold">Abonnemang</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name={name} value="hus" checked={dwelling === 'hus'} onChange={() => onDwellingChange('hus')} className="size-4" />
          Hus (efter huvudsäkringen)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} value="lagenhet" checked={dwelling === 'lagenhet'} onChange={() => onDwellingChange('lagenhet')} className="size-4" />
          {apartmentLabel === null
            ? `Lägenhet (ingen lägenhetstariff hos ${operatorName} i våra uppgifter)`
            : `Lägenhet (${apartmentLabel}, ${APARTMENT_FUSE}\u00a0A)`}
        </label>
      </div>
    </fieldset>
  );
}

/** The bill's figures for the page's share text and link; null when it shows none. */
function billSummary(
  view: ReturnType<typeof fullBillView>,
  choice: { operatorName: string; token: string; fuse: MainFuse; peakKw: number | null; apartmentTariff: boolean } | null,
): BillSummary | null {
  if (!choice || (view.kind !== 'total' && view.kind !== 'grid-apart')) return null;
  const base = { operatorName: choice.operatorName, tariffId: choice.token, fuse: choice.fuse, peakKw: choice.peakKw, apartmentTariff: choice.apartmentTariff };
  if (view.kind === 'grid-apart') {
    const { home, grid } = view.split;
    return { ...base, kind: 'grid-apart', yearKr: home.yearKr, monthKr: home.monthKr, complete: home.complete, gridYearKr: grid.yearKr };
  }
  const { total } = view.result;
  return { ...base, kind: 'total', yearKr: total.yearKr, monthKr: total.monthKr, complete: total.complete, gridYearKr: null };
}
