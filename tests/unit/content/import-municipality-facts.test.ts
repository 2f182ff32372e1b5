/** @jest-environment node */
import { parseCsv } from '@/scripts/lib/csv';
import {
  FACT_OUTPUT_FILES,
  combineMunicipalityFacts,
  landAreas,
  median,
  medianCoordinates,
  parseSpacedDecimal,
  postcodeFacts,
  regressionFacts,
} from '@/scripts/lib/build-municipality-facts';

// Small fixtures in the raw files' own formats (shared/data/raw/README.md), two municipalities.
const LAND_AREA = `Kod,Kommun,Län,Folkmängd,Area,Land,Sjö,Hav,Täthet
0114,Upplands Väsby kommun,Stockholms län,43 891,83.82,75.01,4.84,0.00,585.14
2023,Malung-Sälens kommun,Dalarnas län,10 091,4 312.50,4 084.89,227.61,0.00,2.47`;

const REGRESSION = `municip_code,municip_name,county_code,year,pop,share0_19,share75_,tax_base
114,Upplands Väsby,1,2022,47820,0.2519866164784609,0.08182768716018403,243166
2023,Malung-Sälen,20,2022,10100,0.19514582110001957,0.135153650420826,209695`;

const COORDINATES = `\uFEFFPostnummer,Ort,KnNamn,KnKod,LnNamn,Latitude,Longitude,Google-maps
19402,Upplands Väsby,UPPLANDS VÄSBY,0114,Stockholms län,59.5,17.9,"https://www.google.se/maps/@59.5,17.9,12z"
19404,Upplands Väsby,UPPLANDS VÄSBY,0114,Stockholms län,59.6,18.0,"https://www.google.se/maps/@59.6,18.0,12z"
78231,Malung,MALUNG-SÄLEN,2023,Dalarnas län,60.68,13.72,"x"
78232,Malung,MALUNG-SÄLEN,2023,Dalarnas län,60.70,13.70,"x"
78067,Sälen,MALUNG-SÄLEN,2023,Dalarnas län,61.16,13.26,"x"`;

const POSTCODES = `postal_code,locality,municipality_code,municipality_name
19402,Upplands Väsby,0114,Upplands Väsby kommun
19404,Upplands Väsby,0114,Upplands Väsby kommun
78231,Malung,2023,Malung-Sälens kommun
78232,Malung,2023,Malung-Sälens kommun
78067,Sälen,2023,Malung-Sälens kommun
78069,Sälen,2023,Malung-Sälens kommun
78050,Vansbro,2023,Malung-Sälens kommun`;

const sources = {
  landArea: parseCsv(LAND_AREA),
  regression: parseCsv(REGRESSION),
  coordinates: parseCsv(COORDINATES),
  postcodes: parseCsv(POSTCODES),
};

describe('number helpers', () => {
  it.each([
    ['4 084.89', 4084.89],
    ['75.01', 75.01],
    ['1\u00A0234', 1234],
  ])('parseSpacedDecimal(%j) → %d', (text, value) => {
    expect(parseSpacedDecimal(text)).toBe(value);
  });

  it('refuses text that is not a number', () => {
    expect(() => parseSpacedDecimal('')).toThrow(/Not a number/);
    expect(() => parseSpacedDecimal('4,5')).toThrow(/Not a number/);
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('the sources, one by one', () => {
  it('reads land areas with space thousands separators', () => {
    expect(Object.fromEntries(landAreas(sources.landArea))).toEqual({ '0114': 75.01, '2023': 4084.89 });
  });

  it('pads the regression codes and keeps the shares as the file gives them (rounded once, where shown)', () => {
    expect(regressionFacts(sources.regression).get('0114')).toEqual({
      taxBase: 243166,
      share0to19: 0.2519866164784609,
      share75plus: 0.08182768716018403,
    });
    expect(regressionFacts(sources.regression).get('2023')).toEqual({
      taxBase: 209695,
      share0to19: 0.19514582110001957,
      share75plus: 0.135153650420826,
    });
  });

  it('refuses a regression row of another year', () => {
    const rows = parseCsv(REGRESSION.replace('2022,47820', '2021,47820'));
    expect(() => regressionFacts(rows)).toThrow(/year 2021/);
  });

  it('takes the median postcode point (BOM and quoted fields in the file)', () => {
    expect(medianCoordinates(sources.coordinates).get('0114')).toEqual({ lat: 59.55, lon: 17.95 });
    expect(medianCoordinates(sources.coordinates).get('2023')).toEqual({ lat: 60.7, lon: 13.7 });
  });

  it('counts postcodes, ranks postal towns and picks the /jamfor postcode', () => {
    const { byMunicipality, localities } = postcodeFacts(sources.postcodes);
    // Prefixes of Malung-Sälen: 782 ×2, 780 ×3 → 780, lowest code 78050.
    expect(byMunicipality.get('2023')).toEqual({
      postcodeCount: 5,
      localities: [
        ['Malung', 2],
        ['Sälen', 2],
        ['Vansbro', 1],
      ],
      comparePostcode: '78050',
    });
    expect(byMunicipality.get('0114')?.comparePostcode).toBe('19402');
    expect(localities).toEqual({ 'Upplands Väsby': { '0114': 2 }, Malung: { '2023': 2 }, Sälen: { '2023': 2 }, Vansbro: { '2023': 1 } });
  });

  it('breaks a tie between prefixes towards the lower prefix', () => {
    const rows = parseCsv(`postal_code,locality,municipality_code,municipality_name
78299,A,2023,X
78100,A,2023,X`);
    expect(postcodeFacts(rows).byMunicipality.get('2023')?.comparePostcode).toBe('78100');
  });

  it('keeps at most eight postal towns', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `${78100 + i},Ort ${String.fromCharCode(65 + i)},2023,X`);
    const rows = parseCsv(`postal_code,locality,municipality_code,municipality_name\n${lines.join('\n')}`);
    const towns = postcodeFacts(rows)
      .byMunicipality.get('2023')
      ?.localities.map(([name]) => name);
    expect(towns).toEqual(['Ort A', 'Ort B', 'Ort C', 'Ort D', 'Ort E', 'Ort F', 'Ort G', 'Ort H']);
  });
});

describe('combineMunicipalityFacts', () => {
  it('joins the sources on the SCB code into deterministic JSON', () => {
    const data = combineMunicipalityFacts(sources, ['2023', '0114']);
    expect(data.facts['2023']).toEqual({
      landAreaKm2: 4084.89,
      postcodeCount: 5,
      localities: [
        ['Malung', 2],
        ['Sälen', 2],
        ['Vansbro', 1],
      ],
      taxBase: 209695,
      share0to19: 0.19514582110001957,
      share75plus: 0.135153650420826,
      lat: 60.7,
      lon: 13.7,
      comparePostcode: '78050',
    });
    const json = data.files[FACT_OUTPUT_FILES.facts];
    expect(json.split('\n')[1]).toMatch(/^"0114":\{"comparePostcode":"19402","landAreaKm2":75.01,/);
    expect(combineMunicipalityFacts(sources, ['0114', '2023']).files).toEqual(data.files);
  });

  it('fails when a source misses a municipality or names an unknown one', () => {
    expect(() => combineMunicipalityFacts(sources, ['0114'])).toThrow(/unknown municipality 2023/);
    expect(() => combineMunicipalityFacts(sources, ['0114', '2023', '0180'])).toThrow(/no row for 0180/);
  });
});
