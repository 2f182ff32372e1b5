import Link from 'next/link';
import { BookOpen, Calculator, MapPin, Scale, type LucideIcon } from 'lucide-react';

import { toolLinkColumns, toolLinksFor, type ToolLink } from '@/lib/tools-links';
import { cx } from '@/lib/utils';
import { SectionHeading } from '@/components/ui/section-heading';

const icons: Record<ToolLink['icon'], LucideIcon> = {
  compare: Scale,
  calculator: Calculator,
  cities: MapPin,
  school: BookOpen,
};

// Whole class names, so that Tailwind finds them (indexed by the column count).
const SM_COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2'];
const MD_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'];
const LG_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/** Cross-links to the site's tools, leaving out the current page. Renders nothing when none exist. */
export function ToolsLinks({ currentPath, showAll = false }: { currentPath: string; showAll?: boolean }) {
  const links = toolLinksFor(currentPath, { showAll });
  if (links.length === 0) return null;
  const columns = toolLinkColumns(links.length);
  return (
    <section aria-labelledby="tools-heading" className="mx-auto w-full max-w-6xl">
      <SectionHeading id="tools-heading" className="mb-6">
        Fler verktyg
      </SectionHeading>
      <ul className={cx('grid gap-4', SM_COLUMNS[columns.sm], MD_COLUMNS[columns.md], LG_COLUMNS[columns.lg])}>
        {links.map((link) => {
          const Icon = icons[link.icon];
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex h-full gap-4 rounded-lg border border-border p-5 transition-colors hover:border-primary hover:bg-primary-soft/40"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{link.title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
