/** @jest-environment node */
import { GET, dynamic } from '@/app/data/postnummer-kommunkod.json/route';
import { getPostcodeMunicipalityLookup } from '@/lib/content/grid-areas';
import { getAllMunicipalities, getAllPostalCodes, getMunicipalityForPostalCode } from '@/lib/content/municipalities';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { encodePostalCodeSet, postalCodeSetHas, type PostalCodeSet } from '@/lib/postcode/set';
import {
  buildPostcodeMunicipalityLookup,
  isPostcodeMunicipalityLookup,
  municipalityInLookup,
  type PostcodeMunicipalityLookup,
} from '@/lib/postcode/municipality';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { energyTaxForMunicipality, energyTaxForPostcode, lookupEnergyTax } from '@/lib/grid/postcode-municipality';
import { versionedFile } from '@/lib/open-data/versions';
import { POSTAL_CODE_SET_URL, POSTCODE_MUNICIPALITY_URL } from '@/lib/postcode/lookup';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

describe('municipalityLongName', () => {
  it.each([
    ['Skellefteå', 'Skellefteå kommun'],
    ['Stockholm', 'Stockholms kommun'],
    ['Lund', 'Lunds kommun'],
    ['Borås', 'Borås kommun'],
    ['Kalix', 'Kalix kommun'],
    ['Malung-Sälen', 'Malung-Sälens kommun'],
    ['Upplands Väsby', 'Upplands Väsby kommun'],
    ['Kalmar', 'Kalmar kommun'],
    ['Falun', 'Falu kommun'],
    ['Gotland', 'Region Gotland'],
  ])('%s → %s', (name, long) => {
    expect(municipalityLongName(name)).toBe(long);
  });
});

/** Two municipalities; postcodes 100 01–100 03 in Ettby, 100 05 in Tvåby, 100 09 in Ettby again. */
const MUNICIPALITIES = [
  { code: '2482', name: 'Skellefteå' },
  { code: '0180', name: 'Stockholm' },
];
const POSTCODES: Record<string, string[]> = { '0180': ['10001', '10002', '10003', '10009'], '2482': ['10005'] };
const LOOKUP = buildPostcodeMunicipalityLookup(MUNICIPALITIES, (code: string) => POSTCODES[code] ?? []);
const SET = encodePostalCodeSet(Object.values(POSTCODES).flat());

/** What lookupMunicipality answers from the two files: the municipality of a code the set holds, else null. */
const inTables = (set: PostalCodeSet, lookup: PostcodeMunicipalityLookup) => (code: string) =>
  postalCodeSetHas(set, code) ? municipalityInLookup(lookup, code) : null;
const found = inTables(SET, LOOKUP);

describe('the compact postcode → municipality lookup', () => {
  it('is a list of municipalities by code and runs of consecutive postcodes', () => {
    expect(LOOKUP).toEqual({
      m: [
        ['0180', 'Stockholm'],
        ['2482', 'Skellefteå'],
      ],
      r: [10001, 0, 10005, 1, 10009, 0],
    });
    expect(isPostcodeMunicipalityLookup(LOOKUP)).toBe(true);
  });

  it('finds the run a postcode lies in', () => {
    expect(municipalityInLookup(LOOKUP, '100 02')).toEqual({ code: '0180', name: 'Stockholm' });
    expect(municipalityInLookup(LOOKUP, '10005')).toEqual({ code: '2482', name: 'Skellefteå' });
    expect(municipalityInLookup(LOOKUP, '10009')).toEqual({ code: '0180', name: 'Stockholm' });
    expect(municipalityInLookup(LOOKUP, '10000')).toBeNull();
    expect(municipalityInLookup(LOOKUP, 'abc')).toBeNull();
  });

  it.each([
    ['no runs', { m: [['0180', 'Stockholm']] }],
    ['an odd run list', { m: [['0180', 'Stockholm']], r: [10001] }],
    ['an index out of range', { m: [['0180', 'Stockholm']], r: [10001, 1] }],
    ['runs out of order', { m: [['0180', 'Stockholm']], r: [10005, 0, 10001, 0] }],
    ['a bad code', { m: [['180', 'Stockholm']], r: [10001, 0] }],
    ['null', null],
  ])('the guard refuses %s', (_, value) => {
    expect(isPostcodeMunicipalityLookup(value)).toBe(false);
  });
});

describe('energy tax from a postcode', () => {
  it('names the municipality and its reduced rate: "Skellefteå kommun: 33,0 öre/kWh inkl. moms"', () => {
    const basis = energyTaxForPostcode('10005', found('10005'));
    expect(basis?.kind).toBe('municipality');
    expect(spaced(basis?.line ?? '')).toBe('Skellefteå kommun: 33,0 öre/kWh inkl. moms');
    expect(basis?.rate).toMatchObject({ oreExVat: 26.4, oreInclVat: 33, reduced: true, year: 2026 });
    expect(spaced(basis?.note ?? '')).toBe(
      'Postnummer 100 05 hör till Skellefteå kommun i vår postnummertabell, så vi räknar med den sänkta energiskatten där. Ett postnummer kan gå över en kommungräns; det är kommunen där elen används som avgör skattesatsen.',
    );
  });

  it('gives the full rate with the municipality named where there is no deduction', () => {
    expect(spaced(energyTaxForPostcode('100 01', found('100 01'))?.line ?? '')).toBe('Stockholms kommun: 45,0 öre/kWh inkl. moms');
  });

  it('a code the table does not hold gets the full rate and a line that says why, even inside a run', () => {
    const basis = energyTaxForPostcode('10004', found('10004'));
    expect(basis).toMatchObject({ kind: 'unknown', rate: energyTaxRate() });
    expect(spaced(basis?.line ?? '')).toBe('Full energiskatt: 45,0 öre/kWh inkl. moms');
    expect(spaced(basis?.note ?? '')).toMatch(/^Postnummer 100 04 finns inte i vår postnummertabell/);
  });

  it('without the tables, the full rate and a line that says so; nothing for an invalid code', () => {
    expect(energyTaxForPostcode('10005', undefined)).toMatchObject({ kind: 'unknown', note: expect.stringMatching(/kunde inte slå upp kommunen/) });
    expect(energyTaxForPostcode('1234', found('1234'))).toBeNull();
  });

  it('from a link (?kommun=), says the municipality came from there', () => {
    const basis = energyTaxForMunicipality({ code: '2482', name: 'Skellefteå' }, { link: true });
    expect(spaced(basis.note)).toBe('Vi räknar med den sänkta energiskatten i Skellefteå kommun, kommunen du kom från.');
  });

  it('in the browser: fetches the postal code set and the lookup once and answers from them', async () => {
    const files: Record<string, unknown> = {
      [POSTAL_CODE_SET_URL]: versionedFile('postnummer', SET, 'prefixes'),
      [POSTCODE_MUNICIPALITY_URL]: versionedFile('postnummer-kommunkod', LOOKUP),
    };
    const fetchImpl = jest.fn((url: string) => Promise.resolve(new Response(JSON.stringify(files[url]), { status: 200 })));
    const first = await lookupEnergyTax('10005', fetchImpl as unknown as typeof fetch);
    const second = await lookupEnergyTax('100 01', fetchImpl as unknown as typeof fetch);
    expect(first?.kind === 'municipality' && first.municipality.longName).toBe('Skellefteå kommun');
    expect(second?.kind === 'municipality' && second.municipality.longName).toBe('Stockholms kommun');
    expect(fetchImpl.mock.calls.map(([url]) => url).sort()).toEqual([POSTAL_CODE_SET_URL, POSTCODE_MUNICIPALITY_URL].sort());
    expect(await lookupEnergyTax('x', fetchImpl as unknown as typeof fetch)).toBeNull();
  });

  it('from a link in the browser: names the municipality of a code the file has, nothing for one it lacks', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(JSON.stringify(versionedFile('postnummer-kommunkod', LOOKUP)), { status: 200 })));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/lib/grid/postcode-municipality');
      const basis = await fresh.lookupLinkedEnergyTax('2482', fetchImpl as unknown as typeof fetch);
      expect(basis?.kind === 'municipality' && spaced(basis.line)).toBe('Skellefteå kommun: 33,0 öre/kWh inkl. moms');
      expect(await fresh.lookupLinkedEnergyTax('9999', fetchImpl as unknown as typeof fetch)).toBeNull();
      expect(await fresh.lookupLinkedEnergyTax('<b>', fetchImpl as unknown as typeof fetch)).toBeNull();
    });
  });

  it('from a link, when the file fails: the code still gives the reduced rate, and one warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/lib/grid/postcode-municipality');
      const basis = await fresh.lookupLinkedEnergyTax('2580', jest.fn(() => Promise.resolve(new Response('', { status: 500 }))) as unknown as typeof fetch);
      expect(basis).toMatchObject({ kind: 'municipality', rate: { oreInclVat: 33, reduced: true } });
      expect(spaced(basis?.line ?? '')).toBe('Kommunen du kom från: 33,0 öre/kWh inkl. moms');
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('in the browser: a failing file gives the full rate and one console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/lib/grid/postcode-municipality');
      const failing = jest.fn(() => Promise.resolve(new Response('nope', { status: 503 })));
      const basis = await fresh.lookupEnergyTax('10005', failing as unknown as typeof fetch);
      expect(basis).toMatchObject({ kind: 'unknown', rate: energyTaxRate() });
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the real postcode table', () => {
  const lookup = getPostcodeMunicipalityLookup();
  const set = encodePostalCodeSet(getAllPostalCodes());

  it('gives 931 31 to Skellefteå and 33,0 öre/kWh', () => {
    const basis = energyTaxForPostcode('931 31', inTables(set, lookup)('931 31'));
    expect(basis?.kind === 'municipality' && basis.municipality.code).toBe('2482');
    expect(spaced(basis?.line ?? '')).toBe('Skellefteå kommun: 33,0 öre/kWh inkl. moms');
  });

  it('resolves every postcode the table holds to the municipality the table names', () => {
    for (const code of getAllPostalCodes()) {
      expect(municipalityInLookup(lookup, code)?.code).toBe(getMunicipalityForPostalCode(code)?.code);
    }
  });

  it('is served statically as the file the browser fetches', async () => {
    expect(dynamic).toBe('force-static');
    expect(await GET().json()).toEqual(versionedFile('postnummer-kommunkod', lookup));
  });

  it('has every municipality and stays small (runs, not codes)', () => {
    expect(lookup.m).toHaveLength(getAllMunicipalities().length);
    expect(lookup.r.length / 2).toBeLessThan(getAllPostalCodes().length / 10);
    expect(isPostcodeMunicipalityLookup(lookup)).toBe(true);
  });
});
