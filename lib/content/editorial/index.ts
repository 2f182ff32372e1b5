import { MOVED_ARTICLES } from '@/content/moved-articles';
import { invalidContent } from '@/lib/content/load';
import { inlineLinkProblem } from '@/lib/inline-links';

import { blogCategoryBySlug, BLOG_CATEGORY_FILTERS, type BlogCategoryFilter } from './categories';
import {
  BLOG_PATH,
  blogCollection,
  guideCollection,
  GUIDES_PATH,
  loadSchool,
  SCHOOL_PATH,
  type Article,
  type Guide,
  type School,
  type SchoolSection,
} from './collections';
import { renderMarkdown, type LinkDecision, type RenderedMarkdown } from './render';
import { SCHOOL_SECTION_IDS, type BlogCategory } from './schemas';

/**
 * The editorial content boundary: blog articles, guides and the school, from Markdown under
 * content/ (docs/rules/editorial.md). Pages, metadata, the site map (lib/routes.ts) and
 * related links all read through these functions; rendering happens here, at build time.
 */

export type { Article, Guide, School, SchoolSection } from './collections';
export type { Heading, RenderedMarkdown } from './render';
export type { BlogCategory, GuideIcon } from './schemas';
export type { BlogCategoryFilter } from './categories';
export { BLOG_CATEGORY_FILTERS, blogCategoryPath } from './categories';
export { BLOG_PATH, GUIDES_PATH, SCHOOL_PATH } from './collections';
export { CARD_EXCERPT_LENGTH, cutExcerpt, FEATURED_EXCERPT_LENGTH } from './excerpt';
export { formatReadTime } from './markdown-file';

// ---------------------------------------------------------------------------------------------
// Blog

/** Every article, newest first (ties by slug). */
export function getAllArticles(): readonly Article[] {
  return blogCollection.all();
}

export function getArticle(slug: string): Article | undefined {
  return blogCollection.get(slug);
}

/** An old article address (content/moved-articles.ts) and the article it moved to. */
export interface MovedArticle {
  slug: string;
  path: string;
  to: Article;
}

/** Every moved address; fails the build when one points at no article or shadows an existing one. */
export function getMovedArticles(moved: Readonly<Record<string, string>> = MOVED_ARTICLES): MovedArticle[] {
  return Object.entries(moved).map(([slug, target]) => {
    if (getArticle(slug)) throw new Error(`content/moved-articles.ts: ${slug} still is an article; an address moves only when its article is renamed`);
    const to = getArticle(target);
    if (!to) throw new Error(`content/moved-articles.ts: ${slug} moves to ${target}, which is no article in content/blog`);
    return { slug, path: `${BLOG_PATH}/${slug}`, to };
  });
}

export function getMovedArticle(slug: string): MovedArticle | undefined {
  return getMovedArticles().find((moved) => moved.slug === slug);
}

export function getArticlesByCategory(category: BlogCategory): Article[] {
  return getAllArticles().filter((article) => article.category === category);
}

export function getBlogCategory(slug: string): BlogCategoryFilter | undefined {
  return blogCategoryBySlug(slug);
}

export function getBlogCategorySlugs(): string[] {
  return BLOG_CATEGORY_FILTERS.map((filter) => filter.slug);
}

/** Category in common weighs as much as two shared tags. */
const SAME_CATEGORY_WEIGHT = 2;

/**
 * The `count` articles closest to `slug`: two points for the same category, one per shared tag;
 * ties go to the newer article, then by slug, so the choice is the same on every build.
 */
export function relatedArticles(slug: string, count = 2, articles: readonly Article[] = getAllArticles()): Article[] {
  const self = articles.find((article) => article.slug === slug);
  if (!self) return [];
  const tags = new Set(self.tags);
  const score = (article: Article) => (article.category === self.category ? SAME_CATEGORY_WEIGHT : 0) + article.tags.filter((tag) => tags.has(tag)).length;
  return articles
    .filter((article) => article.slug !== slug)
    .map((article) => ({ article, score: score(article) }))
    .sort((a, b) => b.score - a.score || b.article.publishDate.localeCompare(a.article.publishDate) || a.article.slug.localeCompare(b.article.slug, 'en'))
    .slice(0, count)
    .map(({ article }) => article);
}

// ---------------------------------------------------------------------------------------------
// Guides

export function getAllGuides(): readonly Guide[] {
  return guideCollection.all();
}

export function getGuide(slug: string): Guide | undefined {
  return guideCollection.get(slug);
}

// ---------------------------------------------------------------------------------------------
// School

/** /el-avtals-skolan; fails when content/school is missing, since the page cannot exist without it. */
export function getSchool(): School {
  return loadSchool();
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** Whether a path names a page of the blog, the guides or the school, from the collections themselves. */
function isEditorialPage(pathname: string): boolean {
  if (pathname === BLOG_PATH || pathname === GUIDES_PATH || pathname === SCHOOL_PATH) return true;
  const [, section, first, second, extra] = pathname.split('/');
  if (extra !== undefined) return false;
  if (`/${section}` === BLOG_PATH) {
    return second === undefined ? getArticle(first ?? '') !== undefined : first === 'kategori' && getBlogCategory(second) !== undefined;
  }
  return `/${section}` === GUIDES_PATH && second === undefined && getGuide(first ?? '') !== undefined;
}

/**
 * Root-relative links in bodies: links into the blog, the guides and the school must name a page
 * that exists (a typo fails the build, with the file and line; school anchors must be sections);
 * links to the rest of the site must be paths of this site, and that each names a page the export
 * contains is checked over out/ by the site-wide check (scripts/lib/site-check.ts).
 */
export function decideInternalLink(href: string): LinkDecision {
  const [beforeHash = '', hash] = href.split('#');
  const pathname = beforeHash.split('?')[0] || '/';
  const ours = [BLOG_PATH, GUIDES_PATH, SCHOOL_PATH].some((base) => pathname === base || pathname.startsWith(`${base}/`));
  if (ours) {
    if (!isEditorialPage(pathname)) return { action: 'reject', reason: `link ${href}: no such page` };
    if (pathname === SCHOOL_PATH && hash && !(SCHOOL_SECTION_IDS as readonly string[]).includes(hash)) {
      return { action: 'reject', reason: `link ${href}: the school has no section "${hash}" (${SCHOOL_SECTION_IDS.join(', ')})` };
    }
    return { action: 'keep' };
  }
  const problem = inlineLinkProblem(href);
  return problem ? { action: 'reject', reason: `link ${href}: ${problem}` } : { action: 'keep' };
}

const rendered = new Map<string, RenderedMarkdown>();

function renderOnce(key: string, render: () => RenderedMarkdown): RenderedMarkdown {
  let result = rendered.get(key);
  if (!result) {
    result = render();
    rendered.set(key, result);
  }
  return result;
}

/** An article's body as HTML, with its `##` headings. */
export function renderArticle(article: Article): RenderedMarkdown {
  return renderOnce(article.file, () => renderMarkdown(article.body, { file: article.file, topHeadingDepth: 2, internalLink: decideInternalLink }));
}

/** A guide long enough for a table of contents has at least this many `##` sections. */
export const MIN_GUIDE_SECTIONS = 3;

/** A guide's body as HTML; its `##` headings make the table of contents. */
export function renderGuide(guide: Guide): RenderedMarkdown {
  return renderOnce(guide.file, () => {
    const result = renderMarkdown(guide.body, { file: guide.file, topHeadingDepth: 2, internalLink: decideInternalLink });
    if (result.headings.length < MIN_GUIDE_SECTIONS) {
      throw invalidContent(guide.file, [{ field: 'body', message: `${result.headings.length} "##" sections, expected at least ${MIN_GUIDE_SECTIONS}` }]);
    }
    return result;
  });
}

export interface RenderedSchool {
  introHtml: string;
  sections: readonly (SchoolSection & { html: string })[];
}

/** The school's introduction and its eight sections as HTML (sub-heading ids prefixed by the section id). */
export function renderSchool(school: School = getSchool()): RenderedSchool {
  const intro = renderOnce(school.file, () => renderMarkdown(school.body, { file: school.file, topHeadingDepth: 3, internalLink: decideInternalLink }));
  return {
    introHtml: intro.html,
    sections: school.sections.map((section) => ({
      ...section,
      html: renderOnce(section.file, () =>
        renderMarkdown(section.body, {
          file: section.file,
          topHeadingDepth: 3,
          idPrefix: `${section.id}-`,
          internalLink: decideInternalLink,
        }),
      ).html,
    })),
  };
}
