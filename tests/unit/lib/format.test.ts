import {
  THIN_SPACE,
  formatChangePercent,
  formatSigned,
  formatDate,
  formatHourRange,
  formatMonthYear,
  formatKr,
  formatKrWithOre,
  formatKrPerKwh,
  formatNumber,
  formatNumberUpTo,
  formatOrePerKwh,
  formatPercent,
  formatPopulation,
} from '@/lib/format';

const NBSP = '\u00A0';

describe('sv-SE formatting', () => {
  it('groups thousands with a thin no-break space and uses a decimal comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe(`1${THIN_SPACE}234${THIN_SPACE}567,89`);
    expect(formatNumber(999)).toBe('999');
  });

  it('echoes a number with up to the given decimals and no trailing zeros', () => {
    expect(formatNumberUpTo(1.25, 3)).toBe('1,25');
    expect(formatNumberUpTo(125, 3)).toBe('125');
    expect(formatNumberUpTo(125.5, 3)).toBe('125,5');
    expect(formatNumberUpTo(0.1255, 3)).toBe('0,126');
    expect(formatNumberUpTo(12000.5, 2)).toBe(`12${THIN_SPACE}000,5`);
  });

  it('writes negative numbers with a real minus sign', () => {
    expect(formatNumber(-1500)).toBe(`\u22121${THIN_SPACE}500`);
  });

  it('formats kronor rounded to whole kronor', () => {
    expect(formatKr(12345.4)).toBe(`12${THIN_SPACE}345${NBSP}kr`);
    expect(formatKr(12345.5)).toBe(`12${THIN_SPACE}346${NBSP}kr`);
  });

  it('formats öre/kWh with one decimal and kr/kWh with two', () => {
    expect(formatOrePerKwh(85.44)).toBe(`85,4${NBSP}öre/kWh`);
    expect(formatOrePerKwh(85, 0)).toBe(`85${NBSP}öre/kWh`);
    expect(formatKrPerKwh(1.2549)).toBe(`1,25${NBSP}kr/kWh`);
    expect(formatKrPerKwh(0.5)).toBe(`0,50${NBSP}kr/kWh`);
  });

  it('formats percentages with one decimal', () => {
    expect(formatPercent(15.44)).toBe(`15,4${NBSP}%`);
    expect(formatPercent(30, 0)).toBe(`30${NBSP}%`);
  });

  it('signs a difference by the digits it shows', () => {
    expect(formatSigned(7.84, 1)).toBe('+7,8');
    expect(formatSigned(-51.6, 1)).toBe('\u221251,6');
    expect(formatSigned(-0.04, 1)).toBe('0,0');
    expect(formatSigned(0.04, 1)).toBe('0,0');
    expect(formatSigned(1234)).toBe(`+1${THIN_SPACE}234`);
    expect(formatSigned(-0.4)).toBe('0');
  });

  it("puts '+' only on rising changes", () => {
    expect(formatChangePercent(3.21)).toBe(`+3,2${NBSP}%`);
    expect(formatChangePercent(-1.5)).toBe(`\u22121,5${NBSP}%`);
    expect(formatChangePercent(0)).toBe(`0,0${NBSP}%`);
    expect(formatChangePercent(0.04)).toBe(`0,0${NBSP}%`);
  });

  it('formats population as a whole number', () => {
    expect(formatPopulation(995574)).toBe(`995${THIN_SPACE}574`);
  });

  it('formats ISO dates in Swedish words without a time-zone shift', () => {
    expect(formatDate('2025-01-10')).toBe('10 januari 2025');
    expect(formatDate('2024-12-31')).toBe('31 december 2024');
    expect(() => formatDate('10/01/2025')).toThrow(RangeError);
  });

  it('writes kronor with öre as two decimals, whole kronor included', () => {
    expect(formatKrWithOre(0.4)).toBe('0,40\u00A0kr');
    expect(formatKrWithOre(2)).toBe('2,00\u00A0kr');
    expect(formatKrWithOre(1234.567)).toBe(`1${THIN_SPACE}234,57\u00A0kr`);
  });

  it('names a clock hour by its start and end, two digits each, midnight as 00', () => {
    expect(formatHourRange(7)).toBe('07–08');
    expect(formatHourRange(13)).toBe('13–14');
    expect(formatHourRange(23)).toBe('23–00');
  });
});

describe('formatMonthYear', () => {
  it('names the month in Swedish, from a month or a date', () => {
    expect(formatMonthYear('2026-03')).toBe('mars 2026');
    expect(formatMonthYear('2026-11-01')).toBe('november 2026');
    expect(() => formatMonthYear('2026')).toThrow(RangeError);
  });
});
