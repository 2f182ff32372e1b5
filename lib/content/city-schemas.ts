import { z } from 'zod';

import { isoDateSchema, slugSchema } from '@/lib/schemas/common';

import { EDITORIAL_AUTHOR } from './editorial/schemas';
import { municipalityCodeSchema } from './municipality-schemas';

/**
 * Shapes of the generated city data under content/data/ (written by
 * scripts/import-municipalities.ts, see scripts/lib/build-municipality-facts.ts for the sources)
 * and of the hand-written city copy. Validated when the site builds.
 */

const postalCode = z.string().regex(/^[1-9][0-9]{4}$/, '5-digit postal code');

/** A postal town (postort) of the postcode table and how many of the municipality's codes carry it. */
export const localityCountSchema = z.tuple([z.string().trim().min(1), z.number().int().positive()]);

export const municipalityFactsSchema = z
  .object({
    /** Land area in km² on 1 January 2015 (marcusasplund/kommundata, from Wikipedia/SCB). */
    landAreaKm2: z.number().positive(),
    /** Postal codes of the municipality in the postcode table (September 2024 extract, ~82 % coverage). */
    postcodeCount: z.number().int().positive(),
    /** Up to eight postal towns, most postal codes first, ties by name. */
    localities: z.array(localityCountSchema).min(1).max(8),
    /** SCB skattekraft: taxable earned income per inhabitant in SEK, taxation year 2022 (incomes of 2021). */
    taxBase: z.number().int().positive(),
    /** Share of the population aged 0–19 on 31 December 2021 (0–1). */
    share0to19: z.number().min(0).max(1),
    /** Share of the population aged 75 or more on 31 December 2021 (0–1). */
    share75plus: z.number().min(0).max(1),
    /** Median latitude and longitude of the municipality's postcodes; only for nearest-neighbour links. */
    lat: z.number().min(55).max(69.1),
    lon: z.number().min(10.9).max(24.2),
    /** The /jamfor postcode: lowest code in the municipality's most common 3-digit prefix (docs/rules/cities.md). */
    comparePostcode: postalCode,
  })
  .strict();
export type MunicipalityFacts = z.infer<typeof municipalityFactsSchema>;

export const municipalityFactsFileSchema = z.record(municipalityCodeSchema, municipalityFactsSchema);
export type MunicipalityFactsFile = z.infer<typeof municipalityFactsFileSchema>;

/**
 * Every postal town of the postcode table by its exact name: municipality code → number of its
 * postal codes there. A name can belong to several municipalities (Hässelby: Stockholm and Ekerö).
 */
export const localityFileSchema = z.record(z.string().trim().min(1), z.record(municipalityCodeSchema, z.number().int().positive()));
export type LocalityFile = z.infer<typeof localityFileSchema>;

// ---------------------------------------------------------------------------------------------
// Copy (content/pages/stader.ts, content/city-price-area-reasons.ts, content/cities/*.md)

const text = z.string().trim().min(1);
const block = z.object({ heading: text, paragraphs: z.array(text).min(1) }).strict();

export const citiesCopySchema = z
  .object({
    index: z
      .object({
        /** `{count}` is replaced by the number of municipalities, written by the page from the data. */
        title: text.regex(/\{count\}/, 'must contain {count}'),
        description: text.regex(/\{count\}/, 'must contain {count}'),
        h1: text,
        lead: text,
        keywords: z.array(text).min(3),
        whyPerCity: block,
        smallerTowns: block,
        areas: z.object({ heading: text, intro: text }).strict(),
        filter: z.object({ label: text, placeholder: text }).strict(),
      })
      .strict(),
    city: z
      .object({
        climateZones: z.object({ I: text, II: text, III: text, IV: text }).strict(),
        climateNote: text,
      })
      .strict(),
    fallback: z.object({ lead: text, postcodeLabel: text, postcodeButton: text }).strict(),
  })
  .strict();
export type CitiesCopy = z.infer<typeof citiesCopySchema>;
export type CitiesCopyInput = z.input<typeof citiesCopySchema>;

/** One Swedish sentence per municipality of a split county, by SCB code. */
export const cityAreaReasonsSchema = z.record(
  municipalityCodeSchema,
  z
    .string()
    .trim()
    .min(20)
    .regex(/^[A-ZÅÄÖ].*\.$/, 'one Swedish sentence: capital letter first, full stop last'),
);

/** Front matter of content/cities/<slug>.md (docs/rules/editorial.md). */
export const cityCopyFrontMatterSchema = z.strictObject({
  municipality: slugSchema,
  updatedDate: isoDateSchema,
  author: z.literal(EDITORIAL_AUTHOR, { error: `expected "${EDITORIAL_AUTHOR}"` }),
});
export type CityCopyFrontMatter = z.infer<typeof cityCopyFrontMatterSchema>;
