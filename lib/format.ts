/**
 * sv-SE formatting for every number and date a user reads (docs/rules/site-wide.md):
 * decimal comma, narrow no-break space (U+202F) between thousands, U+2212 minus.
 *
 * Written out rather than through `Intl`: the first `Intl` formatter a page creates costs a phone
 * 10-15 ms of loading ICU's locale data, on the main thread while the page hydrates
 * (docs/benchmarks.md). The output is `Intl`'s sv-SE output with the thin space swapped in (ICU
 * groups with U+00A0); tests/unit/lib/format-intl.test.ts holds the two together.
 */

import { oreToKrPerKwh } from '@/lib/domain/spot-prices';
import { ISO_DATE, toStockholmIso } from '@/lib/domain/stockholm-time';

export const THIN_SPACE = '\u202F';
const LOCALE = 'sv-SE';
const MINUS = '\u2212';

/** Digits in groups of three from the right, joined by thin spaces: `1234567` → `1 234 567`. */
function groupThousands(integer: string): string {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(integer.slice(Math.max(0, end - 3), end));
  return groups.join(THIN_SPACE);
}

/** A digit string plus one in its last place: `129` → `130`, `99` → `100`. */
function incrementDigits(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '9') end -= 1;
  if (end === 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, end - 1)}${Number(digits[end - 1]) + 1}${'0'.repeat(digits.length - end)}`;
}

/**
 * A non-negative number with exactly `decimals` decimals ('1234.50'), rounded as `Intl.NumberFormat`
 * rounds: on the shortest decimal that reads back as the number (what `String(1.005)` shows), a
 * tie away from zero. `toFixed` rounds the binary value instead (1.005 → '1.00'; Intl: '1,01').
 */
function toFixedAsIntl(magnitude: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let integerLength = Number(exponent) + 1;
  if (integerLength <= 0) {
    digits = `${'0'.repeat(1 - integerLength)}${digits}`;
    integerLength = 1;
  }
  const keep = integerLength + decimals;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  if ((digits[keep] ?? '0') >= '5') kept = incrementDigits(kept);
  const point = kept.length - decimals;
  return decimals > 0 ? `${kept.slice(0, point)}.${kept.slice(point)}` : kept;
}

/**
 * `value` rounded to at most `maxDecimals` decimals and shown with at least `minDecimals`, as
 * `Intl.NumberFormat` writes it in sv-SE. A negative value that rounds to zero keeps its minus,
 * as `Intl` writes it.
 */
function formatDecimal(value: number, minDecimals: number, maxDecimals: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? MINUS : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;
  let fixed = toFixedAsIntl(magnitude, maxDecimals);
  const point = fixed.indexOf('.');
  if (point >= 0) {
    let end = fixed.length;
    while (end > point + 1 + minDecimals && fixed[end - 1] === '0') end -= 1;
    if (end === point + 1) end = point;
    fixed = fixed.slice(0, end);
  }
  const [integer = '', fraction] = fixed.split('.');
  return `${sign}${groupThousands(integer)}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** A number with sv-SE separators and a fixed count of decimals (default none). */
export function formatNumber(value: number, decimals = 0): string {
  return formatDecimal(value, decimals, decimals);
}

/**
 * A number with at most `maxDecimals` decimals and no trailing zeros: 1.25 → `1,25`, 125 → `125`,
 * 125.5 → `125,5`. For echoing what a user typed without rounding it to a fixed count of decimals.
 */
export function formatNumberUpTo(value: number, maxDecimals: number): string {
  return formatDecimal(value, 0, maxDecimals);
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

/**
 * A difference with its sign: `+7,8`, `−51,6`, and no sign when it rounds to zero (`0,0`, never
 * `−0,0`). The sign follows the digits shown, so a value that prints as zero is zero.
 */
export function formatSigned(value: number, decimals = 0): string {
  const digits = formatNumber(Math.abs(value), decimals);
  if (digits === formatNumber(0, decimals)) return digits;
  return `${value > 0 ? '+' : '\u2212'}${digits}`;
}

/** A change in percent with '+' only when rising: `+3,2 %`, `−1,5 %`, `0,0 %`. */
export function formatChangePercent(value: number, decimals = 1): string {
  return `${formatSigned(value, decimals)}\u00A0%`;
}

/** The first letter in upper case, for a sentence that starts with a month: `Mars 2026 …`. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** Items joined as Swedish prose: `SE1, SE2 och SE3` (no comma before 'och'). */
export function formatList(items: readonly string[]): string {
  const last = items.at(-1);
  if (items.length < 2 || last === undefined) return last ?? '';
  return `${items.slice(0, -1).join(', ')} och ${last}`;
}

/** A clock hour as the hour it starts and the next: `07–08`, `23–00`. */
export function formatHourRange(hour: number): string {
  return `${String(hour).padStart(2, '0')}–${String((hour + 1) % 24).padStart(2, '0')}`;
}

/** Population and other counts: `995 574`. */
export function formatPopulation(value: number): string {
  return formatNumber(Math.round(value));
}

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'] as const;

/** The month's Swedish name of a UTC date (month names are not capitalised in Swedish). */
function monthName(date: Date): string {
  return MONTHS[date.getUTCMonth()] ?? '';
}

/** A calendar date 'YYYY-MM-DD' in words: `10 januari 2025`. Read as a date, never shifted by time zone. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return `${date.getUTCDate()} ${monthName(date)} ${date.getUTCFullYear()}`;
}

const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/** 'YYYY-MM' or 'YYYY-MM-DD' as Swedish month and year: `november 2026`. */
export function formatMonthYear(isoMonth: string): string {
  const match = ISO_MONTH.exec(isoMonth);
  if (!match) throw new RangeError(`Not an ISO month: ${isoMonth}`);
  const [, year, month] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  return `${monthName(date)} ${date.getUTCFullYear()}`;
}

/**
 * A number for a CSV opened by a Swedish spreadsheet: decimal comma, no thousands separator and an
 * ASCII minus, because Excel and LibreOffice read '1 234,5' with a thin space or '−' as text.
 */
export function formatCsvDecimal(value: number, decimals = 2): string {
  const fixed = (Object.is(value, -0) ? 0 : value).toFixed(decimals);
  return (fixed === `-${(0).toFixed(decimals)}` ? fixed.slice(1) : fixed).replace('.', ',');
}

/** Swedish clock time of an instant in Stockholm: `14:05`. */
export function formatClockTime(epochMs: number): string {
  // 'YYYY-MM-DDTHH:MM:SS+01:00': the local time is already written out.
  return toStockholmIso(epochMs).slice(11, 16);
}
