'use client';

import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import type { CompactGridList } from '@/lib/grid/compact-list';
import type { SupplyInput } from '@/lib/grid/total-cost';
import type { EnergyTaxBasis } from '@/lib/grid/postcode-municipality';
import { readBillStart } from '@/lib/grid/bill-url';
import { FULL_BILL_ANCHOR, type GridSelection } from '@/lib/grid/selection';
import { useArrivalAddress, useRememberedInputs } from '@/components/use-remembered-inputs';
import { rememberInputs, type RememberedInputs } from '@/lib/remembered-inputs';
import { cx } from '@/lib/utils';

import type { FullBillBodyProps, FullBillConsumption } from './full-bill-body';
import type { BillSummary, Dwelling } from './full-bill-panel';

/**
 * The 'Ditt elnätsbolag' section of /kalkylator and /jamfor. This shell is all the page
 * bundles: the picker, the total-cost model and the breakdown are a separate chunk, imported when
 * the visitor opens the section (or arrives with a choice: remembered, in the address, or by a
 * link to #elnatsbolag), and the operator list itself only when the picker opens.
 */

/** The start: from this visit (kept while the calculator's result is redrawn), the address, or storage. */
interface Start {
  selection: { tariffId: unknown; fuse: unknown; link?: boolean } | null;
  municipalityCode: string | null;
  peakKw: number | null;
  /** 'Vi kände inte igen huvudsäkringen i länken …', or null. */
  ignoredLine: string | null;
}

/** This page view's latest choice: the calculator unmounts its result on every edit, this keeps it. */
let sessionSelection: GridSelection | null | undefined;

/** For tests: forget this page view's choice. */
export function forgetSessionSelection(): void {
  sessionSelection = undefined;
}

function readStart(search: string, remembered: RememberedInputs | null): Start {
  const url = readBillStart(search);
  const linked = url.operator !== null || url.fuse !== null ? { tariffId: url.operator, fuse: url.fuse, link: true } : null;
  const stored = remembered?.gridTariffId ? { tariffId: remembered.gridTariffId, fuse: remembered.mainFuse } : null;
  const selection = sessionSelection !== undefined ? sessionSelection : (linked ?? stored);
  return { selection, municipalityCode: url.municipalityCode, peakKw: url.peakKw, ignoredLine: url.ignoredLine };
}

function rememberSelection(selection: GridSelection | null) {
  sessionSelection = selection;
  rememberInputs({ gridTariffId: selection?.tariffId ?? null, mainFuse: selection?.fuse ?? null });
}

const loadBody = () => import('./full-bill-body').then((module) => module.FullBillBody);
// The postcode → municipality lookup (lib/postcode/lookup.ts) and its files load only when a postcode or `?kommun=` needs them.
const loadTaxLookup = () => import('@/lib/grid/postcode-municipality');

/** Without a postcode or a municipality in the address: the full rate, and how to get the reduced one. */
export const NO_MUNICIPALITY_NOTE =
  'Vi vet inte din kommun, så energiskatten är räknad med full skattesats. Ange ditt postnummer, så räknar vi med din kommuns skattesats: i vissa kommuner i norra Sverige är den lägre.';

/**
 * The section's props, the contract /jamfor and /kalkylator mount it with (handoff phase2.md):
 * the page decides the elhandel part (`supply`, incl. VAT, or null) and says where it comes from
 * (`supplyWhere`); the section never ranks offers itself. A postcode gives the municipality and so
 * the energy tax; without one, `?kommun=` in the address does.
 */
export interface FullBillSectionProps {
  headingLevel: 'h2' | 'h3';
  className?: string;
  consumption: FullBillConsumption;
  supply: SupplyInput | null;
  /** 'det billigaste avtalet i listan ovan', 'det pris du angett'. */
  supplyWhere: string;
  /** Spot price öre/kWh excl. VAT for spot-variable transfer fees, e.g. of the page's area. */
  spotOreExVat: number;
  /** The visitor's postcode (any form the page holds; checked here), or null. */
  postalCode?: string | null;
  /** The heading (default 'Ditt elnätsbolag') and the line under it; /kalkylator calls it 'Hela elkostnaden'. */
  title?: string;
  lead?: string;
  /** Open at once (the body loads with the page's result), instead of behind 'Välj ditt elnätsbolag'. */
  defaultOpen?: boolean;
  /** Injected in tests; the default fetches /data/elnatsavgifter.json. */
  loadList?: () => Promise<CompactGridList>;
  /** The home the consumption is: an apartment's bill uses an apartment tariff, or shows the grid apart. */
  dwelling?: Dwelling;
  /** Called with what the bill shows (null: no figures), for the page's 'Dela resultat'. */
  onBillChange?: (bill: BillSummary | null) => void;
}

const DEFAULT_TITLE = 'Ditt elnätsbolag';
const DEFAULT_LEAD = 'Lägg till elnätsavgiften, energiskatten och momsen, så ser du hela elkostnaden per år och per månad.';

/** What the energy tax rests on: a postcode, the address's `?kommun=`, or neither. */
function useEnergyTaxBasis(postalCode: string | null | undefined, linkedCode: string | null): EnergyTaxBasis | null {
  const [basis, setBasis] = useState<{ key: string; value: EnergyTaxBasis | null } | null>(null);
  const code = postalCode?.trim() ? postalCode.trim() : null;
  const key = code ? `p:${code}` : linkedCode ? `k:${linkedCode}` : '';
  useEffect(() => {
    if (key === '') return;
    let cancelled = false;
    loadTaxLookup()
      .then(({ lookupEnergyTax, lookupLinkedEnergyTax }) => (code ? lookupEnergyTax(code) : lookupLinkedEnergyTax(linkedCode ?? '')))
      .then(
        (value) => {
          if (!cancelled) setBasis({ key, value });
        },
        (error: unknown) => {
          // The lookup's code could not be loaded (offline, a new deploy): the full rate, and one warning.
          console.warn('Kommunen för energiskatten kunde inte hämtas; full energiskatt används.', error);
          if (!cancelled) setBasis({ key, value: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [key, code, linkedCode]);
  return basis && basis.key === key ? basis.value : null;
}

export function FullBillSection({
  headingLevel: Heading,
  className,
  postalCode,
  title = DEFAULT_TITLE,
  lead = DEFAULT_LEAD,
  defaultOpen = false,
  ...bodyProps
}: FullBillSectionProps) {
  const headingId = useId();
  // The address and storage exist only in the browser: null while pre-rendering and hydrating.
  const address = useArrivalAddress();
  const remembered = useRememberedInputs();
  const search = address?.search ?? null;
  const start = useMemo(() => (search === null ? null : readStart(search, remembered)), [search, remembered]);
  const arrivedOpen =
    start !== null && (start.selection !== null || start.peakKw !== null || start.ignoredLine !== null || address?.hash === `#${FULL_BILL_ANCHOR}`);
  const [openedByUser, setOpenedByUser] = useState(false);
  const open = defaultOpen || openedByUser || arrivedOpen;
  const [Body, setBody] = useState<ComponentType<FullBillBodyProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);

  useEffect(() => {
    if (!open || Body || loading.current || loadFailed) return;
    loading.current = true;
    loadBody().then(
      (component) => {
        loading.current = false;
        setBody(() => component);
      },
      () => {
        // The chunk could not be fetched (offline, a new deploy): say so and offer a retry.
        loading.current = false;
        setLoadFailed(true);
      },
    );
  }, [open, Body, loadFailed]);

  const tax = useEnergyTaxBasis(postalCode, start?.municipalityCode ?? null);
  const municipality = tax?.kind === 'municipality' ? { code: tax.municipality.code, name: tax.municipality.name, longName: tax.municipality.longName } : null;

  return (
    <section
      id={FULL_BILL_ANCHOR}
      aria-labelledby={headingId}
      data-testid="full-bill"
      className={cx('min-w-0 scroll-mt-20 space-y-4 rounded-lg border border-border p-4 sm:p-5', className)}
    >
      <div>
        <Heading id={headingId} className="text-xl font-semibold tracking-tight">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{lead}</p>
      </div>

      {start?.ignoredLine ? (
        <p className="text-sm" role="status" data-testid="ignored-params">
          {start.ignoredLine}
        </p>
      ) : null}
      {open && Body && start ? (
        <Body
          {...bodyProps}
          municipality={municipality}
          initialSelection={start.selection}
          initialPeakKw={start.peakKw}
          onSelectionChange={rememberSelection}
          focusPicker={openedByUser}
        />
      ) : open && !loadFailed ? (
        <p role="status" className="text-sm text-muted-foreground">
          Laddar …
        </p>
      ) : (
        <div className="space-y-2">
          {loadFailed ? (
            <p role="alert" className="text-sm">
              Delen för elnätsbolag kunde inte laddas. Kontrollera anslutningen och försök igen.
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => {
              setLoadFailed(false);
              setOpenedByUser(true);
            }}
            className={`${buttonVariants({ variant: 'outline' })} min-h-11`}
          >
            {loadFailed ? 'Försök igen' : 'Välj ditt elnätsbolag'}
          </button>
        </div>
      )}

      {tax ? (
        <p className="text-sm" data-testid="energy-tax-line">
          Energiskatt: {tax.line}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {tax ? tax.note : NO_MUNICIPALITY_NOTE} Vi gissar aldrig vilket elnätsbolag du har – det står på elnätsfakturan.{' '}
        <Link href="/elnat" className="font-medium text-primary underline underline-offset-2">
          Alla elnätsbolags avgifter
        </Link>
      </p>
    </section>
  );
}
