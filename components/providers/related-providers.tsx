import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import type { RelatedLink } from '@/lib/content/providers';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { SectionHeading } from '@/components/ui/section-heading';

/** Other suppliers and guides: each fetched ahead only when its link is reached for. */
export function RelatedProviders({ links }: { links: readonly RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="relaterat">
      <SectionHeading id="relaterat">Jämför med andra elleverantörer</SectionHeading>
      <PrefetchOnIntent as="ul" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              className="flex items-center justify-between gap-2 rounded-lg border border-border p-4 font-medium transition-colors hover:border-primary hover:bg-primary-soft/40"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
            </Link>
          </li>
        ))}
      </PrefetchOnIntent>
    </nav>
  );
}
