/**
 * lib/format.ts writes sv-SE numbers, lists, dates and clock times without `Intl` (it costs a
 * phone ICU's start-up while a page hydrates). These tests hold its output to what `Intl` writes
 * in sv-SE (with the thin space the site groups thousands by) over many values, so the two cannot
 * drift apart unnoticed.
 */
import { THIN_SPACE, formatClockTime, formatDate, formatList, formatMonthYear, formatNumber, formatNumberUpTo } from '@/lib/format';

function intlNumber(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return new Intl.NumberFormat('sv-SE', { minimumFractionDigits, maximumFractionDigits })
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? THIN_SPACE : part.value))
    .join('');
}

/** mulberry32: the same pseudo-random values on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sampleValues(): number[] {
  const next = random(20261202);
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    2.675,
    1.0049999999999999,
    0.125,
    8.345,
    0.1 + 0.2,
    999.995,
    9.995,
    99999.5,
    -0.001,
    -0.04,
    0.04,
    1234,
    12345,
    123456,
    1234567.891,
    995574,
    1e21,
    1.2345678901234567e25,
    Number.MAX_SAFE_INTEGER,
    5e-324,
    1e-7,
    0.000123456,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (let i = 0; i < 3000; i += 1) {
    const exponent = Math.floor(next() * 30) - 8;
    const sign = next() < 0.25 ? -1 : 1;
    values.push(sign * next() * 10 ** exponent);
    // Prices and sums as the site holds them: few decimals, many of them ties when rounded once more.
    const decimals = Math.floor(next() * 5);
    values.push((sign * Math.round(next() * 10 ** (decimals + Math.floor(next() * 7)))) / 10 ** decimals);
  }
  return values;
}

describe('lib/format.ts writes what Intl writes in sv-SE', () => {
  const values = sampleValues();

  it('numbers with a fixed count of decimals', () => {
    for (const value of values) {
      for (let decimals = 0; decimals <= 4; decimals += 1) {
        const expected = intlNumber(value, decimals, decimals);
        if (formatNumber(value, decimals) !== expected)
          throw new Error(`formatNumber(${value}, ${decimals}) = ${formatNumber(value, decimals)}, Intl: ${expected}`);
      }
    }
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-0.001)).toBe('\u22120');
    expect(formatNumber(1e21)).toBe(['1', ...Array<string>(7).fill('000')].join(THIN_SPACE));
  });

  it('numbers with at most a count of decimals', () => {
    for (const value of values) {
      for (let decimals = 0; decimals <= 4; decimals += 1) {
        const expected = intlNumber(value, 0, decimals);
        if (formatNumberUpTo(value, decimals) !== expected)
          throw new Error(`formatNumberUpTo(${value}, ${decimals}) = ${formatNumberUpTo(value, decimals)}, Intl: ${expected}`);
      }
    }
    expect(formatNumberUpTo(0.1 + 0.2, 3)).toBe('0,3');
  });

  it('lists of none to six items', () => {
    const list = new Intl.ListFormat('sv-SE', { style: 'long', type: 'conjunction' });
    const items = ['SE1', 'SE2', 'SE3', 'SE4', 'fast pris', 'rörligt pris'];
    for (let count = 0; count <= items.length; count += 1) {
      expect(formatList(items.slice(0, count))).toBe(list.format(items.slice(0, count)));
    }
  });

  it('every calendar day and month from 1990 to 2040', () => {
    const date = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 86_400_000) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      if (formatDate(iso) !== date.format(ms)) throw new Error(`formatDate(${iso}) = ${formatDate(iso)}, Intl: ${date.format(ms)}`);
      if (formatMonthYear(iso) !== month.format(ms)) throw new Error(`formatMonthYear(${iso}) = ${formatMonthYear(iso)}, Intl: ${month.format(ms)}`);
    }
    // A day past the month's end rolls over as the Date it is read into does.
    expect(formatDate('2025-02-31')).toBe(date.format(Date.UTC(2025, 1, 31)));
  });

  it("Stockholm's clock every 7 minutes of 2025 and 2026, both DST switches included", () => {
    const clock = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });
    let checked = 0;
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000) {
      if (formatClockTime(ms) !== clock.format(ms))
        throw new Error(`formatClockTime(${new Date(ms).toISOString()}) = ${formatClockTime(ms)}, Intl: ${clock.format(ms)}`);
      checked += 1;
    }
    expect(checked).toBe(Math.ceil((Date.UTC(2027, 0, 1) - Date.UTC(2025, 0, 1)) / (7 * 60_000)));
    expect(formatClockTime(Date.parse('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(formatClockTime(Date.parse('2026-03-29T01:00:00Z'))).toBe('03:00');
  });
});
