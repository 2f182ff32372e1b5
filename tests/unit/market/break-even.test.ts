import { breakEvenSpot, breakEvens, cheapestVariable } from '@/lib/market/break-even';
import { withSpotBasis, yearlyCostKr } from '@/lib/market/cost';

import { EKSJO_SE3, GOTEBORG_FIXED_SE3, GOTEBORG_MIX_SE3, TIBBER_SE3, offer } from './fixtures';

/**
 * The break-even spot price (docs/rules/fixed-or-variable.md) on real rows of Elpriskollen's SE3
 * file of 2026-07-25 (scraped_data_se3_2026-07-25.csv), worked out by hand.
 */

describe('the cheapest variable offer', () => {
  it('is the one with the lowest fee + (påslag + rörliga) × E, whatever the spot', () => {
    // Eksjö: 150 + 7,10 × 50 = 505 kr; Tibber: 470,40 + 9,28 × 50 = 934,40 kr (5 000 kWh, excl. VAT).
    expect(cheapestVariable([TIBBER_SE3, GOTEBORG_FIXED_SE3, EKSJO_SE3], 5000)?.id).toBe(EKSJO_SE3.id);
    expect(cheapestVariable([GOTEBORG_FIXED_SE3, GOTEBORG_MIX_SE3], 5000)).toBeNull();
  });
});

describe('the break-even spot price', () => {
  it('of a fixed price: S = (yearly cost of F − V fee incl. VAT) / (1,25 × E / 100) − påslag − rörliga', () => {
    // F = 1,25 × (432 + 114,50 × 50) = 7 696,25 kr; V's fee 150 × 1,25 = 187,50 kr.
    // S = (7 696,25 − 187,50) / 62,5 − 2,90 − 4,20 = 120,14 − 7,10 = 113,04 öre/kWh.
    const result = breakEvenSpot(GOTEBORG_FIXED_SE3, EKSJO_SE3, 5000);
    expect(result).toEqual({ kind: 'above', ore: expect.any(Number) });
    expect(result?.kind === 'above' && result.ore).toBeCloseTo(113.04, 9);
    // At 20 000 kWh: F = 1,25 × (432 + 114,50 × 200) = 29 165; S = (29 165 − 187,50) / 250 − 7,10 = 108,81.
    const at20000 = breakEvenSpot(GOTEBORG_FIXED_SE3, EKSJO_SE3, 20000);
    expect(at20000?.kind === 'above' && at20000.ore).toBeCloseTo(108.81, 9);
  });

  it('of a mixat offer: the same with its spot half', () => {
    // F at spot 0 = 1,25 × (432 + (57,25 + 3,45 + 2,56) × 50) = 4 493,75; V at spot 0 = 1,25 × 505 = 631,25.
    // S = (4 493,75 − 631,25) / (1,25 × ½ × 50) = 3 862,5 / 31,25 = 123,6 öre/kWh.
    const result = breakEvenSpot(GOTEBORG_MIX_SE3, EKSJO_SE3, 5000);
    expect(result?.kind === 'above' && result.ore).toBeCloseTo(123.6, 9);
  });

  it('makes both yearly costs equal at S (recomputed with the one cost model)', () => {
    for (const fixed of [GOTEBORG_FIXED_SE3, GOTEBORG_MIX_SE3]) {
      for (const kwh of [2000, 5000, 20000]) {
        const result = breakEvenSpot(fixed, TIBBER_SE3, kwh);
        if (result?.kind !== 'above') throw new Error('expected a break-even');
        expect(yearlyCostKr(withSpotBasis(fixed, result.ore), kwh)).toBeCloseTo(yearlyCostKr(withSpotBasis(TIBBER_SE3, result.ore), kwh), 6);
      }
    }
  });

  it('says "always" when the fixed offer is cheaper at every spot price from 0', () => {
    const cheapFixed = offer({ supplierSlug: 'x', supplierName: 'X', product: 'Fast', type: 'fast-1-ar', fixedPriceOre: 5 });
    expect(breakEvenSpot(cheapFixed, EKSJO_SE3, 5000)).toEqual({ kind: 'always' });
  });

  it('is none for a variable offer, and none for any offer in an area without a variable one', () => {
    expect(breakEvenSpot(TIBBER_SE3, EKSJO_SE3, 5000)).toBeNull();
    expect(breakEvens([GOTEBORG_FIXED_SE3], 5000)).toEqual({ variable: null, byId: new Map() });
    const all = breakEvens([GOTEBORG_FIXED_SE3, GOTEBORG_MIX_SE3, TIBBER_SE3, EKSJO_SE3], 5000);
    expect(all.variable?.id).toBe(EKSJO_SE3.id);
    expect([...all.byId.keys()].sort()).toEqual([GOTEBORG_FIXED_SE3.id, GOTEBORG_MIX_SE3.id].sort());
  });

  it('refuses a consumption of 0', () => {
    expect(() => breakEvenSpot(GOTEBORG_FIXED_SE3, EKSJO_SE3, 0)).toThrow(RangeError);
  });
});

describe('the second basis', () => {
  it('gives a variable offer all of the spot, mixat half, a fixed price none', () => {
    // Eksjö at 60 öre: 1,25 × (150 + (60 + 7,10) × 50) = 4 381,25.
    expect(yearlyCostKr(withSpotBasis(EKSJO_SE3, 60), 5000)).toBeCloseTo(4381.25, 9);
    // Göteborg mix at 60 öre: 1,25 × (432 + (57,25 + 30 + 6,01) × 50) = 6 368,75.
    expect(yearlyCostKr(withSpotBasis(GOTEBORG_MIX_SE3, 60), 5000)).toBeCloseTo(6368.75, 9);
    expect(yearlyCostKr(withSpotBasis(GOTEBORG_FIXED_SE3, 60), 5000)).toBeCloseTo(7696.25, 9);
  });
});
