import { FIXED_LENGTH_LABELS, fixedLengthMonths, type OfferType } from '@/lib/market/offer';

import type { ReminderChoice } from './contract-end-reminder';

/** A fixed offer (or contract type) as a choice of the contract-end reminder; null for any other type. */
export function fixedReminderChoice(key: string, product: string, type: OfferType): ReminderChoice | null {
  const months = fixedLengthMonths(type);
  return months === null ? null : { key, product, lengthLabel: FIXED_LENGTH_LABELS[months], months };
}
