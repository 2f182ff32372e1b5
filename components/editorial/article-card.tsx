import Link from 'next/link';

import { LinkCard, LinkCardLink } from '@/components/ui/link-card';
import { StatefulImage } from '@/components/ui/stateful-image';
import { blogCategoryPath, cutExcerpt, formatReadTime, type Article } from '@/lib/content/editorial';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import { IMAGE_SIZE } from './image-size';

/**
 * An article in a list: image, category, title (the link), excerpt cut at a word boundary, date
 * and read time. `featured` is the large first card of /blog (docs/rules/site-wide.md: 150 characters, else 120).
 * `prefetch={false}` in a list that prefetches on intent (components/layout/prefetch-on-intent.tsx).
 */
export function ArticleCard({
  article,
  excerptLength,
  featured = false,
  headingLevel = 3,
  prefetch,
}: {
  article: Article;
  excerptLength: number;
  featured?: boolean;
  headingLevel?: 2 | 3;
  prefetch?: false;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <LinkCard className={cn('overflow-hidden', featured && 'md:grid md:grid-cols-2')}>
      <StatefulImage src={article.image} alt={article.imageAlt} {...IMAGE_SIZE} priority={featured} />
      <div className={cn('flex flex-1 flex-col gap-3 p-5', featured && 'md:justify-center md:p-8')}>
        <Link
          href={blogCategoryPath(article.category)}
          prefetch={prefetch}
          className="relative z-10 w-fit rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover hover:underline"
        >
          {article.category}
        </Link>
        <Heading className={cn('font-semibold tracking-tight', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          {/* The title link covers the whole card; the category link sits above it. */}
          <LinkCardLink href={article.path} prefetch={prefetch}>
            {article.title}
          </LinkCardLink>
        </Heading>
        <p className="text-muted-foreground">{cutExcerpt(article.excerpt, excerptLength)}</p>
        <p className="mt-auto text-sm text-muted-foreground">
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> · {formatReadTime(article.readTimeMinutes)}
        </p>
      </div>
    </LinkCard>
  );
}
