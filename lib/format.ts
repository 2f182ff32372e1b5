/**
 * sv-SE formatting for every number and date a user reads (docs/rules/site-wide.md):
 * decimal comma, narrow no-break space (U+202F) between thousands, U+2212 minus.
 * ICU's sv-SE groups with U+00A0; we swap in the thin space the decisions ask for.
 */

import { oreToKrPerKwh } from '@/lib/domain/spot-prices';

export const THIN_SPACE = '\u202F';
const LOCALE = 'sv-SE';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatWithThinSpaces(formatter: Intl.NumberFormat, value: number): string {
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? THIN_SPACE : part.value))
    .join('');
}

/** A number with sv-SE separators and a fixed count of decimals (default none). */
export function formatNumber(value: number, decimals = 0): string {
  return formatWithThinSpaces(numberFormat(decimals, decimals), value);
}

/**
 * A number with at most `maxDecimals` decimals and no trailing zeros: 1.25 → `1,25`, 125 → `125`,
 * 125.5 → `125,5`. For echoing what a user typed without rounding it to a fixed count of decimals.
 */
export function formatNumberUpTo(value: number, maxDecimals: number): string {
  return formatWithThinSpaces(numberFormat(0, maxDecimals), value);
}

/** Whole kronor: `12 345 kr`. */
export function formatKr(value: number): string {
  return `${formatNumber(value)}\u00A0kr`;
}

/** Kronor with öre, always two decimals: `0,40 kr`, `2,00 kr` (a small amount, such as a saving per day). */
export function formatKrWithOre(value: number): string {
  return `${formatNumber(value, 2)}\u00A0kr`;
}

/** Kronor as exact as the sum needs: whole when whole, else with öre (`45 kr`, `15,63 kr`). */
export function formatKrExact(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${formatNumber(rounded, Number.isInteger(rounded) ? 0 : 2)}\u00A0kr`;
}

/** Öre per kWh with one decimal by default: `85,4 öre/kWh`. */
export function formatOrePerKwh(value: number, decimals = 1): string {
  return `${formatNumber(value, decimals)}\u00A0öre/kWh`;
}

/** Kronor per kWh with two decimals: `1,25 kr/kWh`. */
export function formatKrPerKwh(value: number): string {
  return `${formatNumber(value, 2)}\u00A0kr/kWh`;
}

/** A price held in öre/kWh, shown in kronor: 85.4 → `0,85 kr/kWh`. */
export function formatOreAsKrPerKwh(ore: number): string {
  return formatKrPerKwh(oreToKrPerKwh(ore));
}

/**
 * Energy in kWh with at most `maxDecimals` decimals and no trailing zeros: `12 000 kWh`,
 * `3,8 kWh`. The one 'N kWh' formatter (a no-break space keeps the unit with its number).
 */
export function formatKwh(value: number, maxDecimals = 0): string {
  return `${formatNumberUpTo(value, maxDecimals)}\u00A0kWh`;
}

/** A percentage given in percent (15.4 → `15,4 %`), one decimal by default. */
export function formatPercent(value: number, decimals = 1): string {
  return `${formatNumber(value, decimals)}\u00A0%`;
}

/** A change in percent with '+' only when rising: `+3,2 %`, `−1,5 %`, `0,0 %`. */
export function formatChangePercent(value: number, decimals = 1): string {
  const text = formatPercent(value, decimals);
  const rounded = Number(value.toFixed(decimals));
  return rounded > 0 ? `+${text}` : text;
}

/** The first letter in upper case, for a sentence that starts with a month: `Mars 2026 …`. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

const listFormat = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });

/** Items joined as Swedish prose: `SE1, SE2 och SE3`. */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** A clock hour as the hour it starts and the next: `07–08`, `23–00`. */
export function formatHourRange(hour: number): string {
  return `${String(hour).padStart(2, '0')}–${String((hour + 1) % 24).padStart(2, '0')}`;
}

/** Population and other counts: `995 574`. */
export function formatPopulation(value: number): string {
  return formatNumber(Math.round(value));
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' in words: `10 januari 2025`. Read as a date, never shifted by time zone. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return dateFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

const monthYearFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/** 'YYYY-MM' or 'YYYY-MM-DD' as Swedish month and year: `november 2026`. */
export function formatMonthYear(isoMonth: string): string {
  const match = ISO_MONTH.exec(isoMonth);
  if (!match) throw new RangeError(`Not an ISO month: ${isoMonth}`);
  const [, year, month] = match;
  return monthYearFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

/**
 * A number for a CSV opened by a Swedish spreadsheet: decimal comma, no thousands separator and an
 * ASCII minus, because Excel and LibreOffice read '1 234,5' with a thin space or '−' as text.
 */
export function formatCsvDecimal(value: number, decimals = 2): string {
  const fixed = (Object.is(value, -0) ? 0 : value).toFixed(decimals);
  return (fixed === `-${(0).toFixed(decimals)}` ? fixed.slice(1) : fixed).replace('.', ',');
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });

/** Swedish clock time of an instant in Stockholm: `14:05`. */
export function formatClockTime(epochMs: number): string {
  return clockFormat.format(new Date(epochMs));
}
