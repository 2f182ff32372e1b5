import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { CARD_EXCERPT_LENGTH, FEATURED_EXCERPT_LENGTH, type Article } from '@/lib/content/editorial';

import { ArticleCard } from './article-card';

/**
 * The newest article large, the rest in a grid (docs/rules/editorial.md), whose routes are fetched ahead when a
 * card is reached for, not when it scrolls into view.
 */
export function BlogListing({ articles, emptyText }: { articles: readonly Article[]; emptyText: string }) {
  const [featured, ...rest] = articles;
  if (!featured) return <p className="mt-10 text-muted-foreground">{emptyText}</p>;
  return (
    <div className="mt-8 space-y-8">
      <section aria-label="Senaste artikeln">
        <ArticleCard article={featured} excerptLength={FEATURED_EXCERPT_LENGTH} featured headingLevel={2} />
      </section>
      {rest.length > 0 ? (
        <section aria-labelledby="fler-artiklar">
          <h2 id="fler-artiklar" className="sr-only">
            Fler artiklar
          </h2>
          <PrefetchOnIntent as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} excerptLength={CARD_EXCERPT_LENGTH} prefetch={false} />
              </li>
            ))}
          </PrefetchOnIntent>
        </section>
      ) : null}
    </div>
  );
}
