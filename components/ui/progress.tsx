'use client';

import * as ProgressPrimitive from '@radix-ui/react-progress';
import type * as React from 'react';

import { cx } from '@/lib/utils';

/**
 * shadcn's progress bar on Radix. Radix gives the states of spec section 4 as `data-state`
 * (no value: 'indeterminate'; below max: 'loading'; at max: 'complete') and logs the console
 * error of spec section 5 when max is not positive or the value lies outside 0..max, so callers
 * clamp their value first.
 */
export function Progress({ className, value, max = 100, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  const determinate = typeof value === 'number' && max > 0 && value >= 0 && value <= max;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cx('relative h-3 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full bg-primary transition-transform data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse"
        style={determinate ? { transform: `translateX(-${100 - (value / max) * 100}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}
