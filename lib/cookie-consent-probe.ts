import { CONSENT_STORAGE_KEY, ISO_DATE_TIME } from '@/lib/cookie-consent';

/*
 * Its own module so that only the server layout imports it: lib/cookie-consent.ts is in every
 * page's client JavaScript, and this string need not be.
 */
/** The attribute CONSENT_PROBE_SCRIPT sets on <html> when a valid choice is stored. */
export const CONSENT_HTML_ATTRIBUTE = 'data-consent';

/**
 * An inline script placed just before the banner's markup (app/layout.tsx), run before first paint: it marks <html> with
 * CONSENT_HTML_ATTRIBUTE when localStorage holds a valid choice, so globals.css can hide the
 * pre-rendered banner of a returning visitor without waiting for the client bundle. It repeats
 * isConsent in plain ES5 (a bundled function cannot be inlined); tests/unit/lib/cookie-consent.test.ts
 * runs both on the same values. Any failure (blocked storage, bad JSON) leaves the banner shown.
 */
export const CONSENT_PROBE_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');if(c&&typeof c==='object'&&c.necessary===true&&typeof c.functional==='boolean'&&typeof c.timestamp==='string'&&${ISO_DATE_TIME.toString()}.test(c.timestamp)&&!isNaN(Date.parse(c.timestamp)))document.documentElement.setAttribute(${JSON.stringify(CONSENT_HTML_ATTRIBUTE)},'')}catch(e){}`;
