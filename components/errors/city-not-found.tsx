'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { AreaOverviewCards } from '@/components/cities/area-overview';
import { CityFilter } from '@/components/cities/city-filter';
import { PageContainer } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CITIES_PATH, COMPARE_PATH, cityPath } from '@/lib/paths';
import { loadCitySearchIndex } from '@/lib/cities/load';
import { displayNameFromInput, resolveCitySlug, safeDecode, slugFromInput, type CitySearchIndex, type MunicipalityHit } from '@/lib/cities/search';

import type { FallbackViewProps } from './fallback-view-props';

/** `segment` is the raw {x} of /stader/{x}. */
export type CityNotFoundProps = FallbackViewProps;

type View = { kind: 'checking' } | { kind: 'fallback'; name: string; choices: MunicipalityHit[]; index: CitySearchIndex | null };

/** The search file, or null when it cannot be loaded (the fallback page then goes without it). */
function loadIndex(): Promise<CitySearchIndex | null> {
  return loadCitySearchIndex().catch(() => null);
}

/** Goes to `target` in place of the current history entry, unless that is where we already are. */
function replaceWith(target: string): boolean {
  if (safeDecode(window.location.pathname) === target) return false;
  window.location.replace(target);
  return true;
}

/**
 * An unknown /stader/{x} (loaded only on such an address by ./not-found-view): the municipality
 * it names (capitals, å/ä/ö) or the municipality of the postal town it names replaces the address;
 * anything else gets the fallback city page – named after the address, no invented figures, the
 * municipality filter, a postcode box to /jamfor (a plain GET form) and the four areas' latest
 * bundled monthly prices, dated. The page stays noindex (Next marks the not-found page so).
 */
export function CityNotFound({ segment, siteName }: CityNotFoundProps) {
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    const slug = slugFromInput(segment);
    if (!slug && replaceWith(CITIES_PATH)) return;
    let active = true;
    void loadIndex().then((index) => {
      if (!active) return;
      const found = index ? resolveCitySlug(index, slug) : ({ kind: 'unknown' } as const);
      if ((found.kind === 'municipality' || found.kind === 'locality') && replaceWith(cityPath(found.slug))) return;
      const name = displayNameFromInput(segment) || slug || 'Okänd ort';
      setView({ kind: 'fallback', name, choices: found.kind === 'ambiguous' ? found.municipalities : [], index });
    });
    return () => {
      active = false;
    };
  }, [segment]);

  // After the view is on screen, so nothing that renders the head afterwards puts the 404 title back.
  const title = view.kind === 'fallback' ? `${view.name} – ingen egen sida | ${siteName}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (view.kind === 'checking') {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
        Letar efter orten...
      </p>
    );
  }
  const fallback = view.index?.fallback;
  return (
    <PageContainer className="space-y-10">
      <nav aria-label="Brödsmulor" className="text-sm text-muted-foreground">
        <Link href="/" className="hover:text-primary hover:underline">
          Hem
        </Link>{' '}
        <span aria-hidden="true">›</span>{' '}
        <Link href={CITIES_PATH} className="hover:text-primary hover:underline">
          Städer
        </Link>
      </nav>
      <header className="max-w-3xl">
        <p className="text-sm font-medium text-muted-foreground">Ort utan egen sida</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="fallback-city-name">
          {view.name}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{fallback?.lead ?? 'Vi har ingen egen sida för den här orten.'}</p>
        {view.choices.length > 0 ? (
          <p className="mt-4 text-lg">
            Orten {view.name} finns i flera kommuner:{' '}
            {view.choices.map((m, i) => (
              <span key={m.slug}>
                {i > 0 ? (i === view.choices.length - 1 ? ' och ' : ', ') : null}
                <Link href={cityPath(m.slug)} className="font-medium text-primary underline underline-offset-4">
                  {m.name}
                </Link>
              </span>
            ))}
            . Välj den kommun du bor i.
          </p>
        ) : null}
      </header>

      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="fallback-kommun">
          <h2 id="fallback-kommun" className="mb-3 text-xl font-semibold">
            Hitta din kommun
          </h2>
          {fallback ? (
            <CityFilter label={fallback.filterLabel} placeholder={fallback.filterPlaceholder} initialIndex={view.index ?? undefined} />
          ) : (
            <p>
              <Link href={CITIES_PATH} className="font-medium text-primary underline underline-offset-4">
                Se alla kommuner
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="fallback-postnummer">
          <h2 id="fallback-postnummer" className="mb-3 text-xl font-semibold">
            Jämför elavtal för ditt postnummer
          </h2>
          <form action={COMPARE_PATH} method="get" className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <Label htmlFor="fallback-postalcode">{fallback?.postcodeLabel ?? 'Postnummer'}</Label>
              <Input
                id="fallback-postalcode"
                name="postalCode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                placeholder="123 45"
                className="mt-1"
              />
            </div>
            <button type="submit" className={buttonVariants({ size: 'lg' })}>
              {fallback?.postcodeButton ?? 'Jämför elavtal'}
            </button>
          </form>
        </section>
      </div>

      {fallback ? (
        <section aria-labelledby="fallback-priser" className="space-y-4">
          <h2 id="fallback-priser" className="text-xl font-semibold">
            Elpriset i de fyra elområdena
          </h2>
          <AreaOverviewCards areas={fallback.areas} />
        </section>
      ) : null}
    </PageContainer>
  );
}
