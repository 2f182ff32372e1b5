'use client';

import { useEffect } from 'react';

import { missingCitySegment, missingNewsSegment, notFoundReplacement } from '@/lib/not-found';

/**
 * Logs the address that had no page (docs/rules/site-wide.md: the missing path is logged to the console) and, for
 * an unknown provider, replaces it with /404 (lib/not-found.ts). A /stader/{x} or /energinyheter/{x}
 * address is not an error for the visitor (they get their municipality, the fallback city page or
 * Stockholm's news), so it is logged as information, not as a warning.
 *
 * history.replaceState rather than location.replace: the not-found content is already on screen
 * and the host already answered 404, so a second request would only add a flash. The entry for
 * the bad address is overwritten, so Back skips it, and a reload of /404 gets 404.html from any
 * host with clean URLs (scripts/serve.mjs included). Next.js syncs its router with the new URL.
 */
export function LogMissingPath() {
  useEffect(() => {
    const { pathname } = window.location;
    if (missingCitySegment(pathname) !== null) console.info('404: ingen egen sida på adressen, visar stadssidan för', pathname);
    else if (missingNewsSegment(pathname) !== null) console.info('404: ingen nyhetssida på adressen, visar Stockholms energinyheter för', pathname);
    else console.warn('404: ingen sida finns på adressen', pathname);
    const replacement = notFoundReplacement(pathname);
    if (replacement && replacement !== pathname) window.history.replaceState(null, '', replacement);
  }, []);
  return null;
}
