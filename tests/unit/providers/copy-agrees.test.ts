/** @jest-environment node */
import { getSupplier, getSupplierOffers } from '@/lib/content/market';
import { getAllProviders, type Provider } from '@/lib/content/providers';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { TYPE_GROUP_OF, type MarketOffer } from '@/lib/market/offer';

/**
 * The written supplier copy (content/providers/) against the market catalogue it sits above: every
 * sentence in the copy that describes what a supplier sells is held to the bundled offers here, so
 * a re-import that makes one false fails (relations, not today's counts). And the sentences the old
 * catalogue made false stay gone.
 */

const copyText = (provider: Provider): string =>
  [
    provider.seoTitle,
    provider.description,
    provider.h1,
    provider.intro,
    ...provider.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? []), ...(section.closing ?? [])]),
    ...provider.faq.flatMap((item) => [item.question, item.answer]),
  ].join('\n');

const offersOf = (slug: string): readonly MarketOffer[] => getSupplierOffers(slug);
const groupsOf = (offers: readonly MarketOffer[]) => new Set(offers.map((offer) => TYPE_GROUP_OF[offer.type]));

describe('the supplier copy agrees with the catalogue', () => {
  it('is written for suppliers the catalogue has, under the name it gives them', () => {
    for (const provider of getAllProviders()) {
      expect(getSupplier(provider.slug)?.name).toBe(provider.name);
      expect(offersOf(provider.slug).length).toBeGreaterThan(0);
    }
  });

  it('says nothing the old catalogue made false: no missing offers, no undated sources, no paid links', () => {
    for (const provider of getAllProviders()) {
      const text = copyText(provider);
      expect(text).not.toMatch(/saknas i (vår )?jämförelsen|inte (finns|med) i (vår )?jämförelse|tar vi inte med|daterad (källa|prisuppgift)/i);
      expect(text).not.toMatch(/Välj detta avtal|Annons|ersättning|affiliate/i);
      // Comparative claims about a supplier ("lägre än flera andra") have no source.
      expect(text).not.toMatch(/än (flera|de flesta|många) andra/i);
    }
  });

  it('Vattenfall: every offer is a Fossilfritt avtal, in rörligt, mixat and fast, with the origin variants the copy names', () => {
    const offers = offersOf('vattenfall');
    expect(offers.every((offer) => offer.product.startsWith('Fossilfritt avtal'))).toBe(true);
    expect(groupsOf(offers)).toEqual(new Set(['rorligt', 'mixat', 'fast']));
    expect(new Set(offers.filter((o) => TYPE_GROUP_OF[o.type] === 'rorligt').map((o) => o.type))).toEqual(new Set(['kvartspris', 'rorligt']));
    for (const variant of ['med Kärnkraft', 'med Vind- eller Vattenkraft', 'med Solkraft']) {
      expect(offers.some((offer) => offer.product.includes(variant))).toBe(true);
    }
    expect(offers.some((offer) => !/ med /.test(offer.product))).toBe(true);
  });

  it('E.ON: every type comes as Fossilfri El and Förnybar El, in rörligt (per kvart and per månad), mixat and fast', () => {
    const offers = offersOf('eon');
    expect(offers.every((offer) => /Fossilfri El|Förnybar El/.test(offer.product))).toBe(true);
    for (const area of PRICE_AREAS) {
      for (const type of new Set(offers.filter((o) => o.area === area).map((o) => o.type))) {
        const ofType = offers.filter((o) => o.area === area && o.type === type);
        expect(ofType.some((o) => o.product.includes('Fossilfri El'))).toBe(true);
        expect(ofType.some((o) => o.product.includes('Förnybar El'))).toBe(true);
      }
    }
    expect(groupsOf(offers)).toEqual(new Set(['rorligt', 'mixat', 'fast']));
    expect(new Set(offers.filter((o) => TYPE_GROUP_OF[o.type] === 'rorligt').map((o) => o.type))).toEqual(new Set(['kvartspris', 'rorligt']));
  });

  it('Fortum: rörliga (per kvart and per månad) and fixed prices, the fixed ones for apartments', () => {
    const offers = offersOf('fortum');
    expect(new Set(offers.filter((o) => TYPE_GROUP_OF[o.type] === 'rorligt').map((o) => o.type))).toEqual(new Set(['kvartspris', 'rorligt']));
    const fixed = offers.filter((offer) => TYPE_GROUP_OF[offer.type] === 'fast');
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((offer) => offer.product.includes('Lägenhet'))).toBe(true);
  });

  it('Tibber: one kvartspris contract per area, with a påslag, rörliga kostnader and a monthly fee reported', () => {
    const offers = offersOf('tibber');
    expect(offers.map((offer) => offer.area)).toEqual([...PRICE_AREAS]);
    for (const offer of offers) {
      expect(offer.type).toBe('kvartspris');
      expect(offer.markupOre).toBeGreaterThan(0);
      expect(offer.variableCostsOre).toBeGreaterThan(0);
      expect(offer.feeElementOre).toBeGreaterThan(0);
    }
  });

  it('Greenely: one contract, Greenely kvartsavtal, a kvartspris in all four areas with a påslag, rörliga kostnader and a monthly fee', () => {
    const offers = offersOf('greenely');
    expect(offers.map((offer) => offer.area)).toEqual([...PRICE_AREAS]);
    for (const offer of offers) {
      expect(offer.product).toBe('Greenely kvartsavtal');
      expect(offer.type).toBe('kvartspris');
      expect(offer.markupOre).toBeGreaterThan(0);
      expect(offer.variableCostsOre).toBeGreaterThan(0);
      expect(offer.feeElementOre).toBeGreaterThan(0);
    }
  });
});
