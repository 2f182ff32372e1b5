import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import { invalidContent, lazy, lazyContent } from '../load';

import { countWords, parseMarkdownFile, readTimeMinutes } from './markdown-file';

/**
 * A collection of Markdown files in one directory under content/ (style.md, "Long-form content"):
 * every file's front matter is checked with the collection's zod schema through lazyContent (so a
 * typo fails the build with the file and the field), its body length with the collection's word
 * range, and each entry gets its computed fields (slug, path, word count, read time). Read once,
 * on first use, sorted newest first.
 *
 * A new collection is a schema and a directory, e.g. the news of issue 12:
 *
 *   const news = defineCollection({
 *     name: 'news', dir: 'content/news', basePath: '/energinyheter/artikel',
 *     schema: newsFrontMatterSchema, words: { min: 250, max: 700 },
 *   });
 *   news.all(); news.get('energiskatt-2026');
 */

export interface CollectionDefinition<S extends z.ZodType> {
  /** Used in messages. */
  name: string;
  /** Directory relative to the project root: 'content/blog'. */
  dir: string;
  /** URL of the listing; an entry lives at `${basePath}/${slug}`. */
  basePath: string;
  /** Front matter schema (strict). */
  schema: S;
  /** Body length in words, directives counting one each. */
  words: { min: number; max: number };
  /** Which files belong to the collection (default: every *.md). */
  include?: (fileName: string) => boolean;
  /** When set, the front matter's `image` must be exactly this path and exist under public/. */
  imagePath?: (slug: string) => string;
  /** Checks over the whole collection (e.g. "exactly two featured"); each message fails the build. */
  checkAll?: (entries: readonly CollectionEntry<z.output<S>>[]) => { file: string; field: string; message: string }[];
}

export interface EntryFields {
  slug: string;
  /** 'content/blog/<slug>.md', for messages. */
  file: string;
  path: string;
  /** Markdown body with its directives unresolved; render.ts turns it into HTML. */
  body: string;
  wordCount: number;
  readTimeMinutes: number;
}

export type CollectionEntry<T> = T & EntryFields;

export interface Collection<T> {
  all(): readonly CollectionEntry<T>[];
  get(slug: string): CollectionEntry<T> | undefined;
  slugs(): string[];
}

export interface CollectionOptions {
  /** Project root holding content/ and public/ (tests point it at fixtures). */
  root?: string;
}

/** Lower-case words joined by hyphens: what a slug (and so a file name) may be. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Dated {
  publishDate?: unknown;
}

/** Newest first by publishDate; ties by slug, so the order never depends on the file system. */
function newestFirst(a: EntryFields & Dated, b: EntryFields & Dated): number {
  const dateA = typeof a.publishDate === 'string' ? a.publishDate : '';
  const dateB = typeof b.publishDate === 'string' ? b.publishDate : '';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return a.slug.localeCompare(b.slug, 'en');
}

export function defineCollection<S extends z.ZodType>(
  definition: CollectionDefinition<S>,
  { root = process.cwd() }: CollectionOptions = {},
): Collection<z.output<S>> {
  type Entry = CollectionEntry<z.output<S>>;
  const load = lazy(() => {
    const dir = path.join(root, definition.dir);
    const include = definition.include ?? (() => true);
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.md') && include(file))
          .sort()
      : [];
    const list = files.map((fileName) => readEntry(fileName)).sort(newestFirst);
    const problems = definition.checkAll?.(list) ?? [];
    const [first] = problems;
    if (first) throw invalidContent(first.file, problems.filter((p) => p.file === first.file));
    return { list: Object.freeze(list), bySlug: new Map(list.map((entry) => [entry.slug, entry])) };
  });

  function readEntry(fileName: string): Entry {
    const file = `${definition.dir}/${fileName}`;
    const slug = fileName.replace(/\.md$/, '');
    if (!SLUG.test(slug)) {
      throw invalidContent(file, [{ field: 'file name', message: 'use lower-case letters a–z, digits and hyphens (the slug)' }]);
    }
    const { data, body } = parseMarkdownFile(file, readFileSync(path.join(root, definition.dir, fileName), 'utf8'));
    const frontMatter = lazyContent(file, definition.schema, () => data)() as z.output<S> & object;

    const wordCount = countWords(body);
    const { min, max } = definition.words;
    if (wordCount < min || wordCount > max) {
      throw invalidContent(file, [{ field: 'body', message: `${wordCount} words, expected ${min}–${max}` }]);
    }
    if (definition.imagePath) {
      const expected = definition.imagePath(slug);
      const image = (frontMatter as { image?: unknown }).image;
      if (image !== expected) {
        throw invalidContent(file, [{ field: 'image', message: `expected ${expected}` }]);
      }
      if (!existsSync(path.join(root, 'public', expected))) {
        throw invalidContent(file, [{ field: 'image', message: `public${expected} does not exist (npm run images draws it)` }]);
      }
    }
    return Object.freeze({
      ...frontMatter,
      slug,
      file,
      path: `${definition.basePath}/${slug}`,
      body,
      wordCount,
      readTimeMinutes: readTimeMinutes(wordCount),
    }) as Entry;
  }

  return {
    all: () => load().list,
    get: (slug) => load().bySlug.get(slug),
    slugs: () => load().list.map((entry) => entry.slug),
  };
}
