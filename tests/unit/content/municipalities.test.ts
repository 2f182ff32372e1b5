/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import {
  getAllMunicipalities,
  getMunicipality,
  getMunicipalityByCode,
  getMunicipalityForPostalCode,
  getPostalCodesForMunicipality,
  getPostcodeAreaLookup,
} from '@/lib/content/municipalities';
import { groupMunicipalities, populationGroup, POPULATION_GROUP_IDS } from '@/lib/domain/municipalities';
import { priceAreaByPrefixRule, priceAreaForPostalCode } from '@/lib/postcode/code';
import { COUNTY_PRICE_AREAS, MUNICIPALITY_PRICE_AREAS } from '@/content/municipality-price-areas';

// These tests read only the committed content/data/ files, never the raw data.

const all = getAllMunicipalities();
const byName = (name: string) => {
  const found = all.find((m) => m.name === name);
  if (!found) throw new Error(`no municipality named ${name}`);
  return found;
};

describe('municipalities.json', () => {
  it('holds all 290 municipalities with unique codes and slugs', () => {
    expect(all).toHaveLength(290);
    expect(new Set(all.map((m) => m.code)).size).toBe(290);
    expect(new Set(all.map((m) => m.slug)).size).toBe(290);
  });

  it('has SCB population on 31 Dec 2024 (the national total)', () => {
    expect(all.reduce((sum, m) => sum + m.population, 0)).toBe(10_587_710);
    expect(getMunicipalityByCode('0180')?.population).toBe(995_574);
    expect(byName('Göteborg').population).toBe(608_993);
    expect(byName('Malmö').population).toBe(365_644);
    expect(byName('Uppsala').population).toBe(248_016);
  });

  it.each([
    ['Stockholm', 'stockholm'],
    ['Göteborg', 'goteborg'],
    ['Malmö', 'malmo'],
    ['Malung-Sälen', 'malung-salen'],
    ['Upplands Väsby', 'upplands-vasby'],
    ['Upplands-Bro', 'upplands-bro'],
    ['Östra Göinge', 'ostra-goinge'],
    ['Habo', 'habo'],
    ['Håbo', 'habo-uppsala'],
  ])('%s has slug %s and is found by it', (name, slug) => {
    expect(byName(name).slug).toBe(slug);
    expect(getMunicipality(slug)?.name).toBe(name);
  });

  it('uses short display names and SCB county names', () => {
    expect(getMunicipalityByCode('0180')).toMatchObject({ name: 'Stockholm', county: 'Stockholms län', slug: 'stockholm' });
    expect(all.every((m) => !m.name.endsWith(' kommun'))).toBe(true);
    expect(all.every((m) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.slug))).toBe(true);
  });

  it('returns undefined for unknown slugs and codes', () => {
    expect(getMunicipality('atlantis')).toBeUndefined();
    expect(getMunicipality('')).toBeUndefined();
    expect(getMunicipalityByCode('9999')).toBeUndefined();
  });

  it('puts every municipality in exactly one population group', () => {
    const groups = groupMunicipalities(all);
    const grouped = POPULATION_GROUP_IDS.flatMap((id) => groups[id].map((m) => m.code));
    expect(grouped).toHaveLength(290);
    expect(new Set(grouped).size).toBe(290);
    for (const id of POPULATION_GROUP_IDS) {
      for (const m of groups[id]) expect(populationGroup(m.population)).toBe(id);
    }
    // The largest municipality is a 'storstad'; within a group the order is by population.
    const largest = [...all].sort((a, b) => b.population - a.population)[0]!;
    expect(groups.major[0]).toBe(largest);
    for (const id of POPULATION_GROUP_IDS) {
      groups[id].forEach((m, i) => i > 0 && expect(m.population).toBeLessThanOrEqual(groups[id][i - 1]!.population));
    }
  });
});

describe('price areas of municipalities (docs/rules/postcodes-and-areas.md)', () => {
  it.each([
    ['Umeå', 'SE2'],
    ['Söderhamn', 'SE2'],
    ['Kalmar', 'SE4'],
    ['Varberg', 'SE3'],
    ['Piteå', 'SE1'],
    ['Kalix', 'SE1'],
    ['Luleå', 'SE1'],
    ['Tierp', 'SE3'],
    ['Växjö', 'SE4'],
    ['Stockholm', 'SE3'],
    ['Göteborg', 'SE3'],
    ['Malmö', 'SE4'],
    ['Sundsvall', 'SE2'],
    ['Östersund', 'SE2'],
    ['Gävle', 'SE3'],
    ['Gotland', 'SE3'],
    // The SE1/SE2 cut runs south of the Skellefteå grid area (docs/rules/postcodes-and-areas.md).
    ['Skellefteå', 'SE1'],
    ['Norsjö', 'SE1'],
    ['Malå', 'SE1'],
    ['Robertsfors', 'SE2'],
    // Border cases keep the area where most residents live.
    ['Sorsele', 'SE2'],
    ['Ockelbo', 'SE3'],
  ])('%s → %s', (name, area) => {
    expect(byName(name).priceArea).toBe(area);
  });

  it('whole counties map as docs/rules/postcodes-and-areas.md lists them', () => {
    const whole = Object.entries(COUNTY_PRICE_AREAS).filter(([, c]) => c.area !== 'split');
    for (const [, county] of whole) {
      const inCounty = all.filter((m) => m.county === county.name);
      expect(inCounty.length).toBeGreaterThan(0);
      expect(new Set(inCounty.map((m) => m.priceArea))).toEqual(new Set([county.area]));
    }
    expect(COUNTY_PRICE_AREAS['25']).toEqual({ name: 'Norrbottens län', area: 'SE1' });
    expect(COUNTY_PRICE_AREAS['12']?.area).toBe('SE4');
  });

  it('marks exactly Sorsele and Ockelbo as border cases, and their reasons say so', () => {
    const borderCases = Object.values(MUNICIPALITY_PRICE_AREAS).filter((d) => d.borderCase);
    expect(borderCases.map((d) => d.name).sort()).toEqual(['Ockelbo', 'Sorsele']);
    for (const d of borderCases) expect(d.reason).toMatch(/^Border case .*most residents/);
  });

  it('every split-county decision is what the data says, with a reason', () => {
    for (const [code, decision] of Object.entries(MUNICIPALITY_PRICE_AREAS)) {
      expect(getMunicipalityByCode(code)).toMatchObject({ name: decision.name, priceArea: decision.area });
      expect(decision.reason.length).toBeGreaterThan(10);
    }
  });
});

describe('postcodes.json and the compact lookup', () => {
  const lookup = getPostcodeAreaLookup();
  const allCodes = all.flatMap((m) => getPostalCodesForMunicipality(m.code).map((code) => ({ code, m })));

  it('holds the whole table: 15 463 unique codes, every municipality covered', () => {
    expect(allCodes).toHaveLength(15_463);
    expect(new Set(allCodes.map((c) => c.code)).size).toBe(15_463);
    expect(all.every((m) => getPostalCodesForMunicipality(m.code).length > 0)).toBe(true);
    expect(getPostalCodesForMunicipality('0180').slice(0, 2)).toEqual(['10004', '10012']);
    expect(getPostalCodesForMunicipality('9999')).toEqual([]);
  });

  it("resolves every postcode of the table to its municipality's area (lossless)", () => {
    const wrong = allCodes.filter(({ code, m }) => priceAreaForPostalCode(code, lookup) !== m.priceArea);
    expect(wrong).toEqual([]);
  });

  it('maps postal codes back to municipalities', () => {
    expect(getMunicipalityForPostalCode('100 04')?.name).toBe('Stockholm');
    expect(getMunicipalityForPostalCode('94101')?.name).toBe('Piteå');
    expect(getMunicipalityForPostalCode('00000')).toBeUndefined();
  });

  it.each([
    ['94101', 'Piteå', 'SE1'],
    ['94117', 'Piteå', 'SE1'],
    ['95200', 'Kalix', 'SE1'],
    ['95220', 'Kalix', 'SE1'],
    ['95421', 'Luleå', 'SE1'],
    ['81500', 'Tierp', 'SE3'],
    ['81504', 'Tierp', 'SE3'],
    ['35220', 'Växjö', 'SE4'],
    ['35227', 'Växjö', 'SE4'],
    ['39230', 'Kalmar', 'SE4'],
    ['39232', 'Kalmar', 'SE4'],
    ['90300', 'Umeå', 'SE2'],
    ['90302', 'Umeå', 'SE2'],
    ['82601', 'Söderhamn', 'SE2'],
    ['43200', 'Varberg', 'SE3'],
    ['93102', 'Skellefteå', 'SE1'],
    ['93501', 'Norsjö', 'SE1'],
    ['93920', 'Malå', 'SE1'],
  ])('%s (%s) → %s, also as typed with a space', (code, name, area) => {
    expect(getMunicipalityForPostalCode(code)?.name).toBe(name);
    expect(priceAreaForPostalCode(code, lookup)).toBe(area);
    expect(priceAreaForPostalCode(`${code.slice(0, 3)} ${code.slice(3)}`, lookup)).toBe(area);
  });

  it('fixes the seed rule where docs/rules/postcodes-and-areas.md says it is wrong', () => {
    for (const code of ['94101', '95200', '95421', '81500', '39230', '93102', '93501']) {
      expect(priceAreaForPostalCode(code, lookup)).not.toBe(priceAreaByPrefixRule(code));
    }
  });

  it('gives codes missing from the table their prefix area', () => {
    // 94100 is not in the table; 941 is Piteå's prefix.
    expect(allCodes.some((c) => c.code === '94100')).toBe(false);
    expect(priceAreaForPostalCode('94100', lookup)).toBe('SE1');
  });

  it('stays small enough to fetch on search (served minified)', () => {
    const served = JSON.stringify(lookup);
    expect(Buffer.byteLength(served)).toBeLessThan(8_000);
    expect(gzipSync(served).length).toBeLessThan(3_000);
  });
});
