import { BlogListing } from '@/components/editorial/blog-listing';
import { CategoryChips } from '@/components/editorial/category-chips';
import { PageHeader } from '@/components/layout/page-header';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { JsonLd } from '@/components/seo/json-ld';
import { BLOG_PATH, getAllArticles } from '@/lib/content/editorial';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const TITLE = 'Bloggen om el, elpriser och elavtal';
const DESCRIPTION =
  'Artiklar om elpriset i de fyra elområdena, elnätsavgiften, olika elavtal och hur du sänker elräkningen – skrivna av Elvalets redaktion.';

export const metadata = pageMetadata({
  path: BLOG_PATH,
  title: TITLE,
  description: DESCRIPTION,
  keywords: ['elpris', 'elavtal', 'elområden', 'elnätsavgift', 'spara el'],
});

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: BLOG_PATH, title: TITLE, description: DESCRIPTION })} />
      <PageHeader path={BLOG_PATH} title={TITLE} lead="Förklaringar och siffror om el i Sverige: vad som styr priset, vad som står på fakturan och hur du väljer avtal." />
      <CategoryChips />
      <BlogListing articles={getAllArticles()} emptyText="Det finns inga artiklar ännu." />
      <NewsletterBox className="mt-14" />
    </div>
  );
}
