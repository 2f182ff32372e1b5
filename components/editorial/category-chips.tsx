import Link from 'next/link';

import { BLOG_CATEGORY_FILTERS, BLOG_PATH, type BlogCategory } from '@/lib/content/editorial';
import { cn } from '@/lib/utils';

/**
 * The /blog filter (spec "Blog": Alla, Aktuellt, Tips, Guide, Utbildning, Miljö): a link per chip
 * to its pre-rendered listing, so filtering works without JavaScript and every list has an address.
 */
export function CategoryChips({ active }: { active?: BlogCategory }) {
  const chips = [{ label: 'Alla', path: BLOG_PATH, current: active === undefined }].concat(
    BLOG_CATEGORY_FILTERS.map((filter) => ({ label: filter.category, path: filter.path, current: filter.category === active })),
  );
  return (
    <nav aria-label="Filtrera efter kategori" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.path}>
            <Link
              href={chip.path}
              aria-current={chip.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                chip.current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:border-primary hover:text-primary',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
