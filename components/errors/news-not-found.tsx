'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { displayNameFromInput, slugFromInput } from '@/lib/cities/search';
import { isNewsCitySlug, NEWS_FALLBACK_CITY_SLUG } from '@/lib/news/cities';
import { isNewsFallbackData, type NewsFallbackData } from '@/lib/news/fallback';
import { cityNewsPath, NEWS_FALLBACK_DATA_PATH, NEWS_PATH } from '@/lib/news/paths';
import { memoisedJson } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';

import type { FallbackViewProps } from './fallback-view-props';
import { PageContainer } from '@/components/layout/page-container';
import { SectionHeading } from '@/components/ui/section-heading';

type View = { kind: 'loading' } | { kind: 'ready'; data: NewsFallbackData } | { kind: 'failed' };

export const loadNewsFallback = memoisedJson<NewsFallbackData>(
  NEWS_FALLBACK_DATA_PATH,
  versionedCheck('energinyheter-fallback', isNewsFallbackData),
  "Stockholm's news for the fallback page",
);

/** Stockholm's news, or null when it cannot be loaded (the page then says so). */
function loadData(): Promise<NewsFallbackData | null> {
  return loadNewsFallback().catch(() => null);
}

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

/**
 * An unknown /energinyheter/{x} (loaded only on such an address by ./not-found-view): one of the
 * eight cities written another way ('Malmö', 'UMEA') goes to its news page, '/energinyheter/' to
 * the hub; anything else, encoded junk included, shows
 * Stockholm's news (docs/rules/editorial.md: any other slug falls back to Stockholm) with a note that
 * we have no news page for that place. The page stays noindex (Next marks the not-found page so).
 */
export function NewsNotFound({ segment, siteName }: FallbackViewProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const name = displayNameFromInput(segment);

  useEffect(() => {
    const slug = slugFromInput(segment);
    const target = segment === '' ? NEWS_PATH : isNewsCitySlug(slug) ? cityNewsPath(slug) : null;
    if (target && target !== window.location.pathname) {
      window.location.replace(target);
      return;
    }
    let active = true;
    void loadData().then((data) => {
      if (active) setView(data ? { kind: 'ready', data } : { kind: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [segment]);

  const cityName = view.kind === 'ready' ? view.data.city.name : 'Stockholm';
  const title = view.kind === 'loading' ? null : `Energinyheter för ${cityName} – ingen nyhetssida för ${name || 'adressen'} | ${siteName}`;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (view.kind === 'loading') {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
        Hämtar energinyheterna...
      </p>
    );
  }
  const note = name ? `Vi har ingen egen nyhetssida för ${name}.` : 'Vi har ingen nyhetssida på den adressen.';
  return (
    <PageContainer className="space-y-8">
      <nav aria-label="Brödsmulor" className="text-sm text-muted-foreground">
        <Link href="/" className="hover:text-primary hover:underline">
          Hem
        </Link>{' '}
        <span aria-hidden="true">›</span>{' '}
        <Link href={NEWS_PATH} className="hover:text-primary hover:underline">
          Energinyheter
        </Link>
      </nav>
      <header className="max-w-3xl">
        <p className="text-sm font-medium text-muted-foreground" data-testid="news-fallback-note">
          {note}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Energinyheter för {cityName}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          I stället visar vi nyheterna för {cityName}. Nyheter för fler städer och alla kategorier finns på{' '}
          <Link href={NEWS_PATH} className={LINK}>
            Energinyheter
          </Link>
          .
        </p>
      </header>
      {view.kind === 'failed' ? (
        <p>
          Nyheterna kunde inte hämtas just nu.{' '}
          <Link href={cityNewsPath(NEWS_FALLBACK_CITY_SLUG)} className={LINK}>
            Gå till energinyheterna för Stockholm
          </Link>
          .
        </p>
      ) : (
        <>
          <dl className="grid max-w-3xl gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted-foreground">Elområde</dt>
              <dd className="font-semibold">
                {view.data.city.priceArea} ({view.data.city.priceAreaName})
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Befolkning</dt>
              <dd className="font-semibold">
                {view.data.city.population} <span className="block text-xs font-normal text-muted-foreground">{view.data.city.populationSource}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Snittpris, senaste hela månaden</dt>
              <dd className="font-semibold">{view.data.city.latestAverage}</dd>
            </div>
          </dl>
          <section aria-labelledby="fallback-nyheter">
            <SectionHeading id="fallback-nyheter">
              {view.data.items.length} nyheter för {view.data.city.priceArea}
            </SectionHeading>
            <ul className="mt-4 divide-y divide-border border-y border-border" data-testid="news-fallback-list">
              {view.data.items.map((item) => (
                <li key={item.path} className="py-4">
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={item.date}>{item.dateLabel}</time> · {item.category}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold">
                    <Link href={item.path} className="hover:text-primary hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-muted-foreground">{item.excerpt}</p>
                </li>
              ))}
            </ul>
          </section>
          <p>
            <Link href={view.data.city.cityPagePath} className={LINK}>
              Elpris och elavtal i {view.data.city.name}
            </Link>
          </p>
        </>
      )}
    </PageContainer>
  );
}
