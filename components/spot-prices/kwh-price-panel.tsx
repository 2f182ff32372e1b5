'use client';

import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';

import { EnergyTaxNotice } from '@/components/ui/energy-tax-notice';
import { buttonVariants } from '@/components/ui/button-variants';
import { Table } from '@/components/ui/table';
import { ORIGIN_FILTER_LABELS, TYPE_GROUP_LABELS } from '@/lib/market/offer';
import { energyTaxNoticeProps, energyTaxRate } from '@/lib/domain/energy-tax';
import { DEFAULT_MAIN_FUSE, type GridTariff, type MainFuse } from '@/lib/grid/types';
import { formatPostalCode, INVALID_POSTAL_CODE_MESSAGE, isValidPostalCode, normalizePostalCode } from '@/lib/postcode/code';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatNumber, formatOrePerKwh, upperFirst } from '@/lib/format';
import { FULL_BILL_ANCHOR } from '@/lib/grid/selection';
import { rememberInputs, type RememberedInputs } from '@/lib/remembered-inputs';
import { KWH_PRICE_FORMULA, kwhPrice, meanTransferFee, transferExVat, type MarkupChoices, type PartInput } from '@/lib/spot/kwh-price';
import { inPlace } from '@/lib/cities/place';

type MunicipalityState =
  | { state: 'none' }
  | { state: 'loading'; postalCode: string }
  | { state: 'found'; postalCode: string; name: string; code: string }
  | { state: 'unknown'; postalCode: string }
  | { state: 'failed'; postalCode: string };

type GridState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; label: string; tariff: GridTariff | null; fuse: MainFuse }
  | { state: 'unknown' }
  | { state: 'failed' };

const linkClass = 'font-medium text-primary underline underline-offset-4';

// Loaded only when a postcode or a grid choice needs them, so they stay out of the page's first JavaScript.
const postcodeLookup = () => import('@/lib/postcode/lookup');
const gridList = () => import('@/lib/grid/tariff-list');

/** The remembered grid choice as a tariff from the operators' list (fetched only when there is one). */
function useRememberedGrid(remembered: RememberedInputs | null): GridState {
  // The list's answer for one choice; while the choice has no answer yet, it is loading.
  const [answer, setAnswer] = useState<{ key: string; grid: GridState } | null>(null);
  const tariffId = remembered?.gridTariffId;
  const fuse = remembered?.mainFuse ?? DEFAULT_MAIN_FUSE;
  const key = tariffId ? `${tariffId}@${fuse}` : '';
  useEffect(() => {
    if (!tariffId) return;
    let cancelled = false;
    gridList()
      .then(async ({ gridChoices, loadGridTariffList }) => gridChoices(await loadGridTariffList()))
      .then(
        (choices) => {
          if (cancelled) return;
          const choice = choices.find((c) => c.id === tariffId);
          setAnswer({ key: `${tariffId}@${fuse}`, grid: choice ? { state: 'ready', label: choice.label, tariff: choice.tariff, fuse } : { state: 'unknown' } });
        },
        (error: unknown) => {
          if (cancelled) return;
          console.warn('Elpriser: elnätsbolagens priser kunde inte laddas.', error);
          setAnswer({ key: `${tariffId}@${fuse}`, grid: { state: 'failed' } });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [tariffId, fuse]);
  if (key === '') return { state: 'none' };
  return answer?.key === key ? answer.grid : { state: 'loading' };
}

/**
 * 'Vad en kWh kostar' on /elpris-just-nu: the spot price and what comes on top of it
 * per kWh, each part named, with the formula once in words. The energy tax follows the
 * municipality of the visitor's postcode (typed here, or remembered from /jamfor or /kalkylator
 * with functional consent); the påslag and the transfer fee are added only when the visitor chose
 * a contract type on /jamfor or a grid operator in 'Ditt elnätsbolag' (remembered likewise).
 */
/** The municipality of a postcode (for the energy tax), looked up when the code changes; loading until its answer comes. */
function useMunicipality(postalCode: string | null): MunicipalityState {
  const [answer, setAnswer] = useState<Exclude<MunicipalityState, { state: 'none' | 'loading' }> | null>(null);
  useEffect(() => {
    if (postalCode === null) return;
    let cancelled = false;
    postcodeLookup()
      .then(({ lookupMunicipality }) => lookupMunicipality(postalCode))
      .then(
        (hit) => {
          if (!cancelled) setAnswer(hit ? { state: 'found', postalCode, name: hit.name, code: hit.code } : { state: 'unknown', postalCode });
        },
        (error: unknown) => {
          console.warn('Elpriser: kommunen för postnumret kunde inte hämtas.', error);
          if (!cancelled) setAnswer({ state: 'failed', postalCode });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [postalCode]);
  if (postalCode === null) return { state: 'none' };
  return answer?.postalCode === postalCode ? answer : { state: 'loading', postalCode };
}

export function KwhPricePanel({
  area,
  spot,
  atMs,
  intervals,
  remembered,
  markups,
  comparePath,
  onAreaFromPostcode,
}: {
  area: PriceArea;
  /** The spot price the panel starts from and what it is ('kl. 10:00–10:15', 'dygnsmedel 14 april 2026'). */
  spot: { oreExVat: number; label: string };
  /** The instant of a live price (a time-of-use transfer fee is read at it), or null for a whole day. */
  atMs: number | null;
  /** The day's hourly prices, for a whole day's mean transfer fee. */
  intervals: readonly { startMs: number; priceOre: number }[];
  remembered: RememberedInputs | null;
  markups: MarkupChoices;
  /** /jamfor, where the contract type and 'Ditt elnätsbolag' are chosen (from the route index, on the server). */
  comparePath: string;
  onAreaFromPostcode: (area: PriceArea) => void;
}) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  // A postcode remembered from /jamfor or /kalkylator (functional consent) fills the field until the visitor types.
  const rememberedCode = remembered?.postalCode ?? null;
  const [typed, setInput] = useState<string | null>(null);
  const input = typed ?? (rememberedCode ? formatPostalCode(rememberedCode) : '');
  const [invalid, setInvalid] = useState(false);
  // The postcode whose municipality gives the energy tax: the one searched here, else the remembered one.
  const [searched, setSearched] = useState<string | null>(null);
  const municipality = useMunicipality(searched ?? rememberedCode);
  const grid = useRememberedGrid(remembered);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPostalCode(input)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const code = normalizePostalCode(input);
    setSearched(code);
    // The postcode's price area becomes the area shown (as on /jamfor); remembered with consent.
    postcodeLookup()
      .then(({ lookupPriceArea }) => lookupPriceArea(code))
      .then(
        (found) => {
          if (!found) return;
          onAreaFromPostcode(found);
          rememberInputs({ postalCode: code, area: found });
        },
        () => {
          // The municipality lookup above has already said what failed; the area stays as chosen.
        },
      );
  };

  // Energy tax: the municipality's rate when known, else the full rate (never assume the deduction).
  const found = municipality.state === 'found' ? municipality : null;
  const tax = energyTaxRate(found?.code);
  const taxDetail = found
    ? `${tax.reduced ? 'Sänkt skattesats' : 'Full skattesats'} ${tax.year} ${inPlace(found.name)} (postnummer ${formatPostalCode(found.postalCode)})`
    : municipality.state === 'unknown'
      ? `Full skattesats ${tax.year}: postnumret ${formatPostalCode(municipality.postalCode)} finns inte i vår tabell`
      : municipality.state === 'failed'
        ? `Full skattesats ${tax.year}: kommunen kunde inte hämtas`
        : `Full skattesats ${tax.year}. Ange ditt postnummer nedan: i vissa kommuner i norra Sverige är skatten lägre`;

  const markup = markupPart(remembered, markups, area);
  const transfer = transferPart(grid, atMs, spot.oreExVat, intervals, remembered?.annualKwh);
  const price = kwhPrice({
    spot: { oreExVat: spot.oreExVat, detail: `${spot.label}, exkl. moms` },
    markup,
    energyTax: tax,
    energyTaxDetail: taxDetail,
    transfer,
  });

  return (
    <section aria-labelledby={headingId} data-testid="kwh-price" className="space-y-4 rounded-lg border border-border p-4 sm:p-5">
      <div>
        <h3 id={headingId} className="text-xl font-semibold tracking-tight">
          Vad en kWh kostar i {area}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{KWH_PRICE_FORMULA}</p>
      </div>
      <Table caption={<>Priset per kWh i {area} och dess delar, öre/kWh</>} className="w-full text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Del
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              öre/kWh
            </th>
          </tr>
        </thead>
        <tbody>
          {price.parts.map((part) => (
            <tr key={part.id} data-part={part.id} className="border-b border-border/60 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {part.label}
                <span className="block text-xs font-normal text-muted-foreground">{part.status === 'included' ? part.detail : part.reason}</span>
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{part.status === 'included' ? formatNumber(part.oreExVat, 1) : 'ingår inte'}</td>
            </tr>
          ))}
          <tr data-part="vat" className="border-b border-border/60">
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              Moms 25 %<span className="block text-xs font-normal text-muted-foreground">På summan av delarna ovan</span>
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatNumber(price.vatOre, 1)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              Pris per kWh inkl. moms
            </th>
            <td className="py-2 text-right text-base font-bold whitespace-nowrap tabular-nums" data-testid="kwh-total">
              {formatOrePerKwh(price.totalOre)}
            </td>
          </tr>
        </tfoot>
      </Table>
      {price.missing.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Priset ovan saknar {price.missing.map((label) => label.toLowerCase()).join(' och ')}.{' '}
          <Link href={comparePath} className={linkClass}>
            Välj avtalstyp
          </Link>{' '}
          eller{' '}
          <Link href={`${comparePath}#${FULL_BILL_ANCHOR}`} className={linkClass}>
            ditt elnätsbolag
          </Link>{' '}
          på Jämför elavtal, så räknar vi med ett typiskt påslag för avtalstypen och elnätsbolagets överföringsavgift här (vi minns valet om du har godkänt
          funktionella cookies).
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Fasta månadsavgifter (elhandlarens och elnätets) ingår inte: de beror inte på hur många kWh du använder. Med kvarts- eller timpris betalar du spotpriset
        för varje kvart eller timme; med rörligt månadspris betalar du i stället månadens snitt.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium">
            Postnummer (för energiskatten)
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? hintId : undefined}
            className="mt-1 h-11 w-36 rounded-md border border-border bg-background px-3 text-base"
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          Räkna med min kommun
        </button>
        <p id={hintId} role="status" className="basis-full text-sm text-destructive empty:hidden">
          {invalid ? INVALID_POSTAL_CODE_MESSAGE : ''}
        </p>
      </form>
      <EnergyTaxNotice {...energyTaxNoticeProps()} />
    </section>
  );
}

/** The choices a påslag is computed for, named as /jamfor's filters name them ('miljo': a value stored before the market catalogue). */
const MARKUP_CHOICE_LABELS: Readonly<Record<keyof MarkupChoices, string>> = {
  rorligt: TYPE_GROUP_LABELS.rorligt,
  miljo: ORIGIN_FILTER_LABELS.fornybart,
};

function markupPart(remembered: RememberedInputs | null, markups: MarkupChoices, area: PriceArea): PartInput {
  const choice = remembered?.contractChoice;
  if (!choice) {
    return { reason: 'Beror på ditt elavtal.' };
  }
  if (choice === 'fast') {
    return {
      reason: `Du valde ${TYPE_GROUP_LABELS.fast.toLowerCase()} pris på Jämför elavtal: då betalar du avtalets pris i stället för spotpris och påslag.`,
    };
  }
  if (choice === 'mixat') {
    return { reason: 'Du valde mixat pris på Jämför elavtal: då är halva priset fast, så spotpris och påslag ger inte hela priset per kWh.' };
  }
  const basis = markups[choice][area];
  if (!basis) return { reason: `Jämförelsen har inget avtal av typen ”${MARKUP_CHOICE_LABELS[choice]}” i ${area} att räkna ett påslag från.` };
  return {
    oreExVat: basis.oreExVat,
    detail: `${upperFirst(basis.description)}, för ”${MARKUP_CHOICE_LABELS[choice]}” som du valde på Jämför elavtal. Ditt avtals påslag kan vara ett annat`,
  };
}

function transferPart(
  grid: GridState,
  atMs: number | null,
  spotOre: number,
  intervals: readonly { startMs: number; priceOre: number }[],
  annualKwh: number | undefined,
): PartInput {
  switch (grid.state) {
    case 'none':
      return { reason: 'Beror på ditt elnätsbolag.' };
    case 'loading':
      return { reason: 'Hämtar elnätsbolagets priser …' };
    case 'failed':
      return { reason: 'Elnätsbolagens priser kunde inte hämtas.' };
    case 'unknown':
      return { reason: 'Elnätsbolaget du valde finns inte längre i vår lista. Välj det igen på Jämför elavtal.' };
    case 'ready': {
      if (!grid.tariff) return { reason: `Vi har ingen prislista för ${grid.label}.` };
      const fee = meanTransferFee(grid.tariff, grid.fuse, atMs === null ? intervals : [{ startMs: atMs, priceOre: spotOre }], annualKwh);
      if ('reason' in fee) return fee;
      const how =
        fee.kind === 'timeOfUse'
          ? atMs === null
            ? ', tidstariff: medel över dygnets timmar'
            : ', tidstariff: priset den här timmen'
          : fee.kind === 'spotVariable'
            ? ', följer spotpriset'
            : '';
      return {
        oreExVat: transferExVat(fee.oreInclVat),
        detail: `${grid.label}, ${grid.fuse} A: ${formatOrePerKwh(fee.oreInclVat)} inkl. moms${how}`,
      };
    }
  }
}
