/** @jest-environment node */
import { getAreaOffers, getAreaSource, getAreaSources, getMarketOffers } from '@/lib/content/market';
import { median, quantile } from '@/lib/domain/statistics';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatDate } from '@/lib/format';
import { newestSourceDate } from '@/lib/market/basis';
import { feeKrPerMonthInclVat } from '@/lib/market/cost';
import { isRenewable, TYPE_GROUP_OF } from '@/lib/market/offer';
import { addedOrePerKwh, areaAddedMedian, areaAddedMedians, variableTermsSpread, variableTermsText } from '@/lib/market/spread';

import { MARKET, SOURCES, TIBBER_SE3, offer } from './fixtures';

const NB = '\u00A0';

describe('quantile', () => {
  it('interpolates between the nearest ranks, the median at 0,5, and refuses nonsense', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(1.75);
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3.25);
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(median([4, 1, 3, 2]));
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
    expect(() => quantile([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('what variable offers add to the spot price', () => {
  // Four variable offers of the fixtures (Tibber, Alfa, Beta, Åre) plus two fixed and one mixed.
  it('is påslag plus rörliga kostnader, the two ways suppliers report it', () => {
    expect(addedOrePerKwh(TIBBER_SE3)).toBeCloseTo(9.28, 10); // 6,00 + 3,28
  });

  it('takes the middle half of variable offers only, worked by hand', () => {
    const spread = variableTermsSpread(MARKET);
    // Added: Alfa 1, Beta 5, Åre 5, Tibber 9,28 → 25th percentile 1 + 0,75 × 4 = 4, 75th 5 + 0,25 × 4,28 = 6,07.
    expect(spread.offerCount).toBe(4);
    expect(spread.addedOre.low).toBeCloseTo(4, 10);
    expect(spread.addedOre.high).toBeCloseTo(6.07, 10);
    // Fees per month incl. VAT: Beta 0, Åre 0, Tibber 49, Alfa 30 × 20 × 1,25 / 12 = 62,5 → 0 and 52,375.
    expect(spread.feeKrPerMonth).toEqual({ low: 0, high: 52.375 });
    expect(variableTermsText(spread, '2026-07-25')).toBe(
      `Bland de 4 rörliga avtal som Elpriskollen (Energimarknadsinspektionen) visade i juli 2026 lade hälften till mellan 4,0 och 6,1${NB}öre/kWh exkl. moms ` +
        `i påslag och rörliga kostnader, och hälften hade en fast avgift mellan 0 och 52${NB}kr i månaden inkl. moms.`,
    );
    expect(() => variableTermsSpread(MARKET.filter((o) => TYPE_GROUP_OF[o.type] !== 'rorligt'))).toThrow(/No variable offers/);
  });

  it("gives /elpris-just-nu the median of the area's variable offers, with what it is, its source and date", () => {
    expect(areaAddedMedian(MARKET, SOURCES.SE3)).toEqual({
      // 1, 5, 5, 9,28 → (5 + 5) / 2.
      oreExVat: 5,
      offerCount: 4,
      description: 'medianen av påslag och rörliga kostnader för 4 rörliga avtal i SE3 enligt Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026',
    });
    const north = [offer({ area: 'SE1', supplierSlug: 'n', supplierName: 'Norr', product: 'Kvart', type: 'kvartspris', markupOre: 2, variableCostsOre: 1.5 })];
    const medians = areaAddedMedians([...MARKET, ...north], SOURCES, PRICE_AREAS);
    expect(Object.keys(medians.rorligt)).toEqual(['SE1', 'SE3']);
    expect(medians.rorligt.SE1?.oreExVat).toBe(3.5);
    // Renewable only: Tibber has nuclear, Beta wind only, Åre states none, Alfa water (the fixture's default).
    expect(medians.miljo.SE3).toMatchObject({ oreExVat: 3, offerCount: 2 });
    expect(medians.miljo.SE3?.description).toContain('2 rörliga avtal med enbart förnybart ursprung i SE3');
    expect(areaAddedMedian(MARKET, SOURCES.SE2)).toBeNull();
  });
});

describe('over the bundled catalogue', () => {
  it('the middle half lies inside the range of the variable offers, low ≤ high', () => {
    const offers = getMarketOffers();
    const variable = offers.filter((o) => TYPE_GROUP_OF[o.type] === 'rorligt');
    const spread = variableTermsSpread(offers);
    expect(spread.offerCount).toBe(variable.length);
    const added = variable.map(addedOrePerKwh);
    expect(spread.addedOre.low).toBeGreaterThanOrEqual(Math.min(...added));
    expect(spread.addedOre.high).toBeLessThanOrEqual(Math.max(...added));
    expect(spread.addedOre.low).toBeLessThanOrEqual(spread.addedOre.high);
    const fees = variable.map(feeKrPerMonthInclVat);
    expect(spread.feeKrPerMonth.low).toBeGreaterThanOrEqual(Math.min(...fees));
    expect(spread.feeKrPerMonth.high).toBeLessThanOrEqual(Math.max(...fees));
    // At least a quarter of the offers on each side of the middle half.
    expect(added.filter((v) => v <= spread.addedOre.low).length).toBeGreaterThanOrEqual(variable.length / 4);
    expect(added.filter((v) => v >= spread.addedOre.high).length).toBeGreaterThanOrEqual(variable.length / 4);
  });

  it('every area has a typical påslag for variable and for renewable variable offers, dated by its own scrape', () => {
    const medians = areaAddedMedians(getMarketOffers(), getAreaSources(), PRICE_AREAS);
    for (const area of PRICE_AREAS) {
      const variable = getAreaOffers(area).filter((o) => TYPE_GROUP_OF[o.type] === 'rorligt');
      expect(medians.rorligt[area]).toMatchObject({ oreExVat: median(variable.map(addedOrePerKwh)), offerCount: variable.length });
      expect(medians.miljo[area]?.offerCount).toBe(variable.filter((o) => isRenewable(o.origins)).length);
      expect(medians.rorligt[area]?.description).toContain(
        `i ${area} enligt Elpriskollen (Energimarknadsinspektionen), hämtat ${formatDate(getAreaSource(area).date)}`,
      );
    }
    expect(PRICE_AREAS.map((area) => getAreaSource(area).date)).toContain(newestSourceDate(getAreaSources()));
  });
});
