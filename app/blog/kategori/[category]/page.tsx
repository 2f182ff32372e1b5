import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { FeedLink } from '@/components/content/feed-link';
import { BlogListing } from '@/components/editorial/blog-listing';
import { CategoryChips } from '@/components/editorial/category-chips';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { JsonLd } from '@/components/seo/json-ld';
import { BLOG_PATH, getArticlesByCategory, getBlogCategory, getBlogCategorySlugs, type BlogCategoryFilter } from '@/lib/content/editorial';
import { getBlogCategoryCopy } from '@/lib/content/pages';
import { HOME_CRUMB } from '@/lib/breadcrumb';
import { BLOG_FEED } from '@/lib/feeds/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ category: string }>;
}

// One pre-rendered listing per chip; anything else is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { category: string }[] {
  return getBlogCategorySlugs().map((category) => ({ category }));
}

async function loadCategory(params: Props['params']): Promise<BlogCategoryFilter> {
  const { category } = await params;
  return getBlogCategory(category) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filter = await loadCategory(params);
  const empty = getArticlesByCategory(filter.category).length === 0;
  const copy = getBlogCategoryCopy(filter.category);
  return pageMetadata({
    path: filter.path,
    title: copy.title,
    description: copy.description,
    // An empty listing is kept out of search results (and out of the sitemap).
    noindex: empty,
    feeds: [BLOG_FEED],
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const filter = await loadCategory(params);
  const copy = getBlogCategoryCopy(filter.category);
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: filter.path, title: copy.h1, description: copy.lead })} />
      <PageHeader
        path={filter.path}
        title={copy.h1}
        lead={copy.lead}
        trail={[HOME_CRUMB, { href: BLOG_PATH, label: 'Blogg' }, { href: filter.path, label: filter.category }]}
      />
      <CategoryChips active={filter.category} />
      <BlogListing articles={getArticlesByCategory(filter.category)} emptyText="Det finns inga artiklar i den här kategorin ännu." />
      <FeedLink feed={BLOG_FEED} what="bloggen" className="mt-10" />
      <NewsletterBox className="mt-14" />
    </PageContainer>
  );
}
