import catalogueJson from '@/content/data/elavtal/offers.json';
import scbJson from '@/content/data/elavtal/scb-nya-avtal.json';
import { lazyContent } from '@/lib/content/load';
import { marketCatalogueSchema, scbAveragesSchema } from '@/lib/content/market-schemas';

/**
 * The two files of the market catalogue, validated once on first use. lib/content/market.ts (the
 * pages' boundary, server-only) and the Markdown directives read them through here; this module is
 * not marked server-only because the editorial pipeline also runs under tsx (`npm run images`),
 * where `server-only` throws. A client component never imports it (lib/content is the data
 * boundary; the JSON would land in its bundle).
 */

export const getCatalogueFile = lazyContent('content/data/elavtal/offers.json', marketCatalogueSchema, () => catalogueJson);
export const getScbFile = lazyContent('content/data/elavtal/scb-nya-avtal.json', scbAveragesSchema, () => scbJson);
