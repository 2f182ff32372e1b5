'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { checkAnnualKwh, echoNumber, fieldProblemMessage } from '@/lib/domain/calculator';
import type { CompactGridList } from '@/lib/grid/compact-list';
import { supplyDetail, type SupplyInput } from '@/lib/grid/total-cost';
import type { GridSelection } from '@/lib/grid/selection';

import { FullBillPanel, type BillSummary, type Dwelling, type PanelMunicipality } from './full-bill-panel';

/**
 * The consumption the bill is for. 'fixed': the page's own (the calculator's field). 'editable':
 * /jamfor's slider (kWh a month), which a yearly figure the visitor types here replaces (the
 * slider does not reach every household's consumption).
 */
export type FullBillConsumption = { kind: 'fixed'; annualKwh: number } | { kind: 'editable'; monthlyKwh: number };

export interface FullBillBodyProps {
  consumption: FullBillConsumption;
  /** The elhandel part, decided by the page (incl. VAT); null when the page has none to offer. */
  supply: SupplyInput | null;
  /** Where the supply comes from: 'det billigaste avtalet i listan ovan', 'det pris du angett'. */
  supplyWhere: string;
  spotOreExVat?: number;
  /** The municipality the section resolved (postcode or `?kommun=`): energy tax and the picker's first group. */
  municipality?: PanelMunicipality | null;
  initialSelection: { tariffId: unknown; fuse: unknown; link?: boolean } | null;
  /** `?topp=` from the address, kW. */
  initialPeakKw?: number | null;
  onSelectionChange: (selection: GridSelection | null) => void;
  /** Moves the focus to the picker once shown (the visitor just opened the section). */
  focusPicker?: boolean;
  loadList?: () => Promise<CompactGridList>;
  /** The home the consumption is: an apartment's bill uses an apartment tariff (FullBillPanel). */
  dwelling?: Dwelling;
  onBillChange?: (bill: BillSummary | null) => void;
}

const NO_SUPPLY = { pricePerKwhOre: Number.NaN, monthlyFeeKr: Number.NaN };

/** 'Elhandeln är räknad på Tibber – Timpris (82,2 öre/kWh och 39 kr/mån), det billigaste avtalet i listan ovan.' */
export function supplySentence(supply: SupplyInput, where: string): string {
  const detail = supplyDetail(supply);
  const name = supply.source?.name;
  return `Elhandeln är räknad på ${name ? `${name} (${detail})` : detail}, ${where}.`;
}

/** The lazily loaded part of FullBillSection: the consumption (on /jamfor), the supply basis and the panel. */
export function FullBillBody({
  consumption,
  supply,
  supplyWhere,
  spotOreExVat,
  municipality,
  initialSelection,
  initialPeakKw,
  onSelectionChange,
  focusPicker,
  loadList,
  dwelling,
  onBillChange,
}: FullBillBodyProps) {
  const fieldId = useId();
  const root = useRef<HTMLDivElement>(null);
  // null: the field follows the slider (annual = 12 × monthly) until the visitor types in it.
  const [typed, setTyped] = useState<string | null>(null);
  const editable = consumption.kind === 'editable';
  const text = typed ?? (editable ? echoNumber(consumption.monthlyKwh * 12) : '');
  const checked = editable ? checkAnnualKwh(text) : null;
  const annualKwh = consumption.kind === 'fixed' ? consumption.annualKwh : checked?.ok ? checked.value : Number.NaN;

  useEffect(() => {
    if (focusPicker) root.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
  }, [focusPicker]);

  return (
    <div ref={root} className="space-y-4">
      {editable ? (
        <div>
          <Label htmlFor={fieldId}>Årsförbrukning (kWh per år)</Label>
          <p id={`${fieldId}-help`} className="mt-1 text-xs text-muted-foreground">
            Följer förbrukningen du valt ovan. Skriv din egen från elnätsfakturan om du vet den.
          </p>
          <Input
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={checked?.ok === false ? true : undefined}
            aria-describedby={checked?.ok === false ? `${fieldId}-help ${fieldId}-problem` : `${fieldId}-help`}
            className="mt-2 max-w-xs"
          />
          {checked && !checked.ok ? (
            <p id={`${fieldId}-problem`} className="mt-2 text-sm text-destructive">
              {fieldProblemMessage('annualKwh', checked.problem)}
            </p>
          ) : null}
        </div>
      ) : null}

      {supply ? (
        <p className="text-sm" data-testid="full-bill-supply">
          {supplySentence(supply, supplyWhere)}
        </p>
      ) : (
        <p className="text-sm" data-testid="full-bill-supply">
          Det finns inget elhandelspris att räkna elhandeln på ({supplyWhere}).
        </p>
      )}

      {/* Always mounted, so the choice survives a consumption being retyped; without a supply it shows no figures. */}
      <FullBillPanel
        annualKwh={supply ? annualKwh : Number.NaN}
        supply={supply ?? NO_SUPPLY}
        spotOreExVat={spotOreExVat}
        municipality={municipality}
        initialSelection={initialSelection}
        initialPeakKw={initialPeakKw}
        onSelectionChange={onSelectionChange}
        loadList={loadList}
        dwelling={dwelling}
        onBillChange={onBillChange}
      />
    </div>
  );
}
