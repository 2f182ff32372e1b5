import { z } from 'zod';

import { inlineLinkProblem, parseInlineLinks } from '@/lib/inline-links';
import { isLiveRoute } from '@/lib/routes';

/**
 * Shapes of the site's copy. Content modules under content/ are typed with the `*Input` types
 * and parsed here when the site builds, so a malformed module fails the build, not a page.
 */

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Running text that may hold `[text](href)` links (lib/inline-links.ts); each link must resolve. */
const richText = text.superRefine((value, context) => {
  for (const part of parseInlineLinks(value)) {
    if (part.kind !== 'link') continue;
    const problem = inlineLinkProblem(part.href, isLiveRoute);
    if (problem) context.addIssue({ code: 'custom', message: `Link '${part.text}': ${problem}` });
  }
});

/**
 * A block of running text: a heading, paragraphs, an optional bullet list and paragraphs after
 * it (`closing`), so a lead-in ending in a colon is always the last paragraph before its list.
 */
export const proseSectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/).optional(),
    heading: text,
    paragraphs: z.array(richText).default([]),
    list: z.array(richText).optional(),
    closing: z.array(richText).optional(),
  })
  .superRefine((section, context) => {
    // Review item 22: a lead-in that ends in a colon must be followed by its list.
    section.paragraphs.forEach((paragraph, index) => {
      const last = index === section.paragraphs.length - 1;
      if (paragraph.endsWith(':') && (!last || !section.list)) {
        context.addIssue({ code: 'custom', path: ['paragraphs', index], message: 'A lead-in ending in a colon must come right before its list' });
      }
    });
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
  intro: richText,
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
