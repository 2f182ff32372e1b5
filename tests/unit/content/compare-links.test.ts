import { areaHasFixedOffers } from '@/lib/cities/costs';
import { compareLinks } from '@/lib/cities/page';
import type { PriceArea } from '@/lib/domain/price-area';

// The market catalogue has fixed-price offers in every area today; these cases pin what the city
// pages do where an area has none.
jest.mock('@/lib/cities/costs', () => ({
  ...jest.requireActual('@/lib/cities/costs'),
  areaHasFixedOffers: jest.fn(),
}));
const mockAreaHasFixedOffers = jest.mocked(areaHasFixedOffers);

function fixedOffersIn(areas: readonly PriceArea[]) {
  mockAreaHasFixedOffers.mockImplementation((area: PriceArea) => areas.includes(area));
}

describe('compareLinks: the city page ways into /jamfor', () => {
  it('links to the fixed-price list when a fixed offer serves the area', () => {
    fixedOffersIn(['SE3']);
    expect(compareLinks('78201', 'SE3')).toEqual({
      postcode: '78201',
      variableHref: '/jamfor?postalCode=78201&type=rorligt',
      fixedHref: '/jamfor?postalCode=78201&type=fast',
    });
  });

  it('has no fixed link when the area has no fixed offer', () => {
    fixedOffersIn(['SE4']);
    expect(compareLinks('97231', 'SE1')).toEqual({ postcode: '97231', variableHref: '/jamfor?postalCode=97231&type=rorligt', fixedHref: null });
  });
});
