import Link from 'next/link';

import { cx } from '@/lib/class-names';

export interface FilterChip {
  href: string;
  label: string;
  /** The chip of the page being shown (aria-current="page"). */
  current: boolean;
}

/**
 * Filters as a row of chips, one link per pre-rendered listing: filtering works without
 * JavaScript and every list has an address. The current one is marked for eyes and screen readers.
 */
export function FilterChips({ label, chips, className }: { label: string; chips: readonly FilterChip[]; className?: string }) {
  return (
    <nav aria-label={label} data-slot="filter-chips" className={className}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9',
                chip.current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:border-primary hover:text-primary',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
