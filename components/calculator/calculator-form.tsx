'use client';

import { AlertCircle, ArrowRight, Calculator, Share2 } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';

import { OnwardStep } from '@/components/compare/onward-step';
import { FullBillSection } from '@/components/grid/full-bill-section';
import { shareOrCopy } from '@/components/share/share-or-copy';
import { buttonVariants } from '@/components/ui/button-variants';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { SectionHeading } from '@/components/ui/section-heading';
import { usePostcodeLookup } from '@/components/postcode/use-postcode-lookup';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { areaLabel, areaNote } from '@/lib/compare/area-note';
import {
  calculateCosts,
  calculationAnnouncement,
  calculatorShareText,
  checkAnnualKwh,
  checkPriceOre,
  cheapestAlternative,
  ECHO_DECIMALS,
  echoNumber,
  echoOrePerKwh,
  fieldProblemMessage,
  offerName,
  scenarioSentence,
  type CalculatorField,
  type CalculatorResult,
  type CheapestAlternative,
} from '@/lib/domain/calculator';
import { INVALID_POSTAL_CODE_MESSAGE, isValidPostalCode, normalizePostalCode, type PostcodeResult } from '@/lib/postcode/code';
import { DEFAULT_PRICE_AREA, PRICE_AREAS, PRICE_AREA_NAMES, isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import type { SupplyInput } from '@/lib/grid/total-cost';
import { HOME_TYPE_PRESETS, OPTIMISED_SAVING_PERCENT } from '@/lib/domain/tool-constants';
import { formatDate, formatKr, formatKwh, formatNumber, formatOrePerKwh } from '@/lib/format';
import { BILL_URL_PARAMS, ignoredLine, parseBillUrl, type BillUrlParam } from '@/lib/grid/bill-url';
import { priceBasisText } from '@/lib/market/basis';
import type { AreaOffers } from '@/lib/market/area-file';
import { loadAreaOffers } from '@/lib/market/area-file-loader';
import { indexMarket, type MarketIndex } from '@/lib/market/compare';
import { clampAnnualKwh } from '@/lib/market/consumption';
import { ELPRISKOLLEN, OFFER_TYPE_LABELS, type AreaSource } from '@/lib/market/offer';
import { offerOnwardStep, ONWARD_LABEL, type SupplierWebsites } from '@/lib/market/onward';
import { compareHref as jamforHref } from '@/lib/paths';
import { consumptionFromAnnual, readRememberedInputs, rememberInputs } from '@/lib/remembered-inputs';
import { revealResult } from '@/lib/dom/reveal-result';
import { cx } from '@/lib/utils';
import { staleWarning } from '@/lib/domain/data-age';

type Field = CalculatorField | 'postalCode';

type PostcodeLookup = PostcodeResult;

/** Where each area's offers come from (the server's, app/kalkylator/page.tsx): a few lines, in the page. */
export type CalculatorSources = Readonly<Record<PriceArea, AreaSource>>;

/** A result together with the inputs it was computed from; it is dropped when any input changes. */
interface Outcome {
  /** Null when no price was typed: the page then shows the cheapest offer and the full bill with it. */
  result: CalculatorResult | null;
  annualKwh: number;
  area: PriceArea;
  postalCode: string | null;
  alternative: CheapestAlternative | null;
  /** The area's offers could not be loaded, so there is no cheapest offer to show. */
  alternativeFailed: boolean;
}

/** The parameters of a link to a filled-in bill that the form reads itself (the full bill reads the rest). */
const FORM_PARAMS: readonly BillUrlParam[] = ['kwh', 'area'];

/**
 * The calculator island (docs/rules/calculator.md):
 * home-type presets, consumption, the supply price (optional), the price area (chosen, or from a
 * postcode), the result with the 20 % scenario where a price was typed, the cheapest offer of the
 * area (the market catalogue), and "Hela elkostnaden" on the typed price or that offer. A link
 * with `?kwh=&omrade=&kommun=&natbolag=&sakring=&topp=` fills it in and shows the bill at once.
 * The computation is instant, so there is no busy state; the button waits only while a postcode
 * is looked up. Any change to an input removes the result, so a result never stands beside other
 * input.
 *
 * The cheapest offer comes from the area's whole list, the file /jamfor reads too
 * (/data/elavtal/{area}.json, lib/market/area-file-loader.ts): the first view does not need it, so
 * it is not in the page; the form starts loading it when the visitor first focuses a field or
 * picks an area, well before the result is asked for. If it cannot be loaded, the result says so
 * and the full bill waits for a typed price.
 */
export function CalculatorForm({
  siteName,
  sources,
  websites,
}: {
  siteName: string;
  sources: CalculatorSources;
  /** The suppliers' own websites where the site can cite them (the cheapest offer's onward step). */
  websites?: SupplierWebsites;
}) {
  const [kwhInput, setKwhInput] = useState('');
  const [priceInput, setPriceInput] = useState('');
  const [postcodeInput, setPostcodeInput] = useState('');
  const [area, setArea] = useState<PriceArea>(DEFAULT_PRICE_AREA);
  const [lookup, setLookup] = useState<PostcodeLookup | null>(null);
  const [lookupPending, setLookupPending] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);
  // A hint appears once a field has been typed in or left, not on the untouched form.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ annualKwh: false, price: false, postalCode: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // The lookup drops an answer for a postcode that has since changed (its race guard).
  const postcode = usePostcodeLookup();
  // Set by 'Beräkna elkostnad'; the result is brought into view once it has rendered.
  const revealPending = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!outcome || !revealPending.current) return;
    revealPending.current = false;
    revealResult(resultRef.current, resultHeadingRef.current);
  }, [outcome]);

  const kwh = checkAnnualKwh(kwhInput);
  // The price is optional: without it the result is the cheapest offer of the area and the full bill with it.
  const priceGiven = priceInput.trim() !== '';
  const price = checkPriceOre(priceInput);
  const postcodeValid = postcodeInput.trim() === '' || isValidPostalCode(postcodeInput);
  const canCalculate = kwh.ok && (!priceGiven || price.ok) && postcodeValid && !lookupPending;
  const touch = (field: Field) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const lookUpArea = useCallback(
    async (input: string, preferredArea: PriceArea | null = null) => {
      setLookup(null);
      setLookupFailed(false);
      setLookupPending(isValidPostalCode(input));
      const outcome = await postcode.lookup(input);
      if (outcome.status === 'stale') return;
      setLookupPending(false);
      if (outcome.status === 'found') {
        setLookup({ postalCode: outcome.postalCode, detectedArea: outcome.detectedArea, inTable: outcome.inTable });
        const chosen = preferredArea ?? outcome.detectedArea;
        if (chosen) {
          setArea(chosen);
          preloadArea(chosen);
        }
      } else if (outcome.status === 'failed') {
        // The lookup's code or data could not be loaded: the visitor picks the area instead.
        setLookupFailed(true);
      }
    },
    [postcode],
  );

  // Counts the results asked for: one that arrives after an input changed is dropped.
  const showRun = useRef(0);
  const show = useCallback(
    async (next: Omit<Outcome, 'alternative' | 'alternativeFailed'>, reveal: boolean) => {
      const run = (showRun.current += 1);
      const index = await areaIndex(next.area);
      if (run !== showRun.current) return;
      const alternative = index ? cheapestAlternative(index, next.annualKwh, sources[next.area]) : null;
      setOutcome({ ...next, alternative, alternativeFailed: index === null });
      setAnnouncement(calculationAnnouncement(next.result, alternative, areaLabel(next.area)));
      revealPending.current = reveal;
    },
    [sources],
  );
  const dropOutcome = () => {
    showRun.current += 1;
    setOutcome(null);
    setAnnouncement('');
  };

  // A link to a filled-in bill (/stader and /elnat pages) fills the form and shows the result at
  // once; otherwise, with functional consent, what was remembered (lib/remembered-inputs.ts).
  // Both exist only in the browser, so this cannot run while pre-rendering.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const linked = Object.values(BILL_URL_PARAMS).some((key) => params.has(key));
    /* eslint-disable react-hooks/set-state-in-effect */
    if (linked) {
      const bill = parseBillUrl(params);
      setLinkProblem(ignoredLine(bill.ignored.filter((key) => FORM_PARAMS.includes(key))));
      const linkedArea = bill.area ?? DEFAULT_PRICE_AREA;
      setKwhInput(echoNumber(bill.annualKwh));
      setArea(linkedArea);
      void show({ result: null, annualKwh: bill.annualKwh, area: linkedArea, postalCode: null }, false);
      return;
    }
    const remembered = readRememberedInputs();
    if (!remembered) return;
    if (remembered.annualKwh !== undefined) setKwhInput(echoNumber(remembered.annualKwh));
    if (remembered.area) setArea(remembered.area);
    if (remembered.postalCode) {
      setPostcodeInput(remembered.postalCode);
      void lookUpArea(remembered.postalCode, remembered.area ?? null);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // Once, after hydration (lookUpArea and show are stable).
  }, [lookUpArea, show]);

  function changed(field: Field, value: string) {
    touch(field);
    dropOutcome();
    if (field === 'annualKwh') setKwhInput(value);
    else if (field === 'price') setPriceInput(value);
    else {
      setPostcodeInput(value);
      void lookUpArea(value);
    }
  }

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kwh.ok || (priceGiven && !price.ok) || !postcodeValid) {
      setTouched({ annualKwh: true, price: priceGiven, postalCode: true });
      return;
    }
    if (lookupPending) return;
    const result = priceGiven && price.ok ? calculateCosts(kwh.value, price.value) : null;
    const postalCode = postcodeInput.trim() === '' ? null : normalizePostalCode(postcodeInput);
    setLinkProblem(null);
    void show({ result, annualKwh: kwh.value, area, postalCode }, true);
    rememberInputs({ ...consumptionFromAnnual(kwh.value), area, postalCode });
  }

  const postcodeProblem = touched.postalCode && !postcodeValid ? INVALID_POSTAL_CODE_MESSAGE : null;
  const lookupMatchesInput = lookup !== null && lookup.postalCode === normalizePostalCode(postcodeInput);

  return (
    <div className="space-y-8">
      <form onSubmit={calculate} onFocus={() => preloadArea(area)} noValidate className="space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm sm:p-6">
        <fieldset>
          <legend className="text-sm font-semibold">Välj boendetyp – eller skriv din egen förbrukning</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {HOME_TYPE_PRESETS.map((preset) => {
              const pressed = kwh.ok && kwh.value === preset.annualKwh;
              return (
                <button
                  key={preset.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => changed('annualKwh', formatNumber(preset.annualKwh))}
                  className={cx(
                    buttonVariants({ variant: pressed ? 'default' : 'outline', size: 'sm' }),
                    'h-auto flex-col gap-0 py-2',
                  )}
                >
                  <span>{preset.label}</span>
                  <span className={cx('text-xs font-normal', pressed ? 'text-primary-foreground' : 'text-muted-foreground')}>
                    {formatKwh(preset.annualKwh, ECHO_DECIMALS)}/år
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="annualKwh"
            label="Årlig elförbrukning (kWh)"
            help="Står på elnätsfakturan eller på Mina sidor hos ditt elnätsbolag."
            placeholder={formatNumber(12000)}
            inputMode="decimal"
            value={kwhInput}
            problem={touched.annualKwh && !kwh.ok ? fieldProblemMessage('annualKwh', kwh.problem) : null}
            onChange={(value) => changed('annualKwh', value)}
            onBlur={() => touch('annualKwh')}
          />
          <TextField
            name="price"
            label="Nuvarande elpris (öre/kWh, valfritt)"
            help="Elhandelspriset från elhandelsfakturan: spotpris eller fast pris plus påslag, inklusive moms. Utan elnätsavgift och energiskatt, som står på elnätsfakturan. Vet du inte priset räknar vi med det billigaste avtalet i elområdet."
            placeholder={formatNumber(125.5, 1)}
            inputMode="decimal"
            value={priceInput}
            problem={touched.price && priceGiven && !price.ok ? fieldProblemMessage('price', price.problem) : null}
            onChange={(value) => changed('price', value)}
            onBlur={() => touch('price')}
          />
          <TextField
            name="postalCode"
            label="Postnummer (valfritt)"
            help="Ger ditt elområde. Du kan också välja elområdet direkt."
            placeholder="11122"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={postcodeInput}
            problem={postcodeProblem}
            onChange={(value) => changed('postalCode', value)}
            onBlur={() => touch('postalCode')}
          >
            {lookupPending ? (
              <p className="mt-2 text-sm text-muted-foreground" role="status">
                Söker elområde...
              </p>
            ) : lookupFailed ? (
              <p className="mt-2 text-sm text-muted-foreground" role="status">
                Elområdet kunde inte hämtas. Välj det i listan.
              </p>
            ) : lookupMatchesInput ? (
              <p className="mt-2 text-sm text-muted-foreground" data-testid="area-note">
                {areaNote({ ...lookup, area })}
              </p>
            ) : null}
          </TextField>
          <div>
            <Label htmlFor="kalkylator-elomrade">Elområde</Label>
            <p id="kalkylator-elomrade-hjalp" className="mt-1 text-xs text-muted-foreground">
              Står på elnätsfakturan. Används för det billigaste avtalet där du bor.
            </p>
            <NativeSelect
              id="kalkylator-elomrade"
              aria-describedby="kalkylator-elomrade-hjalp"
              value={area}
              onChange={(event) => {
                if (!isPriceArea(event.target.value)) return;
                setArea(event.target.value);
                preloadArea(event.target.value);
                dropOutcome();
              }}
              className="mt-2 w-full"
            >
              {PRICE_AREAS.map((option) => (
                <option key={option} value={option}>
                  {option} ({PRICE_AREA_NAMES[option]})
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" disabled={!canCalculate} className={buttonVariants({ size: 'lg' })}>
            <Calculator aria-hidden="true" />
            Beräkna elkostnad
          </button>
          <p className="text-sm text-muted-foreground">Resultatet visar också hela elkostnaden: elhandel, elnät, energiskatt och moms.</p>
        </div>
      </form>

      <p role="status" className="sr-only" data-testid="calculator-announcement">
        {announcement}
      </p>
      {linkProblem ? (
        <p className="text-sm" role="status" data-testid="link-problem">
          {linkProblem}
        </p>
      ) : null}
      <div ref={resultRef} className="scroll-mt-20">
        {outcome ? (
          <ResultCards outcome={outcome} source={sources[outcome.area]} siteName={siteName} headingRef={resultHeadingRef} websites={websites} />
        ) : null}
      </div>
    </div>
  );
}

function TextField({
  name,
  label,
  help,
  placeholder,
  inputMode,
  autoComplete = 'off',
  maxLength,
  value,
  problem,
  onChange,
  onBlur,
  children,
}: {
  name: Field;
  label: string;
  help: string;
  placeholder: string;
  inputMode: 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-help`} className="mt-1 text-xs text-muted-foreground">
        {help}
      </p>
      <Input
        id={id}
        name={name}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-help ${id}-hint` : `${id}-help`}
        className="mt-2"
      />
      {problem ? (
        <p id={`${id}-hint`} className="mt-2 flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Starts loading an area's offers (once per page load; a failure is left for areaIndex to report). */
function preloadArea(area: PriceArea): void {
  loadAreaOffers(area).catch(() => undefined);
}

// Indexed once per area and page load.
const indexes = new WeakMap<AreaOffers, MarketIndex>();
/** The area's whole offer list, indexed for cheapestAlternative; null (after one warning) when it cannot be loaded. */
async function areaIndex(area: PriceArea): Promise<MarketIndex | null> {
  try {
    const loaded = await loadAreaOffers(area);
    let index = indexes.get(loaded);
    if (!index) {
      index = indexMarket(loaded.offers, loaded.suppliers);
      indexes.set(loaded, index);
    }
    return index;
  } catch (error) {
    console.warn('Kalkylatorn: elområdets avtal kunde inte hämtas, så resultatet visas utan det billigaste avtalet.', error);
    return null;
  }
}

/** /jamfor with the same postcode, area and consumption (in the slider's range). */
function compareHref(outcome: Outcome): string {
  return jamforHref({ ...(outcome.postalCode ? { postalCode: outcome.postalCode } : {}), area: outcome.area, annualKwh: clampAnnualKwh(outcome.annualKwh) });
}

/** The full bill's elhandel part: the price typed (it is the visitor's own), else the area's cheapest offer. */
function billSupply(outcome: Outcome): { supply: SupplyInput | null; where: string } {
  if (outcome.result) {
    return {
      supply: { pricePerKwhOre: outcome.result.priceOrePerKwh, monthlyFeeKr: 0, source: { name: 'Ditt elpris' } },
      where: 'det pris du angett ovan; elhandlarens månadsavgift ingår inte, eftersom du inte har angett den',
    };
  }
  return {
    supply: outcome.alternative?.supply ?? null,
    where: `det billigaste avtalet i ${areaLabel(outcome.area)} vid din förbrukning, som ovan`,
  };
}

function ResultCards({
  outcome,
  source,
  siteName,
  headingRef,
  websites,
}: {
  outcome: Outcome;
  source: AreaSource;
  siteName: string;
  headingRef: Ref<HTMLHeadingElement>;
  websites: SupplierWebsites | undefined;
}) {
  const { result, alternative, area, annualKwh } = outcome;
  const bill = billSupply(outcome);

  function share() {
    return shareOrCopy({
      title: `Min elkostnad – ${siteName}`,
      text: calculatorShareText(result, siteName, alternative ? { annualKwh, areaText: areaLabel(area), offer: alternative } : null),
      url: window.location.href,
      copiedDescription: 'Resultatet har kopierats till urklipp',
      manualHint: 'Markera resultatet och kopiera det själv.',
    });
  }

  return (
    <section aria-labelledby="resultat-rubrik" className="min-w-0 space-y-4">
      <SectionHeading id="resultat-rubrik" ref={headingRef} tabIndex={-1} className="focus:outline-none">
        Ditt resultat
      </SectionHeading>
      {result ? (
        <>
          <p className="text-sm text-muted-foreground">
            Beräknat för {formatKwh(result.annualKwh, ECHO_DECIMALS)} per år ({formatKwh(Math.round(result.monthlyConsumption), ECHO_DECIMALS)} per månad) och ett
            elhandelspris på {echoOrePerKwh(result.priceOrePerKwh)}, utan elnätsavgift, energiskatt och månadsavgift.
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            <li className="rounded-lg border border-border p-5" data-testid="current-cost">
              <h3 className="font-semibold">Din elhandelskostnad</h3>
              <p className="mt-3 text-3xl font-bold tracking-tight">
                {formatKr(result.currentAnnualCost)}
                <span className="text-base font-medium text-muted-foreground"> per år</span>
              </p>
              <p className="mt-1 text-muted-foreground">{formatKr(result.currentMonthlyCost)} per månad</p>
            </li>
            <li className="rounded-lg border border-primary/40 bg-primary-soft/40 p-5" data-testid="scenario">
              <h3 className="font-semibold">Räkneexempel: {OPTIMISED_SAVING_PERCENT} % lägre elpris</h3>
              <p className="mt-3 text-3xl font-bold tracking-tight">
                {formatKr(result.optimisedAnnualCost)}
                <span className="text-base font-medium text-muted-foreground"> per år</span>
              </p>
              <p className="mt-1 text-muted-foreground">{formatKr(result.optimisedMonthlyCost)} per månad</p>
              <p className="mt-3 text-sm">{scenarioSentence(result)}</p>
            </li>
          </ul>
          <p className="rounded-md bg-muted p-4 text-sm text-muted-foreground">
            <strong className="text-foreground">Så har vi räknat:</strong> kostnaden är förbrukningen gånger ditt elpris. Räkneexemplet
            visar vad ett {OPTIMISED_SAVING_PERCENT} % lägre elpris ({echoOrePerKwh(result.optimisedPriceOrePerKwh)}) skulle betyda
            – det är inget löfte och inget visst avtal. Vad ett verkligt avtal kostar ser du nedan.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="no-price">
          Beräknat för {formatKwh(annualKwh, ECHO_DECIMALS)} per år i {areaLabel(area)}. Du har inte angett något elpris, så vi räknar med det billigaste
          avtalet i elområdet. Skriv ditt pris ovan, så jämför vi det också.
        </p>
      )}

      <AlternativeCard outcome={outcome} alternative={alternative} source={source} websites={websites} />

      {/* The full bill: on the price typed, else on the cheapest offer of the area (docs/rules/calculator.md). */}
      <FullBillSection
        headingLevel="h3"
        title="Hela elkostnaden"
        lead="Elhandel, elnätsavgift, energiskatt och moms per år och per månad. Välj ditt elnätsbolag, så räknar vi med dess avgifter."
        defaultOpen
        consumption={{ kind: 'fixed', annualKwh }}
        supply={bill.supply}
        supplyWhere={bill.where}
        spotOreExVat={source.spotOre}
        postalCode={outcome.postalCode}
      />

      <button type="button" onClick={share} className={buttonVariants({ variant: 'outline' })}>
        <Share2 aria-hidden="true" />
        Dela resultat
      </button>
    </section>
  );
}

function AlternativeCard({
  outcome,
  alternative,
  source,
  websites,
}: {
  outcome: Outcome;
  alternative: CheapestAlternative | null;
  source: AreaSource;
  websites: SupplierWebsites | undefined;
}) {
  const { area, annualKwh, result } = outcome;
  if (!alternative) {
    return (
      <p className="rounded-lg border border-border p-5" data-testid="cheapest-offer">
        {outcome.alternativeFailed
          ? `Avtalen för ${areaLabel(area)} kunde inte hämtas just nu, så vi kan inte visa det billigaste. Försök igen om en stund.`
          : `Vi har inga avtal för ${areaLabel(area)} i jämförelsen.`}
      </p>
    );
  }
  const { offer, cost, supply } = alternative;
  const difference = result ? result.currentAnnualCost - cost.yearlyKr : null;
  return (
    <section
      aria-labelledby="billigaste-avtal"
      className="rounded-lg border border-success/40 bg-success-soft/60 p-5"
      data-testid="cheapest-offer"
      data-offer-id={offer.id}
    >
      <h3 id="billigaste-avtal" className="font-semibold">
        Billigaste avtalet i {areaLabel(area)}
      </h3>
      <p id="billigaste-avtal-namn" className="mt-2 text-lg font-semibold" data-testid="cheapest-offer-name">
        {offerName(offer)}
      </p>
      <p className="text-sm text-muted-foreground">
        {OFFER_TYPE_LABELS[offer.type]}, {formatOrePerKwh(supply.pricePerKwhOre, 2)} och {formatKr(supply.monthlyFeeKr)} i månadsavgift, inklusive moms.
      </p>
      <p className="mt-3 text-3xl font-bold tracking-tight" data-testid="cheapest-offer-cost">
        {formatKr(cost.yearlyKr)}
        <span className="text-base font-medium text-muted-foreground"> per år</span>
      </p>
      <p className="text-muted-foreground">
        <span data-testid="cheapest-offer-monthly">{formatKr(cost.monthlyKr)}</span> per månad, jämförpris {formatOrePerKwh(cost.jamforprisOre, 2)}{' '}
        inklusive månadsavgift, för elhandeln
      </p>
      {difference !== null ? (
        <p className="mt-3 text-sm">
          {difference > 0
            ? `Det är ${formatKr(difference)} mindre per år än med ditt elpris, trots att avtalets månadsavgift är medräknad och din egen inte är det.`
            : difference < 0
              ? `Det är ${formatKr(-difference)} mer per år än med ditt elpris (avtalets månadsavgift är medräknad, din egen inte).`
              : 'Det kostar lika mycket per år som med ditt elpris.'}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-muted-foreground">
        Samma rangordning som i jämförelsen, bland de elavtal Elpriskollen visade för ett postnummer i elområdet: lägst kostnad per år
        vid {formatKwh(annualKwh, ECHO_DECIMALS)}, bland alla avtalstyper. {priceBasisText(source)} Källa:{' '}
        <a href={ELPRISKOLLEN.url} rel="noopener" className="underline underline-offset-2">
          {ELPRISKOLLEN.name}
        </a>
        , hämtat <DataAge kind="offers" date={source.date} text={formatDate(source.date)} />.
      </p>
      <DataAgeWarning {...staleWarning('offers', source.date)} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <OnwardStep step={offerOnwardStep(offer, source, websites)} label={ONWARD_LABEL} describedBy="billigaste-avtal-namn" />
        <Link href={compareHref(outcome)} className={`${buttonVariants({ variant: 'outline' })} min-h-11`}>
          Jämför avtalen
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
