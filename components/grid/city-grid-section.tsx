import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { HouseholdCosts } from '@/components/grid/household-costs';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import type { PriceArea } from '@/lib/domain/price-area';
import { upperFirst } from '@/lib/format';
import { fullBillHref } from '@/lib/grid/full-bill';
import { getCityGrid } from '@/lib/grid/grid-pages';
import { ELNAT_PATH } from '@/lib/paths';
import { inPlace } from '@/lib/cities/place';

/**
 * "Elnät i {kommun}" on a /stader page: the operators holding an area
 * concession there with their share of its area, the yearly grid cost and full bill for Ei's
 * household types per price list, each linking to the operator's page, a filled-in bill on
 * /kalkylator and /jamfor with the municipality and price list preselected. It never says which
 * operator a household has. Server-rendered from lib/grid/grid-pages.ts.
 */

/** A link on its own line: 24 px tall at least (WCAG 2.2 target size). */
const link = 'inline-block py-1 font-medium text-primary underline underline-offset-4';

export function CityGridSection({ code, area }: { code: string; area: PriceArea }) {
  const grid = getCityGrid(code);
  if (!grid) return null;
  const name = grid.municipality.name;
  return (
    <section aria-labelledby="elnat-i-kommunen" className="space-y-4">
      <SectionHeading id="elnat-i-kommunen">{grid.heading}</SectionHeading>
      <p className="max-w-3xl text-muted-foreground">{grid.lead}</p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {grid.operators.map((operator) => (
          <li key={operator.operatorId} className="min-w-0 space-y-3 rounded-lg border border-border p-4 sm:p-5">
            <div>
              <h3 className="text-lg font-semibold">
                {operator.href ? (
                  <Link href={operator.href} className={link}>
                    {operator.name}
                  </Link>
                ) : (
                  operator.name
                )}
              </h3>
              <p className="text-sm text-muted-foreground">{upperFirst(operator.shareText)}.</p>
            </div>
            {operator.noPrices ? (
              <div className="text-sm">
                <p>{operator.noPrices}</p>
                {operator.contact2024 && (operator.contact2024.website || operator.contact2024.phone) ? (
                  <p className="mt-1 text-muted-foreground">
                    Kontakt enligt Energimarknadsinspektionens lista från 2024:{' '}
                    {[operator.contact2024.website, operator.contact2024.phone].filter(Boolean).join(', ')}.
                  </p>
                ) : null}
              </div>
            ) : null}
            {operator.regionNote ? <p className="text-sm">{operator.regionNote}</p> : null}
            {operator.tariffs.map((tariff) => (
              <div key={tariff.tariffId} className="space-y-2">
                {tariff.variant ? <p className="text-sm font-medium">Prislista: {tariff.variant}</p> : null}
                <HouseholdCosts
                  costs={tariff.households}
                  caption={`${operator.name}${tariff.variant ? `, ${tariff.variant}` : ''}: kostnad per år ${inPlace(name)}`}
                  showBill
                />
                {tariff.peakNote ? <p className="text-xs text-muted-foreground">{tariff.peakNote}</p> : null}
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link href={tariff.billHref} className={link}>
                    Räkna hela elkostnaden
                  </Link>
                  <Link href={tariff.jamforHref} className={link}>
                    Jämför elavtal med det här elnätet
                  </Link>
                </p>
              </div>
            ))}
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-sm text-muted-foreground">{grid.billBasis}</p>
      <p className="max-w-3xl text-sm text-muted-foreground">{grid.sourceLine}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link href={fullBillHref(area, code)} className={buttonVariants({ size: 'lg' })}>
          Räkna ut hela elkostnaden
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link href={ELNAT_PATH} className={link}>
          Se alla elnätsbolags avgifter
        </Link>
      </div>
    </section>
  );
}
