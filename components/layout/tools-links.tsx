import Link from 'next/link';
import { BookOpen, Calculator, MapPin, Scale, type LucideIcon } from 'lucide-react';

import { toolLinksFor, type ToolLink } from '@/lib/tools-links';

const icons: Record<ToolLink['icon'], LucideIcon> = {
  compare: Scale,
  calculator: Calculator,
  cities: MapPin,
  school: BookOpen,
};

/** Cross-links to the site's tools, leaving out the current page. Renders nothing when none exist. */
export function ToolsLinks({ currentPath, showAll = false }: { currentPath: string; showAll?: boolean }) {
  const links = toolLinksFor(currentPath, { showAll });
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="tools-heading" className="mx-auto w-full max-w-6xl">
      <h2 id="tools-heading" className="mb-6 text-2xl font-semibold tracking-tight">
        Fler verktyg
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
