import { DEFAULT_MAIN_FUSE, MAIN_FUSES, type MainFuse } from '@/lib/grid/types';

/**
 * The visitor's grid choice as it is stored (functional consent) or put in a URL: a tariff id
 * and a main fuse. Anything unusable is dropped here, so a page never meets it: an id of the
 * wrong shape gives null, a fuse the site does not offer gives 16 A (docs/rules/households.md default).
 */

export interface GridSelection {
  tariffId: string;
  fuse: MainFuse;
}

const TARIFF_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 120;

/** A tariff id of the right shape ('ellevio', 'vattenfall-enkeltariff-e4'); whether it exists is checked against the list. */
export function parseTariffId(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const id = raw.trim().toLowerCase();
  return id.length <= MAX_ID_LENGTH && TARIFF_ID.test(id) ? id : null;
}

/** '20', 20 or '20 A' → 20; anything else → 16 A. */
export function parseMainFuse(value: unknown): MainFuse {
  const raw = Array.isArray(value) ? value[0] : value;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(/\s*a$/i, '')) : Number.NaN;
  return MAIN_FUSES.find((fuse) => fuse === number) ?? DEFAULT_MAIN_FUSE;
}

/** A stored selection (already JSON-parsed), or null when it is not one. */
export function parseGridSelection(value: unknown): GridSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const tariffId = parseTariffId(record.tariffId);
  return tariffId ? { tariffId, fuse: parseMainFuse(record.fuse) } : null;
}

/** The id of the 'Ditt elnätsbolag' section, for links that lead straight into it. */
export const FULL_BILL_ANCHOR = 'elnatsbolag';
