import type { PriceArea } from '@/lib/domain/price-area';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { cn } from '@/lib/utils';

/** The price areas an item concerns as small tags ('Hela Sverige' when it concerns all four: a national item says so). */
export function AreaTags({ areas, className }: { areas: readonly PriceArea[]; className?: string }) {
  const labels = areas.length === PRICE_AREAS.length ? ['Hela Sverige'] : areas;
  return (
    <ul aria-label="Elområden" className={cn('flex flex-wrap gap-1.5', className)}>
      {labels.map((label) => (
        <li key={label} className="rounded border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {label}
        </li>
      ))}
    </ul>
  );
}
