import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { invalidContent, lazy, lazyContent } from '../load';

import { defineCollection, type CollectionEntry, type CollectionOptions } from './collection';
import { countWords, parseMarkdownFile, readTimeMinutes } from './markdown-file';
import {
  blogFrontMatterSchema,
  guideFrontMatterSchema,
  SCHOOL_SECTION_IDS,
  schoolIndexFrontMatterSchema,
  schoolSectionFrontMatterSchema,
  type BlogFrontMatter,
  type GuideFrontMatter,
  type SchoolIndexFrontMatter,
  type SchoolSectionFrontMatter,
} from './schemas';

/**
 * The editorial collections (CONTENT-CONTRACT.md sections 1–3), front matter and measurements
 * only. Pages use them through lib/content/editorial/index.ts; the route index reads them for
 * /sitemap and sitemap.xml.
 */

export const BLOG_PATH = '/blog';
export const GUIDES_PATH = '/guider';
export const SCHOOL_PATH = '/el-avtals-skolan';

export type Article = CollectionEntry<BlogFrontMatter>;
export type Guide = CollectionEntry<GuideFrontMatter>;

export function createBlogCollection(options?: CollectionOptions) {
  return defineCollection(
    {
      name: 'blog',
      dir: 'content/blog',
      basePath: BLOG_PATH,
      schema: blogFrontMatterSchema,
      words: { min: 700, max: 1500 },
      imagePath: (slug) => `/images/blog/${slug}.svg`,
    },
    options,
  );
}

/** Exactly two guides are featured ('Utvalda guider'). */
export const FEATURED_GUIDE_COUNT = 2;

export function createGuideCollection(options?: CollectionOptions) {
  return defineCollection(
    {
      name: 'guides',
      dir: 'content/guides',
      basePath: GUIDES_PATH,
      schema: guideFrontMatterSchema,
      words: { min: 1000, max: 2000 },
      imagePath: (slug) => `/images/guider/${slug}.svg`,
      checkAll: (guides) => {
        const featured = guides.filter((guide) => guide.featured);
        if (guides.length === 0 || featured.length === FEATURED_GUIDE_COUNT) return [];
        const file = (featured[FEATURED_GUIDE_COUNT] ?? guides[0])!.file;
        return [{ file, field: 'featured', message: `${featured.length} guides are featured, expected exactly ${FEATURED_GUIDE_COUNT}` }];
      },
    },
    options,
  );
}

export interface SchoolSection extends SchoolSectionFrontMatter {
  file: string;
  body: string;
  wordCount: number;
}

export interface School extends SchoolIndexFrontMatter {
  file: string;
  path: string;
  /** The introduction above the sections. */
  body: string;
  sections: readonly SchoolSection[];
  wordCount: number;
  readTimeMinutes: number;
}

const SCHOOL_DIR = 'content/school';
const SCHOOL_SECTION_FILE = /^(\d{2})-([a-z0-9-]+)\.md$/;

function bodyLength(file: string, body: string, min: number, max: number): number {
  const words = countWords(body);
  if (words < min || words > max) throw invalidContent(file, [{ field: 'body', message: `${words} words, expected ${min}–${max}` }]);
  return words;
}

/**
 * content/school/: index.md and the eight section files 01-grunderna.md … 08-vanliga-misstag.md,
 * in that order, each file's id equal to the part of its name after the number.
 * Undefined when the directory holds no index.md yet.
 */
export function createSchoolLoader({ root = process.cwd() }: CollectionOptions = {}): () => School | undefined {
  const read = (fileName: string) => {
    const file = `${SCHOOL_DIR}/${fileName}`;
    return parseMarkdownFile(file, readFileSync(path.join(root, SCHOOL_DIR, fileName), 'utf8'));
  };
  return lazy((): School | undefined => {
    const dir = path.join(root, SCHOOL_DIR);
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
    if (!names.includes('index.md')) return undefined;
    const index = read('index.md');
    const front = lazyContent(index.name, schoolIndexFrontMatterSchema, () => index.data)();
    const introWords = bodyLength(index.name, index.body, 60, 150);

    const sectionFiles = names.filter((name) => name !== 'index.md').sort();
    const expected = SCHOOL_SECTION_IDS.map((id, i) => `${String(i + 1).padStart(2, '0')}-${id}.md`);
    const missing = expected.filter((name) => !sectionFiles.includes(name));
    const extra = sectionFiles.filter((name) => !expected.includes(name));
    if (missing.length > 0 || extra.length > 0) {
      throw invalidContent(SCHOOL_DIR, [
        ...missing.map((name) => ({ field: name, message: 'missing section file' })),
        ...extra.map((name) => ({ field: name, message: `unexpected file; the sections are ${expected.join(', ')}` })),
      ]);
    }
    const sections = expected.map((fileName): SchoolSection => {
      const { name, data, body } = read(fileName);
      const section = lazyContent(name, schoolSectionFrontMatterSchema, () => data)();
      const idInName = SCHOOL_SECTION_FILE.exec(fileName)?.[2];
      if (section.id !== idInName) throw invalidContent(name, [{ field: 'id', message: `expected "${idInName}" (the file name after the number)` }]);
      return { ...section, file: name, body, wordCount: bodyLength(name, body, 250, 600) };
    });
    const wordCount = introWords + sections.reduce((sum, section) => sum + section.wordCount, 0);
    const school: School = Object.freeze({
      ...front,
      file: index.name,
      path: SCHOOL_PATH,
      body: index.body,
      sections: Object.freeze(sections),
      wordCount,
      readTimeMinutes: readTimeMinutes(wordCount),
    });
    return school;
  });
}

/** The site's own collections, read from content/ under the working directory. */
export const blogCollection = createBlogCollection();
export const guideCollection = createGuideCollection();
export const loadSchool = createSchoolLoader();
