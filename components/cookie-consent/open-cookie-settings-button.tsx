'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/cookie-consent';

/** Lets a visitor change an earlier cookie choice (cookie policy page); plain button styles keep it tiny. */
export function OpenCookieSettingsButton() {
  return (
    <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}>
      Ändra cookieinställningar
    </button>
  );
}
