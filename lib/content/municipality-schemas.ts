import { z } from 'zod';
import { PRICE_AREAS } from '@/lib/domain/price-area';

import { type PostcodeAreaLookup, VALID_POSTAL_CODE } from '@/lib/postcode/code';
import { slugSchema } from '@/lib/schemas/common';

export type { PostcodeAreaLookup };

/**
 * Shapes of the generated municipality data under content/data/ (written by
 * scripts/import-municipalities.ts from SCB codes and population, shared/data/raw/README.md).
 */

export const priceAreaSchema = z.enum(PRICE_AREAS);

const prefixList = z.array(z.string().regex(/^[1-9][0-9]{2}$/));
const codeList = z.array(z.string().regex(VALID_POSTAL_CODE));
const byArea = <T extends z.ZodType>(list: T) => z.object({ SE1: list, SE2: list, SE3: list, SE4: list }).strict();

/** The compact browser lookup (lib/postcode/code.ts), validated when the site builds. */
export const postcodeAreaLookupSchema = z
  .object({ prefixes: byArea(prefixList), exceptions: byArea(codeList) })
  .strict() satisfies z.ZodType<PostcodeAreaLookup>;

/** SCB municipality code: county (2 digits) + municipality (2 digits), leading zero kept. */
export const municipalityCodeSchema = z.string().regex(/^[0-9]{4}$/, 'SCB kommunkod, 4 siffror');

/** ASCII, lower case, words joined by single hyphens: 'malung-salen', 'upplands-vasby'. */

export const municipalitySchema = z
  .object({
    code: municipalityCodeSchema,
    /** Short display name: 'Stockholm', 'Malung-Sälen' (not 'Stockholms kommun'). */
    name: z.string().trim().min(1),
    slug: slugSchema,
    /** County name as SCB writes it: 'Stockholms län'. */
    county: z.string().trim().endsWith(' län'),
    /** SCB folkmängd on 31 December 2024. */
    population: z.number().int().positive(),
    priceArea: priceAreaSchema,
  })
  .strict();
export type Municipality = z.infer<typeof municipalitySchema>;

export const municipalityListSchema = z
  .array(municipalitySchema)
  .min(1)
  .superRefine((list, ctx) => {
    const codes = new Set<string>();
    const slugs = new Set<string>();
    for (const [index, municipality] of list.entries()) {
      if (codes.has(municipality.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `duplicate code ${municipality.code}` });
      if (slugs.has(municipality.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `duplicate slug ${municipality.slug}` });
      codes.add(municipality.code);
      slugs.add(municipality.slug);
    }
  });

/**
 * The full postcode table, compact: municipality code → its postal codes, ascending and joined
 * by single spaces ('10004 10012 …'). Server and test side only (about 90 kB).
 */
export const postcodesByMunicipalitySchema = z.record(
  municipalityCodeSchema,
  z.string().regex(/^[1-9][0-9]{4}(?: [1-9][0-9]{4})*$/, 'space-separated 5-digit postal codes'),
);
export type PostcodesByMunicipality = z.infer<typeof postcodesByMunicipalitySchema>;
