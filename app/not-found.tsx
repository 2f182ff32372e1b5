import type { Metadata } from 'next';
import Link from 'next/link';

import { LogMissingPath } from '@/components/errors/log-missing-path';
import { NotFoundView } from '@/components/errors/not-found-view';
import { buttonVariants } from '@/components/ui/button-variants';
import { getOverviewPages } from '@/lib/content/pages';
import { HIDE_GENERIC_404_SCRIPT } from '@/lib/not-found';
import { siteConfig } from '@/lib/site';

const { title, description } = getOverviewPages().notFound;

export const metadata: Metadata = {
  title,
  description,
  // Next.js marks not-found pages noindex itself.
};

export default function NotFound() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HIDE_GENERIC_404_SCRIPT }} />
      <LogMissingPath />
      <NotFoundView
        siteName={siteConfig.name}
        generic={
          <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
            <p className="text-7xl font-bold text-primary">404</p>
            <h1 className="mt-4 text-2xl font-semibold tracking-tight">Sidan hittades inte</h1>
            <p className="mt-4 text-muted-foreground">Adressen kan vara felstavad, eller så har sidan flyttats.</p>
            <Link href="/" className={`${buttonVariants()} mt-8`}>
              Tillbaka till startsidan
            </Link>
          </div>
        }
      />
    </>
  );
}
