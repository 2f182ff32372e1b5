import { compareLinks } from '@/lib/cities/page';
import { hasFixedOffers } from '@/lib/content/offers';
import type { PriceArea } from '@/lib/domain/price-area';

// The catalogue has no fixed-price offer today; these cases pin what the city pages do once it has.
jest.mock('@/lib/content/offers', () => ({
  ...jest.requireActual('@/lib/content/offers'),
  hasFixedOffers: jest.fn(),
}));
const mockHasFixedOffers = jest.mocked(hasFixedOffers);

function fixedOffersIn(areas: readonly PriceArea[]) {
  mockHasFixedOffers.mockImplementation((area?: PriceArea) => (area === undefined ? areas.length > 0 : areas.includes(area)));
}

describe('compareLinks: the city page ways into /jamfor', () => {
  it('links to the fixed-price list when a fixed offer serves the area', () => {
    fixedOffersIn(['SE3']);
    expect(compareLinks('78201', 'SE3')).toEqual({
      postcode: '78201',
      variableHref: '/jamfor?postalCode=78201',
      fixedHref: '/jamfor?postalCode=78201&type=fast',
      noFixed: null,
    });
  });

  it('has no fixed link, and says so, when fixed offers exist only in other areas', () => {
    fixedOffersIn(['SE4']);
    expect(compareLinks('97231', 'SE1')).toMatchObject({ fixedHref: null, noFixed: 'none-in-area' });
  });

  it('has no fixed link when no fixed offer exists anywhere', () => {
    fixedOffersIn([]);
    expect(compareLinks('11122', 'SE3')).toMatchObject({ variableHref: '/jamfor?postalCode=11122', fixedHref: null, noFixed: 'none' });
  });
});
