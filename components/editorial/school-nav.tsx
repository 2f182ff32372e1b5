'use client';

import { useEffect, useState } from 'react';

import { cx } from '@/lib/utils';

export interface SchoolNavItem {
  id: string;
  label: string;
}

/**
 * The school's in-page navigation: a plain list of anchor links (works without JavaScript) that
 * marks the section being read. An IntersectionObserver watches the sections; the current one is
 * the first whose top part is in the band just below the sticky header.
 */
export function SchoolNav({ items }: { items: readonly SchoolNavItem[] }) {
  const [current, setCurrent] = useState<string | undefined>(undefined);

  useEffect(() => {
    const sections = items.map((item) => document.getElementById(item.id)).filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = items.find((item) => visible.has(item.id));
        if (first) setCurrent(first.id);
      },
      // The band from just under the 4 rem header to 60 % down the viewport.
      { rootMargin: '-80px 0px -40% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav aria-label="Avsnitt i El-avtals-skolan">
      <p className="mb-3 text-sm font-semibold text-muted-foreground">Avsnitt</p>
      <ol className="space-y-1 text-sm">
        {items.map((item, index) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={active ? 'location' : undefined}
                className={cx(
                  'flex gap-2 rounded-md px-3 py-2 transition-colors hover:bg-muted',
                  active ? 'bg-primary-soft font-semibold text-primary-hover' : 'text-foreground',
                )}
              >
                <span aria-hidden="true" className="tabular-nums text-muted-foreground">
                  {index + 1}.
                </span>
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
