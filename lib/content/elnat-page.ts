import { elnatPageContent } from '@/content/pages/elnat';
import { z } from 'zod';

import { lazyContent } from './load';
import { faqItemSchema } from './schemas';

/** Copy of /elnat (content/pages/elnat.ts), validated on first use. */

const text = z.string().trim().min(1);

export const elnatPageContentSchema = z.object({
  title: text.max(60),
  description: text.min(70).max(170),
  keywords: z.array(text).min(3),
  h1: text,
  intro: text,
  faq: z.array(faqItemSchema).min(3).max(4),
});
export type ElnatPageContent = z.infer<typeof elnatPageContentSchema>;
export type ElnatPageContentInput = z.input<typeof elnatPageContentSchema>;

export const getElnatPageContent = lazyContent('content/pages/elnat.ts', elnatPageContentSchema, () => elnatPageContent);
