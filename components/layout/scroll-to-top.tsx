'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Scrolls to the top on every path change (spec section 1), whatever the link did. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
