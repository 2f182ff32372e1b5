import { FeedLink } from '@/components/content/feed-link';
import { BlogListing } from '@/components/editorial/blog-listing';
import { CategoryChips } from '@/components/editorial/category-chips';
import { LearnSections } from '@/components/editorial/learn-sections';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { JsonLd } from '@/components/seo/json-ld';
import { BLOG_PATH, getAllArticles } from '@/lib/content/editorial';
import { getOverviewPages } from '@/lib/content/pages';
import { BLOG_FEED } from '@/lib/feeds/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = getOverviewPages().blog;

export const metadata = pageMetadata({ path: BLOG_PATH, title: copy.title, description: copy.description, keywords: copy.keywords, feeds: [BLOG_FEED] });

export default function BlogPage() {
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: BLOG_PATH, title: copy.title, description: copy.description })} />
      <PageHeader path={BLOG_PATH} title={copy.h1} lead={copy.lead} />
      <div className="my-6">
        <LearnSections current={BLOG_PATH} />
      </div>
      <CategoryChips />
      <BlogListing articles={getAllArticles()} emptyText="Det finns inga artiklar ännu." />
      <FeedLink feed={BLOG_FEED} what="bloggen" className="mt-10" />
      <NewsletterBox className="mt-14" />
    </PageContainer>
  );
}
