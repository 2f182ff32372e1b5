'use client';

import { useRouter } from 'next/navigation';
import type { HTMLAttributes, ReactNode, SyntheticEvent } from 'react';

/**
 * A long list of links that fetches a route ahead only when the reader reaches for its link. Next
 * prefetches every `<Link>` that scrolls into view: a list of 30 cities or the footer would have
 * each reader who scrolls past it download 30 routes' payloads for the one they may open. The
 * links inside are `<Link prefetch={false}>`; this element (one small island for the whole list,
 * the links stay server-rendered) asks the router for a link's route when the pointer moves onto
 * it, it gets keyboard focus, or a finger touches it, which is in time for the click that usually
 * follows. The header keeps Next's own prefetch in view: it is the way around the site.
 *
 * Renders the list element (`as`, a div by default) with its attributes and children; a link is
 * prefetched when its href is a path on this site ('/…'). Kept this small on purpose: the footer
 * puts it into every page's JavaScript.
 */
export function PrefetchOnIntent({
  as: Tag = 'div',
  ...props
}: { as?: 'div' | 'nav' | 'ul' | 'section'; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'onMouseOver' | 'onFocus' | 'onTouchStart'>) {
  const router = useRouter();
  const prefetch = (event: SyntheticEvent) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('/')) router.prefetch(href);
  };
  return <Tag {...props} onMouseOver={prefetch} onFocus={prefetch} onTouchStart={prefetch} />;
}
