import { Minus, TrendingDown, TrendingUp } from 'lucide-react';

import { formatChangePercent } from '@/lib/format';
import type { Trend } from '@/lib/spot/day-view';
import { cx } from '@/lib/utils';

const STYLES: Record<Trend, { className: string; label: string; Icon: typeof TrendingUp }> = {
  up: { className: 'bg-destructive-soft text-destructive', label: 'stiger', Icon: TrendingUp },
  down: { className: 'bg-success-soft text-success', label: 'sjunker', Icon: TrendingDown },
  flat: { className: 'bg-muted text-muted-foreground', label: 'oförändrat', Icon: Minus },
};

/** The 24 h change: red up, green down, neutral otherwise (docs/rules/spot-prices.md). */
export function TrendBadge({ changePercent, trend, className }: { changePercent: number | null; trend: Trend; className?: string }) {
  const { className: tone, label, Icon } = STYLES[trend];
  return (
    <span data-trend={trend} className={cx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold', tone, className)}>
      <Icon aria-hidden="true" className="size-4" />
      {changePercent === null ? 'ingen jämförelse' : formatChangePercent(changePercent)}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}
