import { defineCollection, defineDocument, type CollectionEntry, type CollectionOptions } from '@/lib/content/editorial/collection';
import { FIBER_PATH, NEWS_ARTICLE_BASE_PATH } from '@/lib/news/paths';

import { fiberPageFrontMatterSchema, newsFrontMatterSchema, type FiberPageFrontMatter, type NewsFrontMatter } from './schemas';

/**
 * The written news (content/news/*.md, docs/rules/editorial.md) as a collection of the editorial
 * pipeline, and the /fiber-stockholm copy as one document of it. Front matter and measurements
 * only; lib/content/news/index.ts combines them with the generated price reports.
 */

export type WrittenNews = CollectionEntry<NewsFrontMatter>;

export function createNewsCollection(options?: CollectionOptions) {
  return defineCollection(
    {
      name: 'news',
      dir: 'content/news',
      basePath: NEWS_ARTICLE_BASE_PATH,
      schema: newsFrontMatterSchema,
      words: { min: 250, max: 700 },
    },
    options,
  );
}

export const newsCollection = createNewsCollection();

export const FIBER_COPY_FILE = 'content/pages-copy/fiber-stockholm.md';

export type FiberPageCopy = CollectionEntry<FiberPageFrontMatter>;

/** The fibre page's copy, read and checked once; fails the build when the file is missing. */
export function createFiberCopyLoader(options?: CollectionOptions): () => FiberPageCopy {
  return defineDocument(
    { name: 'fiber', file: FIBER_COPY_FILE, path: FIBER_PATH, schema: fiberPageFrontMatterSchema, words: { min: 300, max: 1500 } },
    options,
  );
}

export const loadFiberCopy = createFiberCopyLoader();
