import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import type { HomeContent } from '@/lib/content/schemas';
import { COMPARE_PATH } from '@/lib/paths';

export function HowItWorks({ steps }: { steps: HomeContent['steps'] }) {
  return (
    <section aria-labelledby="sa-fungerar-det" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="sa-fungerar-det" className="text-3xl font-bold tracking-tight">
          Så fungerar det
        </h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-background p-6 shadow-sm ring-1 ring-border">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">{index + 1}</span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link href={COMPARE_PATH} className={`${buttonVariants({ size: 'lg' })} mt-8`}>
          Börja jämföra
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
