import { getOffersByProvider, getOffersForArea, getSpotBasis } from '@/lib/content/offers';
import { sortOffersByCost, DEFAULT_MONTHLY_KWH } from '@/lib/domain/cost';
import { getMonthlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { latestFullMonth } from '@/lib/domain/spot-prices';
import { formatMonthYear } from '@/lib/format';

// Against the bundled spot snapshot: whatever month it ends in, every area must price and rank.
describe('offers priced on the bundled spot prices', () => {
  it.each(PRICE_AREAS)('%s has a dated spot basis and plausibly priced, rankable offers', (area) => {
    const basis = getSpotBasis(area);
    // The latest complete month of the bundled data, whatever day it runs to.
    const latest = latestFullMonth(getMonthlyAverages(area))!;
    expect(basis.month).toBe(latest.month);
    expect(basis.monthLabel).toBe(formatMonthYear(latest.month));
    const offers = getOffersForArea(area);
    for (const offer of offers) {
      expect(offer.pricePerKwh).toBeGreaterThan(-50);
      expect(offer.pricePerKwh).toBeLessThan(600);
      expect(offer.spotMonth).toBe(offer.contractType === 'fast' ? null : basis.month);
    }
    expect(sortOffersByCost(offers, DEFAULT_MONTHLY_KWH)).toHaveLength(offers.length);
  });

  it('prices every provider offer in each served area', () => {
    for (const offer of getOffersByProvider('greenely')) {
      expect(offer.prices.map((p) => p.area)).toEqual(offer.priceAreas);
    }
  });
});
