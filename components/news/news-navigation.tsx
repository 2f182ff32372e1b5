import Link from 'next/link';

import { getNewsCategories, type NewsCategorySlug } from '@/lib/news/categories';
import { getNewsCities } from '@/lib/news/city-pages';
import { NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';
import { cn } from '@/lib/utils';

/** 'Alla nyheter' and the three categories as links; the current one is marked. */
export function NewsCategoryNav({ active }: { active?: NewsCategorySlug }) {
  const links = [
    { href: NEWS_PATH, label: 'Alla nyheter', current: active === undefined },
    ...getNewsCategories().map((category) => ({ href: newsCategoryPath(category.slug), label: category.label, current: category.slug === active })),
  ];
  return (
    <nav aria-label="Nyhetskategorier">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-medium',
                link.current ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:border-primary hover:text-primary',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The eight city news pages with their price areas (decisions.md, "News"). */
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
              <Link href={city.path} className="text-primary underline-offset-4 hover:underline">
                {city.name} <span className="text-sm text-muted-foreground">({city.priceArea})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
