import Link from 'next/link';
import { ChevronRight } from 'lucide-react';

import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbTrail } from '@/lib/breadcrumb';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';

/**
 * Breadcrumb built from the page's path, with BreadcrumbList structured data. None on '/'.
 * `trail` replaces the built one where a path segment is no page of its own (/blog/kategori/…).
 */
export function Breadcrumbs({ path, currentLabel, trail }: { path: string; currentLabel?: string; trail?: readonly Crumb[] }) {
  const crumbs = trail ?? breadcrumbTrail(path, currentLabel);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Brödsmulor" className="text-sm text-muted-foreground">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="inline-block py-1 hover:text-primary hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
