import { PROVIDER_CONTENT, PROVIDER_INDEX } from '@/content/providers';
import { providerContentSchema } from '@/lib/content/provider-schemas';
import { getAllProviders, getProvider, getProviderCopy, getProviderSlugs, hasProviderPage, relatedProviderLinks } from '@/lib/content/providers';

const SPEC_SLUGS = ['vattenfall', 'eon', 'fortum', 'tibber', 'greenely'];

describe('the written supplier copy', () => {
  it('is there for exactly the five suppliers with copy, each with its path', () => {
    expect(getProviderSlugs()).toEqual(SPEC_SLUGS);
    for (const slug of SPEC_SLUGS) {
      const provider = getProvider(slug);
      expect(provider?.slug).toBe(slug);
      expect(provider?.path).toBe(`/leverantor/${slug}`);
      expect(getProviderCopy(slug)).toBeDefined();
      expect(hasProviderPage(slug)).toBe(true);
    }
    expect(getProvider('eon')?.name).toBe('E.ON');
  });

  it('returns nothing for a supplier without copy, an unknown slug or an inherited property', () => {
    expect(getProvider('okand')).toBeUndefined();
    expect(getProvider('')).toBeUndefined();
    expect(getProvider('Vattenfall')).toBeUndefined();
    expect(getProviderCopy('svekraft')).toBeUndefined();
    expect(getProviderCopy('constructor')).toBeUndefined();
    expect(getProviderCopy('__proto__')).toBeUndefined();
  });

  it("names the supplier's own site as written, never one guessed from the slug", () => {
    expect(getProvider('tibber')?.website).toBe('https://tibber.com/se');
    expect(getProvider('greenely')?.website).toBe('https://greenely.com');
    expect(getProvider('eon')?.website).toBe('https://www.eon.se');
  });

  it('links the other suppliers with copy, the overview and /jamfor', () => {
    expect(relatedProviderLinks('eon').map((link) => link.href)).toEqual([
      '/leverantor/vattenfall',
      '/leverantor/fortum',
      '/leverantor/tibber',
      '/leverantor/greenely',
      '/leverantor',
      '/jamfor',
    ]);
    // A supplier without copy gets all five.
    expect(relatedProviderLinks('svekraft').filter((link) => link.href.startsWith('/leverantor/'))).toHaveLength(5);
  });
});

describe('the supplier copy schema', () => {
  const valid = PROVIDER_CONTENT.vattenfall;

  it('accepts every content module and has copy for every index entry', () => {
    for (const { slug } of PROVIDER_INDEX) expect(() => providerContentSchema.parse(PROVIDER_CONTENT[slug])).not.toThrow();
  });

  it('keeps titles within the search-result length and descriptions between 70 and 170 characters', () => {
    expect(providerContentSchema.safeParse({ ...valid, seoTitle: 'x'.repeat(61) }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, description: 'För kort.' }).success).toBe(false);
  });

  it('rejects unknown fields (a rating, the retired features and pros and cons), guessed-looking phone numbers and non-https links', () => {
    expect(providerContentSchema.safeParse({ ...valid, rating: 5 }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, features: ['Billigast'] }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, prosAndCons: { pros: ['a', 'b'], cons: ['c', 'd'] } }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { phone: '12345' } }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { phone: '020-82 00 00' } }).success).toBe(true);
    expect(providerContentSchema.safeParse({ ...valid, sameAs: ['http://example.se'] }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, contact: { customerServiceUrl: 'https://www.example.se/kundservice' } }).success).toBe(true);
  });

  it('requires the site, a source for the company facts, FAQ and long content', () => {
    expect(providerContentSchema.safeParse({ ...valid, website: undefined }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, sources: [] }).success).toBe(false);
    expect(providerContentSchema.safeParse({ ...valid, sources: [{ name: 'Wikipedia', url: 'http://sv.wikipedia.org/wiki/X' }] }).success).toBe(false);
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
