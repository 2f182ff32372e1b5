import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';

import { ArticleMeta } from '@/components/editorial/article-meta';
import { CalculatorCta } from '@/components/editorial/calculator-cta';
import { IMAGE_SIZE } from '@/components/editorial/image-size';
import { ProseHtml } from '@/components/editorial/prose-html';
import { TableOfContents } from '@/components/editorial/table-of-contents';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { StatefulImage } from '@/components/ui/stateful-image';
import { getAllGuides, getGuide, GUIDES_PATH, renderGuide, type Guide } from '@/lib/content/editorial';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the guides in content/guides exist; any other slug is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getAllGuides().map(({ slug }) => ({ slug }));
}

async function loadGuide(params: Props['params']): Promise<Guide> {
  const { slug } = await params;
  return getGuide(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await loadGuide(params);
  return pageMetadata({
    path: guide.path,
    title: guide.seoTitle,
    description: guide.description,
    keywords: guide.tags,
    openGraphType: 'article',
    publishedTime: guide.publishDate,
    modifiedTime: guide.updatedDate,
  });
}

export default async function GuidePage({ params }: Props) {
  const guide = await loadGuide(params);
  const { html, headings } = renderGuide(guide);
  return (
    <PageContainer width="3xl">
      <JsonLd
        data={articleJsonLd({
          path: guide.path,
          headline: guide.title,
          description: guide.description,
          image: guide.image,
          datePublished: guide.publishDate,
          dateModified: guide.updatedDate,
          author: guide.author,
          section: guide.category,
          keywords: guide.tags,
          wordCount: guide.wordCount,
        })}
      />
      <article>
        <PageHeader path={guide.path} currentLabel={guide.title} title={guide.title} lead={guide.description}>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
            <span className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover">{guide.category}</span>
            <ArticleMeta author={guide.author} publishDate={guide.publishDate} updatedDate={guide.updatedDate} readTimeMinutes={guide.readTimeMinutes} />
          </div>
        </PageHeader>
        <Link href={GUIDES_PATH} className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Tillbaka till alla guider
        </Link>
        <StatefulImage src={guide.image} alt={guide.imageAlt} {...IMAGE_SIZE} priority className="mt-6 rounded-lg" />
        <p className="mt-8 text-lg">{guide.excerpt}</p>
        <TableOfContents headings={headings} className="mt-8" />
        <ProseHtml html={html} className="mt-6" />
        <FaqSection items={guide.faq} title="Vanliga frågor" className="mt-12" />
      </article>
      <CalculatorCta className="mt-14" withCompare />
    </PageContainer>
  );
}
