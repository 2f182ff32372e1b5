'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top on every path change (docs/rules/site-wide.md), whatever the link did. Not on the
 * first render: a deep link to an #anchor, or a visitor who scrolled before hydration, keeps
 * their place.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
