import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { LinkCard, LinkCardLink } from '@/components/ui/link-card';
import { CARD_EXCERPT_LENGTH, cutExcerpt, formatReadTime } from '@/lib/content/editorial';
import type { NewsItem } from '@/lib/content/news';
import { formatDate, formatMonthYear } from '@/lib/format';

import { AreaTags } from './area-tags';
import { NewsCategoryChip } from './news-category-chip';

/** When the item happened: the month a report covers, or the date of the event. */
export function NewsDate({ item }: { item: NewsItem }) {
  if (item.kind === 'report') {
    return (
      <>
        Rapport för <time dateTime={item.month}>{formatMonthYear(item.month)}</time>
      </>
    );
  }
  return <time dateTime={item.date}>{formatDate(item.date)}</time>;
}

/**
 * A news item in a list: category (a link to its listing), the price areas, the title (the link,
 * covering the card), the excerpt cut at a word, the date and the read time. No view counts
 * (docs/rules/editorial.md). `prefetch={false}` in a list that prefetches on intent.
 */
export function NewsCard({ item, headingLevel = 3, prefetch }: { item: NewsItem; headingLevel?: 2 | 3; prefetch?: false }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <LinkCard className="gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        {/* Above the title link's overlay, so the chip stays clickable. */}
        <NewsCategoryChip category={item.category} className="relative z-10" prefetch={prefetch} />
        <AreaTags areas={item.areas} />
      </div>
      <Heading className="text-lg font-semibold tracking-tight">
        <LinkCardLink href={item.path} prefetch={prefetch}>
          {item.title}
        </LinkCardLink>
      </Heading>
      <p className="text-muted-foreground">{cutExcerpt(item.excerpt, CARD_EXCERPT_LENGTH)}</p>
      <p className="mt-auto text-sm text-muted-foreground">
        <NewsDate item={item} /> · {formatReadTime(item.readTimeMinutes)}
      </p>
    </LinkCard>
  );
}

/**
 * Items as a grid of cards, or a sentence when there are none. The cards' heading level follows the
 * page's outline: 2 where the list comes right under the page's h1, 3 under a section's h2. A list
 * runs to some 30 items: a card's routes are fetched ahead when it is reached for, not in view.
 */
export function NewsList({
  items,
  label,
  emptyText,
  headingLevel = 3,
}: {
  items: readonly NewsItem[];
  label: string;
  emptyText?: string;
  headingLevel?: 2 | 3;
}) {
  if (items.length === 0) return <p className="text-muted-foreground">{emptyText ?? 'Det finns inga nyheter här ännu.'}</p>;
  return (
    <PrefetchOnIntent as="ul" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <NewsCard item={item} headingLevel={headingLevel} prefetch={false} />
        </li>
      ))}
    </PrefetchOnIntent>
  );
}
