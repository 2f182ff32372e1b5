import fc from 'fast-check';
import { annualCost, jamforpris, jamforprisAtAnnualConsumption, jamforprisTable, monthlyCost, roundKr, roundOre } from '@/lib/domain/cost-arithmetic';

describe('cost formulas (docs/rules/cost-model.md)', () => {
  it('monthly cost is price × kWh / 100 + fee', () => {
    expect(monthlyCost(100, 2000, 49)).toBe(2049);
    expect(monthlyCost(85.4, 1500, 39)).toBeCloseTo(1320, 10);
  });

  it('annual cost is twelve monthly costs', () => {
    expect(annualCost(100, 2000, 49)).toBe(24588);
  });

  it('a month without consumption costs the fee', () => {
    expect(monthlyCost(100, 0, 49)).toBe(49);
  });

  it('jämförpris is the monthly cost per kWh in öre, fee included', () => {
    expect(jamforpris(100, 49, 2000)).toBeCloseTo(102.45, 10);
    expect(jamforpris(80, 0, 1000)).toBe(80);
  });

  it('jämförpris at an annual consumption spreads the fee over a twelfth of it', () => {
    // 49 kr × 12 = 588 kr a year; over 2 000 kWh that is 29,4 öre/kWh on top of the price.
    expect(jamforprisAtAnnualConsumption(100, 49, 2000)).toBeCloseTo(129.4, 10);
    expect(jamforprisAtAnnualConsumption(100, 49, 5000)).toBeCloseTo(111.76, 10);
    expect(jamforprisAtAnnualConsumption(100, 49, 20000)).toBeCloseTo(102.94, 10);
  });

  it('states jämförpris at 2 000, 5 000 and 20 000 kWh per year, rounded to one decimal', () => {
    expect(jamforprisTable(100, 49)).toEqual([
      { annualKwh: 2000, orePerKwh: 129.4 },
      { annualKwh: 5000, orePerKwh: 111.8 },
      { annualKwh: 20000, orePerKwh: 102.9 },
    ]);
  });

  it('rejects consumption that is not a number, negative, or zero where a per-kWh price is asked', () => {
    expect(() => monthlyCost(100, Number.NaN, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, -1, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, Number.POSITIVE_INFINITY, 49)).toThrow(RangeError);
    expect(() => annualCost(100, -100, 49)).toThrow(RangeError);
    expect(() => jamforpris(100, 49, 0)).toThrow(RangeError);
    expect(() => jamforpris(100, 49, Number.NaN)).toThrow(RangeError);
    expect(() => jamforprisAtAnnualConsumption(100, 49, 0)).toThrow(RangeError);
  });

  it('rejects a price or fee that is not a finite number, and a negative fee', () => {
    expect(() => monthlyCost(Number.NaN, 2000, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, 2000, Number.NaN)).toThrow(RangeError);
    expect(() => monthlyCost(100, 2000, -1)).toThrow(RangeError);
    expect(() => jamforpris(100, -1, 2000)).toThrow(RangeError);
  });
});

describe('display rounding', () => {
  it('rounds costs to whole kronor, halves up', () => {
    expect(roundKr(2049.4)).toBe(2049);
    expect(roundKr(2049.5)).toBe(2050);
    expect(roundKr(24587.99)).toBe(24588);
  });

  it('rounds öre to one decimal as the value is written, despite float noise', () => {
    expect(roundOre(102.45)).toBe(102.5);
    expect(roundOre((2049 / 2000) * 100)).toBe(102.5);
    expect(roundOre(102.44)).toBe(102.4);
    expect(roundOre(1.05)).toBe(1.1);
    expect(roundOre(111.76)).toBe(111.8);
  });

  it('never yields negative zero', () => {
    expect(Object.is(roundKr(-0.2), 0)).toBe(true);
    expect(Object.is(roundOre(-0.01), 0)).toBe(true);
  });
});

describe('cost model properties', () => {
  const price = fc.double({ min: 0, max: 1000, noNaN: true });
  const fee = fc.double({ min: 0, max: 500, noNaN: true });
  const kwh = fc.double({ min: 0, max: 100000, noNaN: true });
  const positiveKwh = fc.double({ min: 1, max: 100000, noNaN: true });

  it('monthly cost never falls when consumption rises', () => {
    fc.assert(
      fc.property(price, fee, kwh, kwh, (p, f, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyCost(p, low, f)).toBeLessThanOrEqual(monthlyCost(p, high, f));
      }),
    );
  });

  it('jämförpris is never below the price per kWh', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        expect(jamforpris(p, f, k)).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('jämförpris times consumption gives back the monthly cost', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        expect((jamforpris(p, f, k) * k) / 100).toBeCloseTo(monthlyCost(p, k, f), 6);
      }),
    );
  });

  it('never returns NaN for valid input', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        for (const value of [monthlyCost(p, k, f), annualCost(p, k, f), jamforpris(p, f, k)]) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });
});
