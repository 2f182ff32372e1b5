import { Rss } from 'lucide-react';

import { cx } from '@/lib/class-names';
import { ATOM_TYPE, type FeedLink as Feed } from '@/lib/feeds/paths';

/** A visible link to a section's Atom feed (the head announces it too, through the page's metadata). */
export function FeedLink({ feed, what, className }: { feed: Feed; what: string; className?: string }) {
  return (
    <p className={cx('text-sm text-muted-foreground', className)} data-testid="feed-link">
      <a href={feed.path} type={ATOM_TYPE} className="inline-flex items-center gap-1.5 py-1 font-medium text-primary underline underline-offset-4">
        <Rss aria-hidden="true" className="size-4" />
        Prenumerera på {what} med RSS
      </a>{' '}
      – lägg in adressen i din flödesläsare, så ser du nya texter där. Flödet är i formatet Atom, som alla vanliga RSS-läsare kan läsa.
    </p>
  );
}
