import { z } from 'zod';

import { isoDateSchema, slugSchema } from '@/lib/schemas/common';

import { municipalityCodeSchema } from './municipality-schemas';

/**
 * zod schemas of content/data/grid-areas.json (written by `npm run import:grid` from
 * Ei's area concessions, docs/data-pipeline.md): who holds an area concession in each municipality, and every
 * grid operator's identity (the tariff operators of grid-tariffs.json plus the concession holders
 * the tariff data lacks).
 */

const text = z.string().trim().min(1);
const share = z.number().min(0).max(1);

/** How a concession holder (an RE in Ei's map) was joined to the tariff data. */
export const gridOperatorMatchSchema = z.enum([
  /** Same organisation number (Ei's company list 2011–2023 against the tariff data's VAT number). */
  'orgNumber',
  /** Same name once legal forms, case, accents and punctuation are set aside. */
  'name',
  /** The 2024 contact's website is the price page's site. */
  'website',
  /** Joined by hand, with the reason in content/reviewed/grid-area-review.ts. */
  'reviewed',
  /** A concession holder with no tariff in the data: listed without a price, never dropped. */
  'unmatched',
  /** An operator of the tariff data that holds no area concession in Ei's 2025 map. */
  'noConcession',
]);

export const gridContact2024Schema = z.strictObject({
  /** The company as the 2024 list names it (it may since have been renamed or merged). */
  company: text,
  /** As published, without a scheme: 'kalmarenergi.se'. */
  website: text.nullable(),
  email: z.email().nullable(),
  phone: text.nullable(),
  address: text.nullable(),
});

export const gridOperatorIdentitySchema = z.strictObject({
  /** The tariff operator's id in grid-tariffs.json; for a holder without tariffs, its slug. */
  id: slugSchema,
  /** The address of its page, /elnat/{slug}, and the value of `natbolag=` in links. */
  slug: slugSchema,
  name: text,
  /** NNNNNN-NNNN, or null when no source gives one (a new RE without a tariff). */
  orgNumber: z
    .string()
    .regex(/^\d{6}-\d{4}$/)
    .nullable(),
  /** Other names it is known by (Ei's map 2025, Ei's company list 2023), without the display name. */
  otherNames: z.array(text),
  /** Its units (redovisningsenheter) in Ei's 2025 map; empty when it holds no area concession. */
  re: z.array(z.string().regex(/^REL\d{5}$/)),
  match: gridOperatorMatchSchema,
  /** Whether it has a page of its own (decision in content/reviewed/grid-area-review.ts). */
  hasPage: z.boolean(),
  /** Contact details as published in 2024 (Ei's overlay); check before relying on them. */
  contact2024: gridContact2024Schema.nullable(),
});

export const gridConcessionSchema = z.strictObject({
  operatorId: slugSchema,
  re: z.string().regex(/^REL\d{5}$/),
  /** Share of the municipality's area inside this concession, 0–1 (area, never households). */
  share,
  /** The tariffs of the operator that apply in this concession; null: all of them. */
  tariffIds: z.array(slugSchema).min(1).nullable(),
});

export const gridAreasMetaSchema = z.strictObject({
  source: z.strictObject({
    /** 'Energimarknadsinspektionen, områdeskoncessioner (karta 2025-01-09)'. */
    credit: text,
    mapDate: isoDateSchema,
    bordersCredit: text,
    contactsYear: z.literal(2024),
  }),
  /** A concession is listed for a municipality from this share of its area … */
  minShare: share,
  /** … or when this share of the operator's whole concession area lies in the municipality. */
  homeShare: share,
});

export const gridAreasFileSchema = z
  .strictObject({
    meta: gridAreasMetaSchema,
    operators: z.array(gridOperatorIdentitySchema).min(1),
    /** SCB code → concessions listed there, largest share first. */
    municipalities: z.record(municipalityCodeSchema, z.array(gridConcessionSchema).min(1)),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    const slugs = new Set<string>();
    for (const operator of file.operators) {
      if (ids.has(operator.id)) ctx.addIssue({ code: 'custom', message: `duplicate operator id ${operator.id}` });
      if (slugs.has(operator.slug)) ctx.addIssue({ code: 'custom', message: `duplicate slug ${operator.slug}` });
      ids.add(operator.id);
      slugs.add(operator.slug);
    }
    for (const [code, list] of Object.entries(file.municipalities)) {
      for (const entry of list) {
        if (!ids.has(entry.operatorId)) ctx.addIssue({ code: 'custom', message: `${code}: unknown operator ${entry.operatorId}` });
      }
      for (let i = 1; i < list.length; i++) {
        if ((list[i] as { share: number }).share > (list[i - 1] as { share: number }).share) {
          ctx.addIssue({ code: 'custom', message: `${code}: concessions not ordered by share` });
        }
      }
    }
  });

export type GridOperatorMatch = z.infer<typeof gridOperatorMatchSchema>;
export type GridContact2024 = z.infer<typeof gridContact2024Schema>;
export type GridOperatorIdentity = z.infer<typeof gridOperatorIdentitySchema>;
export type GridConcession = z.infer<typeof gridConcessionSchema>;
export type GridAreasMeta = z.infer<typeof gridAreasMetaSchema>;
export type GridAreasFile = z.infer<typeof gridAreasFileSchema>;
