'use client';

import Link from 'next/link';
import { useId } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-names';
import type { ConsentChoice } from '@/lib/cookie-consent';

/** Both choices look exactly alike (docs/rules/consent-and-privacy.md: equally prominent, same style and size, side by side). */
const CHOICE_CLASS = cx(buttonVariants(), 'h-11 w-full sm:w-auto sm:min-w-44');

/**
 * The consent banner's first view (docs/rules/consent-and-privacy.md, "The
 * banner"): 'Endast nödvändiga' and 'Acceptera alla' side by side in one style, and
 * 'Inställningar', which opens the settings dialog (./cookie-settings, loaded when opened). Short
 * enough to cover at most a third of a 375 × 812 screen (about 150 px), so the main input of the
 * pages stays clear; app/globals.css keeps a focused field above it (scroll-padding).
 * `pending`: pre-rendered before anyone has read the stored choice; globals.css hides it while
 * <html data-consent> says a choice exists (see CookieConsent). A region, not a dialog: it takes
 * no focus and the page stays usable while it shows. It is fixed to the bottom and grows upwards,
 * so a first paint that caught it half parsed (one line, then the buttons) made it jump: it stays
 * invisible until its last element has been parsed.
 */
export function CookieBanner({
  pending = false,
  onDecide,
  onOpenSettings,
}: {
  pending?: boolean;
  onDecide: (choice: ConsentChoice) => void;
  onOpenSettings: () => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-cookie-banner=""
      data-consent-pending={pending ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] shadow-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="text-sm leading-6 text-muted-foreground sm:flex-1">
          <h2 id={titleId} className="inline font-semibold text-foreground">
            Cookies
          </h2>{' '}
          – vi kommer ihåg dina val till nästa besök bara om du godkänner det. Ingen analys, inga annonser.{' '}
          <button type="button" onClick={onOpenSettings} className="font-medium text-primary underline underline-offset-4">
            Inställningar
          </button>{' '}
          <span aria-hidden="true">·</span> {/* No prefetch: the banner is on screen at every first load; /cookies is rarely opened. */}
          <Link href="/cookies" prefetch={false} className="font-medium text-primary underline underline-offset-4">
            Cookiepolicy
          </Link>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <button type="button" className={CHOICE_CLASS} onClick={() => onDecide('necessary')}>
            Endast nödvändiga
          </button>
          <button type="button" className={CHOICE_CLASS} onClick={() => onDecide('all')}>
            Acceptera alla
          </button>
        </div>
      </div>
      {/* Its end: globals.css shows the banner only once this is parsed (no half banner in a first paint). */}
      <span hidden data-cookie-banner-end="" />
    </section>
  );
}
