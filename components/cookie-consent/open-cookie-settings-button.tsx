'use client';

import { Button } from '@/components/ui/button';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/lib/cookie-consent';

/** Lets a visitor change an earlier cookie choice (used on the cookie policy page). */
export function OpenCookieSettingsButton() {
  return (
    <Button variant="outline" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}>
      Ändra cookieinställningar
    </Button>
  );
}
