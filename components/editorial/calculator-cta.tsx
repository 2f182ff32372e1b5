import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/utils';
import { CALCULATOR_PATH, COMPARE_PATH } from '@/lib/paths';

/** The call to action of the guides and the school (docs/rules/editorial.md: to /kalkylator, and /jamfor where it fits). */
export function CalculatorCta({ withCompare = false, className }: { withCompare?: boolean; className?: string }) {
  return (
    <section aria-labelledby="kalkylator-cta" className={cn('rounded-lg bg-primary p-6 text-primary-foreground sm:p-8', className)}>
      <SectionHeading id="kalkylator-cta">Räkna på din egen elkostnad</SectionHeading>
      <p className="mt-2 max-w-2xl">Se vad din el kostar per månad och år med din förbrukning och ditt elpris – och vad ett annat elpris skulle betyda.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={CALCULATOR_PATH} className={buttonVariants({ variant: 'inverted', size: 'lg' })}>
          Till elkostnadskalkylatorn
          <ArrowRight aria-hidden="true" />
        </Link>
        {withCompare ? (
          <Link href={COMPARE_PATH} className={cn(buttonVariants({ size: 'lg' }), 'border border-primary-foreground/60')}>
            Jämför elavtal
          </Link>
        ) : null}
      </div>
    </section>
  );
}
