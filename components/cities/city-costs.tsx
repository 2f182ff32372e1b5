import Link from 'next/link';

import { SectionHeading } from '@/components/ui/section-heading';
import { Table } from '@/components/ui/table';
import type { CityCosts } from '@/lib/cities/costs';
import { inPlace } from '@/lib/cities/place';
import { VAT_RATE } from '@/lib/domain/constants';
import { formatPostalCode } from '@/lib/postcode/code';
import { formatKr, formatKwh, formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';
import { providerPath } from '@/lib/paths';

/**
 * What electricity costs in the municipality at 2 000, 5 000 and 20 000 kWh a year with the
 * cheapest offer of each type group that Elpriskollen listed for its area (lib/cities/costs.ts),
 * including energy tax and VAT, excluding the grid fee, with the source and the price basis.
 */
export function CityCostTables({ name, costs }: { name: string; costs: CityCosts }) {
  const tax = costs.energyTax;
  return (
    <section aria-labelledby="kostnad" className="space-y-6">
      <SectionHeading id="kostnad">Vad kostar el {inPlace(name)}?</SectionHeading>
      <p className="max-w-3xl text-muted-foreground">
        Det billigaste rörliga, fasta och mixade avtalet för tre vanliga hushåll, bland de {formatNumber(costs.offerCount)} avtal som Elpriskollen visade för
        elområde {costs.source.area}, med energiskatten {inPlace(name)} och {formatPercent(VAT_RATE * 100, 0)} moms. Beloppen är{' '}
        <strong className="text-foreground">exkl. elnätsavgift</strong>, som du betalar till ditt elnätsbolag utöver detta.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {costs.levels.map((level) => (
          <div key={level.annualKwh} className="overflow-x-auto rounded-lg border border-border p-4">
            <Table
              caption={
                <>
                  <span className="block text-base font-semibold">{formatKwh(level.annualKwh)} per år</span>
                  <span className="text-muted-foreground">{level.label}</span>
                </>
              }
              captionClassName="mb-3 text-left"
              className="w-full text-sm"
              data-kwh={level.annualKwh}
            >
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-2 pr-2">
                    Avtal
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Öre/kWh
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Per år
                  </th>
                </tr>
              </thead>
              <tbody>
                {level.offers.map((offer) => (
                  <tr key={offer.group} data-offer-id={offer.id} data-group={offer.group} className="border-b border-border/60 align-top">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      <span className="block text-xs font-semibold text-muted-foreground">{offer.groupLabel}</span>
                      <Link href={providerPath(offer.supplierSlug)} prefetch={false} className="font-medium text-primary underline-offset-4 hover:underline">
                        {offer.supplier}
                      </Link>
                      <span className="block text-xs text-muted-foreground">
                        {offer.product} · {offer.typeLabel}
                      </span>
                    </th>
                    <td className="py-2 pr-2 text-right tabular-nums">
                      {formatNumber(offer.totalOrePerKwh, 1)}
                      <span className="block text-xs text-muted-foreground">varav skatt {formatNumber(tax.oreInclVat, 1)}</span>
                    </td>
                    <td className="py-2 text-right font-semibold tabular-nums">{formatKr(offer.totalKr)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ))}
      </div>
      <div className="max-w-3xl space-y-2 text-sm text-muted-foreground" data-testid="city-cost-basis">
        <p>
          Öre/kWh är avtalets jämförpris (elpris och fast avgift per kWh, med moms) plus energiskatten. Energiskatten {tax.year} {inPlace(name)} är{' '}
          {formatOrePerKwh(tax.oreExVat)} exklusive moms ({formatOrePerKwh(tax.oreInclVat)} med moms)
          {tax.reduced
            ? `, den sänkta skatten för vissa kommuner i norra Sverige (annars ${formatOrePerKwh(costs.fullEnergyTax.oreExVat)}).`
            : ', full skattesats.'}
        </p>
        <p>
          Källa: {costs.sourceText}, för postnummer {formatPostalCode(costs.source.postalCode)} i {costs.source.area}. {costs.basisText} Rörliga priser ändras
          alltså med spotpriset, och fasta gäller under avtalets bindningstid. Elnätsavgiften beror på ditt elnätsbolag och ingår inte.
        </p>
      </div>
    </section>
  );
}
