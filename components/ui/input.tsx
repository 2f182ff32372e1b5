import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cx } from '@/lib/class-names';

/**
 * A text field's look, once: full width, the focus ring, and the error border while
 * `aria-invalid` is set (the field's hint says why). `size="lg"` is the home page's postcode box.
 */
export const inputVariants = cva('w-full min-w-0 rounded-md border border-border bg-background aria-[invalid=true]:border-destructive', {
  variants: {
    size: {
      default: 'h-11 px-3 text-base',
      lg: 'h-12 px-4 text-lg',
    },
  },
  defaultVariants: { size: 'default' },
});

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/** shadcn's Input: a native <input> with the site's field styles; margins and widths come from the caller. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cx(inputVariants({ size }), className)} {...props} />;
}
