// Relative imports only (see ./schemas.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NEWS_ARTICLE_BASE_PATH } from '../../news/paths';
import { defineCollection, type CollectionEntry, type CollectionOptions } from '../editorial/collection';
import { countWords, parseMarkdownFile, readTimeMinutes } from '../editorial/markdown-file';
import { invalidContent, lazyContent } from '../load';

import { fiberPageFrontMatterSchema, newsFrontMatterSchema, type FiberPageFrontMatter, type NewsFrontMatter } from './schemas';

/**
 * The written news (content/news/*.md, contract section 4) as a collection of the editorial
 * pipeline, and the /fiber-stockholm copy as one Markdown document. Front matter and measurements
 * only; lib/content/news/index.ts renders and combines them with the generated price reports.
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

export interface FiberPageCopy extends FiberPageFrontMatter {
  file: string;
  body: string;
  wordCount: number;
  readTimeMinutes: number;
}

/** The fibre page's copy, read and checked once; fails the build when the file is missing. */
export function createFiberCopyLoader({ root = process.cwd() }: CollectionOptions = {}): () => FiberPageCopy {
  let cached: FiberPageCopy | undefined;
  return () => {
    if (cached) return cached;
    const full = path.join(root, FIBER_COPY_FILE);
    if (!existsSync(full)) throw invalidContent(FIBER_COPY_FILE, [{ field: 'file', message: 'missing' }]);
    const { data, body } = parseMarkdownFile(FIBER_COPY_FILE, readFileSync(full, 'utf8'));
    const front = lazyContent(FIBER_COPY_FILE, fiberPageFrontMatterSchema, () => data)();
    const wordCount = countWords(body);
    if (wordCount < 300 || wordCount > 1500) {
      throw invalidContent(FIBER_COPY_FILE, [{ field: 'body', message: `${wordCount} words, expected 300–1500` }]);
    }
    cached = Object.freeze({ ...front, file: FIBER_COPY_FILE, body, wordCount, readTimeMinutes: readTimeMinutes(wordCount) });
    return cached;
  };
}

export const loadFiberCopy = createFiberCopyLoader();
