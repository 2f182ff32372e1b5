import { z } from 'zod';

import { faqItemSchema, proseSectionSchema } from './schemas';

/**
 * Shape of the written copy of a supplier page (docs/architecture.md: name, h1,
 * description, seoTitle, content, faq). Five suppliers have it; every supplier page shows its
 * offers from the market catalogue, and the copy, where there is one, above them. Content modules
 * under content/providers/ are typed with `ProviderContentInput` and parsed by
 * lib/content/providers.ts when the site builds.
 *
 * What the copy says about a supplier needs a source: facts about the company come with `sources`
 * (shown under the text), and its prices and contract types come from the catalogue, never from the
 * copy. The old `features` and `prosAndCons` lists are gone: they were claims about
 * the supplier ("lower fee than most") with no source, and the page's facts box now says what the
 * catalogue knows instead.
 */

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

const source = z.strictObject({
  /** 'Vattenfall, Wikipedia'. */
  name: text,
  url: httpsUrl,
});
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
  /** Where the statements about the company come from, shown under the copy. */
  sources: z.array(source).min(1),
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
   * The supplier's own site, written here by hand: the catalogue has no web address (Elpriskollen
   * gives none), and one is never guessed from the slug.
   */
  website: httpsUrl,
  /** Pages about the same company elsewhere (schema.org sameAs), e.g. its Wikipedia article. */
  sameAs: z.array(httpsUrl).default([]),
});

export type ProviderContent = z.infer<typeof providerContentSchema>;
export type ProviderContentInput = z.input<typeof providerContentSchema>;
