import path from 'node:path';

import { lazy } from '@/lib/content/load';

import { defineCollection, defineDocument, type CollectionEntry, type CollectionOptions } from './collection';
import { readTimeMinutes } from './markdown-file';
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
 * The editorial collections (docs/rules/editorial.md), front matter and measurements
 * only. Pages use them through lib/content/editorial/index.ts.
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

export type SchoolSection = CollectionEntry<SchoolSectionFrontMatter>;

export interface School extends SchoolIndexFrontMatter {
  file: string;
  path: string;
  /** The introduction above the sections. */
  body: string;
  sections: readonly SchoolSection[];
  /** The introduction's words and every section's. */
  wordCount: number;
  readTimeMinutes: number;
}

const SCHOOL_DIR = 'content/school';
const SCHOOL_INDEX = 'index.md';
/** The section files, in order: 01-grunderna.md … 08-vanliga-misstag.md. */
const SCHOOL_SECTION_FILES = SCHOOL_SECTION_IDS.map((id, i) => `${String(i + 1).padStart(2, '0')}-${id}.md`);

/**
 * content/school/: index.md (the introduction, a document) and the eight section files (a
 * collection in file-name order), each section's id equal to the part of its name after the
 * number; a section lives at its anchor on /el-avtals-skolan.
 */
export function createSchoolLoader(options?: CollectionOptions): () => School {
  const index = defineDocument(
    { name: 'school', file: `${SCHOOL_DIR}/${SCHOOL_INDEX}`, path: SCHOOL_PATH, schema: schoolIndexFrontMatterSchema, words: { min: 60, max: 150 } },
    options,
  );
  const sections = defineCollection(
    {
      name: 'school sections',
      dir: SCHOOL_DIR,
      basePath: SCHOOL_PATH,
      path: (_slug, section) => `${SCHOOL_PATH}#${section.id}`,
      include: (fileName) => fileName !== SCHOOL_INDEX,
      schema: schoolSectionFrontMatterSchema,
      words: { min: 250, max: 600 },
      checkAll: (entries) => {
        const names = entries.map((entry) => path.basename(entry.file));
        const missing = SCHOOL_SECTION_FILES.filter((name) => !names.includes(name));
        const extra = names.filter((name) => !SCHOOL_SECTION_FILES.includes(name));
        if (missing.length > 0 || extra.length > 0) {
          return [
            ...missing.map((name) => ({ file: SCHOOL_DIR, field: name, message: 'missing section file' })),
            ...extra.map((name) => ({ file: SCHOOL_DIR, field: name, message: `unexpected file; the sections are ${SCHOOL_SECTION_FILES.join(', ')}` })),
          ];
        }
        return entries.flatMap((entry) => {
          const idInName = entry.slug.replace(/^\d{2}-/, '');
          return entry.id === idInName ? [] : [{ file: entry.file, field: 'id', message: `expected "${idInName}" (the file name after the number)` }];
        });
      },
    },
    options,
  );
  return lazy((): School => {
    const intro = index();
    const list = sections.all();
    const wordCount = intro.wordCount + list.reduce((sum, section) => sum + section.wordCount, 0);
    return Object.freeze({
      title: intro.title,
      seoTitle: intro.seoTitle,
      description: intro.description,
      publishDate: intro.publishDate,
      updatedDate: intro.updatedDate,
      author: intro.author,
      file: intro.file,
      path: intro.path,
      body: intro.body,
      sections: list,
      wordCount,
      readTimeMinutes: readTimeMinutes(wordCount),
    });
  });
}

/** The site's own collections, read from content/ under the working directory. */
export const blogCollection = createBlogCollection();
export const guideCollection = createGuideCollection();
export const loadSchool = createSchoolLoader();
