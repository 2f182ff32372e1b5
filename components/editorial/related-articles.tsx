import { CARD_EXCERPT_LENGTH, type Article } from '@/lib/content/editorial';

import { ArticleCard } from './article-card';
import { SectionHeading } from '@/components/ui/section-heading';

/** 'Läs också': the two closest articles by category and tags (lib/content/editorial relatedArticles). */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="las-ocksa">
      <SectionHeading id="las-ocksa">Läs också</SectionHeading>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} excerptLength={CARD_EXCERPT_LENGTH} />
          </li>
        ))}
      </ul>
    </section>
  );
}
