import { JsonLd } from '@/components/seo/json-ld';
import type { FaqItem } from '@/lib/content/schemas';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

import { FaqAccordion } from './faq-accordion';

export const DEFAULT_FAQ_TITLE = 'Vanliga Frågor';

/** The reusable FAQ block: a heading, the accordion and its FAQPage structured data. */
export function FaqSection({
  items,
  title = DEFAULT_FAQ_TITLE,
  className,
}: {
  items: readonly FaqItem[];
  title?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className={cn('mx-auto w-full max-w-3xl', className)}>
      <JsonLd data={faqPageJsonLd(items)} />
      <h2 id="faq-heading" className="mb-4 text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <FaqAccordion items={items} />
    </section>
  );
}
