import { useId, type ComponentProps, type ReactNode } from 'react';

import { ScrollRegion, SCROLL_HINT } from './scroll-region';

/** A table too wide for a phone: where the scroll region's words show and its frame's classes. */
export interface TableScroll {
  /** The words for the shadow (SCROLL_HINT by default); false where the table fits at every width. */
  hint?: ReactNode | false;
  /** Where the hint shows: by default only below Tailwind's sm breakpoint. */
  hintClassName?: string;
  /** Classes of the region around the table (a border, a radius). */
  className?: string;
}

/**
 * Every data table of the site: a <table> with its caption (the table's name for screen readers;
 * visually hidden unless `captionClassName` shows it) and, for a table wider than a phone, the
 * named, focusable scroll region of ScrollRegion, labelled by that caption. Rows and cells are
 * plain <thead>/<tbody>/<tr>/<th scope>/<td>: their classes differ from table to table.
 */
export function Table({
  caption,
  captionClassName = 'sr-only',
  scroll,
  className,
  children,
  ...props
}: ComponentProps<'table'> & { caption: ReactNode; captionClassName?: string; scroll?: TableScroll }) {
  const captionId = useId();
  const table = (
    <table data-slot="table" className={className} {...props}>
      <caption id={scroll ? captionId : undefined} className={captionClassName}>
        {caption}
      </caption>
      {children}
    </table>
  );
  if (!scroll) return table;
  return (
    <ScrollRegion
      labelledBy={captionId}
      hint={scroll.hint === false ? undefined : (scroll.hint ?? SCROLL_HINT)}
      hintClassName={scroll.hintClassName}
      className={scroll.className}
    >
      {table}
    </ScrollRegion>
  );
}
