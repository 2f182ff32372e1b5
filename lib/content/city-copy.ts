import { defineCollection, type CollectionEntry, type CollectionOptions } from '@/lib/content/editorial/collection';
import { renderPlainParagraphs } from '@/lib/content/editorial/render';
import { CITIES_PATH } from '@/lib/paths';

import { cityCopyFrontMatterSchema, type CityCopyFrontMatter } from './city-schemas';
import { lazyByKey } from './load';

/**
 * The editorial copy of a city page: content/cities/<slug>.md (docs/rules/editorial.md),
 * a collection of the one Markdown pipeline like the blog and the news. City copy may only be
 * plain paragraphs with inline figure directives ({{tax.energy}}, section 6): renderPlainParagraphs
 * fails the build, with the file and the line, on a heading, list, link, emphasis, HTML or table,
 * so nothing is ever shown half-rendered, and hands the paragraphs to React as strings it escapes.
 */

export type CityCopyEntry = CollectionEntry<CityCopyFrontMatter>;

export interface CityCopy extends CityCopyFrontMatter {
  paragraphs: readonly string[];
  wordCount: number;
}

export const CITY_COPY_WORDS = { min: 200, max: 400 } as const;

export function createCityCopyCollection(options?: CollectionOptions) {
  return defineCollection(
    {
      name: 'city copy',
      dir: 'content/cities',
      basePath: CITIES_PATH,
      schema: cityCopyFrontMatterSchema,
      words: CITY_COPY_WORDS,
      checkAll: (entries) =>
        entries.flatMap((entry) =>
          entry.municipality === entry.slug
            ? []
            : [{ file: entry.file, field: 'municipality', message: `"${entry.municipality}" does not match the file name` }],
        ),
    },
    options,
  );
}

const cityCopyCollection = createCityCopyCollection();

/** A city copy entry with its paragraphs rendered (directives resolved, plain text only). */
export function renderCityCopy(entry: CityCopyEntry): CityCopy {
  return {
    municipality: entry.municipality,
    updatedDate: entry.updatedDate,
    author: entry.author,
    paragraphs: renderPlainParagraphs(entry.body, entry.file),
    wordCount: entry.wordCount,
  };
}

/** Every written city copy (front matter and measurements), by file name. */
export function getAllCityCopy(): readonly CityCopyEntry[] {
  return cityCopyCollection.all();
}

/** The copy for /stader/{slug}, rendered once, or undefined when none has been written. */
export const getCityCopy: (slug: string) => CityCopy | undefined = lazyByKey((slug: string) => {
  const entry = cityCopyCollection.get(slug);
  return entry ? renderCityCopy(entry) : undefined;
});
