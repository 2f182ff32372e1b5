'use client';

import { useEffect, useRef, useState } from 'react';

import { DEFAULT_MAIN_FUSE, type CompactGridList, type MainFuse } from '@/lib/domain/grid-tariff';
import { formatKr } from '@/lib/format';
import type { SupplyInput } from '@/lib/domain/total-cost';
import { fullBillView, type GridPick } from '@/lib/grid/full-bill';
import { parseMainFuse, parseTariffId, type GridSelection } from '@/lib/grid/selection';

import { GridOperatorPicker } from './grid-operator-picker';
import { TotalCostBreakdown } from './total-cost-breakdown';
import { useGridTariffList } from './use-grid-tariff-list';

export interface FullBillPanelProps {
  /** kWh per year; the panel shows figures only for a finite value of 0 or more. */
  annualKwh: number;
  /** The elhandel part the bill is built on: öre/kWh and kr/month incl. VAT, and its source. */
  supply: SupplyInput;
  /** Spot price öre/kWh excl. VAT for spot-variable transfer fees, e.g. getSpotBasis(area).oreExVat. */
  spotOreExVat?: number;
  /** SCB code, for the reduced energy tax; the full rate when absent. */
  municipalityCode?: string;
  /** 'Skellefteå kommun', named in the energy tax's line. */
  municipalityName?: string;
  /** A remembered or linked choice; raw values are checked here (a bad id gets a Swedish line). */
  initialSelection?: { tariffId?: unknown; fuse?: unknown } | null;
  /** Called with each new choice (null when removed), for the caller to remember with consent. */
  onSelectionChange?: (selection: GridSelection | null) => void;
  /** Injected in tests; the default fetches /data/elnatsavgifter.json. */
  loadList?: () => Promise<CompactGridList>;
}

/**
 * The picker and the full bill together (issue 14), for /kalkylator and /jamfor to drop in:
 * without a grid choice, or when the list cannot be loaded, the choice is unknown or a part of
 * its fees is not known, it shows a clear Swedish line and the supply-only figures
 * (lib/grid/full-bill.ts `fullBillView`); never NaN, never an error in the console.
 */
export function FullBillPanel({
  annualKwh,
  supply,
  spotOreExVat,
  municipalityCode,
  municipalityName,
  initialSelection,
  onSelectionChange,
  loadList,
}: FullBillPanelProps) {
  const initialId = initialSelection?.tariffId === undefined || initialSelection.tariffId === null ? null : parseTariffId(initialSelection.tariffId);
  const initialBad = initialSelection?.tariffId !== undefined && initialSelection.tariffId !== null && initialId === null;
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  const [unknownId, setUnknownId] = useState<boolean>(initialBad);
  const [fuse, setFuse] = useState<MainFuse>(initialSelection?.fuse === undefined ? DEFAULT_MAIN_FUSE : parseMainFuse(initialSelection.fuse));
  const { state, load, retry } = useGridTariffList(loadList);

  // A remembered choice needs the list to be resolved: load it at once (the only load without opening).
  const loadedForInitial = useRef(false);
  useEffect(() => {
    if (initialId && !loadedForInitial.current) {
      loadedForInitial.current = true;
      load();
    }
  }, [initialId, load]);

  const choice = state.status === 'ready' && selectedId ? (state.choices.find((c) => c.id === selectedId) ?? null) : null;
  // An id of the right shape that the list does not have (a stale stored value, a bad link).
  const notInList = state.status === 'ready' && selectedId !== null && choice === null;

  function select(next: MainFuse, id: string | null) {
    setUnknownId(false);
    setSelectedId(id);
    setFuse(next);
    onSelectionChange?.(id ? { tariffId: id, fuse: next } : null);
  }

  let pick: GridPick = { kind: 'none' };
  if (state.status === 'error') pick = { kind: 'list-failed' };
  else if (unknownId || notInList) pick = { kind: 'unknown' };
  else if (choice) pick = { kind: 'chosen', operatorName: choice.operator.name, tariff: choice.tariff };
  else if (selectedId) pick = { kind: 'loading' };
  const view = fullBillView({ annualKwh, supply, fuse, municipalityCode, municipalityName, spotOreExVat, pick });
  const message = view.kind === 'total' ? null : view.message;

  return (
    <section data-slot="full-bill" className="space-y-5 rounded-lg border border-border bg-background p-5">
      <GridOperatorPicker
        choices={state.status === 'ready' ? state.choices : null}
        status={state.status}
        selectedId={notInList ? null : selectedId}
        fuse={fuse}
        onOpen={load}
        onRetry={retry}
        onSelect={(next) => select(fuse, next?.id ?? null)}
        onFuseChange={(next) => select(next, selectedId)}
      />
      {message ? (
        <p className="text-sm" role={pick.kind === 'none' ? undefined : 'alert'}>
          {message}
        </p>
      ) : null}
      {view.kind === 'total' ? (
        <TotalCostBreakdown result={view.result} />
      ) : view.kind === 'supply-only' ? (
        <p className="text-sm" data-testid="supply-only">
          Elhandel: <strong>{formatKr(view.yearKr)}</strong> per år ({formatKr(view.monthKr)} per månad), utan elnätsavgift och energiskatt.
        </p>
      ) : null}
    </section>
  );
}
