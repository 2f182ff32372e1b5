import { BLOG_CATEGORIES, type BlogCategory } from './schemas';

/**
 * The /blog category chips (docs/rules/editorial.md: Alla, Aktuellt, Tips, Guide, Utbildning, Miljö). Each
 * category is a pre-rendered listing at /blog/kategori/{slug}: a link per chip that works without
 * JavaScript on any static host, and a page of its own that search engines can index.
 */

export const BLOG_CATEGORY_BASE_PATH = '/blog/kategori';

export interface BlogCategoryFilter {
  category: BlogCategory;
  slug: string;
  path: string;
}

function slugOf(category: string): string {
  return category
    .toLocaleLowerCase('sv-SE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export const BLOG_CATEGORY_FILTERS: readonly BlogCategoryFilter[] = BLOG_CATEGORIES.map((category) => {
  const slug = slugOf(category);
  return { category, slug, path: `${BLOG_CATEGORY_BASE_PATH}/${slug}` };
});

export function blogCategoryBySlug(slug: string): BlogCategoryFilter | undefined {
  return BLOG_CATEGORY_FILTERS.find((filter) => filter.slug === slug);
}

export function blogCategoryPath(category: BlogCategory): string {
  return BLOG_CATEGORY_FILTERS.find((filter) => filter.category === category)!.path;
}
