import { z } from 'zod';

import { DATA_FILE_VERSIONS } from './open-data/versions';
import { isoDateSchema } from './schemas/common';

/**
 * The page list the build writes beside the pages (app/data/sidor.json/route.ts →
 * out/data/sidor.json): the site map of lib/routes.ts with each page's label, section, sitemap.xml
 * priority and change frequency, and the lastmod the content knows. next-sitemap's config
 * (next-sitemap.config.ts) reads it for those values; which pages exist it takes from out/ itself,
 * and the site-wide check (scripts/lib/site-check.ts) holds the two together.
 */

export const PAGE_LIST_PATH = '/data/sidor.json';

/** The sitemap.xml values of an exported page the list does not name. */
export const DEFAULT_CHANGE_FREQUENCY = 'monthly';
export const DEFAULT_PRIORITY = 0.5;

export const pageListEntrySchema = z.strictObject({
  path: z.string().regex(/^\/[^\s?#]*$/, 'a site path without query or fragment'),
  label: z.string().min(1),
  section: z.string().min(1),
  changeFrequency: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
  priority: z.number().min(0).max(1),
  lastmod: isoDateSchema.optional(),
});
export type PageListEntry = z.infer<typeof pageListEntrySchema>;

export const pageListSchema = z.strictObject({
  version: z.literal(DATA_FILE_VERSIONS.sidor).meta({ description: 'Formatets version. Höjs när en ändring kan få en läsare av filen att gå sönder.' }),
  pages: z
    .array(pageListEntrySchema)
    .refine((pages) => new Set(pages.map((p) => p.path)).size === pages.length, 'a path is listed twice')
    .meta({
      description:
        'Sidorna i webbplatskartan: sökväg, namn, avsnitt, ändringsfrekvens och prioritet för sitemap.xml, och senast ändrad (ÅÅÅÅ-MM-DD) när innehållet vet det.',
    }),
});
export type PageList = z.infer<typeof pageListSchema>;
