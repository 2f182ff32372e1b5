import {
  getAllOffers,
  getOffersByProvider,
  getOffersDataDate,
  getOffersDataMonthLabel,
  getOffersForArea,
  getSpotBasis,
} from '@/lib/content/offers';
import { OFFERS } from '@/content/offers';
import type { PriceArea } from '@/lib/domain/price-area';
import { PRICE_AREAS } from '@/lib/domain/price-area';

// Fixed spot figures keep the expected prices hand-checkable whatever the bundled snapshot holds.
const SPOT: Record<PriceArea, number> = { SE1: 20, SE2: 24, SE3: 60, SE4: 80 };
jest.mock('@/lib/content/spot-prices', () => ({
  getLatestFullMonthAverage: (area: PriceArea) => ({ month: '2026-10', oreExVat: SPOT[area] }),
}));

describe('offer content boundary', () => {
  it('returns the whole validated catalogue with binding labels', () => {
    const offers = getAllOffers();
    expect(offers).toHaveLength(OFFERS.length);
    expect(offers.every((o) => o.bindingLabel.length > 0)).toBe(true);
    expect(getAllOffers()).toBe(offers);
  });

  it('dates the catalogue', () => {
    expect(getOffersDataDate()).toBe('2026-11-01');
    expect(getOffersDataMonthLabel()).toBe('november 2026');
  });

  it('names the spot month variable prices rest on, in Swedish', () => {
    expect(getSpotBasis('SE3')).toEqual({ area: 'SE3', month: '2026-10', monthLabel: 'oktober 2026', oreExVat: 60 });
  });

  it('prices a variable offer on the area spot average: Vattenfall SE3 (60 + 6,2 + 0,6) × 1,25 = 83,5', () => {
    const offer = getOffersForArea('SE3').find((o) => o.id === 'vattenfall-rorligt');
    expect(offer?.pricePerKwh).toBe(83.5);
    expect(offer?.spotMonth).toBe('2026-10');
  });

  it('prices a fixed offer on its own area price: Vattenfall 2 år SE4 107,9 × 1,25 = 134,9', () => {
    const offer = getOffersForArea('SE4').find((o) => o.id === 'vattenfall-fast-2-ar');
    expect(offer?.pricePerKwh).toBe(134.9);
    expect(offer?.spotMonth).toBeNull();
  });

  it('lists in each area only the offers that serve it', () => {
    for (const area of PRICE_AREAS) {
      const offers = getOffersForArea(area);
      expect(offers.length).toBeGreaterThanOrEqual(8);
      for (const offer of offers) {
        expect(offer.priceAreas).toContain(area);
        expect(offer.area).toBe(area);
        expect(Number.isFinite(offer.pricePerKwh)).toBe(true);
      }
    }
    expect(getOffersForArea('SE1').map((o) => o.id)).not.toContain('oresundskraft-rorligt');
    expect(getOffersForArea('SE4').map((o) => o.id)).toContain('oresundskraft-rorligt');
  });

  it('gives a provider page each offer with a price in every area it serves', () => {
    const offers = getOffersByProvider('vattenfall');
    expect(offers.map((o) => o.id)).toEqual(['vattenfall-rorligt', 'vattenfall-fast-2-ar']);
    const variable = offers[0];
    expect(variable?.prices.map((p) => p.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    // SE1: (20 + 6,2 + 0,6) × 1,25 = 33,5
    expect(variable?.prices[0]).toEqual({ area: 'SE1', pricePerKwh: 33.5, spotMonth: '2026-10' });
    expect(offers[1]?.prices[0]).toEqual({ area: 'SE1', pricePerKwh: 66.1, spotMonth: null });
  });

  it('has offers for every provider page and none for an unknown provider', () => {
    for (const slug of ['vattenfall', 'eon', 'fortum', 'tibber', 'greenely']) {
      expect(getOffersByProvider(slug).length).toBeGreaterThanOrEqual(1);
    }
    expect(getOffersByProvider('okand')).toEqual([]);
  });
});
