import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { ArticleMeta } from '@/components/editorial/article-meta';
import { IMAGE_SIZE } from '@/components/editorial/image-size';
import { ProseHtml } from '@/components/editorial/prose-html';
import { RelatedArticles } from '@/components/editorial/related-articles';
import { MovedPage } from '@/components/editorial/moved-page';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButton } from '@/components/share/share-button';
import { StatefulImage } from '@/components/ui/stateful-image';
import {
  blogCategoryPath,
  getAllArticles,
  getArticle,
  getMovedArticle,
  getMovedArticles,
  relatedArticles,
  renderArticle,
  type Article,
  type MovedArticle,
} from '@/lib/content/editorial';
import { BLOG_FEED } from '@/lib/feeds/paths';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the articles in content/blog and the old addresses of renamed ones (content/moved-articles.ts)
// exist; any other slug is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return [...getAllArticles(), ...getMovedArticles()].map(({ slug }) => ({ slug }));
}

/** The one lookup the page and its metadata share: an article, or the old address of one. */
async function loadArticle(params: Props['params']): Promise<Article | MovedArticle> {
  const { slug } = await params;
  return getArticle(slug) ?? getMovedArticle(slug) ?? notFound();
}

function isMoved(entry: Article | MovedArticle): entry is MovedArticle {
  return 'to' in entry;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await loadArticle(params);
  if (isMoved(article)) {
    return pageMetadata({
      path: article.path,
      canonicalPath: article.to.path,
      title: `Artikeln har flyttat: ${article.to.seoTitle}`,
      description: `Artikeln finns nu på en ny adress: ${article.to.title}.`,
      noindex: true,
    });
  }
  return pageMetadata({
    path: article.path,
    title: article.seoTitle,
    description: article.description,
    keywords: article.tags,
    openGraphType: 'article',
    publishedTime: article.publishDate,
    modifiedTime: article.updatedDate,
    feeds: [BLOG_FEED],
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = await loadArticle(params);
  if (isMoved(article)) return <MovedPage to={article.to} />;
  const { html } = renderArticle(article);
  return (
    <PageContainer>
      <JsonLd
        data={articleJsonLd({
          path: article.path,
          headline: article.title,
          description: article.description,
          image: article.image,
          datePublished: article.publishDate,
          dateModified: article.updatedDate,
          author: article.author,
          section: article.category,
          keywords: article.tags,
          wordCount: article.wordCount,
        })}
      />
      <article className="mx-auto max-w-3xl">
        <PageHeader path={article.path} currentLabel={article.title} title={article.title} lead={article.excerpt}>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Link
              href={blogCategoryPath(article.category)}
              className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-hover hover:underline"
            >
              {article.category}
            </Link>
            <ArticleMeta
              author={article.author}
              publishDate={article.publishDate}
              updatedDate={article.updatedDate}
              readTimeMinutes={article.readTimeMinutes}
            />
            <ShareButton title={article.title} text={article.excerpt} />
          </div>
        </PageHeader>
        <StatefulImage src={article.image} alt={article.imageAlt} {...IMAGE_SIZE} priority className="mt-8 rounded-lg" />
        <ProseHtml html={html} className="mt-8" />
        <ul aria-label="Taggar" className="mt-10 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-3 py-1 text-sm text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
        {article.faq ? <FaqSection items={article.faq} title="Vanliga frågor" className="mt-12" /> : null}
      </article>
      <div className="mx-auto mt-14 max-w-5xl space-y-14">
        <RelatedArticles articles={relatedArticles(article.slug)} />
        <NewsletterBox />
      </div>
    </PageContainer>
  );
}
