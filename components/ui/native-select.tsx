import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cx } from '@/lib/class-names';

/**
 * A native <select> with the field styles of Input (shadcn's NativeSelect): the browser's own
 * list, keyboard and phone picker, no JavaScript. `size="sm"` sits inline in a line of text.
 */
export const nativeSelectVariants = cva('rounded-md border border-border bg-background', {
  variants: {
    size: {
      default: 'h-11 px-3 text-base',
      sm: 'h-9 px-2 text-sm',
    },
  },
  defaultVariants: { size: 'default' },
});

export type NativeSelectProps = Omit<React.ComponentProps<'select'>, 'size'> & VariantProps<typeof nativeSelectVariants>;

export function NativeSelect({ className, size, ...props }: NativeSelectProps) {
  return <select data-slot="native-select" className={cx(nativeSelectVariants({ size }), className)} {...props} />;
}
