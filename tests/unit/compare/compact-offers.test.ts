import fc from 'fast-check';

import { compactOffers, expandOffers } from '@/lib/compare/compact-offers';
import type { OffersByArea } from '@/lib/compare/types';

import { offer, OFFERS_BY_AREA } from './fixtures';

describe('the compact /jamfor payload', () => {
  it('writes an offer sold in several areas once, with its price per area', () => {
    const same = { id: 'a', supplier: 'Alfa' };
    const byArea: OffersByArea = {
      SE1: [offer({ ...same, pricePerKwh: 40 })],
      SE2: [offer({ ...same, pricePerKwh: 45 })],
      SE3: [offer({ ...same, pricePerKwh: 80 }), offer({ id: 'b', supplier: 'Beta', pricePerKwh: 90 })],
      SE4: [offer({ ...same, pricePerKwh: 95, termsArea: 'SE3' })],
    };
    const compact = compactOffers(byArea);
    expect(compact.offers.map((o) => o.id)).toEqual(['a', 'b']);
    expect(compact.offers[0]).not.toHaveProperty('pricePerKwh');
    expect(compact.areas).toEqual({ SE1: [[0, 40]], SE2: [[0, 45]], SE3: [[0, 80], [1, 90]], SE4: [[0, 95, 'SE3']] });
    expect(expandOffers(compact)).toEqual(byArea);
  });

  it('keeps two versions when an offer differs between areas in more than its price', () => {
    const byArea: OffersByArea = {
      SE1: [offer({ id: 'a', monthlyFee: 30 })],
      SE2: [offer({ id: 'a', monthlyFee: 40 })],
      SE3: [],
      SE4: [],
    };
    const compact = compactOffers(byArea);
    expect(compact.offers.map((o) => o.monthlyFee)).toEqual([30, 40]);
    expect(expandOffers(compact)).toEqual(byArea);
  });

  it('skips an index that points nowhere instead of crashing', () => {
    expect(expandOffers({ offers: [], areas: { SE1: [[3, 10]], SE2: [], SE3: [], SE4: [] } })).toEqual({ SE1: [], SE2: [], SE3: [], SE4: [] });
  });

  it('round-trips any catalogue', () => {
    const area = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c'),
        fee: fc.constantFrom(0, 39),
        price: fc.double({ min: 0, max: 300, noNaN: true }),
        other: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(area, area, area, area, (se1, se2, se3, se4) => {
        const make = (rows: typeof se1) =>
          rows.map((r) => offer({ id: r.id, monthlyFee: r.fee, pricePerKwh: r.price, ...(r.other ? { termsArea: 'SE4' as const } : {}) }));
        const byArea: OffersByArea = { SE1: make(se1), SE2: make(se2), SE3: make(se3), SE4: make(se4) };
        expect(expandOffers(compactOffers(byArea))).toEqual(byArea);
      }),
    );
  });

  it('round-trips the shared test catalogue and is smaller as JSON', () => {
    const compact = compactOffers(OFFERS_BY_AREA);
    expect(expandOffers(compact)).toEqual(OFFERS_BY_AREA);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(OFFERS_BY_AREA).length);
  });
});
