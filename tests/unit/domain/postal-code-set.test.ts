import fc from 'fast-check';

import { encodePostalCodeSet, isPostalCodeSet, postalCodeSetHas } from '@/lib/postcode/set';

describe('postal code set', () => {
  it('encodes each prefix as 25 hex digits, suffix s at hex digit s/4, bit s mod 4', () => {
    expect(encodePostalCodeSet(['11100', '11101', '11107', '11199', '99999'])).toEqual({
      '111': '3800000000000000000000008',
      '999': '0000000000000000000000008',
    });
  });

  it('holds exactly the encoded codes, also when typed with a space', () => {
    const set = encodePostalCodeSet(['11122', '98130']);
    expect(postalCodeSetHas(set, '11122')).toBe(true);
    expect(postalCodeSetHas(set, '111 22')).toBe(true);
    expect(postalCodeSetHas(set, '98130')).toBe(true);
    expect(postalCodeSetHas(set, '11123')).toBe(false);
    expect(postalCodeSetHas(set, '999 99')).toBe(false);
    expect(postalCodeSetHas(set, '1112')).toBe(false);
    expect(postalCodeSetHas(set, 'constructor')).toBe(false);
    expect(postalCodeSetHas(set, '')).toBe(false);
  });

  it('refuses a code that is not normalised', () => {
    expect(() => encodePostalCodeSet(['111 22'])).toThrow(RangeError);
  });

  it('agrees with a plain Set for any list of codes', () => {
    const code = fc.integer({ min: 10000, max: 99999 }).map(String);
    fc.assert(
      fc.property(fc.array(code, { maxLength: 60 }), fc.array(code, { maxLength: 20 }), (codes, probes) => {
        const set = encodePostalCodeSet(codes);
        const plain = new Set(codes);
        for (const probe of [...codes, ...probes]) expect(postalCodeSetHas(set, probe)).toBe(plain.has(probe));
      }),
    );
  });

  it.each([
    ['an encoded set', { '111': '3800000000000000000000008' }, true],
    ['an empty set', {}, true],
    ['null', null, false],
    ['an array', [], false],
    ['a short mask', { '111': '38' }, false],
    ['an upper-case mask', { '111': '3800000000000000000000008'.replace('8', 'F') }, false],
    ['a two-digit prefix', { '11': '3800000000000000000000008' }, false],
    ['a mask as a number', { '111': 3 }, false],
  ])('the guard accepts %s: %p', (_label, value, expected) => {
    expect(isPostalCodeSet(value)).toBe(expected);
  });
});
