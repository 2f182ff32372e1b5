'use client';

import { useEffect, useState } from 'react';

import { cx } from '@/lib/utils';

export interface SchoolNavItem {
  id: string;
  label: string;
}

/**
 * The school's in-page navigation: a plain list of anchor links (works without JavaScript) that
 * marks the section being read. An IntersectionObserver watches the sections; of those in the band
 * below the sticky header, the current one is the last whose top has passed READING_LINE_PX.
 */
/** Just under the 4 rem sticky header and the sections' scroll margin (scroll-mt-24 = 96 px). */
const READING_LINE_PX = 120;

export function SchoolNav({ items }: { items: readonly SchoolNavItem[] }) {
  const [current, setCurrent] = useState<string | undefined>(undefined);

  useEffect(() => {
    const sections = items.map((item) => document.getElementById(item.id)).filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    // The section being read is the last one in the band whose top has passed the line under the
    // header (a deep link lands a section there, with the end of the one before still in the
    // band); when none has, the first in the band. Re-read on scroll too, so a page that settles
    // after the observer's last report (a deep link while hydrating) still ends up marked right.
    const pick = () => {
      const inBand = items.filter((item) => visible.has(item.id));
      const passed = inBand.filter((item) => (document.getElementById(item.id)?.getBoundingClientRect().top ?? Infinity) <= READING_LINE_PX);
      const reading = passed.at(-1) ?? inBand[0];
      if (reading) setCurrent(reading.id);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        pick();
      },
      // The band from just under the 4 rem header to 60 % down the viewport.
      { rootMargin: '-80px 0px -40% 0px' },
    );
    for (const section of sections) observer.observe(section);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(pick);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
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
                <span aria-hidden="true" className="text-muted-foreground tabular-nums">
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
