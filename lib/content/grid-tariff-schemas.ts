import { z } from 'zod';

import { isoDateSchema, slugSchema } from '@/lib/schemas/common';

/**
 * zod schemas of content/data/grid-tariffs.json (written by scripts/import-grid-tariffs.ts). The
 * domain types in lib/grid/types.ts are the contract; `satisfies` below keeps the two in
 * step. The browser checks the compact list with the lighter guard `isCompactGridList`.
 */

const text = z.string().trim().min(1);
const amount = z.number().finite().nonnegative();

const fuseAmountsSchema = z.strictObject({
  '16': amount.optional(),
  '20': amount.optional(),
  '25': amount.optional(),
  '35': amount.optional(),
});

const tiersSchema = z
  .array(z.strictObject({ maxYearlyKwh: amount, amounts: fuseAmountsSchema }))
  .min(1)
  .optional();

const monthSchema = z.number().int().min(1).max(12);
const hourSchema = z.number().int().min(0).max(23);

export const timeWindowSchema = z.strictObject({
  months: z.tuple([monthSchema, monthSchema]).nullable(),
  hours: z.tuple([hourSchema, hourSchema]).nullable(),
  weekdaysOnly: z.boolean(),
});

const unverifiedSchema = z.strictObject({ status: z.literal('unverified'), reason: text });

const fixedFeeSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('known'), yearlyKr: fuseAmountsSchema, tiers: tiersSchema }),
  unverifiedSchema,
]);

const transferFeeSchema = z.union([
  z.strictObject({ status: z.literal('known'), type: z.literal('fixed'), orePerKwh: fuseAmountsSchema, tiers: tiersSchema }),
  z.strictObject({
    status: z.literal('known'),
    type: z.literal('timeOfUse'),
    periods: z.array(z.strictObject({ orePerKwh: fuseAmountsSchema, window: timeWindowSchema })).min(2),
  }),
  z.strictObject({
    status: z.literal('known'),
    type: z.literal('spotVariable'),
    baseOrePerKwh: amount,
    // A share of the spot price; 1 or more is a percentage misread as a factor (a known fault of spotpilot/grid-tariffs, e.g. Falkenberg's 5,11).
    spotShare: amount.max(0.99),
  }),
  unverifiedSchema,
]);

const powerFeeSchema = z.union([
  z.strictObject({ status: z.literal('none') }),
  z.strictObject({
    status: z.literal('known'),
    method: z.strictObject({ type: z.enum(['averageDays', 'averageHours']), count: z.number().int().min(1) }),
    matching: z.enum(['first', 'all']),
    periods: z.array(z.strictObject({ krPerKw: fuseAmountsSchema, window: timeWindowSchema, divideKwBy: z.number().positive() })).min(1),
  }),
  unverifiedSchema,
]);

const authorityFeeSchema = z.union([
  z.strictObject({ status: z.literal('included') }),
  z.strictObject({ status: z.enum(['onTop', 'partlyIncluded', 'notStated']), yearlyKr: amount, vatKr: amount, amount: z.enum(['page', 'usual']) }),
]);

const fusesSchema = z
  .strictObject({ fromA: z.number().int().positive(), toA: z.number().int().positive().nullable() })
  .refine((range) => range.toA === null || range.toA >= range.fromA, 'toA below fromA');

const apartmentSchema = z.strictObject({
  label: text,
  yearlyKr: amount,
  transferFee: transferFeeSchema,
  powerFee: powerFeeSchema,
});

export const gridTariffSchema = z.strictObject({
  id: text,
  variant: text.nullable(),
  fromDate: isoDateSchema,
  fixedFee: fixedFeeSchema,
  transferFee: transferFeeSchema,
  powerFee: powerFeeSchema,
  authorityFee: authorityFeeSchema.optional(),
  fuses: fusesSchema.optional(),
  apartment: apartmentSchema.nullable().optional(),
});

/** The operator's own words behind a part, verbatim from its page text (normalised), or null. */
const quote = text.nullable();

export const gridTariffContentSchema = gridTariffSchema.extend({
  authorityFee: authorityFeeSchema,
  fuses: fusesSchema,
  apartment: apartmentSchema.nullable(),
  /** Swedish notes for the reader: corrections made against the operator's page, caveats. */
  notes: z.array(text),
  /** What the operator's page says, for the page to quote: authority fees, apartment tariff, how the power fee is measured. */
  quotes: z.strictObject({
    authorityFee: quote,
    apartment: quote,
    /** Null: the page does not state the method, which is then the source's. */
    powerMethod: z.strictObject({ quote: text, confirms: z.enum(['method', 'window', 'both']) }).nullable(),
  }),
});

export const gridOperatorSchema = z.strictObject({
  id: slugSchema,
  name: text,
  orgNumber: z.string().regex(/^\d{6}-\d{4}$/),
  feeInfoUrl: z.url({ protocol: /^https?$/ }),
  /** 'placeholder': the source has no real price list for this operator (all parts unknown). */
  status: z.enum(['ok', 'placeholder']),
  /** Whether the source saved the text of the operator's price page, so its figures could be checked against it. */
  hasPageText: z.boolean(),
  /** True when the price lists are the operator's regions (E.ON: Syd, Stockholm, Nord): only one applies to a household. */
  listsByRegion: z.boolean(),
  tariffs: z.array(gridTariffContentSchema),
});

export const gridTariffMetaSchema = z.strictObject({
  source: z.strictObject({
    name: text,
    repository: z.url(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    commitDate: text,
    licence: text,
    copyright: text,
    licenceText: text,
  }),
  /** The price list per tariff is the latest one starting on or before this day. */
  referenceDate: isoDateSchema,
  /** The day the operators' page texts used for the corrections were saved. */
  pageTextsDate: isoDateSchema,
});

export const gridTariffContentFileSchema = z
  .strictObject({ meta: gridTariffMetaSchema, operators: z.array(gridOperatorSchema).min(1) })
  .superRefine((file, ctx) => {
    const operatorIds = new Set<string>();
    const tariffIds = new Set<string>();
    for (const operator of file.operators) {
      if (operatorIds.has(operator.id)) ctx.addIssue({ code: 'custom', message: `duplicate operator id ${operator.id}` });
      operatorIds.add(operator.id);
      for (const tariff of operator.tariffs) {
        if (tariffIds.has(tariff.id)) ctx.addIssue({ code: 'custom', message: `duplicate tariff id ${tariff.id}` });
        tariffIds.add(tariff.id);
      }
      if ((operator.status === 'placeholder') !== (operator.tariffs.length === 0)) {
        ctx.addIssue({ code: 'custom', message: `${operator.id}: a placeholder has no tariffs, any other operator has some` });
      }
    }
  });

export type GridTariffContent = z.infer<typeof gridTariffContentSchema>;
export type GridOperator = z.infer<typeof gridOperatorSchema>;
export type GridTariffMeta = z.infer<typeof gridTariffMetaSchema>;
export type GridTariffContentFile = z.infer<typeof gridTariffContentFileSchema>;
