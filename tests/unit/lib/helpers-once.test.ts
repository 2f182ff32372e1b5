/** @jest-environment node */
import { lazy, lazyByKey } from '@/lib/content/load';
import { withoutVat, withVat } from '@/lib/domain/constants';
import { mapPriceAreas } from '@/lib/domain/price-area';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { formatKwh, formatOreAsKrPerKwh } from '@/lib/format';
import { priceUrl } from '@/lib/spot/live-prices';
import { cn, cx } from '@/lib/utils';
import { parseCsv, parseCsvRows } from '@/scripts/lib/csv';

/** The helpers that exist once. */

describe('formatKwh', () => {
  it('writes kWh with sv-SE separators, a no-break space and no trailing zeros', () => {
    expect(formatKwh(12000)).toBe('12\u202F000\u00A0kWh');
    expect(formatKwh(3.8, 1)).toBe('3,8\u00A0kWh');
    expect(formatKwh(4, 1)).toBe('4\u00A0kWh');
    expect(formatKwh(2.345, 3)).toBe('2,345\u00A0kWh');
    expect(formatKwh(2.5)).toBe('3\u00A0kWh');
  });
});

describe('formatOreAsKrPerKwh', () => {
  it('shows an öre price in kronor with two decimals', () => {
    expect(formatOreAsKrPerKwh(85.4)).toBe('0,85\u00A0kr/kWh');
    expect(formatOreAsKrPerKwh(125)).toBe('1,25\u00A0kr/kWh');
    expect(formatOreAsKrPerKwh(-3.2)).toBe('\u22120,03\u00A0kr/kWh');
  });
});

describe('VAT', () => {
  it('adds and removes 25 % moms', () => {
    expect(withVat(36)).toBe(45);
    expect(withoutVat(45)).toBe(36);
  });
});

describe('price areas', () => {
  it('maps every area without a cast', () => {
    expect(mapPriceAreas((area) => area.toLowerCase())).toEqual({ SE1: 'se1', SE2: 'se2', SE3: 'se3', SE4: 'se4' });
    expect(Object.keys(mapPriceAreas(() => 0))).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
  });
});

describe('Stockholm time', () => {
  it('gives the Stockholm day of an instant, as a number or a Date', () => {
    expect(stockholmDate(Date.parse('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(stockholmDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(stockholmDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('builds the price API address once, with or without a trailing slash', () => {
    expect(priceUrl('https://www.elprisetjustnu.se/', '2026-04-15', 'SE3')).toBe('https://www.elprisetjustnu.se/api/v1/prices/2026/04-15_SE3.json');
    expect(priceUrl('http://127.0.0.1:9', '2025-12-31', 'SE1')).toBe('http://127.0.0.1:9/api/v1/prices/2025/12-31_SE1.json');
  });
});

describe('class names', () => {
  it('cx joins, cn also lets the later Tailwind utility win', () => {
    expect(cx('p-2', false, undefined, 'text-sm')).toBe('p-2 text-sm');
    expect(cx('p-2', 'p-4')).toBe('p-2 p-4');
    expect(cn('p-2', 'p-4')).toBe('p-4');
  });
});

describe('lazy and lazyByKey', () => {
  it('compute on first use, once', () => {
    const compute = jest.fn(() => ({ value: 1 }));
    const get = lazy(compute);
    expect(compute).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('once per key, and again after a failure', () => {
    let fail = true;
    const compute = jest.fn((key: string) => {
      if (key === 'bad' && fail) throw new Error('not yet');
      return key.toUpperCase();
    });
    const get = lazyByKey(compute);
    expect(get('a')).toBe('A');
    expect(get('a')).toBe('A');
    expect(get('b')).toBe('B');
    expect(compute).toHaveBeenCalledTimes(2);
    expect(() => get('bad')).toThrow('not yet');
    fail = false;
    expect(get('bad')).toBe('BAD');
  });
});

describe('the CSV reader of the import scripts', () => {
  it('reads quotes, a BOM and mixed line endings, and skips blank lines', () => {
    expect(parseCsvRows('\uFEFFa,b\r\n"1\n2","x"\n\n3,"say ""hi"""\r4,5')).toEqual([
      ['a', 'b'],
      ['1\n2', 'x'],
      ['3', 'say "hi"'],
      ['4', '5'],
    ]);
  });

  it('names a row with the wrong number of fields', () => {
    expect(() => parseCsv('a,b\n1,2\n3\n')).toThrow('CSV row 3: 1 fields, header has 2');
    expect(parseCsv('')).toEqual([]);
  });
});
