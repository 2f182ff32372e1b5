import Link from 'next/link';

import { FilterChips } from '@/components/ui/filter-chips';
import { getNewsCategories, type NewsCategorySlug } from '@/lib/news/categories';
import { getNewsCities } from '@/lib/news/city-pages';
import { NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';

/** 'Alla nyheter' and the three categories as links; the current one is marked. */
export function NewsCategoryNav({ active }: { active?: NewsCategorySlug }) {
  return (
    <FilterChips
      label="Nyhetskategorier"
      chips={[
        { href: NEWS_PATH, label: 'Alla nyheter', current: active === undefined },
        ...getNewsCategories().map((category) => ({ href: newsCategoryPath(category.slug), label: category.label, current: category.slug === active })),
      ]}
    />
  );
}

/** The eight city news pages with their price areas (docs/rules/editorial.md). */
export function NewsCityLinks({ current, headingId = 'nyheter-stader' }: { current?: string; headingId?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Energinyheter per stad
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
        {getNewsCities().map((city) => (
          <li key={city.slug}>
            {city.slug === current ? (
              <span aria-current="page" className="font-semibold">
                {city.name} <span className="text-sm font-normal text-muted-foreground">({city.priceArea})</span>
              </span>
            ) : (
              <Link href={city.path} className="inline-block py-1 text-primary underline-offset-4 hover:underline">
                {city.name} <span className="text-sm text-muted-foreground">({city.priceArea})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
