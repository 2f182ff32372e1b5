import { z } from 'zod';

import { CONTACT_EMAIL } from '@/lib/contact';

/**
 * A figure the site cannot compute from its own data (a rating of the site, a number of users):
 * hidden until the operator sets both the value and where it comes from (docs/architecture.md).
 */
const sourcedFigureSchema = z
  .object({
    value: z.number().positive().nullable(),
    /** Where the figure comes from, e.g. 'Trustpilot, 2026-11-01' or 'Plausible, jan–okt 2026'. */
    source: z.string().trim().min(1).nullable(),
  })
  .refine((figure) => (figure.value === null) === (figure.source === null), 'set value and source together');

/**
 * The one site configuration (docs/architecture.md): name, address, contact and the marketing
 * figures the site cannot compute. An operator changes them here; no page retypes them.
 */
export const siteConfigSchema = z
  .object({
    name: z.string().min(1),
    url: z.url().transform((url) => url.replace(/\/+$/, '')),
    locale: z.literal('sv-SE'),
    ogLocale: z.literal('sv_SE'),
    tagline: z.string().min(1),
    description: z.string().min(1),
    /**
     * Who runs the site (docs/architecture.md): shown on /juridiskt, /kontakt and in the footer
     * when set, left out while null. The operator fills it in before publishing (README).
     */
    operator: z
      .object({
        companyName: z.string().trim().min(1),
        /** Swedish organisationsnummer, 'NNNNNN-NNNN'. */
        orgNumber: z.string().regex(/^\d{6}-\d{4}$/, 'organisationsnummer NNNNNN-NNNN'),
        /** One line, e.g. 'Box 123, 111 22 Stockholm'. */
        postalAddress: z.string().trim().min(1),
        email: z.email(),
      })
      .nullable(),
    contactEmail: z.email(),
    /**
     * How soon the operator promises to answer mail, e.g. '1–2 arbetsdagar'. A promise someone must
     * keep: null until an operator is configured, and then no page says it.
     */
    replyTime: z.string().min(1).nullable(),
    /**
     * Marketing figures the site cannot know. The counts it can know (suppliers and offers in the
     * catalogue, municipalities) and the saving ranges are computed from the data instead, by
     * lib/content/marketing.ts; no page types them.
     */
    marketing: z.object({
      /** The site's average rating out of 5. */
      siteRating: sourcedFigureSchema
        .and(z.object({ reviewCount: z.number().int().positive().nullable() }))
        .refine(
          (rating) => rating.value === null || (rating.value <= 5 && rating.reviewCount !== null),
          'a rating is out of 5 and comes with its number of reviews',
        ),
      /** People who have used the site. */
      users: sourcedFigureSchema,
      /** People who have used the calculator. */
      calculatorUsers: sourcedFigureSchema,
    }),
  })
  .refine((config) => config.replyTime === null || config.operator !== null, {
    message: 'a reply time is promised only by a configured operator',
    path: ['replyTime'],
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteOperator = NonNullable<SiteConfig['operator']>;

export const DEFAULT_SITE_URL = 'https://elvalet.se';

export const siteConfig: SiteConfig = siteConfigSchema.parse({
  name: 'Elvalet',
  url: process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL,
  locale: 'sv-SE',
  ogLocale: 'sv_SE',
  tagline: 'Jämför elavtal och hitta rätt elpris',
  description:
    'Elvalet är en gratis och oberoende jämförelsetjänst för elavtal i Sverige. Jämför rörliga och fasta elavtal för ditt postnummer, räkna på din elkostnad och följ spotpriset i ditt elområde.',
  // Set before publishing, e.g. { companyName: 'Elvalet AB', orgNumber: '559000-0000',
  // postalAddress: 'Box 123, 111 22 Stockholm', email: 'info@elvalet.se' }.
  operator: null,
  contactEmail: CONTACT_EMAIL,
  // Set with the operator, e.g. '1–2 arbetsdagar' (see replyTime in the schema).
  replyTime: null,
  marketing: {
    // Unset until the operator has a source (docs/architecture.md, "Site configuration").
    siteRating: { value: null, reviewCount: null, source: null },
    users: { value: null, source: null },
    calculatorUsers: { value: null, source: null },
  },
});

/** `text` followed by the reply-time promise when the site config has one ('Vi svarar normalt inom …'). */
export function withReplyTime(text: string, replyTime: string | null = siteConfig.replyTime): string {
  return replyTime ? `${text} Vi svarar normalt inom ${replyTime}.` : text;
}

/**
 * An absolute URL on this site for a path such as '/villkor'. The home page is the bare origin
 * (no trailing slash), the form Next.js writes into canonical links and next-sitemap into
 * sitemap.xml, so all three agree.
 */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/')) throw new RangeError(`Path must start with '/': ${path}`);
  return path === '/' ? siteConfig.url : `${siteConfig.url}${path}`;
}

export interface ShownFigure {
  value: number;
  source: string;
}

/** A sourced figure when the operator has set it, else null: the page then leaves it out. */
export function shownFigure(figure: { value: number | null; source: string | null }): ShownFigure | null {
  return figure.value !== null && figure.source !== null ? { value: figure.value, source: figure.source } : null;
}
