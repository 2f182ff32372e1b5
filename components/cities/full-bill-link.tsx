import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { hasReducedEnergyTax } from '@/lib/domain/energy-tax';
import type { PriceArea } from '@/lib/domain/price-area';
import { fullBillHref } from '@/lib/grid/full-bill';
import { inPlace } from '@/lib/cities/place';

/**
 * The way from a /stader page into the full bill (issue 14): /jamfor with the municipality's price
 * area and code preselected (the code gives the reduced energy tax where it applies). The
 * operator is never preselected: the data has no municipality → operator mapping.
 */
export function CityFullBillLink({ name, code, area }: { name: string; code: string; area: PriceArea }) {
  const reduced = hasReducedEnergyTax(code);
  return (
    <section aria-labelledby="hela-elkostnaden" className="rounded-lg border border-border p-6">
      <SectionHeading id="hela-elkostnaden">
        Hela elkostnaden {inPlace(name)}
      </SectionHeading>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Elavtalet är bara en del av elräkningen: elnätsavgiften, energiskatten och momsen kommer till. Välj ditt
        elnätsbolag och se vad allt kostar per år och per månad. Vi fyller i elområde {area}
        {reduced ? ` och den sänkta energiskatten ${inPlace(name)}` : ''}.
      </p>
      <Link href={fullBillHref(area, code)} className={`${buttonVariants({ size: 'lg' })} mt-4`}>
        Räkna ut hela elkostnaden
        <ArrowRight aria-hidden="true" />
      </Link>
      <p className="mt-4 max-w-2xl text-sm text-muted-foreground">
        Vi vet inte vilket elnätsbolag som har nätet där du bor, så du väljer själv det som står på elnätsfakturan.{' '}
        <Link href="/elnat" className="font-medium text-primary underline underline-offset-4">
          Se alla elnätsbolags avgifter
        </Link>
      </p>
    </section>
  );
}
