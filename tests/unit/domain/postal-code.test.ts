/** @jest-environment node */
import fc from 'fast-check';
import {
  formatPostalCode,
  isValidPostalCode,
  isPostcodeAreaLookup,
  normalizePostalCode,
  priceAreaByPrefixRule,
  priceAreaForPostalCode,
  type PostcodeAreaLookup,
} from '@/lib/postcode/code';
import { postcodeAreaLookupSchema } from '@/lib/content/municipality-schemas';
import type { PriceArea } from '@/lib/domain/price-area';

describe('normalizePostalCode / isValidPostalCode (docs/rules/postcodes-and-areas.md)', () => {
  it.each([
    ['11122', '11122', true],
    ['111 22', '11122', true],
    [' 11122 ', '11122', true],
    ['\t111 22\n', '11122', true],
    ['111\u00A022', '11122', true],
    ['111\u202F22', '11122', true],
    // One inner space is removed wherever it sits; only the digits are judged.
    ['1 1122', '11122', true],
    ['111  22', '111  22', false],
    ['1 11 22', '1 11 22', false],
    ['01234', '01234', false],
    ['1234', '1234', false],
    ['123456', '123456', false],
    ['abcde', 'abcde', false],
    ['<script>', '<script>', false],
    ['', '', false],
    ['   ', '', false],
    ['１１１２２', '１１１２２', false],
    ['١١١٢٢', '١١١٢٢', false],
    ['11122x', '11122x', false],
  ])('%j → %j (valid: %s)', (input, normalised, valid) => {
    expect(normalizePostalCode(input)).toBe(normalised);
    expect(isValidPostalCode(input)).toBe(valid);
  });

  it('formats a valid code the Swedish way and leaves others normalised', () => {
    expect(formatPostalCode('11122')).toBe('111 22');
    expect(formatPostalCode(' 111 22 ')).toBe('111 22');
    expect(formatPostalCode('1234')).toBe('1234');
  });
});

describe('priceAreaByPrefixRule (docs/rules/postcodes-and-areas.md seed rule)', () => {
  const expected = (prefix: number): PriceArea => {
    if (prefix >= 96 && prefix <= 98) return 'SE1';
    if (prefix >= 80 && prefix <= 94) return 'SE2';
    if ((prefix >= 20 && prefix <= 29) || (prefix >= 34 && prefix <= 38)) return 'SE4';
    return 'SE3';
  };

  it.each(Array.from({ length: 90 }, (_, i) => i + 10))('prefix %i', (prefix) => {
    expect(priceAreaByPrefixRule(`${prefix}000`)).toBe(expected(prefix));
    expect(priceAreaByPrefixRule(`${prefix}999`)).toBe(expected(prefix));
  });

  it('spot checks of the seed rule', () => {
    expect(priceAreaByPrefixRule('96000')).toBe('SE1');
    expect(priceAreaByPrefixRule('99000')).toBe('SE3');
    expect(priceAreaByPrefixRule('95000')).toBe('SE3');
    expect(priceAreaByPrefixRule('80000')).toBe('SE2');
    expect(priceAreaByPrefixRule('39000')).toBe('SE3');
    expect(priceAreaByPrefixRule('33000')).toBe('SE3');
  });

  it('answers SE3 for input without leading digits instead of throwing', () => {
    expect(priceAreaByPrefixRule('')).toBe('SE3');
    expect(priceAreaByPrefixRule('ab123')).toBe('SE3');
  });
});

describe('priceAreaForPostalCode', () => {
  const lookup: PostcodeAreaLookup = {
    prefixes: { SE1: ['941'], SE2: ['903'], SE3: ['815'], SE4: ['392'] },
    exceptions: { SE1: [], SE2: ['81599'], SE3: [], SE4: [] },
  };

  it('is null for anything that is not a postal code', () => {
    expect(priceAreaForPostalCode('1234', lookup)).toBeNull();
    expect(priceAreaForPostalCode('01234', lookup)).toBeNull();
    expect(priceAreaForPostalCode('', null)).toBeNull();
  });

  it('prefers the lookup, exceptions first, over the seed rule', () => {
    expect(priceAreaForPostalCode('941 01', lookup)).toBe('SE1'); // seed rule: SE2
    expect(priceAreaForPostalCode('81500', lookup)).toBe('SE3'); // seed rule: SE2
    expect(priceAreaForPostalCode('81599', lookup)).toBe('SE2');
    expect(priceAreaForPostalCode('39230', lookup)).toBe('SE4'); // seed rule: SE3
  });

  it('falls back to the seed rule for prefixes the lookup lacks, or without a lookup', () => {
    expect(priceAreaForPostalCode('11122', lookup)).toBe('SE3');
    expect(priceAreaForPostalCode('21000', lookup)).toBe('SE4');
    expect(priceAreaForPostalCode('94101')).toBe('SE2');
    expect(priceAreaForPostalCode('94101', null)).toBe('SE2');
  });

  it('the build-time schema and the browser guard accept the shape and reject the same bad values', () => {
    const cases: [unknown, boolean][] = [
      [lookup, true],
      [{ ...lookup, extra: 1 }, false],
      [{ ...lookup, prefixes: { ...lookup.prefixes, SE1: ['094'] } }, false],
      [{ ...lookup, exceptions: { ...lookup.exceptions, SE2: ['8159'] } }, false],
      [{ ...lookup, prefixes: { ...lookup.prefixes, SE5: [] } }, false],
      [{ prefixes: lookup.prefixes }, false],
      [{ ...lookup, exceptions: { ...lookup.exceptions, SE3: [11122] } }, false],
      [{ ...lookup, prefixes: [] }, false],
      ['<!DOCTYPE html>', false],
      [null, false],
      [[], false],
    ];
    for (const [value, valid] of cases) {
      expect(postcodeAreaLookupSchema.safeParse(value).success).toBe(valid);
      expect(isPostcodeAreaLookup(value)).toBe(valid);
    }
  });
});

describe('properties (any string a user can type)', () => {
  const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^\s*[0-9]{0,4}[ \u00A0]?[0-9]{0,4}\s*$/));
  const lookup: PostcodeAreaLookup = {
    prefixes: { SE1: ['941'], SE2: [], SE3: ['111'], SE4: [] },
    exceptions: { SE1: [], SE2: [], SE3: [], SE4: ['94199'] },
  };

  it('nothing throws', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        normalizePostalCode(input);
        isValidPostalCode(input);
        formatPostalCode(input);
        priceAreaByPrefixRule(input);
        priceAreaForPostalCode(input);
        priceAreaForPostalCode(input, lookup);
      }),
    );
  });

  it('a valid input always normalises to five ASCII digits not starting with 0, and gets an area', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        if (!isValidPostalCode(input)) {
          expect(priceAreaForPostalCode(input, lookup)).toBeNull();
          return;
        }
        expect(normalizePostalCode(input)).toMatch(/^[1-9][0-9]{4}$/);
        expect(['SE1', 'SE2', 'SE3', 'SE4']).toContain(priceAreaForPostalCode(input, lookup));
      }),
    );
  });

  it('every 5-digit code, with or without the usual space, is valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 99999 }), fc.boolean(), (n, spaced) => {
        const code = String(n);
        const typed = spaced ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
        expect(normalizePostalCode(typed)).toBe(code);
        expect(isValidPostalCode(typed)).toBe(true);
      }),
    );
  });
});
