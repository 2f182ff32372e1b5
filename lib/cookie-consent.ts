/**
 * Cookie consent: two categories, stored in localStorage under 'cookie-consent' as
 * {necessary, functional, timestamp}. Anything else in that key (corrupt JSON, another site's
 * value, a browser that refuses storage) counts as "no choice yet": the banner shows and the page
 * keeps working.
 *
 * Lagen om elektronisk kommunikation (LEK) 9 kap. 28 §: only the consent record is stored before a
 * choice; 'Funktionella' lets /jamfor and /kalkylator remember their inputs
 * (lib/remembered-inputs.ts), and a choice without it deletes what was remembered. The site uses
 * no analytics, so it offers no 'Analys' category: a category that does nothing is no choice. One
 * is added, with a new question, when a named analytics service is (docs/rules/transparency.md,
 * "Cookies"). A record stored while the category existed still counts; its 'analytics' is ignored.
 */

export const CONSENT_STORAGE_KEY = 'cookie-consent';

/** The one key 'Funktionella' may write: the last postcode, price area, consumption and grid choice. */
export const REMEMBERED_INPUTS_KEY = 'elvalet-remembered-inputs';

/** Every key stored only with functional consent; deleted when that consent is not given. */
export const FUNCTIONAL_STORAGE_KEYS: readonly string[] = [REMEMBERED_INPUTS_KEY];

export interface Consent {
  necessary: true;
  functional: boolean;
  /** ISO 8601 time of the choice. */
  timestamp: string;
}

/** Exported for the inline probe (lib/cookie-consent-probe.ts), which repeats isConsent. */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A hand-written guard, not zod: this module runs on every page and zod would add ~30 KiB gzip
 * to each of them.
 */
export function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.functional === 'boolean' &&
    typeof record.timestamp === 'string' &&
    ISO_DATE_TIME.test(record.timestamp) &&
    !Number.isNaN(Date.parse(record.timestamp))
  );
}
export type ConsentCategories = Pick<Consent, 'functional'>;

export type ConsentChoice = 'all' | 'necessary' | ConsentCategories;

/** The state the banner starts in for a new visitor: only necessary on (docs/rules/consent-and-privacy.md). */
export const DEFAULT_CATEGORIES: ConsentCategories = { functional: false };

export function consentFor(choice: ConsentChoice, now: Date = new Date()): Consent {
  const categories = choice === 'all' ? { functional: true } : choice === 'necessary' ? DEFAULT_CATEGORIES : { functional: choice.functional };
  return { necessary: true, ...categories, timestamp: now.toISOString() };
}

/** A stored value back to a consent, or null when there is no valid record. */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isConsent(value) ? { necessary: true, functional: value.functional, timestamp: value.timestamp } : null;
  } catch {
    return null;
  }
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Returns the browser's localStorage, or null where reading it throws (blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readConsent(storage: ReadableStorage | null): Consent | null {
  if (!storage) return null;
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** True when the stored choice allows functional storage; false without a valid choice. */
export function functionalConsentGiven(storage: ReadableStorage | null): boolean {
  return readConsent(storage)?.functional === true;
}

/**
 * Stores the choice and returns it. A choice without 'Funktionella' (also 'Endast nödvändiga' and
 * the X) deletes everything functional storage kept, so withdrawing consent leaves nothing behind.
 * Where storage fails (private mode, quota) the choice still holds for this page view; it is
 * asked again on the next visit.
 */
export function writeConsent(storage: WritableStorage | null, choice: ConsentChoice, now?: Date): Consent {
  const consent = consentFor(choice, now);
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage refused: keep working without persisting.
  }
  if (!consent.functional) {
    for (const key of FUNCTIONAL_STORAGE_KEYS) {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage refused: there is nothing we can delete, and nothing was readable either.
      }
    }
  }
  return consent;
}

/** Other components (the cookie policy page) open the banner's settings with this event. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'elvalet:open-cookie-settings';
