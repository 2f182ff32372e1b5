import { Leaf } from 'lucide-react';
import type { ReactNode } from 'react';

import { cx } from '@/lib/utils';

/**
 * Pieces every offer card shows the same way, on /jamfor and on the provider pages. Plain
 * markup without hooks, so the compare island and server components can both render them.
 */

const BADGE_TONES = {
  neutral: 'bg-muted text-foreground',
  green: 'bg-success-soft text-success',
  accent: 'bg-accent-soft text-accent',
} as const;

function Badge({ children, tone }: { children: ReactNode; tone: keyof typeof BADGE_TONES }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

/** Contract type, 'Miljöel' when green and 'Populärt val' when popular (spec: offer card). */
export function OfferBadges({
  typeLabel,
  greenEnergy,
  popular,
  className,
}: {
  typeLabel: string;
  greenEnergy: boolean;
  popular: boolean;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      <Badge tone="neutral">{typeLabel}</Badge>
      {greenEnergy ? (
        <Badge tone="green">
          <Leaf aria-hidden="true" className="size-3.5" />
          Miljöel
        </Badge>
      ) : null}
      {popular ? <Badge tone="accent">Populärt val</Badge> : null}
    </div>
  );
}

export function OfferBenefits({ benefits, className }: { benefits: readonly string[]; className?: string }) {
  return (
    <ul className={cx('list-disc space-y-1 pl-5 text-sm', className)}>
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
