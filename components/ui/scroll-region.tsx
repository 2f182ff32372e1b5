import type { ComponentProps, ReactNode } from 'react';

// cx, not cn: client islands (the /elnat table, the optimisation schedule) import this, and cn would bring tailwind-merge (8.5 KiB gzip) to their pages. Callers pass no classes that conflict with these.
import { cx } from '@/lib/class-names';

/**
 * A wide table's horizontal scroll container for narrow screens (no
 * column hidden without a way to see it). The region is named by the table's caption and
 * focusable, so keyboard users can scroll it; a shadow marks the edge where columns hide, and the
 * hint says so in words below `hintUntil` (the width from which the table fits).
 */
export function ScrollRegion({
  labelledBy,
  hint,
  hintClassName = 'sm:hidden',
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-labelledby'> & {
  /** id of the element that names the region, usually the table's caption. */
  labelledBy: string;
  /** Visible words for the shadow; left out where the table fits at every width. */
  hint?: ReactNode;
  /** Where the hint shows: by default only below Tailwind's sm breakpoint. */
  hintClassName?: string;
}) {
  return (
    <div data-slot="scroll-region">
      {hint ? <p className={cx('mb-2 text-sm text-muted-foreground', hintClassName)}>{hint}</p> : null}
      <div role="region" aria-labelledby={labelledBy} tabIndex={0} className={cx('overflow-x-auto scroll-shadow-x', className)} {...props}>
        {children}
      </div>
    </div>
  );
}

/** The hint's usual words. */
export const SCROLL_HINT = 'Tabellen är bredare än skärmen: svep i sidled för att se alla kolumner.';
