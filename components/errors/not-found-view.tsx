'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { missingCitySegment } from '@/lib/not-found';

import type { CityNotFoundProps } from './city-not-found';

/**
 * The not-found page's content. On a static host every unknown address gets 404.html, so the
 * choice is made in the browser (decisions.md, "Cities"): on a /stader/{x} address the city
 * handling is loaded (./city-not-found: sends a mistyped municipality or a postal town on to its
 * page, or shows the fallback city page); everywhere else the plain 404 (`generic`) stays. The
 * root not-found travels with every page of the App Router, so this part is kept tiny and the
 * city part, with its data, is fetched only on that path.
 */
export function NotFoundView({ generic, siteName }: { generic: ReactNode; siteName: string }) {
  const [city, setCity] = useState<{ View: ComponentType<CityNotFoundProps>; segment: string } | null>(null);

  useEffect(() => {
    const segment = missingCitySegment(window.location.pathname);
    if (segment === null) return;
    let active = true;
    void import('./city-not-found').then(
      (module) => {
        if (active) setCity({ View: module.CityNotFound, segment });
      },
      // The chunk could not be loaded (offline): the plain 404 comes back instead of a blank page.
      () => document.head.querySelector('style[data-city-404]')?.remove(),
    );
    return () => {
      active = false;
    };
  }, []);

  if (!city) return <div data-not-found-generic="">{generic}</div>;
  return <city.View segment={city.segment} siteName={siteName} />;
}
