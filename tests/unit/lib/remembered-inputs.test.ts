import fc from 'fast-check';

import { CONSENT_STORAGE_KEY, REMEMBERED_INPUTS_KEY } from '@/lib/cookie-consent';
import { consumptionFromAnnual, parseRememberedInputs, readRememberedInputs, rememberInputs, rememberedTypeFilter } from '@/lib/remembered-inputs';

const CONSENT = {
  functional: JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' }),
  necessaryOnly: JSON.stringify({ necessary: true, functional: false, analytics: true, timestamp: '2026-11-23T09:00:00.000Z' }),
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const stored = (storage: ReturnType<typeof memoryStorage>) => {
  const raw = storage.data.get(REMEMBERED_INPUTS_KEY);
  return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
};

describe('parseRememberedInputs', () => {
  it('reads a record of this version', () => {
    expect(parseRememberedInputs('{"version":1,"postalCode":"11122","area":"SE3","annualKwh":12000.5,"monthlyKwh":1000}')).toEqual({
      postalCode: '11122',
      area: 'SE3',
      annualKwh: 12000.5,
      monthlyKwh: 1000,
    });
    expect(parseRememberedInputs('{"version":1}')).toEqual({});
    expect(parseRememberedInputs('{"version":1,"area":"SE1","extra":true}')).toEqual({ area: 'SE1' });
  });

  it('reads the grid choice of the full bill; a record written before it still parses as it did', () => {
    expect(parseRememberedInputs('{"version":1,"postalCode":"11122","gridTariffId":"ellevio","mainFuse":20}')).toEqual({
      postalCode: '11122',
      gridTariffId: 'ellevio',
      mainFuse: 20,
    });
    // An id the list may not have is kept: the full bill says so in Swedish (lib/grid/full-bill.ts).
    expect(parseRememberedInputs('{"version":1,"gridTariffId":"finns-inte"}')).toEqual({ gridTariffId: 'finns-inte' });
    expect(parseRememberedInputs('{"version":1,"postalCode":"11122","area":"SE3","annualKwh":5000,"monthlyKwh":500}')).toEqual({
      postalCode: '11122',
      area: 'SE3',
      annualKwh: 5000,
      monthlyKwh: 500,
    });
  });

  it('reads the contract choice of /jamfor and the quarter-hour or hourly view of /elpris-just-nu', () => {
    expect(parseRememberedInputs('{"version":1,"area":"SE1","contractChoice":"rorligt","priceResolution":60}')).toEqual({
      area: 'SE1',
      contractChoice: 'rorligt',
      priceResolution: 60,
    });
    expect(parseRememberedInputs('{"version":1,"contractChoice":"fast","priceResolution":15}')).toEqual({
      contractChoice: 'fast',
      priceResolution: 15,
    });
  });

  it("reads the market catalogue's type groups and keeps older records readable", () => {
    expect(parseRememberedInputs('{"version":1,"contractChoice":"mixat"}')).toEqual({ contractChoice: 'mixat' });
    // 'Endast miljöel' of the retired /jamfor: read as every type of renewable origin.
    expect(parseRememberedInputs('{"version":1,"contractChoice":"miljo"}')).toEqual({ contractChoice: 'miljo' });
    expect(rememberedTypeFilter('miljo')).toEqual({ group: null, origin: 'fornybart' });
    expect(rememberedTypeFilter('fast')).toEqual({ group: 'fast' });
    // The slider now runs 100–5 000 kWh a month in steps of 10; the older 500–5 000 in steps of 100 fits in it.
    expect(parseRememberedInputs('{"version":1,"monthlyKwh":170}')).toEqual({ monthlyKwh: 170 });
    expect(parseRememberedInputs('{"version":1,"monthlyKwh":2000}')).toEqual({ monthlyKwh: 2000 });
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,'],
    ['JSON null', 'null'],
    ['an array', '[1]'],
    ['a string', '"11122"'],
    ['no version', '{"postalCode":"11122"}'],
    ['an older version', '{"version":0,"postalCode":"11122"}'],
    ['a newer version', '{"version":2,"postalCode":"11122"}'],
    ['the version as text', '{"version":"1","postalCode":"11122"}'],
    ['a postcode with a space', '{"version":1,"postalCode":"111 22"}'],
    ['a postcode starting with 0', '{"version":1,"postalCode":"01122"}'],
    ['a postcode as a number', '{"version":1,"postalCode":11122}'],
    ['an unknown area', '{"version":1,"area":"SE5"}'],
    ['a lower-case area', '{"version":1,"area":"se3"}'],
    ['zero kWh per year', '{"version":1,"annualKwh":0}'],
    ['a negative consumption', '{"version":1,"annualKwh":-100}'],
    ['a consumption over the bound', '{"version":1,"annualKwh":1000001}'],
    ['a consumption as text', '{"version":1,"annualKwh":"12000"}'],
    ['a monthly value below the slider', '{"version":1,"monthlyKwh":90}'],
    ['a monthly value above the slider', '{"version":1,"monthlyKwh":5010}'],
    ['a monthly value off the slider step', '{"version":1,"monthlyKwh":1055}'],
    ['one bad field among good ones', '{"version":1,"postalCode":"11122","area":"SE9"}'],
    ['a tariff id that is not text', '{"version":1,"gridTariffId":42}'],
    ['an empty tariff id', '{"version":1,"gridTariffId":""}'],
    ['a tariff id longer than any real one', `{"version":1,"gridTariffId":"${'a'.repeat(121)}"}`],
    ['a main fuse the site does not offer', '{"version":1,"mainFuse":63}'],
    ['a main fuse as text', '{"version":1,"mainFuse":"20"}'],
    ['a contract choice the site does not have', '{"version":1,"contractChoice":"mixat-x"}'],
    ['a contract choice as a number', '{"version":1,"contractChoice":1}'],
    ['a resolution other than 15 or 60', '{"version":1,"priceResolution":30}'],
    ['a resolution as text', '{"version":1,"priceResolution":"15"}'],
  ])('ignores %s', (_label, raw) => {
    expect(parseRememberedInputs(raw)).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const result = parseRememberedInputs(raw);
        expect(result === null || typeof result === 'object').toBe(true);
      }),
    );
  });
});

describe('reading and writing follow the functional consent', () => {
  it('reads nothing without a consent, with only necessary, or when storage throws', () => {
    const record = '{"version":1,"postalCode":"11122"}';
    expect(readRememberedInputs(memoryStorage({ [REMEMBERED_INPUTS_KEY]: record }))).toBeNull();
    expect(readRememberedInputs(memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.necessaryOnly, [REMEMBERED_INPUTS_KEY]: record }))).toBeNull();
    expect(readRememberedInputs(null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readRememberedInputs(throwing)).toBeNull();
    expect(() => rememberInputs({ postalCode: '11122' }, throwing)).not.toThrow();
  });

  it('writes nothing without functional consent', () => {
    const none = memoryStorage();
    rememberInputs({ postalCode: '11122', area: 'SE3' }, none);
    expect(none.data.size).toBe(0);
    const necessaryOnly = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.necessaryOnly });
    rememberInputs({ postalCode: '11122' }, necessaryOnly);
    expect(stored(necessaryOnly)).toBeUndefined();
  });

  it('with functional consent, merges a patch into the versioned record; null deletes a field', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.functional });
    rememberInputs({ postalCode: '11122', area: 'SE3' }, storage);
    expect(stored(storage)).toEqual({ version: 1, postalCode: '11122', area: 'SE3' });
    rememberInputs({ annualKwh: 12000, monthlyKwh: 1000 }, storage);
    expect(stored(storage)).toEqual({ version: 1, postalCode: '11122', area: 'SE3', annualKwh: 12000, monthlyKwh: 1000 });
    rememberInputs({ postalCode: null, area: 'SE1' }, storage);
    expect(stored(storage)).toEqual({ version: 1, area: 'SE1', annualKwh: 12000, monthlyKwh: 1000 });
    expect(readRememberedInputs(storage)).toEqual({ area: 'SE1', annualKwh: 12000, monthlyKwh: 1000 });
  });

  it('remembers the grid choice beside the postcode, and forgets it with null', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.functional });
    rememberInputs({ postalCode: '11122' }, storage);
    rememberInputs({ gridTariffId: 'ellevio', mainFuse: 20 }, storage);
    expect(stored(storage)).toEqual({ version: 1, postalCode: '11122', gridTariffId: 'ellevio', mainFuse: 20 });
    rememberInputs({ gridTariffId: null, mainFuse: null }, storage);
    expect(stored(storage)).toEqual({ version: 1, postalCode: '11122' });
    const none = memoryStorage();
    rememberInputs({ gridTariffId: 'ellevio', mainFuse: 20 }, none);
    expect(none.data.size).toBe(0);
  });

  it('remembers the price view and the contract choice only with functional consent', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.functional });
    rememberInputs({ priceResolution: 60 }, storage);
    rememberInputs({ contractChoice: 'miljo' }, storage);
    expect(stored(storage)).toEqual({ version: 1, priceResolution: 60, contractChoice: 'miljo' });
    const necessaryOnly = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.necessaryOnly });
    rememberInputs({ priceResolution: 60, contractChoice: 'fast' }, necessaryOnly);
    expect(stored(necessaryOnly)).toBeUndefined();
  });

  it('leaves out invalid values instead of storing them, and replaces a corrupt record', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: CONSENT.functional, [REMEMBERED_INPUTS_KEY]: '{oops' });
    rememberInputs({ postalCode: '999', area: 'SE3', annualKwh: -1 }, storage);
    expect(stored(storage)).toEqual({ version: 1, area: 'SE3' });
  });
});

describe('one consumption in both units', () => {
  it('gives /jamfor a slider value and the calculator the year', () => {
    expect(consumptionFromAnnual(12000)).toEqual({ annualKwh: 12000, monthlyKwh: 1000 });
    expect(consumptionFromAnnual(15000)).toEqual({ annualKwh: 15000, monthlyKwh: 1250 });
    expect(consumptionFromAnnual(2000)).toEqual({ annualKwh: 2000, monthlyKwh: 170 });
    expect(consumptionFromAnnual(500)).toEqual({ annualKwh: 500, monthlyKwh: 100 });
    expect(consumptionFromAnnual(1_000_000)).toEqual({ annualKwh: 1_000_000, monthlyKwh: 5000 });
  });
});
