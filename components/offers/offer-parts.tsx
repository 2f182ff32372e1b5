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
} as const;

function Badge({ children, tone }: { children: ReactNode; tone: keyof typeof BADGE_TONES }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

/**
 * Contract type and 'Miljöel' when the source says the electricity is renewable. The spec's
 * 'Populärt val' badge is not shown: no offer has a stated basis for it (decisions.md).
 */
export function OfferBadges({ typeLabel, greenEnergy, className }: { typeLabel: string; greenEnergy: boolean; className?: string }) {
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      <Badge tone="neutral">{typeLabel}</Badge>
      {greenEnergy ? (
        <Badge tone="green">
          <Leaf aria-hidden="true" className="size-3.5" />
          Miljöel
        </Badge>
      ) : null}
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

/**
 * Where an offer's terms come from, with the date the source gives (decisions.md, "Contracts and
 * cost"), and any caveat about how we used them.
 */
export function OfferSource({
  source,
  note,
  className,
}: {
  source: { url: string; name: string; dateLabel: string };
  /** A caveat after the date, e.g. that the markup was given for another area. */
  note?: string;
  className?: string;
}) {
  return (
    <p className={cx('text-xs text-muted-foreground', className)} data-testid="offer-source">
      Påslag och avgift enligt{' '}
      <a href={source.url} rel="noopener noreferrer" target="_blank" className="underline underline-offset-4 hover:text-primary">
        {source.name}
        <span className="sr-only"> (öppnas i en ny flik)</span>
      </a>
      , {source.dateLabel}.
      {note ? ` ${note}` : null}
    </p>
  );
}
