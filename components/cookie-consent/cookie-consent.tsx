'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import { OPEN_CONSENT_SETTINGS_EVENT, browserStorage, readConsent } from '@/lib/cookie-consent';

import type { BannerView } from './cookie-banner';

// The banner's UI is fetched only when it has to show: a returning visitor who has chosen never
// downloads it.
const CookieBanner = dynamic(() => import('./cookie-banner').then((module) => module.CookieBanner), { ssr: false });

/**
 * Decides whether the consent banner shows: when no valid choice is stored (also when storage is
 * corrupt or throws), and when another component asks for the settings.
 */
export function CookieConsent() {
  const [open, setOpen] = useState<{ view: BannerView; id: number } | null>(null);

  useEffect(() => {
    // Storage exists only in the browser, so this check cannot run while pre-rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!readConsent(browserStorage())) setOpen({ view: 'main', id: 0 });
    const openSettings = () => setOpen((current) => ({ view: 'settings', id: (current?.id ?? 0) + 1 }));
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
  }, []);

  if (!open) return null;
  return <CookieBanner key={open.id} initialView={open.view} onClose={() => setOpen(null)} />;
}
