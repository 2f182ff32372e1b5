import { z } from 'zod';

import { inlineLinkProblem, parseInlineLinks } from '@/lib/inline-links';
import { isoDateSchema } from '@/lib/schemas/common';

/**
 * Shapes of the site's copy. Content modules under content/ are typed with the `*Input` types
 * and parsed here when the site builds, so a malformed module fails the build, not a page.
 */

const text = z.string().trim().min(1);

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Running text that may hold `[text](href)` links (lib/inline-links.ts); each link must resolve. */
const richText = text.superRefine((value, context) => {
  for (const part of parseInlineLinks(value)) {
    if (part.kind !== 'link') continue;
    const problem = inlineLinkProblem(part.href);
    if (problem) context.addIssue({ code: 'custom', message: `Link '${part.text}': ${problem}` });
  }
});

/**
 * A block of running text: a heading, paragraphs, an optional bullet list and paragraphs after
 * it (`closing`), so a lead-in ending in a colon is always the last paragraph before its list.
 */
export const proseSectionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    heading: text,
    paragraphs: z.array(richText).default([]),
    list: z.array(richText).optional(),
    closing: z.array(richText).optional(),
  })
  .superRefine((section, context) => {
    // A lead-in that ends in a colon must be followed by its list.
    section.paragraphs.forEach((paragraph, index) => {
      const last = index === section.paragraphs.length - 1;
      if (paragraph.endsWith(':') && (!last || !section.list)) {
        context.addIssue({ code: 'custom', path: ['paragraphs', index], message: 'A lead-in ending in a colon must come right before its list' });
      }
    });
  });
export type ProseSection = z.infer<typeof proseSectionSchema>;

export const pageSeoSchema = z.object({
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
  updated: isoDateSchema,
  /** Numbered sections render as an ordered list ('1. …'), as the terms page needs. */
  numbered: z.boolean().default(false),
  sections: z.array(proseSectionSchema).min(1),
});
export type SimplePage = z.infer<typeof simplePageSchema>;
export type SimplePageInput = z.input<typeof simplePageSchema>;

export const homeContentSchema = pageSeoSchema.extend({
  hero: z.object({ eyebrow: text, h1: text, lead: text }),
  benefits: z.array(z.object({ title: text, text })).length(4),
  /** No durations: 'takes 30 seconds' is a claim the site cannot back (docs/rules/unknown-values.md). */
  steps: z.array(z.object({ title: text, text })).length(3),
  article: z.object({ heading: text, sections: z.array(proseSectionSchema).min(2) }),
  faq: z.array(faqItemSchema).length(4),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
export type HomeContentInput = z.input<typeof homeContentSchema>;

/** /jamfor: SEO, heading, intro and its four-question FAQ (docs/rules/site-wide.md). */
export const compareContentSchema = pageSeoSchema.extend({
  h1: text,
  intro: text,
  faq: z.array(faqItemSchema).length(4),
});
export type CompareContent = z.infer<typeof compareContentSchema>;
export type CompareContentInput = z.input<typeof compareContentSchema>;

/** /kalkylator and /optimering. */
const toolPageSchema = pageSeoSchema.extend({
  h1: text,
  intro: text,
  sections: z.array(proseSectionSchema).min(1),
  faq: z.array(faqItemSchema).min(3),
});

export const calculatorContentSchema = toolPageSchema.extend({
  /** Typical yearly consumption per household type, with the source the figures come from. */
  consumptionGuide: z.object({
    rows: z.array(z.object({ label: text, annualKwh: z.number().positive(), note: text })).min(3),
    source: text,
  }),
  priceHint: z.object({ text }),
});
export type CalculatorContent = z.infer<typeof calculatorContentSchema>;
export type CalculatorContentInput = z.input<typeof calculatorContentSchema>;

export const optimisationContentSchema = toolPageSchema;
export type OptimisationContent = z.infer<typeof optimisationContentSchema>;
export type OptimisationContentInput = z.input<typeof optimisationContentSchema>;

/**
 * /elnat (the table's figures come from content/data/grid-tariffs.json). `{…}` in a text is filled
 * from the data by lib/grid/elnat-page.ts: {count} operators, {referenceDate}, {sourceDate},
 * {pageTextsDate}, {firstFromDate} and {vat}.
 */
export const elnatPageContentSchema = pageSeoSchema.extend({
  h1: text,
  intro: text,
  basisNote: text,
  tableHeading: text,
  tableCaption: text,
  sortNote: text,
  /** What each status of the table means, after its label (lib/grid/elnat-table.ts). */
  statusNotes: z.strictObject({ source: text, corrected: text, 'partly-unknown': text, missing: text }),
  corrections: z.strictObject({ heading: text, intro: text, placeholdersLabel: text }),
  source: z.strictObject({
    heading: text,
    line: text,
    licenceLinkText: text,
    dataFileLead: text,
    dataFileLinkText: text,
    licenceTextSummary: text,
  }),
  dataset: z.strictObject({ name: text, description: text, keywords: z.array(text).min(1) }),
  faq: z.array(faqItemSchema).min(3).max(4),
});
export type ElnatPageContent = z.infer<typeof elnatPageContentSchema>;
export type ElnatPageContentInput = z.input<typeof elnatPageContentSchema>;

const byPriceArea = <T extends z.ZodType>(value: T) => z.strictObject({ SE1: value, SE2: value, SE3: value, SE4: value });

/** /elpris-just-nu and /elpris-historik. */
export const spotPagesContentSchema = z.strictObject({
  justNu: pageSeoSchema.extend({
    h1: text,
    explainers: z.array(z.object({ title: text, text })).min(2),
    faq: z.array(faqItemSchema).min(3),
  }),
  historik: pageSeoSchema.extend({
    h1: text,
    faq: z.array(faqItemSchema).min(3),
    /** 'Egenskaper' of each price area: geography and supply, not price claims. */
    areaCharacteristics: byPriceArea(text),
  }),
});
export type SpotPagesContent = z.infer<typeof spotPagesContentSchema>;
export type SpotPagesContentInput = z.input<typeof spotPagesContentSchema>;

/** A listing page: its SEO copy and the lead under its heading. */
const listingPageSchema = pageSeoSchema.extend({ h1: text, lead: text });

/** Overview and index pages whose body is a list built from data: /leverantor, /blog, /guider, /sitemap, 404. */
export const overviewPagesSchema = z.strictObject({
  providers: listingPageSchema,
  blog: listingPageSchema,
  /** /blog/kategori/{slug}: `{category}` in the title is replaced by the category's name. */
  blogCategory: z.strictObject({
    title: text.max(60).regex(/\{category\}/, 'must contain {category}'),
    h1: text.regex(/\{category\}/, 'must contain {category}'),
    description: text.regex(/\{category\}/, 'must contain {category}'),
    /** One sentence per category: the listing's lead, added to its meta description. */
    about: z.record(text, text),
  }),
  guides: listingPageSchema,
  school: z.strictObject({ keywords: z.array(text).min(3) }),
  sitemap: pageSeoSchema.extend({ h1: text }),
  notFound: z.strictObject({ title: text.max(60), description: text }),
});
export type OverviewPages = z.infer<typeof overviewPagesSchema>;
export type OverviewPagesInput = z.input<typeof overviewPagesSchema>;
