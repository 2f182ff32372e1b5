import type { ComponentProps } from 'react';

import { cx } from '@/lib/class-names';

const WIDTHS = { '3xl': 'max-w-3xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl' } as const;

/**
 * A page's main column: centred at one of the site's three widths (6xl for most pages, 5xl for
 * the data pages, 3xl for reading), with the side padding and the space above and below that every
 * page shares. Spacing between sections (`space-y-*`) comes from the caller.
 */
export function PageContainer({
  width = '6xl',
  as: Tag = 'div',
  className,
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof WIDTHS; as?: 'div' | 'article' }) {
  return <Tag data-slot="page-container" className={cx('mx-auto px-4 py-8 sm:py-12', WIDTHS[width], className)} {...props} />;
}
