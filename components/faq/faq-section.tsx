import { ChevronDown } from 'lucide-react';

import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import type { FaqItem } from '@/lib/content/schemas';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

export const DEFAULT_FAQ_TITLE = 'Vanliga frågor';

/**
 * The reusable FAQ block: heading, accordion and FAQPage structured data. Left-aligned in its
 * parent, like the headings and sections beside it (centred FAQs stood out).
 *
 * The accordion is native <details> sharing one `name`: the browser keeps one item open at a time
 * and lets it close again, with no JavaScript and the answers in the HTML. Radix Accordion did the
 * same for ~9 KiB gzip on every page with an FAQ, which took the home page over its 185 KiB budget.
 */
export function FaqSection({
  items,
  title = DEFAULT_FAQ_TITLE,
  id = 'faq',
  className,
}: {
  items: readonly FaqItem[];
  title?: string;
  /** Distinguishes two FAQ blocks on one page (heading id and accordion group). */
  id?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('w-full max-w-3xl', className)}>
      <JsonLd data={faqPageJsonLd(items)} />
      <SectionHeading id={headingId} className="mb-4 sm:text-3xl">
        {title}
      </SectionHeading>
      <div data-slot="accordion">
        {items.map((item) => (
          <details key={item.question} name={id} data-slot="accordion-item" className="group border-b border-border">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-primary [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" />
            </summary>
            <p className="pb-4 leading-7 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
