import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { ProseHtml } from '@/components/editorial/prose-html';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { NewsArticleMeta } from '@/components/news/news-article-meta';
import { NewsCard } from '@/components/news/news-card';
import { NewsSources } from '@/components/news/news-sources';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButton } from '@/components/share/share-button';
import { SectionHeading } from '@/components/ui/section-heading';
import { HOME_CRUMB } from '@/lib/breadcrumb';
import { getNewsItem, getNewsSlugs, renderNewsItem, type NewsItem } from '@/lib/content/news';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { NEWS_FEED } from '@/lib/feeds/paths';
import { newsCategoryLabel } from '@/lib/news/categories';
import { relatedNews } from '@/lib/news/related';
import { NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// Every written item and every generated report has a page; any other slug is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getNewsSlugs().map((slug) => ({ slug }));
}

/** The one lookup the page and its metadata share. */
async function loadItem(params: Props['params']): Promise<NewsItem> {
  const { slug } = await params;
  return getNewsItem(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem(params);
  return pageMetadata({
    path: item.path,
    title: item.seoTitle,
    description: item.description,
    openGraphType: 'article',
    publishedTime: item.publishDate,
    modifiedTime: item.updatedDate,
    feeds: [NEWS_FEED],
  });
}

export default async function NewsArticlePage({ params }: Props) {
  const item = await loadItem(params);
  const { html } = renderNewsItem(item);
  const source = getSpotDataDates();
  const category = newsCategoryLabel(item.category);
  const categoryPath = newsCategoryPath(item.category);
  const related = relatedNews(item);
  return (
    <PageContainer>
      <JsonLd
        data={newsArticleJsonLd({
          path: item.path,
          headline: item.title,
          description: item.description,
          datePublished: item.publishDate,
          dateModified: item.updatedDate,
          author: item.author,
          section: category,
          wordCount: item.wordCount,
          areas: item.areas,
          citations: item.kind === 'written' ? item.sources : [{ name: source.attribution, url: source.sourceUrl }],
        })}
      />
      <article className="mx-auto max-w-3xl">
        <PageHeader
          path={item.path}
          title={item.title}
          lead={item.kind === 'written' ? item.excerpt : undefined}
          trail={[HOME_CRUMB, { href: NEWS_PATH, label: 'Energinyheter' }, { href: categoryPath, label: category }, { href: item.path, label: item.title }]}
        >
          <NewsArticleMeta item={item} />
          <div className="mt-4">
            <ShareButton title={item.title} text={item.excerpt} />
          </div>
        </PageHeader>
        <ProseHtml html={html} className="mt-8" />
        {item.kind === 'written' ? (
          <NewsSources sources={item.sources} />
        ) : (
          <p className="mt-8 text-sm text-muted-foreground">
            Rapporten är räknad ur spotpriserna i vår data till och med den sista dagen i månaden.{' '}
            <a href={source.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
              {source.attribution}
              <span className="sr-only"> (öppnas i ny flik)</span>
            </a>
            .
          </p>
        )}
        <p className="mt-8">
          <Link href={categoryPath} className="font-medium text-primary underline underline-offset-4">
            Fler nyheter i kategorin {category}
          </Link>
        </p>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="relaterade-nyheter" className="mx-auto mt-14 max-w-5xl">
          <SectionHeading id="relaterade-nyheter">Relaterade nyheter</SectionHeading>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <NewsCard item={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageContainer>
  );
}
