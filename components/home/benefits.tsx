import { BadgeCheck, Gauge, MapPinned, ShieldCheck, type LucideIcon } from 'lucide-react';

import type { HomeContent } from '@/lib/content/schemas';

const ICONS: readonly LucideIcon[] = [BadgeCheck, MapPinned, Gauge, ShieldCheck];

export function Benefits({ benefits }: { benefits: HomeContent['benefits'] }) {
  return (
    <section aria-labelledby="fordelar" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="fordelar" className="text-3xl font-bold tracking-tight">
        Därför jämför du här
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit, index) => {
          const Icon = ICONS[index % ICONS.length]!;
          return (
            <li key={benefit.title} className="rounded-lg border border-border p-6">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
