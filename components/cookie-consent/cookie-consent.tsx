'use client';

import { Suspense, lazy, useEffect, useState } from 'react';

import { OPEN_CONSENT_SETTINGS_EVENT, browserStorage, readConsent, writeConsent, type ConsentChoice } from '@/lib/cookie-consent';

import { CookieBanner } from './cookie-banner';

// The settings dialog loads when it is opened: the banner is in every page's JavaScript.
// React.lazy, not next/dynamic: next/dynamic's loader would add ~1,5 KiB gzip to every page.
const CookieSettings = lazy(() => import('./cookie-settings').then((module) => ({ default: module.CookieSettings })));

interface ConsentUi {
  /** 'pending' until the stored choice has been read in the browser. */
  banner: boolean | 'pending';
  /** A new number each time the settings dialog opens (a fresh dialog), null while it is closed. */
  settings: number | null;
}

/**
 * Decides what of the consent UI shows: the banner when no valid choice is stored (also when
 * storage is corrupt or throws), and the settings dialog when the banner's 'Inställningar' or
 * another component (the cookie policy page) asks for it. Closing the dialog without a choice
 * leaves the banner as it was.
 *
 * The banner's markup is part of every pre-rendered page ('pending'), so it paints with the page
 * instead of after the client bundle (it was the LCP element of /jamfor when it did). Whether it
 * shows before hydration is decided by CONSENT_PROBE_SCRIPT (lib/cookie-consent-probe.ts), an
 * inline script just before the banner in app/layout.tsx: with a stored choice it marks
 * <html data-consent>, and globals.css hides a pending banner. After hydration this component
 * reads the same record and keeps or removes the banner.
 */
export function CookieConsent() {
  const [ui, setUi] = useState<ConsentUi>({ banner: 'pending', settings: null });

  useEffect(() => {
    // Storage exists only in the browser, so this check cannot run while pre-rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUi((current) => (current.banner === 'pending' ? { ...current, banner: readConsent(browserStorage()) === null } : current));
    const openSettings = () => setUi((current) => ({ ...current, settings: (current.settings ?? 0) + 1 }));
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
  }, []);

  const decide = (choice: ConsentChoice) => {
    writeConsent(browserStorage(), choice);
    setUi({ banner: false, settings: null });
  };

  return (
    <>
      {ui.banner ? (
        <CookieBanner pending={ui.banner === 'pending'} onDecide={decide} onOpenSettings={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))} />
      ) : null}
      {ui.settings !== null ? (
        <Suspense fallback={null}>
          <CookieSettings key={ui.settings} onSave={decide} onClose={() => setUi((current) => ({ ...current, settings: null }))} />
        </Suspense>
      ) : null}
    </>
  );
}
