import { z } from 'zod';

import { isoDateSchema } from '@/lib/schemas/common';

/**
 * Front matter of the long-form Markdown under content/ (docs/rules/editorial.md).
 * Objects are strict: a misspelt key ('tittle:') fails the build as loudly as a missing one.
 */

/** The author on every article (we have no named writers and never invent a person). */
export const EDITORIAL_AUTHOR = 'Elvalets redaktion';

/** A trimmed single-line string of min–max characters. */
export function line(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, `expected ${min}–${max} characters`)
    .max(max, `expected ${min}–${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line');
}

export const faqEntrySchema = z.strictObject({
  question: line(5, 200).refine((value) => value.endsWith('?'), 'a question ends with "?"'),
  answer: z.string().trim().min(10, 'expected an answer of 10–1000 characters').max(1000, 'expected an answer of 10–1000 characters'),
});

const TAG = /^[a-z0-9åäöé]+(?:[ -][a-z0-9åäöé]+)*$/;

const tagsSchema = z
  .array(z.string().regex(TAG, 'tags are lower-case Swedish words'))
  .min(2, 'expected 2–6 tags')
  .max(6, 'expected 2–6 tags')
  .refine((tags) => new Set(tags).size === tags.length, 'tags must be unique');

/** Fields every article-like file shares (blog articles and guides). */
const articleFields = {
  title: line(20, 90),
  seoTitle: line(20, 60),
  description: line(110, 160),
  excerpt: z.string().trim().min(120, 'expected 120–300 characters').max(300, 'expected 120–300 characters'),
  tags: tagsSchema,
  publishDate: isoDateSchema,
  updatedDate: isoDateSchema,
  author: z.literal(EDITORIAL_AUTHOR, { error: `expected "${EDITORIAL_AUTHOR}"` }),
  image: z.string().regex(/^\/images\/[a-z]+\/[a-z0-9-]+\.svg$/, 'expected /images/<collection>/<slug>.svg'),
  imageAlt: line(10, 150),
};

/** updatedDate may not lie before publishDate (ISO dates compare as text). */
function datesInOrder(value: { publishDate: string; updatedDate: string }): boolean {
  return value.updatedDate >= value.publishDate;
}
const DATES_IN_ORDER = { message: 'updatedDate lies before publishDate', path: ['updatedDate'] };

export const BLOG_CATEGORIES = ['Aktuellt', 'Tips', 'Guide', 'Utbildning', 'Miljö'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** content/blog/<slug>.md (docs/rules/editorial.md). */
export const blogFrontMatterSchema = z
  .strictObject({
    ...articleFields,
    category: z.enum(BLOG_CATEGORIES),
    faq: z.array(faqEntrySchema).min(2, 'expected 2–4 questions').max(4, 'expected 2–4 questions').optional(),
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const GUIDE_CATEGORIES = ['Avtal', 'Spara', 'Elmarknaden', 'Elnät', 'Miljö', 'Förbrukning'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export const GUIDE_ICONS = ['file-text', 'piggy-bank', 'trending-up', 'receipt', 'leaf', 'gauge'] as const;
export type GuideIcon = (typeof GUIDE_ICONS)[number];

/** content/guides/<slug>.md (docs/rules/editorial.md). */
export const guideFrontMatterSchema = z
  .strictObject({
    ...articleFields,
    category: z.enum(GUIDE_CATEGORIES),
    featured: z.boolean().default(false),
    icon: z.enum(GUIDE_ICONS),
    faq: z.array(faqEntrySchema).length(3, 'expected exactly 3 questions'),
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>;

/** The eight sections of /el-avtals-skolan, in order (docs/rules/editorial.md). */
export const SCHOOL_SECTION_IDS = [
  'grunderna',
  'avtalstyper',
  'valja-avtal',
  'kostnader',
  'jamfora-leverantorer',
  'byta-elavtal',
  'spara-el',
  'vanliga-misstag',
] as const;
export type SchoolSectionId = (typeof SCHOOL_SECTION_IDS)[number];

/** content/school/index.md. */
export const schoolIndexFrontMatterSchema = z
  .strictObject({
    title: line(5, 90),
    seoTitle: line(20, 60),
    description: line(110, 160),
    publishDate: isoDateSchema,
    updatedDate: isoDateSchema,
    author: articleFields.author,
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type SchoolIndexFrontMatter = z.infer<typeof schoolIndexFrontMatterSchema>;

/** content/school/<nn>-<id>.md. */
export const schoolSectionFrontMatterSchema = z.strictObject({
  id: z.enum(SCHOOL_SECTION_IDS),
  title: line(3, 90),
  navLabel: line(2, 24),
});
export type SchoolSectionFrontMatter = z.infer<typeof schoolSectionFrontMatterSchema>;
