import Link from 'next/link';

import type { CityGroup } from '@/lib/cities/cities';
import { formatNumber, formatPopulation } from '@/lib/format';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * All municipalities in the /stader population groups, each with its count (server-rendered, no JS
 * needed). 290 links: a city's page is fetched ahead only when its link is reached for.
 */
export function CityList({ groups }: { groups: readonly CityGroup[] }) {
  return (
    <PrefetchOnIntent className="space-y-10" data-testid="city-list">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`grupp-${group.id}`}>
          <SectionHeading id={`grupp-${group.id}`}>
            {group.label} <span className="font-normal text-muted-foreground">({formatNumber(group.cities.length)})</span>
          </SectionHeading>
          <p className="mt-1 text-sm text-muted-foreground">{group.rangeLabel}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.cities.map((city) => (
              <li key={city.slug}>
                <Link
                  href={city.path}
                  prefetch={false}
                  className="flex h-full flex-col rounded-md border border-border px-3 py-2 transition-colors hover:border-primary hover:bg-primary-soft/40"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-medium text-primary">{city.name}</span>
                    <span className="text-xs font-semibold text-muted-foreground">{city.priceArea}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {formatPopulation(city.population)} inv. · {city.county}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PrefetchOnIntent>
  );
}
