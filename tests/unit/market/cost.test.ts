import {
  energyOrePerKwh,
  feeKrPerMonthInclVat,
  feeKrPerYear,
  jamforprisOre,
  jamforprisTable,
  monthlyCostKr,
  offerCost,
  pricePerKwhInclVat,
  supplyPrices,
  yearlyCostKr,
} from '@/lib/market/cost';

import { GOTEBORG_FIXED_SE3, TIBBER_SE3, VARNAMO_MIXED_SE3 } from './fixtures';

/**
 * The one cost model of docs/rules/cost-model.md on three rows of Elpriskollen's SE3 file
 * (2026-07-25): a variable, a fixed and a mixed offer, worked out by hand.
 */

describe('the parts', () => {
  it('spreads the fixed element over 2 000 kWh: fee per year = element × 20', () => {
    expect(feeKrPerYear(TIBBER_SE3)).toBeCloseTo(470.4, 10);
    expect(feeKrPerYear(GOTEBORG_FIXED_SE3)).toBeCloseTo(432, 10);
  });

  it('adds fixed price, assumed spot, påslag and rörliga kostnader for the energy price', () => {
    // 0 + 77,98 + 6,00 + 3,28
    expect(energyOrePerKwh(TIBBER_SE3)).toBeCloseTo(87.26, 10);
    // 114,50, no spot part
    expect(energyOrePerKwh(GOTEBORG_FIXED_SE3)).toBeCloseTo(114.5, 10);
    // 43,00 + 38,99 (half of 77,98) + 1,35 + 3,62
    expect(energyOrePerKwh(VARNAMO_MIXED_SE3)).toBeCloseTo(86.96, 10);
  });

  it("shows Tibber's fee as 49,00 kr per month incl. VAT (Elpriskollen's own figure)", () => {
    expect(feeKrPerMonthInclVat(TIBBER_SE3)).toBeCloseTo(49, 10);
    expect(pricePerKwhInclVat(TIBBER_SE3)).toBeCloseTo(109.075, 10);
  });
});

describe('yearly cost, monthly cost and jämförpris', () => {
  it.each([
    // 1,25 × (470,40 + 87,26 × kWh / 100)
    ['Tibber kvartspris', TIBBER_SE3, 2000, 2769.5, 138.475],
    ['Tibber kvartspris', TIBBER_SE3, 5000, 6041.75, 120.835],
    ['Tibber kvartspris', TIBBER_SE3, 20000, 22403, 112.015],
    // 1,25 × (432 + 114,50 × kWh / 100)
    ['Göteborg Energi fast 1 år', GOTEBORG_FIXED_SE3, 2000, 3402.5, 170.125],
    ['Göteborg Energi fast 1 år', GOTEBORG_FIXED_SE3, 20000, 29165, 145.825],
    // 1,25 × (384 + 86,96 × kWh / 100)
    ['Värnamo Energi mixat', VARNAMO_MIXED_SE3, 2000, 2654, 132.7],
  ])('%s at %i kWh costs %d kr a year, jämförpris %d öre/kWh', (_, offer, kwh, yearly, jamforpris) => {
    expect(yearlyCostKr(offer, kwh)).toBeCloseTo(yearly, 9);
    expect(monthlyCostKr(offer, kwh)).toBeCloseTo(yearly / 12, 9);
    expect(jamforprisOre(offer, kwh)).toBeCloseTo(jamforpris, 9);
  });

  it('at 2 000 kWh gives the jämförpris Elpriskollen prints, to 0,01 öre', () => {
    expect(Math.abs(jamforprisOre(TIBBER_SE3, 2000) - 138.47)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(jamforprisOre(GOTEBORG_FIXED_SE3, 2000) - 170.13)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(jamforprisOre(VARNAMO_MIXED_SE3, 2000) - 132.69)).toBeLessThanOrEqual(0.01 + 1e-9);
  });

  it('rounds for display: whole kronor (half up) and jämförpris with two decimals', () => {
    expect(offerCost(TIBBER_SE3, 2000)).toEqual({ yearlyKr: 2770, monthlyKr: 231, jamforprisOre: 138.48 });
    expect(offerCost(TIBBER_SE3, 5000)).toEqual({ yearlyKr: 6042, monthlyKr: 503, jamforprisOre: 120.84 });
    expect(offerCost(GOTEBORG_FIXED_SE3, 20000)).toEqual({ yearlyKr: 29165, monthlyKr: 2430, jamforprisOre: 145.83 });
  });

  it("lists Konsumentverket's three jämförpriser", () => {
    expect(jamforprisTable(TIBBER_SE3)).toEqual([
      { annualKwh: 2000, ore: 138.48 },
      { annualKwh: 5000, ore: 120.84 },
      { annualKwh: 20000, ore: 112.02 },
    ]);
  });

  it('costs only the fee at 0 kWh, and has no jämförpris there', () => {
    expect(yearlyCostKr(TIBBER_SE3, 0)).toBeCloseTo(588, 10);
    expect(() => jamforprisOre(TIBBER_SE3, 0)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1])('refuses the consumption %d', (kwh) => {
    expect(() => yearlyCostKr(TIBBER_SE3, kwh)).toThrow(RangeError);
    expect(() => offerCost(TIBBER_SE3, kwh)).toThrow(RangeError);
  });
});

describe('the full bill', () => {
  it("gives the supply part in the full bill's units, adding up to the same yearly cost", () => {
    const { pricePerKwhOre, monthlyFeeKr } = supplyPrices(TIBBER_SE3);
    expect(pricePerKwhOre).toBeCloseTo(109.075, 10);
    expect(monthlyFeeKr).toBeCloseTo(49, 10);
    expect((pricePerKwhOre * 5000) / 100 + 12 * monthlyFeeKr).toBeCloseTo(yearlyCostKr(TIBBER_SE3, 5000), 9);
  });
});
