'use client';

import { useEffect, useState } from 'react';

import { OPEN_CONSENT_SETTINGS_EVENT, browserStorage, readConsent } from '@/lib/cookie-consent';

import { CookieBanner, type BannerView } from './cookie-banner';

type BannerState = 'pending' | { view: BannerView; id: number } | null;

/**
 * Decides whether the consent banner shows: when no valid choice is stored (also when storage is
 * corrupt or throws), and when another component asks for the settings.
 *
 * The banner's markup is part of every pre-rendered page ('pending'), so it paints with the page
 * instead of after the client bundle (it was the LCP element of /jamfor when it did). Whether it
 * shows before hydration is decided by CONSENT_PROBE_SCRIPT (lib/cookie-consent-probe.ts), an
 * inline script just before the banner in app/layout.tsx: with a
 * stored choice it marks <html data-consent>, and globals.css hides a pending banner. After
 * hydration this component reads the same record and keeps or removes the banner.
 */
export function CookieConsent() {
  const [open, setOpen] = useState<BannerState>('pending');

  useEffect(() => {
    // Storage exists only in the browser, so this check cannot run while pre-rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen((current) => (current === 'pending' ? (readConsent(browserStorage()) ? null : { view: 'main', id: 0 }) : current));
    const openSettings = () =>
      setOpen((current) => ({ view: 'settings', id: (current === null || current === 'pending' ? 0 : current.id) + 1 }));
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
  }, []);

  if (!open) return null;
  if (open === 'pending') return <CookieBanner key={0} initialView="main" pending onClose={() => setOpen(null)} />;
  return <CookieBanner key={open.id} initialView={open.view} onClose={() => setOpen(null)} />;
}
