import type { TimeWindow } from '@/lib/grid/types';

/**
 * A tariff period's time window: when it applies in the model's calendar (a typical week per
 * month), and how it reads in Swedish. Hours are stored with an inclusive last hour (06–21 means
 * until 22:00), so the end shown in words is the hour after it.
 */

// ---------------------------------------------------------------------------------------------
// Calendar model: a typical week per month
// ---------------------------------------------------------------------------------------------

/** Days per month in a common year (2025, 2026). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function inCircularRange(value: number, [from, to]: [number, number]): boolean {
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

/** True when the window covers `hour` on a weekday or weekend day of `month` (1–12). */
export function windowCovers(window: TimeWindow, month: number, hour: number, weekday: boolean): boolean {
  if (window.months && !inCircularRange(month, window.months)) return false;
  if (window.hours && !inCircularRange(hour, window.hours)) return false;
  return weekday || !window.weekdaysOnly;
}

/**
 * The 168 hours of a typical week (five weekdays, two weekend days) in `month`, each with the
 * indexes of the periods that apply to it: the first covering one (`first`) or every covering
 * one (`all`). Months are modelled as typical weeks: weekdays are 5/7 of the hours.
 */
export function weekSlots(windows: readonly TimeWindow[], month: number, matching: 'first' | 'all'): number[][] {
  const slots: number[][] = [];
  for (let day = 0; day < 7; day++) {
    const weekday = day < 5;
    for (let hour = 0; hour < 24; hour++) {
      const covering = windows.flatMap((window, index) => (windowCovers(window, month, hour, weekday) ? [index] : []));
      slots.push(matching === 'first' ? covering.slice(0, 1) : covering);
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------
// In words
// ---------------------------------------------------------------------------------------------

// As an operator writes it: 'vardagar kl. 06–22, november–mars'.

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
