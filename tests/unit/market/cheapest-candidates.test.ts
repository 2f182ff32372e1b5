/** @jest-environment node */
import fc from 'fast-check';

import { getAreaOffers, getAllSuppliers } from '@/lib/content/market';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { MAX_ANNUAL_KWH } from '@/lib/domain/tool-constants';
import { cheapestCandidates, envelopeCorners } from '@/lib/market/cheapest-candidates';
import { cheapestOffer, indexMarket } from '@/lib/market/compare';

import { offer } from './fixtures';

// Fixed prices (no spot part), so the yearly cost is 1,25 × (element × 20 + price × kWh / 100):
const A = offer({ supplierSlug: 'a', supplierName: 'A', product: 'Utan avgift', type: 'fast-1-ar', fixedPriceOre: 100 }); // 1,25 × kWh
const B = offer({ supplierSlug: 'b', supplierName: 'B', product: 'Med avgift', type: 'fast-1-ar', feeElementOre: 50, fixedPriceOre: 80 }); // 1 250 + kWh
const C = offer({ supplierSlug: 'c', supplierName: 'C', product: 'Dyr', type: 'fast-1-ar', feeElementOre: 50, fixedPriceOre: 120 }); // 1 250 + 1,5 × kWh
// 0,0001 öre dearer than A: never cheapest, but a rounded tie with A up to 800 000 kWh.
const D = offer({ supplierSlug: 'd', supplierName: 'D', product: 'Nästan A', type: 'fast-1-ar', fixedPriceOre: 100.0001 });

describe('cheapestCandidates', () => {
  it('bends where the cheapest changes: A up to 5 000 kWh (1,25 × 5 000 = 1 250 + 5 000), then B', () => {
    expect(envelopeCorners([A, B, C, D], 0, MAX_ANNUAL_KWH)).toEqual([0, 5000, MAX_ANNUAL_KWH]);
    expect(envelopeCorners([C], 0, 100)).toEqual([0, 100]);
    expect(envelopeCorners([], 0, 100)).toEqual([]);
  });

  it('keeps the offers that can be cheapest after rounding, drops the ones that never can', () => {
    expect(cheapestCandidates([A, B, C, D], 0, MAX_ANNUAL_KWH).map((o) => o.supplierName)).toEqual(['A', 'B', 'D']);
    expect(cheapestCandidates([A, B, C, D], 6000, 20000).map((o) => o.supplierName)).toEqual(['B']);
    expect(cheapestCandidates([], 0, 1)).toEqual([]);
  });

  it.each(PRICE_AREAS)('%s: the cheapest of the candidates is the cheapest of the whole area at any consumption, from a handful of offers', (area) => {
    const offers = getAreaOffers(area);
    const candidates = cheapestCandidates(offers, 0, MAX_ANNUAL_KWH);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThan(offers.length / 10);
    const all = indexMarket(offers, getAllSuppliers());
    const few = indexMarket(candidates, getAllSuppliers());
    const same = (kwh: number) => cheapestOffer(few, kwh)?.offer.id === cheapestOffer(all, kwh)?.offer.id;
    for (const kwh of [1, 2000, 5000, 8000, 12000, 15000, 20000, 50000, MAX_ANNUAL_KWH]) expect(same(kwh)).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 1, max: 40000 }), same), { numRuns: 300 });
    fc.assert(fc.property(fc.double({ min: 0.5, max: MAX_ANNUAL_KWH, noNaN: true }), same), { numRuns: 100 });
  });
});
