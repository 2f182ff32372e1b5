import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { formatPostalCode } from '@/lib/domain/postal-code-rules';

/** Two ways into /jamfor with a real postcode of the municipality (decisions.md, "Cities"). */
export function CompareButtons({
  name,
  compare,
}: {
  name: string;
  compare: { postcode: string; variableHref: string; fixedHref: string };
}) {
  return (
    <section aria-labelledby="jamfor-stad" className="rounded-lg bg-primary-soft/50 p-6">
      <h2 id="jamfor-stad" className="text-2xl font-semibold tracking-tight">
        Jämför elavtal i {name}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Vi fyller i postnummer {formatPostalCode(compare.postcode)} i {name}. Byt till ditt eget postnummer i
        jämförelsen för att få rätt elområde för din adress.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link href={compare.variableHref} className={buttonVariants({ size: 'lg' })}>
          Jämför rörliga elavtal
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link href={compare.fixedHref} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Jämför fasta elavtal
        </Link>
      </div>
    </section>
  );
}
