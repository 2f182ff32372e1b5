import { OFFERS } from '@/content/offers';
import { PROVIDER_CONTENT, PROVIDER_INDEX } from '@/content/providers';
import { providerContentSchema } from '@/lib/content/provider-schemas';
import {
  getAllProviders,
  getProvider,
  getProviderPriceBasis,
  getProviderSlugs,
  relatedProviderLinks,
  websiteFromSlug,
} from '@/lib/content/providers';
import { offerSchema } from '@/lib/domain/contracts';
import type { PriceArea } from '@/lib/domain/price-area';

// Fixed spot figures keep the expected prices hand-checkable whatever the bundled snapshot holds.
const SPOT: Record<PriceArea, number> = { SE1: 20, SE2: 24, SE3: 60, SE4: 80 };
jest.mock('@/lib/content/spot-prices', () => ({
  getFullMonthAverage: (area: PriceArea) => ({ month: '2026-10', oreExVat: SPOT[area] }),
  getSpotDataDates: () => ({ latestFullMonth: '2026-10', latestFullMonthLabel: 'oktober 2026' }),
}));

const SPEC_SLUGS = ['vattenfall', 'eon', 'fortum', 'tibber', 'greenely'];

describe('provider content boundary', () => {
  it('has exactly the five provider pages of the spec, and every slug resolves', () => {
    expect(getProviderSlugs()).toEqual(SPEC_SLUGS);
    for (const slug of SPEC_SLUGS) {
      const provider = getProvider(slug);
      expect(provider?.slug).toBe(slug);
      expect(provider?.path).toBe(`/leverantor/${slug}`);
    }
    expect(getProvider('eon')?.name).toBe('E.ON');
  });

  it('returns nothing for an unknown slug', () => {
    expect(getProvider('okand')).toBeUndefined();
    expect(getProvider('')).toBeUndefined();
    expect(getProvider('Vattenfall')).toBeUndefined();
  });

  it('shows every catalogue offer of a provider, in catalogue order, and no other', () => {
    for (const provider of getAllProviders()) {
      const expected = OFFERS.filter((offer) => offer.providerSlug === provider.slug).map((offer) => offer.id);
      expect(provider.offers.map((offer) => offer.id)).toEqual(expected);
    }
  });

  it('keeps a provider page without offers when no dated source exists (Tibber)', () => {
    expect(getProvider('tibber')?.offers).toEqual([]);
    for (const slug of ['vattenfall', 'eon', 'fortum', 'greenely']) expect(getProvider(slug)?.offers.length).toBe(1);
  });

  it('prices every offer in every area it serves: spot + markup incl. VAT, or the fixed price', () => {
    // Worked by hand from the fixed spot figures above (20, 24, 60, 80 öre ex VAT):
    // markup incl. VAT: spot × 1,25 + markup; markup ex VAT (Greenely): (spot + markup) × 1,25.
    const expected: Record<string, [PriceArea, number][]> = {
      // 19,39 öre: 25 + 19,39 = 44,39 → 44,4; 30 + 19,39; 75 + 19,39; 100 + 19,39
      'vattenfall-rorligt': [['SE1', 44.4], ['SE2', 49.4], ['SE3', 94.4], ['SE4', 119.4]],
      // 16,68 öre: 41,68 → 41,7; 46,68; 91,68; 116,68
      'eon-rorligt': [['SE1', 41.7], ['SE2', 46.7], ['SE3', 91.7], ['SE4', 116.7]],
      // 13,04 öre: 38,04 → 38,0; 43,04; 88,04; 113,04
      'fortum-rorligt': [['SE1', 38], ['SE2', 43], ['SE3', 88], ['SE4', 113]],
      // (20 + 13,63) × 1,25 = 42,0375 → 42,0; (24 + 13,63) × 1,25 = 47,04; 92,04; 117,04
      'greenely-timpris': [['SE1', 42], ['SE2', 47], ['SE3', 92], ['SE4', 117]],
    };
    const actual = Object.fromEntries(
      getAllProviders().flatMap((provider) =>
        provider.offers.map((offer) => [offer.id, offer.prices.map((price) => [price.area, price.pricePerKwh])]),
      ),
    );
    expect(actual).toEqual(expected);
    for (const provider of getAllProviders()) {
      for (const offer of provider.offers) {
        const parsed = offerSchema.parse(OFFERS.find((input) => input.id === offer.id));
        expect(offer.prices.map((price) => price.area)).toEqual(parsed.priceAreas);
        for (const price of offer.prices) expect(price.spotMonth).toBe(parsed.pricing.kind === 'fixed' ? null : '2026-10');
      }
    }
  });

  it('gets hand-checked prices right', () => {
    const price = (slug: string, id: string, area: PriceArea) =>
      getProvider(slug)
        ?.offers.find((offer) => offer.id === id)
        ?.prices.find((p) => p.area === area)?.pricePerKwh;
    // Greenely: (80 + 13,63) × 1,25 = 117,0375 → 117,0
    expect(price('greenely', 'greenely-timpris', 'SE4')).toBe(117);
    // E.ON SE2, markup incl. VAT 7,50 + 9,18: 24 × 1,25 + 16,68 = 46,68 → 46,7
    expect(price('eon', 'eon-rorligt', 'SE2')).toBe(46.7);
    // Fortum SE3: 60 × 1,25 + 2,50 + 10,54 = 88,04 → 88,0
    expect(price('fortum', 'fortum-rorligt', 'SE3')).toBe(88);
  });

  it("links the supplier's own site: the catalogue's address where it has one, else the slug as a .se address", () => {
    expect(getProvider('tibber')?.website).toBe('https://tibber.com/se');
    expect(getProvider('eon')?.website).toBe('https://www.eon.se');
    expect(websiteFromSlug('fortum')).toBe('https://www.fortum.se');
  });

  it('states the spot month the prices rest on', () => {
    const vattenfall = getProvider('vattenfall')!;
    expect(getProviderPriceBasis(vattenfall)).toEqual({ spotMonthLabels: ['oktober 2026'], hasFixedPrices: false });
    expect(getProviderPriceBasis({ offers: [] })).toEqual({ spotMonthLabels: [], hasFixedPrices: false });
  });

  it('links the other providers, the overview and /jamfor', () => {
    const all = relatedProviderLinks('eon').map((link) => link.href);
    expect(all).toEqual([
      '/leverantor/vattenfall',
      '/leverantor/fortum',
      '/leverantor/tibber',
      '/leverantor/greenely',
      '/leverantor',
      '/jamfor',
    ]);
  });
});

describe('provider content schema', () => {
  const valid = PROVIDER_CONTENT.vattenfall;

  it('accepts every content module and has copy for every index entry', () => {
    for (const { slug } of PROVIDER_INDEX) expect(() => providerContentSchema.parse(PROVIDER_CONTENT[slug])).not.toThrow();
  });

  it('keeps titles within the search-result length and descriptions between 70 and 170 characters', () => {
    expect(providerContentSchema.safeParse({ ...valid, seoTitle: 'x'.repeat(61) }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, description: 'För kort.' }).success).toBe(false);
  });

  it('rejects unknown fields, guessed-looking phone numbers and non-https links', () => {
    expect(providerContentSchema.safeParse({ ...valid, rating: 5 }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { phone: '12345' } }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { phone: '020-82 00 00' } }).success).toBe(true);
    expect(providerContentSchema.safeParse({ ...valid, sameAs: ['http://example.se'] }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { customerServiceUrl: 'https://www.example.se/kundservice' } }).success).toBe(true);
  });

  it('requires features, pros, cons, FAQ and long content', () => {
    expect(providerContentSchema.safeParse({ ...valid, features: [] }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, prosAndCons: { pros: ['a', 'b'], cons: [] } }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, faq: valid.faq.slice(0, 2) }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, sections: valid.sections.slice(0, 2) }).success).toBe(false);
  });

  it('has unique titles and FAQ questions per page', () => {
    const titles = getAllProviders().map((provider) => provider.seoTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const provider of getAllProviders()) {
      const questions = provider.faq.map((item) => item.question);
      expect(new Set(questions).size).toBe(questions.length);
    }
  });
});
