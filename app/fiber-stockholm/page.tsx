import Link from 'next/link';

import { ProseHtml } from '@/components/editorial/prose-html';
import { FaqSection } from '@/components/faq/faq-section';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button-variants';
import { getFiberPage, renderFiberPage } from '@/lib/content/news';
import { formatDate } from '@/lib/format';
import { FIBER_PATH } from '@/lib/news/paths';
import { COMPARE_PATH } from '@/lib/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getFiberPage();

export const metadata = pageMetadata({
  path: FIBER_PATH,
  title: page.seoTitle,
  description: page.description,
  keywords: ['fiber stockholm', 'bredband stockholm', 'stokab', 'öppet stadsnät', 'beställa fiber'],
});

/**
 * /fiber-stockholm (docs/rules/editorial.md): the copy in content/pages-copy/fiber-stockholm.md rendered by
 * the Markdown pipeline – how the network is built, coverage by district in words (no invented
 * percentages), suppliers, typical price ranges stated as such, ordering steps – its FAQ, and a
 * button to the electricity comparison.
 */
export default function FiberPage() {
  const { html } = renderFiberPage(page);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: FIBER_PATH, title: page.title, description: page.description, dateModified: page.updatedDate })} />
      <article className="mx-auto max-w-3xl">
        <PageHeader path={FIBER_PATH} currentLabel="Fiber i Stockholm" title={page.title} lead={page.description}>
          <p className="mt-4 text-sm text-muted-foreground">
            {page.author}, uppdaterad <time dateTime={page.updatedDate}>{formatDate(page.updatedDate)}</time>
          </p>
        </PageHeader>
        <ProseHtml html={html} className="mt-8" />
        <p className="mt-8">
          <Link href={COMPARE_PATH} className={buttonVariants({ size: 'lg' })}>
            Jämför elavtal
          </Link>
        </p>
        <FaqSection items={page.faq} className="mt-14" />
      </article>
    </div>
  );
}
