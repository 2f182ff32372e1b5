/** Addresses of the news pages and the fibre page, once. */
export const NEWS_PATH = '/energinyheter';
export const NEWS_ARTICLE_BASE_PATH = `${NEWS_PATH}/artikel`;
export const NEWS_CATEGORY_BASE_PATH = `${NEWS_PATH}/kategori`;
export const FIBER_PATH = '/fiber-stockholm';

/** The static file the not-found page fetches on an unknown /energinyheter/{x} (Stockholm's news). */
export const NEWS_FALLBACK_DATA_PATH = '/data/energinyheter-fallback.json';

export function newsArticlePath(slug: string): string {
  return `${NEWS_ARTICLE_BASE_PATH}/${slug}`;
}

export function newsCategoryPath(slug: string): string {
  return `${NEWS_CATEGORY_BASE_PATH}/${slug}`;
}

export function cityNewsPath(slug: string): string {
  return `${NEWS_PATH}/${slug}`;
}
