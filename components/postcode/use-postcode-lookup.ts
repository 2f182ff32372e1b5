import { useCallback, useMemo, useRef } from 'react';

import { isValidPostalCode, type PostcodeResult } from '@/lib/postcode/code';

// The lookup's code is fetched when the visitor starts on the form, and its data only when a
// lookup runs, so neither is part of a page's JS (docs/rules/postcodes-and-areas.md).
const loadLookup = () => import('@/lib/postcode/lookup');

/** The lookup could not be loaded (the network, a new deploy): what a form says where the postcode is. */
export const POSTCODE_LOOKUP_FAILED = 'Postnumret kunde inte sökas just nu. Kontrollera anslutningen och försök igen.';

/** What one lookup came to; `seq` tells whether it is still the newest (isLatest). */
export type PostcodeLookupOutcome =
  | ({ status: 'found'; seq: number } & PostcodeResult)
  | { status: 'invalid'; seq: number }
  | { status: 'failed'; seq: number }
  | { status: 'stale'; seq: number };

export interface PostcodeLookup {
  /**
   * Looks up the price area of what the visitor typed. A newer lookup or `cancel()` makes this one
   * 'stale': its answer is dropped, so a slow answer for an older postcode never overwrites a newer
   * one (the race guard /kalkylator and /jamfor share). 'failed' when the lookup's code or data
   * could not be loaded.
   */
  lookup(input: string): Promise<PostcodeLookupOutcome>;
  /** Whether the lookup behind `outcome` is still the newest, for steps that follow it. */
  isLatest(outcome: PostcodeLookupOutcome): boolean;
  /** Drops the answer of a lookup still running ('Rensa sökning', a cleared field). */
  cancel(): void;
  /** Starts loading the lookup's code (on focus); a failure is reported by the lookup itself. */
  warm(): void;
}

/** The postcode → price-area lookup of a form, with its race guard. */
export function usePostcodeLookup(): PostcodeLookup {
  const latest = useRef(0);
  const isLatest = useCallback((outcome: PostcodeLookupOutcome) => outcome.seq === latest.current && outcome.status !== 'stale', []);
  const lookup = useCallback(async (input: string): Promise<PostcodeLookupOutcome> => {
    const seq = ++latest.current;
    if (!isValidPostalCode(input)) return { status: 'invalid', seq };
    try {
      const { lookupPostalCodeArea } = await loadLookup();
      const found = await lookupPostalCodeArea(input);
      if (seq !== latest.current) return { status: 'stale', seq };
      return found ? { status: 'found', seq, ...found } : { status: 'failed', seq };
    } catch {
      return { status: seq === latest.current ? 'failed' : 'stale', seq };
    }
  }, []);
  const cancel = useCallback(() => {
    latest.current += 1;
  }, []);
  const warm = useCallback(() => void loadLookup().catch(() => undefined), []);
  return useMemo(() => ({ lookup, isLatest, cancel, warm }), [lookup, isLatest, cancel, warm]);
}
