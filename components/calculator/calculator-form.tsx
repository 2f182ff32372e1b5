'use client';

import { Calculator } from 'lucide-react';
import { useRef } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { outcomeAnnouncement } from '@/lib/calculator/state';
import { areaNote } from '@/lib/compare/area-note';
import { PRICE_AREAS, PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { formatNumber } from '@/lib/format';
import type { SupplierWebsites } from '@/lib/market/onward';

import type { CalculatorSources } from './area-offers';
import { HouseholdPresets } from './household-presets';
import { ResultCards } from './result-cards';
import { TextField } from './text-field';
import { useCalculator } from './use-calculator';

/**
 * The calculator island (docs/rules/calculator.md): Ei's household presets, consumption, the
 * supply price (optional), the price area (chosen, or from a postcode), the result with the 20 %
 * scenario where a price was typed, the cheapest offer of the area, and "Hela elkostnaden" on the
 * typed price or that offer. A link with `?kwh=&omrade=&pris=&postnummer=&kommun=&natbolag=&sakring=&topp=`
 * fills it in and shows the result at once. The state is lib/calculator/state.ts; this renders it.
 * Any change to an input removes the result, so a result never stands beside other input; the
 * button waits only while a postcode is looked up.
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
  const resultRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const calculator = useCalculator(sources, resultRef, resultHeadingRef);
  const { view, outcome, edit, touch } = calculator;

  return (
    <div className="space-y-8">
      <form
        onSubmit={calculator.calculate}
        onFocus={calculator.warm}
        noValidate
        className="space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm sm:p-6"
      >
        <HouseholdPresets annualKwh={view.kwh.ok ? view.kwh.value : null} onPick={(annualKwh) => edit('annualKwh', formatNumber(annualKwh))} />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="annualKwh"
            label="Årlig elförbrukning (kWh)"
            help="Står på elnätsfakturan eller på Mina sidor hos ditt elnätsbolag."
            placeholder={formatNumber(12000)}
            inputMode="decimal"
            value={view.kwhText}
            problem={view.problems.annualKwh}
            onChange={(value) => edit('annualKwh', value)}
            onBlur={() => touch('annualKwh')}
          />
          <TextField
            name="price"
            label="Nuvarande elpris (öre/kWh, valfritt)"
            help="Elhandelspriset från elhandelsfakturan: spotpris eller fast pris plus påslag, inklusive moms. Utan elnätsavgift och energiskatt, som står på elnätsfakturan. Vet du inte priset räknar vi med det billigaste avtalet i elområdet."
            placeholder={formatNumber(125.5, 1)}
            inputMode="decimal"
            value={view.priceText}
            problem={view.problems.price}
            onChange={(value) => edit('price', value)}
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
            value={view.postcodeText}
            problem={view.problems.postalCode}
            onChange={(value) => edit('postalCode', value)}
            onBlur={() => touch('postalCode')}
          >
            {view.lookupPending ? (
              <p className="mt-2 text-sm text-muted-foreground" role="status">
                Söker elområde...
              </p>
            ) : view.lookupFailed ? (
              <p className="mt-2 text-sm text-muted-foreground" role="status">
                Elområdet kunde inte hämtas. Välj det i listan.
              </p>
            ) : view.found ? (
              <p className="mt-2 text-sm text-muted-foreground" data-testid="area-note">
                {areaNote({ ...view.found, area: view.area })}
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
              value={view.area}
              onChange={(event) => calculator.setArea(event.target.value)}
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
          <button type="submit" disabled={!view.canCalculate} className={buttonVariants({ size: 'lg' })}>
            <Calculator aria-hidden="true" />
            Beräkna elkostnad
          </button>
          <p className="text-sm text-muted-foreground">Resultatet visar också hela elkostnaden: elhandel, elnät, energiskatt och moms.</p>
        </div>
      </form>

      <p role="status" className="sr-only" data-testid="calculator-announcement">
        {outcomeAnnouncement(outcome)}
      </p>
      {view.linkProblem ? (
        <p className="text-sm" role="status" data-testid="link-problem">
          {view.linkProblem}
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
