import { z } from 'zod';

/**
 * The one site configuration (decisions.md, "Product"): name, address, contact and the marketing
 * figures of spec section 1. An operator changes them here; no page retypes them.
 */
const siteConfigSchema = z.object({
  name: z.string().min(1),
  url: z.url().transform((url) => url.replace(/\/+$/, '')),
  locale: z.literal('sv-SE'),
  ogLocale: z.literal('sv_SE'),
  tagline: z.string().min(1),
  description: z.string().min(1),
  /**
   * Who runs the site (decisions.md, "Product"): shown on /juridiskt, /kontakt and in the footer
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
  replyTime: z.string().min(1),
  marketing: z.object({
    supplierCount: z.number().int().positive(),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().positive(),
    customerCount: z.number().int().positive(),
    calculatorUserCount: z.number().int().positive(),
    compareMinutes: z.number().positive(),
    savingPercent: z.object({ min: z.number(), max: z.number() }),
    savingKrPerYear: z.object({ min: z.number(), max: z.number() }),
    maxSavingVsFixedPercent: z.number(),
    optimisationSavingKrPerYear: z.object({ min: z.number(), max: z.number() }),
    /** The basis of the optimisation claim: moving consumption in time, not switching contracts. */
    optimisationSavingBasis: z.string().min(1),
    /** The basis every savings claim states next to it (decisions.md, "Consumer rules"). */
    savingBasis: z.string().min(1),
  }),
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
  contactEmail: 'kontakt@elvalet.se',
  replyTime: '1–2 arbetsdagar',
  marketing: {
    supplierCount: 50,
    rating: 4.8,
    reviewCount: 15000,
    customerCount: 100000,
    calculatorUserCount: 50000,
    compareMinutes: 2,
    savingPercent: { min: 15, max: 30 },
    savingKrPerYear: { min: 3000, max: 8000 },
    maxSavingVsFixedPercent: 30,
    optimisationSavingKrPerYear: { min: 2000, max: 5000 },
    optimisationSavingBasis:
      'Gäller ett hushåll med timprisavtal som flyttar 5–15 kWh flexibel förbrukning per dygn (till exempel elbilsladdning, tvätt och disk) från dyra kvällstimmar till billiga nattimmar, med en prisskillnad på cirka 1 kr/kWh inklusive moms. Utan timprisavtal påverkar tidpunkten inte vad du betalar för elen.',
    savingBasis:
      'Räknat på en villa med 20 000 kWh per år som går från ett anvisat avtal eller ett dyrt fast avtal till det billigaste avtalet i jämförelsen, med genomsnittliga spotpriser för 2025. Nätavgiften påverkas inte av elhandelsavtalet.',
  },
});

/**
 * An absolute URL on this site for a path such as '/villkor'. The home page is the bare origin
 * (no trailing slash), the form Next.js writes into canonical links and next-sitemap into
 * sitemap.xml, so all three agree.
 */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/')) throw new RangeError(`Path must start with '/': ${path}`);
  return path === '/' ? siteConfig.url : `${siteConfig.url}${path}`;
}
