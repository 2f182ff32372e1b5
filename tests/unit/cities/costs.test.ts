/** @jest-environment node */
import { cityCostLevels, type CostableOffer } from '@/lib/cities/costs';

const offer = (id: string, pricePerKwh: number, monthlyFee: number, extra: Partial<CostableOffer> = {}): CostableOffer => ({
  id,
  providerSlug: id,
  supplier: id.toUpperCase(),
  name: 'Rörligt',
  contractType: 'rorligt',
  spotMonth: '2026-03',
  pricePerKwh,
  monthlyFee,
  ...extra,
});

describe('cityCostLevels', () => {
  // A: 80 öre + 0 kr; B: 70 öre + 50 kr; C: 75 öre + 15 kr; D: 90 öre + 0 kr (monthly costs rounded to kr rank them).
  const offers = [offer('a', 80, 0), offer('b', 70, 50), offer('c', 75, 15), offer('d', 90, 0, { contractType: 'fast', spotMonth: null })];

  it('ranks by cost at each consumption and keeps the three cheapest', () => {
    const levels = cityCostLevels(offers, 45);
    expect(levels.map((l) => [l.annualKwh, l.label, l.offers.map((o) => o.id)])).toEqual([
      // 2 000 kWh per month: A 133 kr, C 140 kr, D 150 kr, B 167 kr.
      [2000, 'Lägenhet', ['a', 'c', 'd']],
      // 5 000 kWh: C 328 (327,5), A 333, B 342, D 375.
      [5000, 'Hus utan elvärme', ['c', 'a', 'b']],
      // 20 000 kWh: B 1 217, C 1 265, A 1 333, D 1 500.
      [20000, 'Hus med elvärme', ['b', 'c', 'a']],
    ]);
  });

  it('adds the energy tax per kWh and per year, worked by hand', () => {
    const [apartment, , house] = cityCostLevels(offers, 45);
    // C at 2 000 kWh: 75 + 15 × 100 / (2 000 / 12) = 75 + 9 = 84,0 öre; + 45 = 129,0 öre;
    // 12 × 140 kr = 1 680 kr; tax 2 000 × 45 / 100 = 900 kr.
    expect(apartment?.offers[1]).toEqual({
      id: 'c',
      providerSlug: 'c',
      supplier: 'C',
      name: 'Rörligt',
      contractType: 'rorligt',
      contractTypeLabel: 'Rörligt pris',
      jamforpris: 84,
      totalOrePerKwh: 129,
      supplyKr: 1680,
      taxKr: 900,
      totalKr: 2580,
    });
    // B at 20 000 kWh: 70 + 50 × 100 / 1 666,67 = 73,0 öre; 14 000 + 600 = 14 600 kr; tax 9 000 kr.
    expect(house?.offers[0]).toMatchObject({ id: 'b', jamforpris: 73, totalOrePerKwh: 118, supplyKr: 14600, taxKr: 9000, totalKr: 23600 });
  });

  it('uses the reduced rate when given it (33,0 öre incl. VAT)', () => {
    const [apartment] = cityCostLevels(offers, 33);
    expect(apartment?.offers[0]).toMatchObject({ id: 'a', totalOrePerKwh: 113, taxKr: 660, totalKr: 2260 });
  });

  it('shows fewer rows when the area has fewer offers, and none for none', () => {
    expect(cityCostLevels([offers[0]!], 45).map((l) => l.offers.length)).toEqual([1, 1, 1]);
    expect(cityCostLevels([], 45).map((l) => l.offers.length)).toEqual([0, 0, 0]);
  });
});
