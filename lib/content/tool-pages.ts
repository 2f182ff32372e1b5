import { calculatorContent } from '@/content/pages/kalkylator';
import { optimisationContent } from '@/content/pages/optimering';
import { z } from 'zod';

import { faqItemSchema, proseSectionSchema } from './schemas';

/**
 * Copy of the two tool pages (/kalkylator, /optimering), validated once when the site builds.
 * Kept apart from schemas.ts/pages.ts so the tool pages add files rather than edit shared ones.
 */

const text = z.string().trim().min(1);

const toolPageSchema = z.object({
  title: text.max(60),
  description: text.min(70).max(170),
  keywords: z.array(text).min(3),
  h1: text,
  intro: text,
  sections: z.array(proseSectionSchema).min(1),
  faq: z.array(faqItemSchema).min(3),
});

export const calculatorContentSchema = toolPageSchema.extend({
  consumptionGuide: z
    .array(z.object({ label: text, minKwh: z.number().positive(), maxKwh: z.number().positive(), note: text }))
    .min(3)
    .refine((rows) => rows.every((row) => row.minKwh < row.maxKwh), 'minKwh must be below maxKwh'),
  priceHint: z.object({ text }),
});
export type CalculatorContent = z.infer<typeof calculatorContentSchema>;
export type CalculatorContentInput = z.input<typeof calculatorContentSchema>;

export const optimisationContentSchema = toolPageSchema;
export type OptimisationContent = z.infer<typeof optimisationContentSchema>;
export type OptimisationContentInput = z.input<typeof optimisationContentSchema>;

const calculator = calculatorContentSchema.parse(calculatorContent);
const optimisation = optimisationContentSchema.parse(optimisationContent);

export function getCalculatorContent(): CalculatorContent {
  return calculator;
}

export function getOptimisationContent(): OptimisationContent {
  return optimisation;
}
