/** @jest-environment node */
import { gzipSync } from 'node:zlib';

import { COUNTY_PRICE_AREAS } from '@/content/municipality-price-areas';
import { getAreaOverviews } from '@/lib/cities/areas';
import { getAllCities, getCity, getCityGroups, getCountyCount, getNearestCities, type City } from '@/lib/cities/cities';
import { distanceKm } from '@/lib/cities/figures';
import { compareLinks, getCityPage, getCitySpot } from '@/lib/cities/page';
import { cityPath } from '@/lib/paths';
import { resolveCitySlug, searchCities, municipalityForPostcode } from '@/lib/cities/search';
import { getCitySearchIndex, getPostcodeIndex } from '@/lib/cities/search-index';
import { getMunicipalityFacts, getPriceAreaReason } from '@/lib/content/cities';
import { getAllMunicipalities, getAllPostalCodes, getMunicipality } from '@/lib/content/municipalities';
import { getAreaOffers, getAreaSource } from '@/lib/content/market';
import { getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { climateZoneFor } from '@/lib/domain/climate-zone';
import { roundKr } from '@/lib/domain/cost-arithmetic';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { POPULATION_GROUPS, populationGroup } from '@/lib/domain/municipalities';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatMonthYear } from '@/lib/format';
import { yearlyCostKr } from '@/lib/market/cost';
import { TYPE_GROUP_OF } from '@/lib/market/offer';

/**
 * The City model (lib/cities/cities.ts), the page model (lib/cities/page.ts) and the browser's
 * search files (lib/cities/search-index.ts) over the committed data: relations, so a data refresh
 * breaks nothing here. The arithmetic has literal cases on fixtures beside this file (figures,
 * costs, faq, search) and the imports theirs in tests/unit/content.
 */

const city = (slug: string) => {
  const found = getCity(slug);
  if (!found) throw new Error(`no city ${slug}`);
  return found;
};

describe('the cities', () => {
  it('are the municipalities of the data, each with its facts', () => {
    const municipalities = getAllMunicipalities();
    expect(getAllCities().map((c) => c.code)).toEqual(municipalities.map((m) => m.code));
    for (const c of getAllCities()) {
      const m = getMunicipality(c.slug)!;
      const facts = getMunicipalityFacts(c.code);
      expect(c).toMatchObject({ name: m.name, county: m.county, population: m.population, priceArea: m.priceArea, path: cityPath(c.slug) });
      expect(c).toMatchObject({
        landAreaKm2: facts.landAreaKm2,
        postcodeCount: facts.postcodeCount,
        taxBase: facts.taxBase,
        share0to19: facts.share0to19,
        share75plus: facts.share75plus,
        comparePostcode: facts.comparePostcode,
        countyCode: c.code.slice(0, 2),
        climateZone: climateZoneFor(c.code),
        reducedEnergyTax: energyTaxRate(c.code).reduced,
        group: populationGroup(c.population),
      });
      expect(c.densityPerKm2).toBeCloseTo(c.population / c.landAreaKm2, 10);
      expect(c.localities.map((l) => [l.name, l.postcodes])).toEqual(facts.localities);
    }
    expect(getCountyCount()).toBe(new Set(municipalities.map((m) => m.code.slice(0, 2))).size);
  });

  it('rank population and skattekraft among all, the largest first', () => {
    const cities = getAllCities();
    for (const key of ['population', 'taxBase'] as const) {
      const rank = key === 'population' ? 'populationRank' : 'taxBaseRank';
      const sorted = [...cities].sort((a, b) => a[rank] - b[rank]);
      expect(sorted[0]![rank]).toBe(1);
      expect(sorted[0]![key]).toBe(Math.max(...cities.map((c) => c[key])));
      sorted.forEach((c, i) => {
        if (i > 0) expect(c[key]).toBeLessThanOrEqual(sorted[i - 1]![key]);
        // Equal values share a rank; otherwise the rank is the place in the list.
        expect(c[rank]).toBe(i > 0 && c[key] === sorted[i - 1]![key] ? sorted[i - 1]![rank] : i + 1);
      });
    }
  });

  it('fall into the /stader groups without overlaps, each group by population', () => {
    const groups = getCityGroups();
    expect(groups.map((g) => g.id)).toEqual(POPULATION_GROUPS.map((g) => g.id));
    expect(groups.reduce((sum, g) => sum + g.cities.length, 0)).toBe(getAllCities().length);
    for (const group of groups) {
      for (const [i, c] of group.cities.entries()) {
        expect(c.group).toBe(group.id);
        if (i > 0) expect(c.population).toBeLessThanOrEqual(group.cities[i - 1]!.population);
      }
    }
  });

  it('link the nearest municipalities of the same county, nearest first', () => {
    for (const slug of ['malung-salen', 'stockholm', 'kiruna']) {
      const self = city(slug);
      const near = getNearestCities(self, 3);
      expect(near.length).toBeLessThanOrEqual(3);
      expect(near.every((c) => c.countyCode === self.countyCode && c.slug !== slug)).toBe(true);
      const distance = (c: City) => distanceKm(getMunicipalityFacts(self.code), getMunicipalityFacts(c.code));
      near.forEach((c, i) => i > 0 && expect(distance(c)).toBeGreaterThanOrEqual(distance(near[i - 1]!)));
    }
    // Gotland is a county of one municipality.
    expect(getNearestCities(city('gotland'))).toEqual([]);
  });

  it('explain the price area in Swedish for every split-county municipality, and only there', () => {
    for (const c of getAllCities()) {
      const split = COUNTY_PRICE_AREAS[c.countyCode]?.area === 'split';
      expect({ slug: c.slug, hasReason: getPriceAreaReason(c.code) !== null }).toEqual({ slug: c.slug, hasReason: split });
    }
    expect(getPriceAreaReason(city('varberg').code)).toMatch(/^Varberg Energi uppger/);
    expect(getPriceAreaReason(city('stockholm').code)).toBeNull();
  });
});

describe('spot figures of an area', () => {
  it('takes the latest complete month, twelve months and three whole years against the national mean', () => {
    const spot = getCitySpot('SE3');
    const complete = getMonthlyAverages('SE3').filter((m) => !m.partial);
    const latest = complete.at(-1)!;
    expect(spot.latest).toMatchObject({ month: latest.month, label: formatMonthYear(latest.month), oreExVat: latest.avg });
    expect(spot.months).toEqual(complete.slice(-12));
    const fullYears = getYearlyAverages('SE3')
      .filter((y) => !y.partial)
      .slice(-3);
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

  it.each(['malung-salen', 'stockholm', 'kiruna'])('%s: prices the cheapest offer of each type group in its area with its own energy tax', (slug) => {
    const page = getCityPage(slug)!;
    const tax = energyTaxRate(page.city.code);
    const areaOffers = getAreaOffers(page.city.priceArea);
    expect(page.costs.energyTax).toEqual(tax);
    expect(page.costs.fullEnergyTax).toEqual(energyTaxRate());
    expect(page.costs.source).toEqual(getAreaSource(page.city.priceArea));
    expect(page.costs.offerCount).toBe(areaOffers.length);
    expect(page.costs.levels.map((l) => l.annualKwh)).toEqual([2000, 5000, 20000]);
    const groups = new Set(areaOffers.map((offer) => TYPE_GROUP_OF[offer.type]));
    for (const level of page.costs.levels) {
      expect(new Set(level.offers.map((offer) => offer.group))).toEqual(groups);
      level.offers.forEach((offer, i) => {
        // Every shown offer is of the area, and no offer of its group costs less at this consumption.
        const shown = areaOffers.find((o) => o.id === offer.id)!;
        expect(shown.area).toBe(page.city.priceArea);
        for (const other of areaOffers.filter((o) => TYPE_GROUP_OF[o.type] === offer.group)) {
          expect(roundKr(yearlyCostKr(other, level.annualKwh))).toBeGreaterThanOrEqual(offer.supplyKr);
        }
        expect(offer.totalOrePerKwh).toBeCloseTo(offer.jamforpris + tax.oreInclVat, 1);
        expect(offer.taxKr).toBe(Math.round((level.annualKwh * tax.oreInclVat) / 100));
        expect(offer.totalKr).toBe(offer.supplyKr + offer.taxKr);
        if (i > 0) expect(offer.totalKr).toBeGreaterThanOrEqual(level.offers[i - 1]!.totalKr);
      });
    }
    expect(page.compare).toEqual(compareLinks(page.city.comparePostcode, page.city.priceArea));
    expect(page.compare.variableHref).toBe(`/jamfor?postalCode=${page.city.comparePostcode}&type=rorligt`);
    expect(page.historyHref).toBe(`/elpris-historik#${page.city.priceArea}`);
    expect(page.faq).toHaveLength(4);
    expect(page.meta.title).toBe(`Elpris i ${page.city.name} – elområde ${page.city.priceArea} och elavtal`);
  });

  it('gives every municipality a unique title and a description of a useful length', () => {
    const titles = new Set<string>();
    for (const c of getAllCities()) {
      const { meta } = getCityPage(c.slug)!;
      titles.add(meta.title);
      expect(meta.description.length).toBeGreaterThanOrEqual(110);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    }
    expect(titles.size).toBe(getAllCities().length);
  });
});

describe('the browser search files', () => {
  const index = getCitySearchIndex();
  const postcodes = getPostcodeIndex();

  it("finds 'sal' and 'Sälen' as a visitor would", () => {
    expect(searchCities(index, 'sal').municipalities.map((m) => m.name)).toEqual(['Sala', 'Salem', 'Malung-Sälen']);
    expect(searchCities(index, 'Sälen').localities.map((l) => [l.name, l.municipalities.map((m) => m.name)])).toEqual([['Sälen', ['Malung-Sälen']]]);
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
    const total = Object.values(postcodes)
      .flat()
      .reduce((sum, [, suffixes]) => sum + suffixes.length / 2, 0);
    expect(total).toBe(getAllPostalCodes().length);
  });

  it('carries the four areas for the fallback page', () => {
    expect(index.fallback.areas.map((a) => `${a.area} ${a.monthLabel}`)).toEqual(
      PRICE_AREAS.map((area) => `${area} ${getSpotDataDates().latestFullMonthLabel}`),
    );
    expect(getAreaOverviews().reduce((sum, a) => sum + a.municipalityCount, 0)).toBe(getAllCities().length);
  });

  it('stays small enough to fetch on demand', () => {
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThan(20_000);
    expect(gzipSync(JSON.stringify(postcodes)).length).toBeLessThan(15_000);
  });
});
