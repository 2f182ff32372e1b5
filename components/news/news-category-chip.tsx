import Link from 'next/link';

import type { NewsItem } from '@/lib/content/news';
import { newsCategoryLabel } from '@/lib/news/categories';
import { newsCategoryPath } from '@/lib/news/paths';
import { cx } from '@/lib/utils';

/**
 * A news item's category as a chip that links to the category's listing (cards and article pages).
 * `prefetch={false}` in a list that prefetches on intent (components/layout/prefetch-on-intent.tsx).
 */
export function NewsCategoryChip({ category, className, prefetch }: { category: NewsItem['category']; className?: string; prefetch?: false }) {
  return (
    <Link
      href={newsCategoryPath(category)}
      prefetch={prefetch}
      className={cx(
        'inline-flex min-h-6 items-center rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover hover:underline',
        className,
      )}
    >
      {newsCategoryLabel(category)}
    </Link>
  );
}
