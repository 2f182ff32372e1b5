import { z } from 'zod';

import { PRICE_AREAS } from '@/lib/domain/price-area';
import { ELPRISKOLLEN, OFFER_TYPES, ORIGINS, spotShare } from '@/lib/market/offer';
import { SCB_CONTRACTS, SCB_HOUSEHOLD_KWH } from '@/lib/market/scb';
import { isoDateSchema as isoDate, isoMonthSchema as isoMonth, slugSchema as slug } from '@/lib/schemas/common';

/**
 * The content contract of the market catalogue (content/data/elavtal/offers.json, written by
 * `npm run import:offers` from Elpriskollen's snapshot) and of SCB's averages for new contracts
 * (content/data/elavtal/scb-nya-avtal.json). The import validates what it writes with these
 * schemas, and lib/content/market.ts validates what it reads.
 */

const text = z.string().trim().min(1);
/** öre/kWh excluding VAT at 2 000 kWh, as the source gives it (two decimals). */
const ore = z.number().finite().min(0).max(1000);

/** `{area}-{supplier slug}-{product slug}-{type}`: URL-safe, lower case, one dash between words. */
export const OFFER_ID_PATTERN = /^se[1-4](?:-[a-z0-9]+)+$/;

const offerRowSchema = z.object({
  id: z.string().max(200).regex(OFFER_ID_PATTERN, 'offer id {area}-{supplier}-{product}-{type}'),
  /** The supplier's slug (suppliers[].slug). */
  supplier: slug,
  product: text,
  area: z.enum(PRICE_AREAS),
  type: z.enum(OFFER_TYPES),
  feeElementOre: ore,
  fixedPriceOre: ore,
  spotOre: ore,
  markupOre: ore,
  variableCostsOre: ore,
  origins: z.array(z.enum(ORIGINS)).refine((list) => new Set(list).size === list.length, 'origins must be unique'),
  braMiljoval: z.boolean(),
  /** Swedish: a correction made to the source, or a conflict in it (content/reviewed/offer-corrections.ts). */
  note: text.optional(),
  /** The row's line in its area's CSV (the header is line 1), so every figure can be traced. */
  sourceLine: z.number().int().min(2),
});
export type MarketOfferRow = z.infer<typeof offerRowSchema>;

const areaSourceSchema = z.object({
  /** The day Elpriskollen was read for the area. */
  date: isoDate,
  /** The postcode the Elpriskollen scrape searched for (docs/data-pipeline.md). */
  postalCode: z.string().regex(/^[1-9]\d{4}$/, 'five-digit postcode'),
  /** Elpriskollen's assumed spot price for variable offers, öre/kWh excl. VAT. */
  spotOre: ore.positive(),
  /** The raw file the area's offers come from. */
  file: z.string().regex(/^scraped_data_se[1-4]_\d{4}-\d{2}-\d{2}\.csv$/),
});

const supplierSchema = z.object({
  slug,
  /** The name users know (scripts/lib/supplier-names.ts). */
  name: text,
  /** As Elpriskollen gives it. */
  legalName: text,
});
export type MarketSupplierRow = z.infer<typeof supplierSchema>;

export const marketCatalogueSchema = z
  .object({
    source: z.object({
      name: z.literal(ELPRISKOLLEN.name),
      url: z.literal(ELPRISKOLLEN.url),
      /** Who copied Elpriskollen's pages, and from which commits (docs/data-pipeline.md, "Raw sources"). */
      via: text,
    }),
    areas: z.object({ SE1: areaSourceSchema, SE2: areaSourceSchema, SE3: areaSourceSchema, SE4: areaSourceSchema }),
    suppliers: z.array(supplierSchema).min(1),
    offers: z.array(offerRowSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const slugs = new Set<string>();
    for (const [index, supplier] of catalogue.suppliers.entries()) {
      if (slugs.has(supplier.slug)) ctx.addIssue({ code: 'custom', path: ['suppliers', index, 'slug'], message: `duplicate supplier ${supplier.slug}` });
      slugs.add(supplier.slug);
    }
    const ids = new Set<string>();
    const selling = new Set<string>();
    for (const [index, offer] of catalogue.offers.entries()) {
      const path = ['offers', index];
      if (ids.has(offer.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `duplicate offer id ${offer.id}` });
      ids.add(offer.id);
      if (!offer.id.startsWith(`${offer.area.toLowerCase()}-${offer.supplier}-`)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `id ${offer.id} must start with its area and supplier` });
      }
      if (!slugs.has(offer.supplier)) ctx.addIssue({ code: 'custom', path: [...path, 'supplier'], message: `unknown supplier ${offer.supplier}` });
      selling.add(offer.supplier);
      const spot = catalogue.areas[offer.area].spotOre * spotShare(offer.type);
      if (offer.spotOre !== spot) {
        ctx.addIssue({ code: 'custom', path: [...path, 'spotOre'], message: `${offer.type} in ${offer.area} must use the spot price ${spot}` });
      }
      if (spotShare(offer.type) === 1 && offer.fixedPriceOre !== 0) {
        ctx.addIssue({ code: 'custom', path: [...path, 'fixedPriceOre'], message: 'a variable offer has no fixed price' });
      }
    }
    for (const [index, supplier] of catalogue.suppliers.entries()) {
      if (!selling.has(supplier.slug)) ctx.addIssue({ code: 'custom', path: ['suppliers', index], message: `${supplier.slug} has no offer` });
    }
  });
export type MarketCatalogueFile = z.infer<typeof marketCatalogueSchema>;

const monthsSchema = z
  .array(isoMonth)
  .min(1)
  .refine((months) => months.every((month, i) => i === 0 || month > months[i - 1]!), 'months must be in order');

export const scbAveragesSchema = z
  .object({
    source: z.object({
      name: z.literal('SCB och Energimyndigheten, SSDManadElhandelpris'),
      title: text,
      /** The day SCB published the table. */
      published: isoDate,
      /** What the figures include (SCB's definition). */
      unit: text,
      url: z.url(),
    }),
    months: monthsSchema,
    series: z.array(
      z.object({
        contract: z.enum(SCB_CONTRACTS),
        area: z.enum(PRICE_AREAS),
        annualKwh: z.union(SCB_HOUSEHOLD_KWH.map((kwh) => z.literal(kwh))),
        /** öre/kWh excl. VAT and energy tax, incl. the suppliers' fixed fees; one per month. */
        values: z.array(z.number().finite().positive().max(1000)),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const [index, series] of file.series.entries()) {
      const key = `${series.contract} ${series.area} ${series.annualKwh}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['series', index], message: `duplicate series ${key}` });
      seen.add(key);
      if (series.values.length !== file.months.length) {
        ctx.addIssue({ code: 'custom', path: ['series', index, 'values'], message: `${key}: one value per month` });
      }
    }
    const expected = SCB_CONTRACTS.length * PRICE_AREAS.length * SCB_HOUSEHOLD_KWH.length;
    if (seen.size !== expected) ctx.addIssue({ code: 'custom', path: ['series'], message: `expected ${expected} series, got ${seen.size}` });
  });
export type ScbAveragesFile = z.infer<typeof scbAveragesSchema>;
