import { CONSENT_STORAGE_KEY, REMEMBERED_INPUTS_KEY, browserStorage, functionalConsentGiven } from '@/lib/cookie-consent';
import { isMainFuse, type MainFuse } from '@/lib/grid/types';
import { VALID_POSTAL_CODE } from '@/lib/postcode/code';
import { isPriceArea, type PriceArea } from '@/lib/domain/price-area';
import { MAX_ANNUAL_KWH } from '@/lib/domain/calculator-constants';
import { MONTHLY_KWH_MAX, MONTHLY_KWH_MIN, MONTHLY_KWH_STEP, sliderMonthlyKwh } from '@/lib/market/consumption';
import { TYPE_GROUPS, type OriginFilter, type TypeGroup } from '@/lib/market/offer';

/**
 * What /jamfor and /kalkylator remember between visits when the visitor has given functional
 * consent (docs/rules/consent-and-privacy.md): the last postcode, price area and
 * consumption, and the grid operator's tariff and main fuse of the full bill, in one
 * versioned localStorage record; /jamfor's contract choice and /elpris-just-nu's quarter-hour or
 * hourly view too. The fields after the first four came later and are optional, so
 * records written before them still parse. Without that consent nothing is read or
 * written, and lib/cookie-consent.ts deletes the record when the consent is withdrawn.
 *
 * Anything unexpected in storage (corrupt JSON, another version, a value out of range, storage
 * that throws) is ignored without a word: the page then starts empty, as for a new visitor.
 * A hand-written guard, not zod, because both islands load this module (zod is ~30 KiB gzip).
 */

/** Bumped whenever the record's shape changes; a record of any other version is ignored. */
export const REMEMBERED_INPUTS_VERSION = 1;

export interface RememberedInputs {
  /** Five digits, normalised ('11122'). */
  postalCode?: string;
  area?: PriceArea;
  /** The calculator's consumption, kWh per year: above 0, at most MAX_ANNUAL_KWH. */
  annualKwh?: number;
  /**
   * /jamfor's consumption, kWh per month: a value its slider can show (100–5 000 in steps of 10
   * today; the older slider's 500–5 000 in steps of 100 are values of it too).
   */
  monthlyKwh?: number;
  /**
   * The tariff id chosen in 'Ditt elnätsbolag'. Only its type and length are checked here: whether
   * it exists is known once the operator list is loaded, and an unknown one gets a Swedish line
   * there (components/grid/full-bill-panel.tsx) rather than silently discarding the record.
   */
  gridTariffId?: string;
  /** The main fuse chosen with it. */
  mainFuse?: MainFuse;
  /**
   * /jamfor's type filter ('rorligt', 'fast', 'mixat'; no value: every type); /elpris-just-nu adds
   * the typical påslag of a variable choice. 'miljo' is the retired 'Endast miljöel' of records
   * written by older versions: still read, as renewable origin (rememberedTypeFilter), never written.
   */
  contractChoice?: RememberedContractChoice;
  /** /elpris-just-nu's view of a day: quarter-hour prices (15) or hourly averages (60). */
  priceResolution?: 15 | 60;
}

export type RememberedField = keyof RememberedInputs;

/** The stored type filter: a group of lib/market/offer.ts, or the retired 'miljo'. */
export const REMEMBERED_CONTRACT_CHOICES = [...TYPE_GROUPS, 'miljo'] as const;
export type RememberedContractChoice = (typeof REMEMBERED_CONTRACT_CHOICES)[number];

/**
 * A stored choice as /jamfor's filters: a type group, or for the retired 'Endast miljöel' every
 * type with renewable origin (as the address's old `?type=miljo`, lib/market/url-state.ts).
 */
export function rememberedTypeFilter(choice: RememberedContractChoice): { group: TypeGroup | null; origin?: OriginFilter } {
  return choice === 'miljo' ? { group: null, origin: 'fornybart' } : { group: choice };
}

/** A change to the record: a value sets a field, null deletes it, a missing key leaves it. */
export type RememberedPatch = { [K in RememberedField]?: RememberedInputs[K] | null };

/** Longer than any real id (lib/grid/selection.ts checks the shape); bounds what is stored. */
const MAX_GRID_TARIFF_ID_LENGTH = 120;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const FIELD_CHECKS: { readonly [K in RememberedField]-?: (value: unknown) => boolean } = {
  postalCode: (value) => typeof value === 'string' && VALID_POSTAL_CODE.test(value),
  area: isPriceArea,
  annualKwh: (value) => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_ANNUAL_KWH,
  monthlyKwh: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= MONTHLY_KWH_MIN && value <= MONTHLY_KWH_MAX && value % MONTHLY_KWH_STEP === 0,
  gridTariffId: (value) => typeof value === 'string' && value.length > 0 && value.length <= MAX_GRID_TARIFF_ID_LENGTH,
  mainFuse: isMainFuse,
  contractChoice: (value) => typeof value === 'string' && (REMEMBERED_CONTRACT_CHOICES as readonly string[]).includes(value),
  priceResolution: (value) => value === 15 || value === 60,
};

const FIELDS = Object.keys(FIELD_CHECKS) as RememberedField[];

/**
 * The remembered values in a stored text, or null when the text is not a record of this version
 * whose every field is valid. One bad field discards the whole record: it was not written by
 * this site as it is now, so none of it is trusted.
 */
export function parseRememberedInputs(raw: string | null | undefined): RememberedInputs | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== REMEMBERED_INPUTS_VERSION) return null;
  const inputs: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const fieldValue = record[field];
    if (fieldValue === undefined) continue;
    if (!FIELD_CHECKS[field](fieldValue)) return null;
    inputs[field] = fieldValue;
  }
  return inputs as RememberedInputs;
}

/** The remembered values, or null: no functional consent, nothing stored, or nothing usable. */
export function readRememberedInputs(storage: StorageLike | null = browserStorage()): RememberedInputs | null {
  if (!functionalConsentGiven(storage)) return null;
  try {
    return parseRememberedInputs(storage?.getItem(REMEMBERED_INPUTS_KEY));
  } catch {
    return null;
  }
}

/**
 * Applies `patch` to the stored record, only with functional consent; otherwise nothing is
 * written. Invalid values in the patch are left out rather than stored. Never throws.
 */
export function rememberInputs(patch: RememberedPatch, storage: StorageLike | null = browserStorage()): void {
  if (!storage || !functionalConsentGiven(storage)) return;
  const next: Record<string, unknown> = { ...readRememberedInputs(storage) };
  for (const field of FIELDS) {
    if (!(field in patch)) continue;
    const value = patch[field];
    if (value === null || value === undefined) delete next[field];
    else if (FIELD_CHECKS[field](value)) next[field] = value;
  }
  try {
    storage.setItem(REMEMBERED_INPUTS_KEY, JSON.stringify({ version: REMEMBERED_INPUTS_VERSION, ...next }));
  } catch {
    // Storage refused (quota, private mode): the page works on without remembering.
  }
  for (const listener of listeners) listener();
}

// ---------------------------------------------------------------------------------------------
// The record as an external store (React's useSyncExternalStore, components/use-remembered-inputs.ts)

const listeners = new Set<() => void>();

/** Calls `listener` when the record may have changed: written here, or in another tab (consent too). */
export function subscribeRememberedInputs(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === REMEMBERED_INPUTS_KEY || event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { consent: boolean; raw: string | null; value: RememberedInputs | null } | null = null;

/**
 * The remembered values as readRememberedInputs gives them, the same object for as long as the
 * stored text and the consent are unchanged (a store's snapshot must be stable).
 */
export function rememberedInputsSnapshot(storage: StorageLike | null = browserStorage()): RememberedInputs | null {
  const consent = functionalConsentGiven(storage);
  let raw: string | null = null;
  try {
    raw = consent ? (storage?.getItem(REMEMBERED_INPUTS_KEY) ?? null) : null;
  } catch {
    raw = null;
  }
  if (snapshot && snapshot.consent === consent && snapshot.raw === raw) return snapshot.value;
  snapshot = { consent, raw, value: consent ? parseRememberedInputs(raw) : null };
  return snapshot.value;
}

/**
 * One consumption in both pages' units, so the page not in use follows the latest value: the
 * calculator's kWh per year and /jamfor's slider value (a twelfth, brought onto the slider).
 */
export function consumptionFromAnnual(annualKwh: number): Pick<RememberedPatch, 'annualKwh' | 'monthlyKwh'> {
  return { annualKwh, monthlyKwh: sliderMonthlyKwh(annualKwh) };
}
