import { cva, type VariantProps } from 'class-variance-authority';
import Link from 'next/link';
import type * as React from 'react';

import { cx } from '@/lib/class-names';

const linkCardVariants = cva('relative flex h-full flex-col rounded-lg border shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md', {
  variants: {
    tone: {
      default: 'border-border bg-background',
      featured: 'border-primary/40 bg-primary-soft/40',
    },
  },
  defaultVariants: { tone: 'default' },
});

/**
 * A card in a list whose title link covers the whole card (article, guide, news item): the card is
 * `relative`, the title's link stretches over it with an ::after box, and any other link in the
 * card (a category chip) sits above it with `relative z-10`. One link per card for screen readers.
 * Padding, gaps and inner layout come from the caller.
 */
export function LinkCard({ className, tone, ...props }: React.ComponentProps<'article'> & VariantProps<typeof linkCardVariants>) {
  return <article data-slot="link-card" className={cx(linkCardVariants({ tone }), className)} {...props} />;
}

/** The card's title link, stretched over the card. */
export function LinkCardLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return <Link data-slot="link-card-link" className={cx('after:absolute after:inset-0 hover:text-primary', className)} {...props} />;
}
