'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { FALLBACK_404_ATTRIBUTE, missingCitySegment, missingNewsSegment } from '@/lib/not-found';

import type { FallbackViewProps } from './fallback-view-props';

type FallbackModule = () => Promise<ComponentType<FallbackViewProps>>;

/** The fallback module for an address, loaded only on such an address; null for the plain 404. */
function fallbackFor(pathname: string): { load: FallbackModule; segment: string } | null {
  const city = missingCitySegment(pathname);
  if (city !== null) return { load: () => import('./city-not-found').then((module) => module.CityNotFound), segment: city };
  const news = missingNewsSegment(pathname);
  if (news !== null) return { load: () => import('./news-not-found').then((module) => module.NewsNotFound), segment: news };
  return null;
}

/**
 * The not-found page's content. On a static host every unknown address gets 404.html, so the
 * choice is made in the browser (docs/rules/cities.md): on a /stader/{x} address the city
 * handling is loaded (./city-not-found: sends a mistyped municipality or a postal town on to its
 * page, or shows the fallback city page); on an unknown /energinyheter/{x} Stockholm's news
 * (./news-not-found); everywhere else the plain 404 (`generic`) stays. The root not-found travels
 * with every page of the App Router, so this part is kept tiny and each fallback, with its data,
 * is fetched only on its path.
 */
export function NotFoundView({ generic, siteName }: { generic: ReactNode; siteName: string }) {
  const [fallback, setFallback] = useState<{ View: ComponentType<FallbackViewProps>; segment: string } | null>(null);

  useEffect(() => {
    const found = fallbackFor(window.location.pathname);
    if (!found) return;
    let active = true;
    found.load().then(
      (View) => {
        if (active) setFallback({ View, segment: found.segment });
      },
      // The chunk could not be loaded (offline): the plain 404 comes back instead of a blank page.
      () => document.documentElement.removeAttribute(FALLBACK_404_ATTRIBUTE),
    );
    return () => {
      active = false;
    };
  }, []);

  if (!fallback) return <div data-not-found-generic="">{generic}</div>;
  return <fallback.View segment={fallback.segment} siteName={siteName} />;
}
