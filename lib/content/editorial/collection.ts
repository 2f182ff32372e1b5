import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import { invalidContent, lazy, lazyContent } from '@/lib/content/load';
import { SLUG } from '@/lib/schemas/common';

import { countWords, parseMarkdownFile, readTimeMinutes } from './markdown-file';

/**
 * The one way Markdown under content/ is read (docs/architecture.md): a collection is a
 * directory of files, a document is one file, and both go through the same steps. Each file's
 * front matter is checked with its zod schema through lazyContent (so a typo fails the build with
 * the file and the field), its body length with the word range (a directive counting one word),
 * and each entry gets its computed fields (slug, path, word count, read time). Read once, on first
 * use. Rendering is render.ts (renderMarkdown for prose, renderPlainParagraphs for copy that may
 * only be paragraphs), so listing entries needs no Markdown toolchain.
 *
 * A new collection is a schema and a directory, e.g. the news:
 *
 *   const news = defineCollection({
 *     name: 'news', dir: 'content/news', basePath: '/energinyheter/artikel',
 *     schema: newsFrontMatterSchema, words: { min: 250, max: 700 },
 *   });
 *   news.all(); news.get('energiskatt-2026');
 *
 * and a single page's copy a schema and a file:
 *
 *   const fiber = defineDocument({
 *     name: 'fiber', file: 'content/pages-copy/fiber-stockholm.md', path: '/fiber-stockholm',
 *     schema: fiberPageFrontMatterSchema, words: { min: 300, max: 1500 },
 *   });
 *   fiber();
 */

interface SourceDefinition<S extends z.ZodType> {
  /** Used in messages. */
  name: string;
  /** Front matter schema (strict). */
  schema: S;
  /** Body length in words, directives counting one each. */
  words: { min: number; max: number };
  /** When set, the front matter's `image` must be exactly this path and exist under public/. */
  imagePath?: (slug: string) => string;
}

export interface CollectionDefinition<S extends z.ZodType> extends SourceDefinition<S> {
  /** Directory relative to the project root: 'content/blog'. */
  dir: string;
  /** URL of the listing; an entry lives at `${basePath}/${slug}` unless `path` says otherwise. */
  basePath: string;
  /** Where an entry lives when it is not a page of its own (a school section is an anchor). */
  path?: (slug: string, frontMatter: z.output<S>) => string;
  /** Which files belong to the collection (default: every *.md). */
  include?: (fileName: string) => boolean;
  /** Checks over the whole collection (e.g. "exactly two featured"); each message fails the build. */
  checkAll?: (entries: readonly CollectionEntry<z.output<S>>[]) => { file: string; field: string; message: string }[];
}

export interface DocumentDefinition<S extends z.ZodType> extends SourceDefinition<S> {
  /** The file relative to the project root: 'content/pages-copy/fiber-stockholm.md'. */
  file: string;
  /** The page it is the copy of. */
  path: string;
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
  /** Newest first by publishDate where the entries have one; by file name otherwise and on ties. */
  all(): readonly CollectionEntry<T>[];
  get(slug: string): CollectionEntry<T> | undefined;
  slugs(): string[];
}

export interface CollectionOptions {
  /** Project root holding content/ and public/ (tests point it at fixtures). */
  root?: string;
}

interface Dated {
  publishDate?: unknown;
}

/** Newest first by publishDate; ties (and entries without a date) by slug, never by the file system. */
function newestFirst(a: EntryFields & Dated, b: EntryFields & Dated): number {
  const dateA = typeof a.publishDate === 'string' ? a.publishDate : '';
  const dateB = typeof b.publishDate === 'string' ? b.publishDate : '';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return a.slug.localeCompare(b.slug, 'en');
}

/** Reads, checks and measures one Markdown file: the step every collection and document shares. */
function readEntry<S extends z.ZodType>(
  definition: SourceDefinition<S>,
  root: string,
  file: string,
  entryPath: (slug: string, frontMatter: z.output<S>) => string,
): CollectionEntry<z.output<S>> {
  const slug = path.basename(file).replace(/\.md$/, '');
  if (!SLUG.test(slug)) {
    throw invalidContent(file, [{ field: 'file name', message: 'use lower-case letters a–z, digits and hyphens (the slug)' }]);
  }
  const { data, body } = parseMarkdownFile(file, readFileSync(path.join(root, file), 'utf8'));
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
    path: entryPath(slug, frontMatter),
    body,
    wordCount,
    readTimeMinutes: readTimeMinutes(wordCount),
  }) as CollectionEntry<z.output<S>>;
}

export function defineCollection<S extends z.ZodType>(
  definition: CollectionDefinition<S>,
  { root = process.cwd() }: CollectionOptions = {},
): Collection<z.output<S>> {
  const entryPath = definition.path ?? ((slug: string) => `${definition.basePath}/${slug}`);
  const load = lazy(() => {
    const dir = path.join(root, definition.dir);
    const include = definition.include ?? (() => true);
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.md') && include(file))
          .sort()
      : [];
    const list = files.map((fileName) => readEntry(definition, root, `${definition.dir}/${fileName}`, entryPath)).sort(newestFirst);
    const problems = definition.checkAll?.(list) ?? [];
    const [first] = problems;
    if (first)
      throw invalidContent(
        first.file,
        problems.filter((p) => p.file === first.file),
      );
    return { list: Object.freeze(list), bySlug: new Map(list.map((entry) => [entry.slug, entry])) };
  });

  return {
    all: () => load().list,
    get: (slug) => load().bySlug.get(slug),
    slugs: () => load().list.map((entry) => entry.slug),
  };
}

/** One Markdown file read like a collection's entry; fails the build when the file is missing. */
export function defineDocument<S extends z.ZodType>(
  definition: DocumentDefinition<S>,
  { root = process.cwd() }: CollectionOptions = {},
): () => CollectionEntry<z.output<S>> {
  return lazy(() => {
    if (!existsSync(path.join(root, definition.file))) throw invalidContent(definition.file, [{ field: 'file', message: 'missing' }]);
    return readEntry(definition, root, definition.file, () => definition.path);
  });
}
