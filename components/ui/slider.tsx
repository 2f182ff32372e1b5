'use client';

import * as SliderPrimitive from '@radix-ui/react-slider';
import type * as React from 'react';

import { cx } from '@/lib/utils';

/**
 * shadcn's slider on Radix, single thumb. Classes go through `cx` rather than `cn`: the slider sits
 * in the /jamfor island, where tailwind-merge would cost ~8 KiB gzip for no visible difference.
 */
export function Slider({
  className,
  thumbLabel,
  thumbValueText,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string; thumbValueText?: string }) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cx('relative flex w-full touch-none items-center select-none data-[disabled]:opacity-60', className)}
      {...props}
    >
      <SliderPrimitive.Track data-slot="slider-track" className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        data-slot="slider-thumb"
        aria-label={thumbLabel}
        aria-valuetext={thumbValueText}
        // Radix finds the thumb's value only after mounting, so the pre-rendered thumb lacked
        // aria-valuenow (W3C checker: a role="slider" element requires it). One thumb: its value is the first.
        aria-valuenow={props.value?.[0] ?? props.defaultValue?.[0] ?? props.min ?? 0}
        className="block size-6 rounded-full border-2 border-primary bg-background shadow transition-colors"
      />
    </SliderPrimitive.Root>
  );
}
