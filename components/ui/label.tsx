import type * as React from 'react';

import { cx } from '@/lib/class-names';

/** A form field's label, one look everywhere (shadcn's Label, without Radix: a native <label>). */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" className={cx('block text-sm font-semibold', className)} {...props} />;
}
