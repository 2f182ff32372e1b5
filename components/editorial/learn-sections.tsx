import Link from 'next/link';

import { cx } from '@/lib/class-names';
import { LEARN_SECTIONS } from '@/lib/routes';

/**
 * What the three reading sections are for, on each of their overview pages (the
 * blog, the guides and the school read as the same thing). The same lines as the header's "Lär
 * dig" menu (LEARN_SECTIONS in lib/routes.ts); the current section is marked, the other two link.
 */
export function LearnSections({ current }: { current: string }) {
  return (
    <nav aria-labelledby="lar-dig-rubrik" className="rounded-lg border border-border bg-muted/40 p-4 sm:p-5">
      <h2 id="lar-dig-rubrik" className="text-sm font-semibold">
        Tre sätt att lära dig om el
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {LEARN_SECTIONS.map((section) => {
          const here = section.href === current;
          return (
            <li key={section.href} className={cx('rounded-md p-3', here ? 'bg-background ring-1 ring-primary/40' : '')}>
              <Link
                href={section.href}
                aria-current={here ? 'page' : undefined}
                className="inline-block py-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {section.label}
              </Link>
              {here ? <span className="ml-2 text-xs text-muted-foreground">Du är här</span> : null}
              <p className="mt-1 text-sm text-muted-foreground">{section.description}</p>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
