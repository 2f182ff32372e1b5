import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/** A definition list of labelled figures, each with an optional source or explanation under it. */
export function FactList({ items, className }: { items: readonly { label: string; value: ReactNode; note?: ReactNode }[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{item.value}</dd>
          {item.note ? <dd className="mt-1 text-sm text-muted-foreground">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
