'use client';

import { Cookie, X } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  DEFAULT_CATEGORIES,
  browserStorage,
  readConsent,
  writeConsent,
  type ConsentCategories,
  type ConsentChoice,
} from '@/lib/cookie-consent';

export type BannerView = 'main' | 'settings';

const CATEGORY_TEXT = {
  necessary: {
    title: 'Nödvändiga',
    text: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt val om cookies. Kan inte stängas av.',
  },
  functional: {
    title: 'Funktionella',
    text: 'Jämförelsen och kalkylatorn kommer ihåg ditt senaste postnummer, elområde och din förbrukning i din webbläsare, så att du slipper fylla i dem igen. Stänger du av dem raderas uppgifterna.',
  },
  analytics: {
    title: 'Analys',
    text: 'Vi använder ingen analys i dag, så det här valet påverkar ingenting. Lägger vi till en analystjänst frågar vi dig först.',
  },
} as const;

/**
 * The consent banner of spec section 4: first view ('Acceptera alla', 'Endast nödvändiga',
 * 'Inställningar', the X) and settings view ('Spara inställningar', 'Tillbaka').
 * `pending`: pre-rendered before anyone has read the stored choice; globals.css hides it while
 * <html data-consent> says a choice exists (see CookieConsent).
 */
export function CookieBanner({
  initialView,
  pending = false,
  onClose,
}: {
  initialView: BannerView;
  pending?: boolean;
  onClose: () => void;
}) {
  const [view, setView] = useState<BannerView>(initialView);
  // Settings start from the stored choice, if any, else from only necessary.
  const [categories, setCategories] = useState<ConsentCategories>(() => {
    const stored = readConsent(browserStorage());
    return stored ? { functional: stored.functional, analytics: stored.analytics } : DEFAULT_CATEGORIES;
  });
  const titleId = useId();

  const decide = (choice: ConsentChoice) => {
    writeConsent(browserStorage(), choice);
    onClose();
  };

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-consent-pending={pending ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background shadow-banner"
    >
      <div className="relative mx-auto max-w-6xl px-4 py-5">
        <button
          type="button"
          onClick={() => decide('necessary')}
          aria-label="Stäng och godkänn endast nödvändiga cookies"
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>

        <div className="flex items-start gap-3 pr-10">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {view === 'main' ? 'Vi använder cookies' : 'Cookieinställningar'}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
              {view === 'main'
                ? 'Nödvändig lagring behövs för att sidan ska fungera. Funktionella cookies, som kommer ihåg dina uppgifter till nästa besök, använder vi bara om du godkänner dem. Vi använder ingen analys och inga annonscookies.'
                : 'Välj vilka cookies du godkänner. Du kan ändra dig när som helst.'}{' '}
              {/* No prefetch: the banner is on screen at every first load; /cookies is rarely opened. */}
              <Link href="/cookies" prefetch={false} className="font-medium text-primary underline underline-offset-4">
                Läs vår cookiepolicy
              </Link>
            </p>
          </div>
        </div>

        {view === 'main' ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setView('settings')}>
              Inställningar
            </Button>
            <Button variant="outline" onClick={() => decide('necessary')}>
              Endast nödvändiga
            </Button>
            <Button onClick={() => decide('all')}>Acceptera alla</Button>
          </div>
        ) : (
          <>
            <ul className="mt-4 grid gap-3 md:grid-cols-3">
              {(['necessary', 'functional', 'analytics'] as const).map((key) => {
                const switchId = `${titleId}-${key}`;
                const checked = key === 'necessary' ? true : categories[key];
                return (
                  <li key={key} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
                    <div>
                      <label htmlFor={switchId} className="font-medium">
                        {CATEGORY_TEXT[key].title}
                      </label>
                      <p className="mt-1 text-sm text-muted-foreground">{CATEGORY_TEXT[key].text}</p>
                    </div>
                    <Switch
                      id={switchId}
                      checked={checked}
                      disabled={key === 'necessary'}
                      onCheckedChange={(value) => {
                        if (key !== 'necessary') setCategories((current) => ({ ...current, [key]: value }));
                      }}
                    />
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setView('main')}>
                Tillbaka
              </Button>
              <Button onClick={() => decide(categories)}>Spara inställningar</Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
