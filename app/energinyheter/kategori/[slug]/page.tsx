import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { FeedLink } from '@/components/content/feed-link';
import { PageHeader } from '@/components/layout/page-header';
import { NewsCategoryNav, NewsCityLinks } from '@/components/news/news-navigation';
import { NewsList } from '@/components/news/news-card';
import { JsonLd } from '@/components/seo/json-ld';
import { HOME_CRUMB } from '@/lib/breadcrumb';
import { getNewsByCategory } from '@/lib/content/news';
import { NEWS_FEED } from '@/lib/feeds/paths';
import { getNewsCategory, NEWS_CATEGORY_SLUGS, type NewsCategory } from '@/lib/news/categories';
import { NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// elpriser, fornybart and politik (docs/rules/editorial.md: real listing pages); anything else is not found.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return NEWS_CATEGORY_SLUGS.map((slug) => ({ slug }));
}

async function loadCategory(params: Props['params']): Promise<NewsCategory> {
  const { slug } = await params;
  return getNewsCategory(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await loadCategory(params);
  return pageMetadata({
    path: newsCategoryPath(category.slug),
    title: `${category.label} – energinyheter`,
    description: category.description,
    feeds: [NEWS_FEED],
  });
}

export default async function NewsCategoryPage({ params }: Props) {
  const category = await loadCategory(params);
  const path = newsCategoryPath(category.slug);
  const items = getNewsByCategory(category.slug);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <JsonLd
        data={collectionPageJsonLd({
          path,
          title: category.label,
          description: category.description,
          items: items.map((item) => ({ name: item.title, path: item.path })),
        })}
      />
      <PageHeader
        path={path}
        title={category.label}
        lead={category.description}
        trail={[HOME_CRUMB, { href: NEWS_PATH, label: 'Energinyheter' }, { href: path, label: category.label }]}
      />
      <NewsCategoryNav active={category.slug} />
      <NewsList items={items} label={category.label} headingLevel={2} emptyText="Det finns inga nyheter i den här kategorin ännu." />
      <FeedLink feed={NEWS_FEED} what="energinyheterna" />
      <NewsCityLinks />
    </div>
  );
}
