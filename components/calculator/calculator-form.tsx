'use client';

import { AlertCircle, Calculator, Share2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { shareOrCopy } from '@/components/share/share-or-copy';
import { buttonVariants } from '@/components/ui/button-variants';
import { toast } from '@/components/ui/use-toast';
import {
  calculateCosts,
  calculatorShareText,
  checkAnnualKwh,
  checkPriceOre,
  fieldProblemMessage,
  type CalculatorField,
  type CalculatorResult,
  type FieldResult,
} from '@/lib/domain/calculator';
import { HOME_TYPE_PRESETS, OPTIMISED_SAVING_PERCENT } from '@/lib/domain/tool-constants';
import { formatKr, formatNumber, formatOrePerKwh } from '@/lib/format';
import { cx } from '@/lib/utils';

const kwhText = (kwh: number) => `${formatNumber(kwh)}\u00A0kWh`;

/**
 * The calculator island (spec sections 2, 4, 5 and 9): home-type presets, the two inputs, the
 * button that is enabled only when both values can be used, the result cards and 'Dela Resultat'.
 * The computation is instant, so there is no busy state (decisions.md drops the 0.8 s wait).
 */
export function CalculatorForm({ siteName }: { siteName: string }) {
  const [kwhInput, setKwhInput] = useState('');
  const [priceInput, setPriceInput] = useState('');
  // A hint appears once a field has been typed in or left, not on the untouched form.
  const [touched, setTouched] = useState<Record<CalculatorField, boolean>>({ annualKwh: false, price: false });
  const [result, setResult] = useState<CalculatorResult | null>(null);

  const kwh = checkAnnualKwh(kwhInput);
  const price = checkPriceOre(priceInput);
  const canCalculate = kwh.ok && price.ok;
  const touch = (field: CalculatorField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kwh.ok || !price.ok) {
      setTouched({ annualKwh: true, price: true });
      return;
    }
    const next = calculateCosts(kwh.value, price.value);
    setResult(next);
    toast({
      title: 'Beräkning slutförd!',
      description: `Du kan spara upp till ${formatNumber(next.potentialAnnualSaving)} kr per år`,
      variant: 'success',
    });
  }

  return (
    <div className="space-y-8">
      <form onSubmit={calculate} noValidate className="space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm sm:p-6">
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
                  onClick={() => {
                    setKwhInput(formatNumber(preset.annualKwh));
                    touch('annualKwh');
                  }}
                  className={cx(
                    buttonVariants({ variant: pressed ? 'default' : 'outline', size: 'sm' }),
                    'h-auto flex-col gap-0 py-2',
                  )}
                >
                  <span>{preset.label}</span>
                  <span className={cx('text-xs font-normal', pressed ? 'text-primary-foreground' : 'text-muted-foreground')}>
                    {kwhText(preset.annualKwh)}/år
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            field="annualKwh"
            label="Årlig elförbrukning (kWh)"
            help="Står på elräkningen eller på Mina sidor hos ditt elnätsbolag."
            placeholder={formatNumber(12000)}
            value={kwhInput}
            check={kwh}
            showHint={touched.annualKwh}
            onChange={(value) => {
              setKwhInput(value);
              touch('annualKwh');
            }}
            onBlur={() => touch('annualKwh')}
          />
          <NumberField
            field="price"
            label="Nuvarande elpris (öre/kWh)"
            help="Elhandelspriset inklusive påslag, energiskatt och moms, men utan elnätsavgift."
            placeholder={formatNumber(125.5, 1)}
            value={priceInput}
            check={price}
            showHint={touched.price}
            onChange={(value) => {
              setPriceInput(value);
              touch('price');
            }}
            onBlur={() => touch('price')}
          />
        </div>

        <button type="submit" disabled={!canCalculate} className={buttonVariants({ size: 'lg' })}>
          <Calculator aria-hidden="true" />
          Beräkna Elkostnad
        </button>
      </form>

      <div aria-live="polite">{result ? <ResultCards result={result} siteName={siteName} /> : null}</div>
    </div>
  );
}

function NumberField({
  field,
  label,
  help,
  placeholder,
  value,
  check,
  showHint,
  onChange,
  onBlur,
}: {
  field: CalculatorField;
  label: string;
  help: string;
  placeholder: string;
  value: string;
  check: FieldResult;
  showHint: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const problem = showHint && !check.ok ? fieldProblemMessage(field, check.problem) : null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <p id={`${id}-help`} className="mt-1 text-xs text-muted-foreground">
        {help}
      </p>
      <input
        id={id}
        name={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-help ${id}-hint` : `${id}-help`}
        className={cx(
          'mt-2 h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring',
          problem ? 'border-destructive' : 'border-border',
        )}
      />
      {problem ? (
        <p id={`${id}-hint`} className="mt-2 flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function ResultCards({ result, siteName }: { result: CalculatorResult; siteName: string }) {
  function share() {
    return shareOrCopy({
      title: `Min elkostnad – ${siteName}`,
      text: calculatorShareText(result, siteName),
      url: window.location.href,
      copiedDescription: 'Resultatet har kopierats till urklipp',
      manualHint: 'Markera resultatet och kopiera det själv.',
    });
  }

  const cards = [
    { title: 'Din nuvarande kostnad', monthly: result.currentMonthlyCost, annual: result.currentAnnualCost, tone: 'border-border' },
    {
      title: `Med ${OPTIMISED_SAVING_PERCENT} % lägre elpris`,
      monthly: result.optimizedMonthlyCost,
      annual: result.optimizedAnnualCost,
      tone: 'border-primary/40 bg-primary-soft/40',
    },
    {
      title: 'Möjlig besparing',
      monthly: result.potentialMonthlySaving,
      annual: result.potentialAnnualSaving,
      tone: 'border-success/40 bg-success-soft/60',
    },
  ];

  return (
    <section aria-labelledby="resultat-rubrik" className="space-y-4">
      <h2 id="resultat-rubrik" className="text-2xl font-semibold tracking-tight">
        Ditt resultat
      </h2>
      <p className="text-sm text-muted-foreground">
        Beräknat för {kwhText(result.annualKwh)} per år ({kwhText(result.monthlyConsumption)} per månad) och{' '}
        {formatOrePerKwh(result.priceOrePerKwh)}.
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className={cx('rounded-lg border p-5', card.tone)}>
            <h3 className="font-semibold">{card.title}</h3>
            <p className="mt-3 text-3xl font-bold tracking-tight">
              {formatKr(card.annual)}
              <span className="text-base font-medium text-muted-foreground"> per år</span>
            </p>
            <p className="mt-1 text-muted-foreground">{formatKr(card.monthly)} per månad</p>
          </li>
        ))}
      </ul>
      <p className="rounded-md bg-muted p-4 text-sm text-muted-foreground">
        <strong className="text-foreground">Så har vi räknat:</strong> kostnaden är förbrukningen gånger elpriset, utan
        elnätsavgift och månadsavgift. Den lägre kostnaden bygger på ett antagande om ett {OPTIMISED_SAVING_PERCENT} % lägre
        elpris ({formatOrePerKwh(result.optimisedPriceOrePerKwh)}) – inte på ett visst avtal. Hur mycket du faktiskt kan spara
        beror på ditt nuvarande avtal, ditt elområde och när på dygnet du använder el.
      </p>
      <button type="button" onClick={share} className={buttonVariants({ variant: 'outline' })}>
        <Share2 aria-hidden="true" />
        Dela Resultat
      </button>
    </section>
  );
}
