import type { Metadata } from 'next';
import Link from 'next/link';

import { LogMissingPath } from '@/components/errors/log-missing-path';
import { NotFoundView } from '@/components/errors/not-found-view';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CITIES_PATH, CITY_QUERY_PARAM } from '@/lib/paths';
import { getOverviewPages } from '@/lib/content/pages';
import { HIDE_GENERIC_404_SCRIPT } from '@/lib/not-found';
import { headerLinks } from '@/lib/routes';
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
          <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
            <div className="text-center">
              <p className="text-7xl font-bold text-primary">404</p>
              <h1 className="mt-4 text-2xl font-semibold tracking-tight">Sidan hittades inte</h1>
              <p className="mt-4 text-muted-foreground">Adressen kan vara felstavad, eller så har sidan flyttats.</p>
            </div>
            {/* A way on, not only back. A plain GET form: /stader fills in its filter from ?sok=. */}
            <form action={CITIES_PATH} method="get" role="search" aria-label="Sök stad" className="mx-auto mt-10 max-w-xl">
              <Label htmlFor="sok-stad">Letar du efter en stad? Sök kommun, ort eller postnummer</Label>
              <div className="mt-2 flex gap-2">
                <Input id="sok-stad" name={CITY_QUERY_PARAM} type="search" autoComplete="off" placeholder="Till exempel Umeå eller 903 26" />
                <button type="submit" className={`${buttonVariants()} h-11 shrink-0`}>
                  Sök
                </button>
              </div>
            </form>
            <nav aria-labelledby="hittades-inte-avdelningar" className="mt-10">
              <h2 id="hittades-inte-avdelningar" className="text-center text-lg font-semibold">
                Eller gå till en av våra avdelningar
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {[{ href: '/', label: 'Startsidan' }, ...headerLinks()].map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className="flex min-h-11 items-center rounded-md border border-border px-4 font-medium hover:border-primary hover:bg-primary-soft/40"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        }
      />
    </>
  );
}
