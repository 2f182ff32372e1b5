'use client';

import { Cookie, X } from 'lucide-react';
import Link from 'next/link';
import { Suspense, lazy, useId, useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import {
  DEFAULT_CATEGORIES,
  browserStorage,
  readConsent,
  writeConsent,
  type ConsentCategories,
  type ConsentChoice,
} from '@/lib/cookie-consent';

export type BannerView = 'main' | 'settings';

// The banner is in every page's JavaScript (it is pre-rendered), so its first view uses plain
// buttons with button styles; the settings view (Radix switches) loads when it is opened.
// React.lazy, not next/dynamic: next/dynamic's loader would add ~1,5 KiB gzip to every page.
const CookieSettings = lazy(() => import('./cookie-settings').then((module) => ({ default: module.CookieSettings })));

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
            <button type="button" className={buttonVariants({ variant: 'ghost' })} onClick={() => setView('settings')}>
              Inställningar
            </button>
            <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => decide('necessary')}>
              Endast nödvändiga
            </button>
            <button type="button" className={buttonVariants()} onClick={() => decide('all')}>
              Acceptera alla
            </button>
          </div>
        ) : (
          <Suspense fallback={<p className="mt-4 text-sm text-muted-foreground">Laddar inställningar…</p>}>
            <CookieSettings
              idPrefix={titleId}
              categories={categories}
              onChange={setCategories}
              onBack={() => setView('main')}
              onSave={() => decide(categories)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
