import { z } from 'zod';

import { EDITORIAL_AUTHOR, faqEntrySchema, line } from '@/lib/content/editorial/schemas';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { WRITTEN_NEWS_CATEGORIES } from '@/lib/news/categories';
import { isoDateSchema } from '@/lib/schemas/common';

/**
 * Front matter of the written news (docs/rules/editorial.md) and of the /fiber-stockholm
 * copy. Strict objects, like the editorial schemas: a misspelt key fails the build with the file
 * and the field. Price news has no file; it is generated from the data (lib/news/price-reports.ts).
 */

const author = z.literal(EDITORIAL_AUTHOR, { error: `expected "${EDITORIAL_AUTHOR}"` });

/** A source a reader can check: a name, and an https address only where we are certain of it. */
export const newsSourceSchema = z.strictObject({
  name: line(2, 120),
  url: z.url({ protocol: /^https$/, error: 'expected an https:// address' }).optional(),
});
export type NewsSource = z.infer<typeof newsSourceSchema>;

/** The price areas an item concerns, unique, in the order SE1–SE4 whatever order the file gives. */
const areasSchema = z
  .array(z.enum(PRICE_AREAS))
  .min(1, 'name at least one price area')
  .refine((areas) => new Set(areas).size === areas.length, 'each price area once')
  .transform((areas) => PRICE_AREAS.filter((area) => areas.includes(area)));

/** content/news/<slug>.md (docs/rules/editorial.md). */
export const newsFrontMatterSchema = z
  .strictObject({
    title: line(20, 90),
    seoTitle: line(20, 60),
    description: line(110, 160),
    excerpt: z.string().trim().min(120, 'expected 120–300 characters').max(300, 'expected 120–300 characters'),
    category: z.enum(WRITTEN_NEWS_CATEGORIES),
    areas: areasSchema,
    eventDate: isoDateSchema,
    publishDate: isoDateSchema,
    updatedDate: isoDateSchema,
    author,
    sources: z.array(newsSourceSchema).min(1, 'expected 1–3 sources').max(3, 'expected 1–3 sources'),
  })
  .refine((value) => value.updatedDate >= value.publishDate, { message: 'updatedDate lies before publishDate', path: ['updatedDate'] })
  // News reports what has happened: the event cannot come after the day we publish it.
  .refine((value) => value.eventDate <= value.publishDate, { message: 'eventDate lies after publishDate', path: ['eventDate'] });
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** content/pages-copy/fiber-stockholm.md. */
export const fiberPageFrontMatterSchema = z.strictObject({
  title: line(20, 90),
  seoTitle: line(20, 60),
  description: line(110, 160),
  updatedDate: isoDateSchema,
  author,
  faq: z.array(faqEntrySchema).min(2, 'expected 2–6 questions').max(6, 'expected 2–6 questions'),
});
export type FiberPageFrontMatter = z.infer<typeof fiberPageFrontMatterSchema>;
