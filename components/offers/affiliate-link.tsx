import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/utils';

/**
 * Outbound links that earn the site money. Swedish marketing law requires ads to be identifiable
 * (docs/rules/transparency.md), so every one carries the 'Annons' label, and
 * search engines are told the link is paid (rel="sponsored nofollow").
 */
export const AFFILIATE_REL = 'sponsored nofollow noopener noreferrer';

export function AdLabel({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded border border-border px-1.5 py-0.5 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      Annons
    </span>
  );
}

/** A button-styled affiliate link that opens in a new tab, with the 'Annons' label beside it. */
export function AffiliateLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-2', className)}>
      <a href={href} target="_blank" rel={AFFILIATE_REL} className={buttonVariants()}>
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(öppnas i en ny flik)</span>
      </a>
      <AdLabel />
    </span>
  );
}
