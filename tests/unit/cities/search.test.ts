/** @jest-environment node */
import fc from 'fast-check';

import {
  displayNameFromInput,
  isCitySearchIndex,
  looksLikePostcode,
  municipalityForPostcode,
  postcodeFromInput,
  resolveCitySlug,
  safeDecode,
  searchCities,
  searchKey,
  slugFromInput,
  type CitySearchIndex,
} from '@/lib/cities/search';

const index: CitySearchIndex = {
  m: [
    ['Sala', 'sala', 'Västmanlands län'],
    ['Salem', 'salem', 'Stockholms län'],
    ['Malung-Sälen', 'malung-salen', 'Dalarnas län'],
    ['Karlskrona', 'karlskrona', 'Blekinge län'],
    ['Ronneby', 'ronneby', 'Blekinge län'],
    ['Håbo', 'habo-uppsala', 'Uppsala län'],
    ['Habo', 'habo', 'Jönköpings län'],
    ['Stockholm', 'stockholm', 'Stockholms län'],
  ],
  o: [
    ['Sala', 0],
    ['Salbohed', 0],
    ['Sälen', 2],
    ['Tving', 3, 4],
    ['Hässelby', 7],
    ['Stockholm', 7],
  ],
  fallback: { areas: [], lead: 'x', postcodeLabel: 'x', postcodeButton: 'x', filterLabel: 'x', filterPlaceholder: 'x' },
};

describe('text normalisation', () => {
  it.each([
    ['Stockholm', 'stockholm'],
    ['malmö', 'malmo'],
    ['malm%C3%B6', 'malmo'],
    ['MALUNG-SÄLEN', 'malung-salen'],
    ['Upplands Väsby', 'upplands-vasby'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'script-alert-1-script'],
    ['<script>', 'script'],
    ['%00', ''],
    ['%E0%A4%A', 'e0-a4-a'],
    ['Café', 'cafe'],
    ['--å--', 'a'],
  ])('slugFromInput(%j) → %j', (raw, slug) => {
    expect(slugFromInput(raw)).toBe(slug);
  });

  it('never throws and always gives a slug or nothing, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const slug = slugFromInput(raw);
        expect(slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('cuts 300-character input', () => {
    expect(slugFromInput('a'.repeat(300))).toBe('a'.repeat(100));
  });

  it('decodes safely', () => {
    expect(safeDecode('%C3%A5')).toBe('å');
    expect(safeDecode('%')).toBe('%');
  });

  it.each([
    ['ny-ort', 'Ny Ort'],
    ['%C3%A5sby', 'Åsby'],
    ['<script>alert(1)</script>', 'Scriptalert1script'],
    ['%00', ''],
    ['STORA  BYN', 'Stora Byn'],
  ])('displayNameFromInput(%j) → %j', (raw, name) => {
    expect(displayNameFromInput(raw)).toBe(name);
  });

  it('shows at most 60 characters of a name', () => {
    expect(displayNameFromInput('x'.repeat(300)).length).toBe(60);
  });

  it('makes search keys of words', () => {
    expect(searchKey(' Upplands-Bro ')).toBe('upplands bro');
    expect(searchKey('Ödeshög')).toBe('odeshog');
  });
});

describe('searchCities', () => {
  it("finds Sala, Salem and Malung-Sälen for 'sal', whole-name matches first", () => {
    const result = searchCities(index, 'sal');
    expect(result.municipalities.map((m) => m.name)).toEqual(['Sala', 'Salem', 'Malung-Sälen']);
    // The postal town Sala only repeats its municipality's name and is left out.
    expect(result.localities.map((l) => l.name)).toEqual(['Salbohed', 'Sälen']);
  });

  it("finds the postal town 'Sälen' in Malung-Sälen, also typed without ä", () => {
    for (const query of ['Sälen', 'salen', ' SÄLEN ']) {
      const result = searchCities(index, query);
      expect(result.localities).toEqual([{ name: 'Sälen', municipalities: [{ name: 'Malung-Sälen', slug: 'malung-salen', county: 'Dalarnas län' }] }]);
    }
  });

  it('lists every municipality of a postal town without a majority', () => {
    expect(searchCities(index, 'tving').localities[0]?.municipalities.map((m) => m.slug)).toEqual(['karlskrona', 'ronneby']);
  });

  it('finds nothing for empty or unmatched input and respects the limit', () => {
    expect(searchCities(index, '   ')).toEqual({ municipalities: [], localities: [] });
    expect(searchCities(index, 'xyz')).toEqual({ municipalities: [], localities: [] });
    expect(searchCities(index, 'sal', 1).municipalities).toHaveLength(1);
  });

  it('matches the start of a word, not the middle', () => {
    expect(searchCities(index, 'lem').municipalities).toEqual([]);
  });
});

describe('resolveCitySlug', () => {
  it.each([
    ['stockholm', { kind: 'municipality', slug: 'stockholm' }],
    ['habo-uppsala', { kind: 'municipality', slug: 'habo-uppsala' }],
    ['salen', { kind: 'locality', name: 'Sälen', slug: 'malung-salen' }],
    ['hasselby', { kind: 'locality', name: 'Hässelby', slug: 'stockholm' }],
    ['atlantis', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%j → %j', (slug, resolution) => {
    expect(resolveCitySlug(index, slug)).toEqual(resolution);
  });

  it('offers a choice for a postal town shared without a majority', () => {
    expect(resolveCitySlug(index, 'tving')).toEqual({
      kind: 'ambiguous',
      name: 'Tving',
      municipalities: [
        { name: 'Karlskrona', slug: 'karlskrona', county: 'Blekinge län' },
        { name: 'Ronneby', slug: 'ronneby', county: 'Blekinge län' },
      ],
    });
  });
});

describe('postcodes', () => {
  const postcodes = { '780': [[2, '5067'] as [number, string]], '111': [[7, '2022'] as [number, string]] };

  it('reads five digits with or without the inner space', () => {
    expect(postcodeFromInput('780 67')).toBe('78067');
    expect(postcodeFromInput('78067')).toBe('78067');
    expect(postcodeFromInput('7806')).toBeNull();
    expect(postcodeFromInput('08067')).toBeNull();
  });

  it('tells digits on their way to a postcode from names', () => {
    expect(looksLikePostcode('780')).toBe(true);
    expect(looksLikePostcode('780 6')).toBe(true);
    expect(looksLikePostcode('sal')).toBe(false);
    expect(looksLikePostcode('780678')).toBe(false);
  });

  it('finds the municipality of a postcode in the table, and nothing for a code not in it', () => {
    expect(municipalityForPostcode(index, postcodes, '78067')?.slug).toBe('malung-salen');
    expect(municipalityForPostcode(index, postcodes, '78050')?.slug).toBe('malung-salen');
    expect(municipalityForPostcode(index, postcodes, '11120')?.slug).toBe('stockholm');
    expect(municipalityForPostcode(index, postcodes, '78068')).toBeUndefined();
    expect(municipalityForPostcode(index, postcodes, '99999')).toBeUndefined();
  });
});

describe('isCitySearchIndex', () => {
  it('accepts the file shape and refuses anything else', () => {
    expect(isCitySearchIndex(index)).toBe(true);
    expect(isCitySearchIndex(null)).toBe(false);
    expect(isCitySearchIndex({ m: [], o: [] })).toBe(false);
    expect(isCitySearchIndex('x')).toBe(false);
  });
});
