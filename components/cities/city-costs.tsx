import Link from 'next/link';

import type { CityCosts } from '@/lib/cities/page';
import { VAT_RATE } from '@/lib/domain/constants';
import { formatKr, formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';
import { SectionHeading } from '@/components/ui/section-heading';
import { inPlace } from '@/lib/cities/place';

/**
 * What electricity costs in the municipality at 2 000, 5 000 and 20 000 kWh a year with the three
 * cheapest offers of its area, including energy tax and VAT, excluding the grid fee.
 */
export function CityCostTables({ name, costs }: { name: string; costs: CityCosts }) {
  const tax = costs.energyTax;
  return (
    <section aria-labelledby="kostnad" className="space-y-6">
      <SectionHeading id="kostnad">
        Vad kostar el {inPlace(name)}?
      </SectionHeading>
      <p className="max-w-3xl text-muted-foreground">
        De tre billigaste avtalen i vår jämförelse för tre vanliga hushåll, med energiskatten {inPlace(name)} och{' '}
        {formatPercent(VAT_RATE * 100, 0)} moms. Beloppen är <strong className="text-foreground">exkl. elnätsavgift</strong>
        , som du betalar till ditt elnätsbolag utöver detta.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {costs.levels.map((level) => (
          <div key={level.annualKwh} className="overflow-x-auto rounded-lg border border-border p-4">
            <table className="w-full text-sm">
              <caption className="mb-3 text-left">
                <span className="block text-base font-semibold">
                  {formatNumber(level.annualKwh)} kWh per år
                </span>
                <span className="text-muted-foreground">{level.label}</span>
              </caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-2 pr-2">Avtal</th>
                  <th scope="col" className="py-2 pr-2 text-right">Öre/kWh</th>
                  <th scope="col" className="py-2 text-right">Per år</th>
                </tr>
              </thead>
              <tbody>
                {level.offers.map((offer) => {
                  const href = offer.providerHref;
                  return (
                    <tr key={offer.id} className="border-b border-border/60 align-top">
                      <th scope="row" className="py-2 pr-2 text-left font-normal">
                        {href ? (
                          <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
                            {offer.supplier}
                          </Link>
                        ) : (
                          <span className="font-medium">{offer.supplier}</span>
                        )}
                        <span className="block text-xs text-muted-foreground">
                          {offer.name === offer.contractTypeLabel ? offer.name : `${offer.name} · ${offer.contractTypeLabel}`}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          Villkor enligt {offer.sourceName}, {offer.checkedLabel}
                        </span>
                      </th>
                      <td className="py-2 pr-2 text-right tabular-nums">
                        {formatNumber(offer.totalOrePerKwh, 1)}
                        <span className="block text-xs text-muted-foreground">
                          varav skatt {formatNumber(tax.oreInclVat, 1)}
                        </span>
                      </td>
                      <td className="py-2 text-right font-semibold tabular-nums">{formatKr(offer.totalKr)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <div className="max-w-3xl space-y-2 text-sm text-muted-foreground">
        <p>
          Öre/kWh är avtalets jämförpris (elpris och månadsavgift per kWh, med moms) plus energiskatten. Energiskatten{' '}
          {tax.year} {inPlace(name)} är {formatOrePerKwh(tax.oreExVat)} exklusive moms ({formatOrePerKwh(tax.oreInclVat)} med
          moms)
          {tax.reduced
            ? `, den sänkta skatten för vissa kommuner i norra Sverige (annars ${formatOrePerKwh(costs.fullEnergyTax.oreExVat)}).`
            : ', full skattesats.'}
        </p>
        <p>
          Rörliga priser och timpriser är beräknade på snittspotpriset i elområdet i {costs.spotMonthLabel} plus
          leverantörens påslag, så de ändras med spotpriset.
          {costs.hasFixedPrices ? ' Fasta priser gäller under avtalets bindningstid.' : ''} Påslag och avgifter kommer
          från den källa och det datum som står vid varje avtal. Elnätsavgiften beror på ditt elnätsbolag och ingår inte.
        </p>
      </div>
    </section>
  );
}
