/** @jest-environment node */
import { gzipSync } from 'node:zlib';

import { COUNTY_PRICE_AREAS } from '@/content/municipality-price-areas';
import { resolveCitySlug, searchCities, municipalityForPostcode } from '@/lib/cities/search';
import {
  getAllCities,
  getAreaOverviews,
  getCity,
  getCityGroups,
  getCityPage,
  getCitySearchIndex,
  getCitySpot,
  getCountyCount,
  getNearestCities,
  getPostcodeIndex,
  getPriceAreaReason,
} from '@/lib/content/cities';
import { getCityRoutes } from '@/lib/content/city-index';
import { getMonthlyAverages, getYearlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatMonthYear } from '@/lib/format';

// Reads only the committed content/data files.

const city = (slug: string) => {
  const found = getCity(slug);
  if (!found) throw new Error(`no city ${slug}`);
  return found;
};

describe('the 290 cities', () => {
  it('lists every municipality once, in 21 counties, with the route index agreeing', () => {
    expect(getAllCities()).toHaveLength(290);
    expect(getCountyCount()).toBe(21);
    expect(getCityRoutes().map((r) => r.path)).toEqual(getAllCities().map((c) => c.path));
  });

  it('has Malung-Sälen as worked by hand from the raw files', () => {
    // folkmangd_2024.csv row 2023: 10254. Svenska_kommuner_2017.csv row 2023: Land '4 084.89'.
    // municip_data22.csv row 2023: tax_base 209695, share0_19 0.19514…, share75_ 0.13515….
    // postal_to_municipality.csv: 21 codes; 782 ×12 (Malung), 780 ×9; lowest 782 code 78201.
    expect(city('malung-salen')).toMatchObject({
      code: '2023',
      name: 'Malung-Sälen',
      county: 'Dalarnas län',
      population: 10_254,
      populationRank: 212,
      landAreaKm2: 4084.89,
      densityPerKm2: 2.5,
      postcodeCount: 21,
      taxBase: 209_695,
      taxBaseRank: 160,
      share0to19: expect.closeTo(0.195146, 6),
      share75plus: expect.closeTo(0.135154, 6),
      comparePostcode: '78201',
      climateZone: 'II',
      reducedEnergyTax: true,
      group: 'village',
      priceArea: 'SE3',
    });
    expect(city('malung-salen').localities.map((l) => `${l.name} ${l.postcodes}`)).toEqual([
      'Malung 12',
      'Sälen 4',
      'Lima 1',
      'Rörbäcksnäs 1',
      'Sörsjön 1',
      'Transtrand 1',
      'Öje 1',
    ]);
  });

  it('ranks population and skattekraft among all 290', () => {
    expect(city('stockholm')).toMatchObject({ populationRank: 1, landAreaKm2: 187.16, densityPerKm2: 5319.4, taxBase: 312_725 });
    expect(city('goteborg').populationRank).toBe(2);
    // README: highest tax_base Danderyd 441 144, Lidingö 377 205, Täby 339 042.
    expect(city('danderyd')).toMatchObject({ taxBase: 441_144, taxBaseRank: 1 });
    expect(city('lidingo').taxBaseRank).toBe(2);
    expect(city('taby').taxBaseRank).toBe(3);
    expect(Math.max(...getAllCities().map((c) => c.populationRank))).toBe(290);
  });

  it('gives climate zones by county (decisions.md)', () => {
    expect(city('lulea').climateZone).toBe('I');
    expect(city('umea').climateZone).toBe('I');
    expect(city('ostersund').climateZone).toBe('I');
    expect(city('karlstad').climateZone).toBe('II');
    expect(city('stockholm').climateZone).toBe('III');
    expect(city('malmo').climateZone).toBe('IV');
    expect(city('varberg').climateZone).toBe('IV');
    expect(city('karlskrona').climateZone).toBe('IV');
  });

  it('groups by population 2024 without overlaps: 20 / 31 / 37 / 70 / 132', () => {
    const groups = getCityGroups();
    expect(groups.map((g) => [g.label, g.cities.length])).toEqual([
      ['Storstäder', 20],
      ['Större städer', 31],
      ['Mellanstora städer', 37],
      ['Mindre städer', 70],
      ['Mindre kommuner', 132],
    ]);
    expect(groups[0]?.cities[0]?.name).toBe('Stockholm');
  });

  it('links the nearest municipalities of the same county', () => {
    const near = getNearestCities(city('malung-salen'), 3);
    expect(near).toHaveLength(3);
    expect(near.every((c) => c.county === 'Dalarnas län')).toBe(true);
    expect(near[0]?.name).toBe('Vansbro');
    expect(getNearestCities(city('gotland'))).toEqual([]);
  });

  it('explains the price area in Swedish for every split-county municipality, and only there', () => {
    for (const c of getAllCities()) {
      const split = COUNTY_PRICE_AREAS[c.countyCode]?.area === 'split';
      expect({ slug: c.slug, hasReason: getPriceAreaReason(c) !== null }).toEqual({ slug: c.slug, hasReason: split });
    }
    expect(getPriceAreaReason(city('varberg'))).toMatch(/^Varberg Energi uppger/);
    expect(getPriceAreaReason(city('stockholm'))).toBeNull();
  });
});

describe('spot figures of an area', () => {
  it('takes the latest complete month, twelve months and three whole years against the national mean', () => {
    const spot = getCitySpot('SE3');
    const complete = getMonthlyAverages('SE3').filter((m) => !m.partial);
    const latest = complete.at(-1)!;
    expect(spot.latest).toMatchObject({ month: latest.month, label: formatMonthYear(latest.month), oreExVat: latest.avg });
    expect(spot.months).toEqual(complete.slice(-12));
    const fullYears = getYearlyAverages('SE3').filter((y) => !y.partial).slice(-3);
    expect(spot.years.map((y) => y.year)).toEqual(fullYears.map((y) => y.year));
    for (const year of spot.years) {
      // The plain mean of the four areas' yearly averages (not weighted by consumption).
      const all = PRICE_AREAS.map((area) => getYearlyAverages(area).find((y) => y.year === year.year)!.avg);
      expect(year.nationalMean).toBeCloseTo(all.reduce((sum, v) => sum + v, 0) / 4, 10);
      expect(year.difference).toBeCloseTo(year.areaAvg - year.nationalMean, 10);
    }
  });
});

describe('a city page', () => {
  it('is undefined for an unknown slug', () => {
    expect(getCityPage('atlantis')).toBeUndefined();
    expect(getCityPage('Stockholm')).toBeUndefined();
  });

  it('prices the three cheapest offers with the reduced energy tax in Malung-Sälen', () => {
    const page = getCityPage('malung-salen')!;
    expect(page.costs.energyTax).toMatchObject({ oreExVat: 26.4, oreInclVat: 33, reduced: true });
    expect(page.costs.levels.map((l) => l.annualKwh)).toEqual([2000, 5000, 20000]);
    for (const level of page.costs.levels) {
      expect(level.offers.length).toBe(3);
      for (const offer of level.offers) {
        expect(offer.totalOrePerKwh).toBeCloseTo(offer.jamforpris + 33, 5);
        expect(offer.taxKr).toBe((level.annualKwh * 33) / 100);
        expect(offer.totalKr).toBe(offer.supplyKr + offer.taxKr);
      }
    }
    // No offer in content/offers.ts has a fixed price, so there is no fixed link to an empty list.
    expect(page.compare).toEqual({
      postcode: '78201',
      variableHref: '/jamfor?postalCode=78201',
      fixedHref: null,
      noFixed: 'none',
    });
    expect(page.historyHref).toBe('/elpris-historik#SE3');
    expect(page.faq).toHaveLength(4);
    expect(page.meta.title).toBe('Elpris i Malung-Sälen – elområde SE3 och elavtal');
  });

  it('uses the full energy tax in Stockholm', () => {
    expect(getCityPage('stockholm')!.costs.energyTax).toMatchObject({ oreExVat: 36, oreInclVat: 45, reduced: false });
  });

  it('gives every municipality a unique title and a description of a useful length', () => {
    const titles = new Set<string>();
    for (const c of getAllCities()) {
      const { meta } = getCityPage(c.slug)!;
      titles.add(meta.title);
      expect(meta.description.length).toBeGreaterThanOrEqual(110);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    }
    expect(titles.size).toBe(290);
  });
});

describe('the browser search files', () => {
  const index = getCitySearchIndex();
  const postcodes = getPostcodeIndex();

  it("finds 'sal' and 'Sälen' as a visitor would", () => {
    expect(searchCities(index, 'sal').municipalities.map((m) => m.name)).toEqual(['Sala', 'Salem', 'Malung-Sälen']);
    expect(searchCities(index, 'Sälen').localities.map((l) => [l.name, l.municipalities.map((m) => m.name)])).toEqual([
      ['Sälen', ['Malung-Sälen']],
    ]);
  });

  it('resolves addresses typed by a person', () => {
    expect(resolveCitySlug(index, 'salen')).toEqual({ kind: 'locality', name: 'Sälen', slug: 'malung-salen' });
    expect(resolveCitySlug(index, 'malmo')).toEqual({ kind: 'municipality', slug: 'malmo' });
    // Hässelby: 25 codes in Stockholm, 11 in Ekerö → Stockholm holds the majority.
    expect(resolveCitySlug(index, 'hasselby')).toEqual({ kind: 'locality', name: 'Hässelby', slug: 'stockholm' });
    // Tving: one code in Karlskrona, one in Ronneby → a choice.
    expect(resolveCitySlug(index, 'tving')).toMatchObject({ kind: 'ambiguous', municipalities: [{ slug: 'karlskrona' }, { slug: 'ronneby' }] });
  });

  it('finds the municipality of every postcode in the table', () => {
    expect(municipalityForPostcode(index, postcodes, '78067')?.slug).toBe('malung-salen');
    expect(municipalityForPostcode(index, postcodes, '10004')?.slug).toBe('stockholm');
    const total = Object.values(postcodes).flat().reduce((sum, [, suffixes]) => sum + suffixes.length / 2, 0);
    expect(total).toBe(15_463);
  });

  it('carries the four areas for the fallback page', () => {
    expect(index.fallback.areas.map((a) => `${a.area} ${a.monthLabel}`)).toEqual(['SE1 mars 2026', 'SE2 mars 2026', 'SE3 mars 2026', 'SE4 mars 2026']);
    expect(getAreaOverviews().reduce((sum, a) => sum + a.municipalityCount, 0)).toBe(290);
  });

  it('stays small enough to fetch on demand', () => {
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThan(20_000);
    expect(gzipSync(JSON.stringify(postcodes)).length).toBeLessThan(15_000);
  });
});
