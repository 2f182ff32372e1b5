import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CompareLinks } from '@/lib/cities/page';
import { formatPostalCode } from '@/lib/postcode/code';
import { inPlace } from '@/lib/cities/place';

/**
 * Two ways into /jamfor with a real postcode of the municipality (docs/rules/cities.md); while the
 * market catalogue has no fixed-price offer in the area, a note takes the place of the fixed-price
 * button.
 */
export function CompareButtons({ name, compare }: { name: string; compare: CompareLinks }) {
  return (
    <section aria-labelledby="jamfor-stad" className="rounded-lg bg-primary-soft/50 p-6">
      <SectionHeading id="jamfor-stad">Jämför elavtal {inPlace(name)}</SectionHeading>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Vi fyller i postnummer {formatPostalCode(compare.postcode)} {inPlace(name)}. Byt till ditt eget postnummer i jämförelsen för att få rätt elområde för
        din adress.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link href={compare.variableHref} className={buttonVariants({ size: 'lg' })}>
          Jämför rörliga elavtal
          <ArrowRight aria-hidden="true" />
        </Link>
        {compare.fixedHref ? (
          <Link href={compare.fixedHref} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Jämför fasta elavtal
          </Link>
        ) : null}
      </div>
      {compare.fixedHref ? null : (
        <p className="mt-4 max-w-2xl text-sm text-muted-foreground">Elpriskollens lista har inga avtal med fast pris i elområdet där {name} ligger.</p>
      )}
    </section>
  );
}
