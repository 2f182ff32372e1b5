import Link from 'next/link';

import type { City } from '@/lib/cities/cities';
import { CITIES_PATH } from '@/lib/paths';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { SectionHeading } from '@/components/ui/section-heading';

/** Links onward: the nearest municipalities of the same county, the area's history, all municipalities. */
export function NearbyCities({ city, nearest, historyHref }: { city: City; nearest: readonly City[]; historyHref: string }) {
  return (
    <section aria-labelledby="narliggande" className="space-y-4">
      <SectionHeading id="narliggande">{nearest.length > 0 ? `Närliggande kommuner i ${city.county}` : 'Fler kommuner'}</SectionHeading>
      {nearest.length > 0 ? (
        // Fetched ahead when reached for, not when scrolled past (the list is the page's last).
        <PrefetchOnIntent as="ul" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {nearest.map((other) => (
            <li key={other.slug}>
              <Link
                href={other.path}
                prefetch={false}
                className="flex h-full items-center justify-between gap-3 rounded-lg border border-border p-4 transition-colors hover:border-primary hover:bg-primary-soft/40"
              >
                <span className="font-medium">{other.name}</span>
                <span className="text-sm text-muted-foreground">elområde {other.priceArea}</span>
              </Link>
            </li>
          ))}
        </PrefetchOnIntent>
      ) : (
        <p className="text-muted-foreground">
          {city.name} är den enda kommunen i {city.county}.
        </p>
      )}
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link href={historyHref} className="inline-block py-1 font-medium text-primary underline-offset-4 hover:underline">
            Elprishistorik för {city.priceArea}
          </Link>
        </li>
        <li>
          <Link href={CITIES_PATH} className="inline-block py-1 font-medium text-primary underline-offset-4 hover:underline">
            Alla Sveriges kommuner
          </Link>
        </li>
      </ul>
    </section>
  );
}
