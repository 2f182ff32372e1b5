import type * as React from 'react';

import { cx } from '@/lib/class-names';

/** A page section's heading (h2 by default): one size and weight for every section of the site. */
export function SectionHeading({ as: Tag = 'h2', className, ...props }: React.ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return <Tag data-slot="section-heading" className={cx('text-2xl font-semibold tracking-tight', className)} {...props} />;
}
