'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { checkAnnualKwh, echoNumber, fieldProblemMessage } from '@/lib/domain/calculator';
import type { RankableOffer } from '@/lib/domain/cost';
import type { CompactGridList } from '@/lib/domain/grid-tariff';
import { formatKr, formatKwh, formatOrePerKwh } from '@/lib/format';
import { fullBillSupply } from '@/lib/grid/full-bill';
import type { GridSelection } from '@/lib/grid/selection';

import { FullBillPanel } from './full-bill-panel';

/** An offer as both pages hold it: ranked and priced by lib/domain/cost.ts, named like its card. */
export type FullBillOffer = RankableOffer & { id: string; supplier: string };

export interface FullBillBodyProps {
  /**
   * /kalkylator: the calculator's consumption and its area's offers (the cheapest is its result).
   * /jamfor: the listed offers and the slider's consumption, which a yearly figure the visitor
   * types replaces (the slider stops at 500 kWh a month).
   */
  consumption: { kind: 'fixed'; annualKwh: number } | { kind: 'editable'; monthlyKwh: number };
  /** The offers the page lists, already filtered; the full bill uses the cheapest (fullBillSupply). */
  offers: readonly FullBillOffer[];
  /** 'i elområde SE3', 'i listan' – where the cheapest offer is from, for the sentence under the field. */
  offersWhere: string;
  spotOreExVat?: number;
  municipalityCode?: string;
  initialSelection: { tariffId: unknown; fuse: unknown } | null;
  onSelectionChange: (selection: GridSelection | null) => void;
  /** Moves the focus to the picker once shown (the visitor just opened the section). */
  focusPicker?: boolean;
  loadList?: () => Promise<CompactGridList>;
}

const NO_SUPPLY = { pricePerKwhOre: Number.NaN, monthlyFeeKr: Number.NaN };

/** The lazily loaded part of FullBillSection: the consumption (on /jamfor), the supply basis and the panel. */
export function FullBillBody({
  consumption,
  offers,
  offersWhere,
  spotOreExVat,
  municipalityCode,
  initialSelection,
  onSelectionChange,
  focusPicker,
  loadList,
}: FullBillBodyProps) {
  const fieldId = useId();
  const root = useRef<HTMLDivElement>(null);
  // null: the field follows the slider (annual = 12 × monthly) until the visitor types in it.
  const [typed, setTyped] = useState<string | null>(null);
  const editable = consumption.kind === 'editable';
  const text = typed ?? (editable ? echoNumber(consumption.monthlyKwh * 12) : '');
  const checked = editable ? checkAnnualKwh(text) : null;
  const annualKwh = consumption.kind === 'fixed' ? consumption.annualKwh : checked?.ok ? checked.value : Number.NaN;
  const basis = fullBillSupply(offers, annualKwh);

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

      {basis ? (
        <p className="text-sm" data-testid="full-bill-supply">
          Elhandeln är <strong>{basis.offer.supplier} – {basis.offer.name}</strong> ({formatOrePerKwh(basis.offer.pricePerKwh)} och{' '}
          {formatKr(basis.offer.monthlyFee)} i månadsavgift), det billigaste avtalet {offersWhere} vid {formatKwh(annualKwh)} per år.
        </p>
      ) : Number.isFinite(annualKwh) ? (
        <p className="text-sm">Det finns inget avtal {offersWhere} att räkna elhandeln på.</p>
      ) : null}

      {/* Always mounted, so the choice survives a consumption being retyped; without a basis it shows no figures. */}
      <FullBillPanel
          annualKwh={basis ? annualKwh : Number.NaN}
          supply={basis?.supply ?? NO_SUPPLY}
          spotOreExVat={spotOreExVat}
          municipalityCode={municipalityCode}
          initialSelection={initialSelection}
          onSelectionChange={onSelectionChange}
          loadList={loadList}
        />
    </div>
  );
}
