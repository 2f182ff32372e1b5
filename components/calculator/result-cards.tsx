import { Share2 } from 'lucide-react';
import { useState, type Ref } from 'react';

import { FullBillSection } from '@/components/grid/full-bill-section';
import { shareOrCopy } from '@/components/share/share-or-copy';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { calculatorShareHref } from '@/lib/calculator/links';
import { calculatorShareMessage } from '@/lib/calculator/share';
import { outcomeDwelling, type Outcome } from '@/lib/calculator/state';
import { areaLabel } from '@/lib/compare/area-note';
import { OPTIMISED_SAVING_PERCENT } from '@/lib/domain/calculator-constants';
import { ECHO_DECIMALS, echoOrePerKwh, scenarioSentence } from '@/lib/domain/calculator';
import type { SupplyInput } from '@/lib/grid/total-cost';
import { formatKr, formatKwh } from '@/lib/format';
import type { BillSummary } from '@/lib/grid/full-bill';
import type { AreaSource } from '@/lib/market/offer';
import type { SupplierWebsites } from '@/lib/market/onward';

import { AlternativeCard } from './alternative-card';

/** The full bill's elhandel part: the price typed (it is the visitor's own), else the area's cheapest offer. */
function billSupply(outcome: Outcome): { supply: SupplyInput | null; where: string } {
  if (outcome.result) {
    return {
      supply: { pricePerKwhOre: outcome.result.priceOrePerKwh, monthlyFeeKr: 0, source: { name: 'ditt elpris' } },
      where: 'det pris du angett ovan; elhandlarens månadsavgift ingår inte, eftersom du inte har angett den',
    };
  }
  return {
    supply: outcome.alternative?.supply ?? null,
    where: `det billigaste avtalet i ${areaLabel(outcome.area)} vid din förbrukning, som ovan`,
  };
}

/** The result: the typed price's cost and scenario, the area's cheapest offer, the full bill, and 'Dela resultat'. */
export function ResultCards({
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
  /** The suppliers' own websites where the site can cite them (the cheapest offer's onward step). */
  websites: SupplierWebsites | undefined;
}) {
  const { result, area, annualKwh } = outcome;
  const supply = billSupply(outcome);
  // What the full bill shows, so the share carries it (and its link restores it).
  const [bill, setBill] = useState<BillSummary | null>(null);

  function share() {
    return shareOrCopy({
      title: `Min elkostnad – ${siteName}`,
      text: calculatorShareMessage(outcome, bill, siteName),
      url: new URL(calculatorShareHref(outcome, bill), window.location.origin).href,
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
            Beräknat för {formatKwh(result.annualKwh, ECHO_DECIMALS)} per år ({formatKwh(Math.round(result.monthlyConsumption), ECHO_DECIMALS)} per månad) och
            ett elhandelspris på {echoOrePerKwh(result.priceOrePerKwh)}, utan elnätsavgift, energiskatt och månadsavgift.
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
            <strong className="text-foreground">Så har vi räknat:</strong> kostnaden är förbrukningen gånger ditt elpris. Räkneexemplet visar vad ett{' '}
            {OPTIMISED_SAVING_PERCENT} % lägre elpris ({echoOrePerKwh(result.optimisedPriceOrePerKwh)}) skulle betyda – det är inget löfte och inget visst
            avtal. Vad ett verkligt avtal kostar ser du nedan.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="no-price">
          Beräknat för {formatKwh(annualKwh, ECHO_DECIMALS)} per år i {areaLabel(area)}. Du har inte angett något elpris, så vi räknar med det billigaste
          avtalet i elområdet. Skriv ditt pris ovan, så jämför vi det också.
        </p>
      )}

      <AlternativeCard outcome={outcome} source={source} websites={websites} />

      {/* The full bill: on the price typed, else on the cheapest offer of the area (docs/rules/calculator.md). */}
      <FullBillSection
        headingLevel="h3"
        title="Hela elkostnaden"
        lead="Elhandel, elnätsavgift, energiskatt och moms per år och per månad. Välj ditt elnätsbolag, så räknar vi med dess avgifter."
        defaultOpen
        consumption={{ kind: 'fixed', annualKwh }}
        supply={supply.supply}
        supplyWhere={supply.where}
        spotOreExVat={source.spotOre}
        postalCode={outcome.postalCode}
        dwelling={outcomeDwelling(outcome)}
        onBillChange={setBill}
      />

      <button type="button" onClick={share} className={buttonVariants({ variant: 'outline' })}>
        <Share2 aria-hidden="true" />
        Dela resultat
      </button>
    </section>
  );
}
