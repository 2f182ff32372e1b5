import {
  checkedDateLabel,
  getAllOffers,
  getCatalogueSuppliers,
  getOffersByProvider,
  getOffersForArea,
  getSpotBasis,
  hasFixedOffers,
} from '@/lib/content/offers';
import { OFFERS } from '@/content/offers';
import type { PriceArea } from '@/lib/domain/price-area';
import { PRICE_AREAS } from '@/lib/domain/price-area';

// Fixed spot figures keep the expected prices hand-checkable whatever the bundled snapshot holds.
const SPOT: Record<PriceArea, number> = { SE1: 20, SE2: 24, SE3: 60, SE4: 80 };
jest.mock('@/lib/content/spot-prices', () => ({
  getFullMonthAverage: (area: PriceArea) => ({ month: '2026-10', oreExVat: SPOT[area] }),
  getSpotDataDates: () => ({ latestFullMonth: '2026-10', latestFullMonthLabel: 'oktober 2026' }),
}));

describe('offer content boundary', () => {
  it('returns the whole validated catalogue with binding labels, once', () => {
    const offers = getAllOffers();
    expect(offers).toHaveLength(OFFERS.length);
    expect(offers.every((o) => o.bindingLabel.length > 0)).toBe(true);
    expect(getAllOffers()).toBe(offers);
  });

  it('knows that no fixed-price offer has a dated source, in any area', () => {
    // content/offers.ts holds no `contractType: 'fast'` offer (its header says why).
    expect(hasFixedOffers()).toBe(false);
    for (const area of PRICE_AREAS) expect(hasFixedOffers(area)).toBe(false);
  });

  it('writes the source date as the source gives it: a day, or a month', () => {
    expect(checkedDateLabel('2024-05-28')).toBe('28 maj 2024');
    expect(checkedDateLabel('2025-01')).toBe('januari 2025');
  });

  it('names the spot month variable prices rest on, in Swedish', () => {
    expect(getSpotBasis('SE3')).toEqual({ area: 'SE3', month: '2026-10', monthLabel: 'oktober 2026', oreExVat: 60 });
  });

  it.each([
    // Markups stated incl. VAT simply add to the spot price with VAT: 60 × 1,25 + 10,50 + 8,89 = 94,39
    ['SE3', 'vattenfall-rorligt', 94.4],
    // 80 × 1,25 + 4,88 + 8,31 = 113,19
    ['SE4', 'kraftringen-rorligt', 113.2],
    // Eksjö SE4: (80 + 66,59 − 62,77 + 4,90) × 1,25 = 110,9
    ['SE4', 'eksjo-energi-rorligt', 110.9],
    // Ljusdal SE1: (20 + 1,31 + 3,50 + 3,25) × 1,25 = 35,075
    ['SE1', 'ljusdal-energi-rorligt', 35.1],
    // Greenely SE2: (24 + 13,63) × 1,25 = 47,0375
    ['SE2', 'greenely-timpris', 47],
  ] as const)('prices %s %s on the area spot average: %s öre/kWh incl. VAT', (area, id, expected) => {
    const offer = getOffersForArea(area).find((o) => o.id === id);
    expect(offer?.pricePerKwh).toBe(expected);
    expect(offer?.spotMonth).toBe('2026-10');
  });

  it('turns the fee into kr per month incl. VAT: Greenely 69 kr excl. VAT → 86,25; Eksjö 150 kr/år excl. → 15,625', () => {
    const se3 = getOffersForArea('SE3');
    expect(se3.find((o) => o.id === 'greenely-timpris')?.monthlyFee).toBe(86.25);
    expect(se3.find((o) => o.id === 'eksjo-energi-rorligt')?.monthlyFee).toBe(15.625);
    expect(se3.find((o) => o.id === 'eon-rorligt')?.monthlyFee).toBe(40);
  });

  it('lists in each area only the offers whose source supports it', () => {
    for (const area of PRICE_AREAS) {
      for (const offer of getOffersForArea(area)) {
        expect(offer.priceAreas).toContain(area);
        expect(offer.area).toBe(area);
        expect(Number.isFinite(offer.pricePerKwh)).toBe(true);
      }
    }
    const ids = (area: PriceArea) => getOffersForArea(area).map((o) => o.id);
    expect(ids('SE4')).toContain('kraftringen-rorligt');
    expect(ids('SE3')).not.toContain('kraftringen-rorligt');
    expect(ids('SE1')).toContain('ljusdal-energi-rorligt');
    expect(ids('SE3')).not.toContain('ljusdal-energi-rorligt');
    expect(ids('SE3')).toHaveLength(7);
  });

  it('gives a provider page each offer with a price in every area it serves', () => {
    const offers = getOffersByProvider('vattenfall');
    expect(offers.map((o) => o.id)).toEqual(['vattenfall-rorligt']);
    expect(offers[0]?.prices.map((p) => p.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    // SE1: 20 × 1,25 + 19,39 = 44,39
    expect(offers[0]?.prices[0]).toEqual({ area: 'SE1', pricePerKwh: 44.4, spotMonth: '2026-10' });
  });

  it('has offers for four of the five provider pages; none for Tibber (no dated source) or an unknown slug', () => {
    for (const slug of ['vattenfall', 'eon', 'fortum', 'greenely']) {
      expect(getOffersByProvider(slug).length).toBeGreaterThanOrEqual(1);
    }
    expect(getOffersByProvider('tibber')).toEqual([]);
    expect(getOffersByProvider('okand')).toEqual([]);
  });

  it('counts each supplier once', () => {
    expect(getCatalogueSuppliers()).toEqual([
      'Kraftringen',
      'Fortum',
      'E.ON',
      'Vattenfall',
      'Bixia',
      'Skellefteå Kraft',
      'Greenely',
      'Eksjö Energi',
      'Ljusdal Energi',
    ]);
  });
});
