import { z } from 'zod';

/**
 * Shapes of the site's copy. Content modules under content/ are typed with the `*Input` types
 * and parsed here when the site builds, so a malformed module fails the build, not a page.
 */

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A block of running text: a heading, paragraphs and an optional bullet list. */
export const proseSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/).optional(),
  heading: text,
  paragraphs: z.array(text).default([]),
  list: z.array(text).optional(),
});
export type ProseSection = z.infer<typeof proseSectionSchema>;

const pageSeoSchema = z.object({
  /** Used in <title> through the site's title template ("… | Elvalet"). */
  title: text.max(60),
  description: text.min(70).max(170),
  keywords: z.array(text).min(3),
});

/** /juridiskt, /villkor, /integritet, /cookies and /kontakt. */
export const simplePageSchema = pageSeoSchema.extend({
  h1: text,
  intro: text,
  /** Date the text was last changed, shown as 'Senast uppdaterad'. */
  updated: isoDate,
  /** Numbered sections render as an ordered list ('1. …'), as the terms page needs. */
  numbered: z.boolean().default(false),
  sections: z.array(proseSectionSchema).min(1),
});
export type SimplePage = z.infer<typeof simplePageSchema>;
export type SimplePageInput = z.input<typeof simplePageSchema>;

export const homeContentSchema = pageSeoSchema.extend({
  hero: z.object({ eyebrow: text, h1: text, lead: text }),
  benefits: z.array(z.object({ title: text, text })).length(4),
  /** No durations: 'takes 30 seconds' is a claim the site cannot back (decisions.md, "Product"). */
  steps: z.array(z.object({ title: text, text })).length(3),
  article: z.object({ heading: text, sections: z.array(proseSectionSchema).min(2) }),
  faq: z.array(faqItemSchema).length(4),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
export type HomeContentInput = z.input<typeof homeContentSchema>;

/** /jamfor: SEO, heading, intro and the spec's four-question FAQ. */
export const compareContentSchema = pageSeoSchema.extend({
  h1: text,
  intro: text,
  faq: z.array(faqItemSchema).length(4),
});
export type CompareContent = z.infer<typeof compareContentSchema>;
export type CompareContentInput = z.input<typeof compareContentSchema>;
