import { FilterChips } from '@/components/ui/filter-chips';
import { BLOG_CATEGORY_FILTERS, BLOG_PATH, type BlogCategory } from '@/lib/content/editorial';

/**
 * The /blog filter (docs/rules/editorial.md: Alla, Aktuellt, Tips, Guide, Utbildning, Miljö): a link per chip
 * to its pre-rendered listing, so filtering works without JavaScript and every list has an address.
 */
export function CategoryChips({ active }: { active?: BlogCategory }) {
  return (
    <FilterChips
      label="Filtrera efter kategori"
      className="mt-8"
      chips={[
        { label: 'Alla', href: BLOG_PATH, current: active === undefined },
        ...BLOG_CATEGORY_FILTERS.map((filter) => ({ label: filter.category, href: filter.path, current: filter.category === active })),
      ]}
    />
  );
}
