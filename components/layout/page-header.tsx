import type { ReactNode } from 'react';

import type { Crumb } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

import { Breadcrumbs } from './breadcrumbs';

/**
 * The top of every inner page: breadcrumb built from the path, the page's one h1, a lead
 * paragraph and optional notes (a date, the basis of a claim).
 */
export function PageHeader({
  path,
  title,
  lead,
  currentLabel,
  trail,
  className,
  children,
}: {
  path: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The breadcrumb's last label when the path segment is not the page's real name. */
  currentLabel?: string;
  /** A breadcrumb trail of the page's own, where the path's segments are not all pages. */
  trail?: readonly Crumb[];
  /** Classes for the <header>, e.g. a border under legal pages or a wider block. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs path={path} currentLabel={currentLabel} trail={trail} />
      <header className={cn('mt-6 max-w-3xl', className)}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </header>
    </>
  );
}
