import { z } from 'zod';

import { faqItemSchema, proseSectionSchema } from './schemas';

/**
 * Shape of a provider page's copy (spec section 3, "Provider content": name, h1, description,
 * seoTitle, content, features, prosAndCons, faq). Content modules under content/providers/ are
 * typed with `ProviderContentInput` and parsed by lib/content/providers.ts when the site builds.
 */

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
/** Swedish numbers as suppliers print them: '020-82 00 00', '0771-22 22 22'. */
const swedishPhone = z.string().regex(/^0\d{1,3}-\d{2,3}(?: \d{2,3}){1,3}$/, 'Swedish phone number, e.g. 020-12 34 56');

export const providerContentSchema = z.strictObject({
  /** Used in <title> through the site's title template ("… | Elvalet"). */
  seoTitle: text.max(60),
  description: text.min(70).max(170),
  keywords: z.array(text).min(3),
  h1: text,
  /** The lead under the heading. */
  intro: text,
  /** Long descriptive content: what the company is, how its contract types work, who they suit. */
  sections: z.array(proseSectionSchema).min(3),
  features: z.array(text).min(3),
  prosAndCons: z.strictObject({ pros: z.array(text).min(2), cons: z.array(text).min(2) }),
  faq: z.array(faqItemSchema).min(3),
  /**
   * Contact details beyond the website. Only details an operator has confirmed belong here: a
   * wrong phone number on a comparison site sends people to a stranger.
   */
  contact: z
    .strictObject({
      customerServiceUrl: httpsUrl.optional(),
      phone: swedishPhone.optional(),
    })
    .default({}),
  /**
   * The supplier's own site, when it is not the slug as a .se address and no catalogue offer
   * names it (a supplier without offers in the comparison).
   */
  website: httpsUrl.optional(),
  /** Pages about the same company elsewhere (schema.org sameAs), e.g. its Wikipedia article. */
  sameAs: z.array(httpsUrl).default([]),
});

export type ProviderContent = z.infer<typeof providerContentSchema>;
export type ProviderContentInput = z.input<typeof providerContentSchema>;
