import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { BlogListing } from '@/components/editorial/blog-listing';
import { CategoryChips } from '@/components/editorial/category-chips';
import { PageHeader } from '@/components/layout/page-header';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { JsonLd } from '@/components/seo/json-ld';
import {
  BLOG_PATH,
  getArticlesByCategory,
  getBlogCategory,
  getBlogCategorySlugs,
  type BlogCategoryFilter,
} from '@/lib/content/editorial';
import { HOME_CRUMB } from '@/lib/breadcrumb';
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

/** What each listing is about, for its lead and meta description. */
const ABOUT: Record<BlogCategoryFilter['category'], string> = {
  Aktuellt: 'Elpriset i de fyra elområdena månad för månad, räknat ur prisdata med datum.',
  Tips: 'Praktiska råd om hur du sänker elräkningen och väljer rätt tjänster hemma.',
  Guide: 'Genomgångar av elavtal, elområden och annat som är bra att förstå innan du väljer.',
  Utbildning: 'Så fungerar elpriset och elnätsavgiften – förklarat steg för steg.',
  Miljö: 'Förnybar el, elproduktionen i Sverige och vad ditt val av el betyder för miljön.',
};

async function loadCategory(params: Props['params']): Promise<BlogCategoryFilter> {
  const { category } = await params;
  return getBlogCategory(category) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filter = await loadCategory(params);
  const empty = getArticlesByCategory(filter.category).length === 0;
  return pageMetadata({
    path: filter.path,
    title: `${filter.category} – artiklar om el och elavtal`,
    description: `Bloggens artiklar i kategorin ${filter.category}. ${ABOUT[filter.category]}`,
    // An empty listing is kept out of search results (and out of the sitemap).
    noindex: empty,
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const filter = await loadCategory(params);
  const title = `Blogg: ${filter.category}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: filter.path, title, description: ABOUT[filter.category] })} />
      <PageHeader
        path={filter.path}
        title={title}
        lead={ABOUT[filter.category]}
        trail={[
          HOME_CRUMB,
          { href: BLOG_PATH, label: 'Blogg' },
          { href: filter.path, label: filter.category },
        ]}
      />
      <CategoryChips active={filter.category} />
      <BlogListing articles={getArticlesByCategory(filter.category)} emptyText="Det finns inga artiklar i den här kategorin ännu." />
      <NewsletterBox className="mt-14" />
    </div>
  );
}
