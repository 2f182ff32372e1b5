import type { TimeWindow } from '@/lib/domain/grid-tariff';

/**
 * A tariff period's time window in Swedish, as an operator writes it: 'vardagar kl. 06–22,
 * november–mars'. Hours are stored with an inclusive last hour (06–21 means until 22:00), so the
 * end shown is the hour after it.
 */

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'] as const;

const hour = (h: number) => String(h).padStart(2, '0');

/** 'kl. 06–22'; a window that wraps midnight reads 'kl. 22–06'. */
export function describeHours([from, toInclusive]: [number, number]): string {
  return `kl. ${hour(from)}–${hour((toInclusive + 1) % 24)}`;
}

/** 'november–mars', 'juli'. */
export function describeMonths([from, to]: [number, number]): string {
  const name = (m: number) => MONTHS[(m - 1 + 12) % 12] as string;
  return from === to ? name(from) : `${name(from)}–${name(to)}`;
}

/** 'vardagar kl. 07–19, november–mars'; 'alla timmar året runt' when the window has no limits. */
export function describeWindow(window: TimeWindow): string {
  const when = [window.weekdaysOnly ? 'vardagar' : null, window.hours ? describeHours(window.hours) : null].filter(Boolean).join(' ');
  const months = window.months ? describeMonths(window.months) : null;
  if (!when && !months) return 'alla timmar året runt';
  if (!when) return `alla timmar ${months}`;
  return months ? `${when}, ${months}` : `${when} året runt`;
}
