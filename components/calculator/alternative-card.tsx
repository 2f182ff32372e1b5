import { ArrowRight } from 'lucide-react';
import Link from 'next/link';

import { OnwardStep } from '@/components/compare/onward-step';
import { buttonVariants } from '@/components/ui/button-variants';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { calculatorCompareHref } from '@/lib/calculator/links';
import type { Outcome } from '@/lib/calculator/state';
import { areaLabel } from '@/lib/compare/area-note';
import { ECHO_DECIMALS, offerName } from '@/lib/domain/calculator';
import { staleWarning } from '@/lib/domain/data-age';
import { formatDate, formatKr, formatKwh, formatOrePerKwh } from '@/lib/format';
import { priceBasisText } from '@/lib/market/basis';
import { ELPRISKOLLEN, OFFER_TYPE_LABELS, type AreaSource } from '@/lib/market/offer';
import { offerOnwardStep, ONWARD_LABEL, type SupplierWebsites } from '@/lib/market/onward';

/** The area's cheapest offer at the consumption, compared with the typed price where there is one. */
export function AlternativeCard({ outcome, source, websites }: { outcome: Outcome; source: AreaSource; websites: SupplierWebsites | undefined }) {
  const { area, annualKwh, result, alternative } = outcome;
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
        <span data-testid="cheapest-offer-monthly">{formatKr(cost.monthlyKr)}</span> per månad, jämförpris {formatOrePerKwh(cost.jamforprisOre, 2)} inklusive
        månadsavgift, för elhandeln
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
        Samma rangordning som i jämförelsen, bland de elavtal Elpriskollen visade för ett postnummer i elområdet: lägst kostnad per år vid{' '}
        {formatKwh(annualKwh, ECHO_DECIMALS)}, bland alla avtalstyper. {priceBasisText(source)} Källa:{' '}
        <a href={ELPRISKOLLEN.url} rel="noopener" className="underline underline-offset-2">
          {ELPRISKOLLEN.name}
        </a>
        , hämtat <DataAge kind="offers" date={source.date} text={formatDate(source.date)} />.
      </p>
      <DataAgeWarning {...staleWarning('offers', source.date)} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <OnwardStep step={offerOnwardStep(offer, source, websites)} label={ONWARD_LABEL} describedBy="billigaste-avtal-namn" />
        <Link href={calculatorCompareHref(outcome)} className={`${buttonVariants({ variant: 'outline' })} min-h-11`}>
          Jämför avtalen
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
