import { OFFERS, OFFERS_DATA_DATE } from '@/content/offers';
import { offerCatalogueSchema, type Offer } from '@/lib/domain/contracts';
import { PRICE_AREAS } from '@/lib/domain/price-area';

const result = offerCatalogueSchema.safeParse(OFFERS);
const offers: Offer[] = result.success ? result.data : [];

describe('built-in offer catalogue (content/offers.ts)', () => {
  it('passes the offer schema', () => {
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('holds at least 15 offers with unique ids', () => {
    expect(offers.length).toBeGreaterThanOrEqual(15);
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });

  it('has an offer for each provider with a provider page', () => {
    for (const slug of ['vattenfall', 'eon', 'fortum', 'tibber', 'greenely']) {
      expect(offers.filter((o) => o.providerSlug === slug).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives every supplier one display name and one website', () => {
    const bySlug = new Map<string, string>();
    for (const offer of offers) {
      const seen = bySlug.get(offer.providerSlug);
      const key = `${offer.supplier}|${offer.website}`;
      if (seen) expect(key).toBe(seen);
      bySlug.set(offer.providerSlug, key);
    }
  });

  it('links only over https, affiliate links on some offers but not all', () => {
    for (const offer of offers) {
      expect(new URL(offer.website).protocol).toBe('https:');
      if (offer.affiliateLink) expect(new URL(offer.affiliateLink).protocol).toBe('https:');
    }
    const withLink = offers.filter((o) => o.affiliateLink).length;
    expect(withLink).toBeGreaterThan(0);
    expect(withLink).toBeLessThan(offers.length);
  });

  it('serves every price area with several offers of each filter choice', () => {
    for (const area of PRICE_AREAS) {
      const inArea = offers.filter((o) => o.priceAreas.includes(area));
      expect(inArea.length).toBeGreaterThanOrEqual(8);
      expect(inArea.filter((o) => o.contractType !== 'fast').length).toBeGreaterThanOrEqual(3);
      expect(inArea.filter((o) => o.contractType === 'fast').length).toBeGreaterThanOrEqual(2);
      expect(inArea.filter((o) => o.greenEnergy).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices every fixed offer in exactly the areas it serves, at plausible levels', () => {
    const ranges = { SE1: [35, 70], SE2: [35, 70], SE3: [70, 110], SE4: [85, 130] } as const;
    for (const offer of offers) {
      if (offer.contractType !== 'fast') continue;
      expect(Object.keys(offer.pricing.oreExVatByArea).sort()).toEqual([...offer.priceAreas].sort());
      for (const area of offer.priceAreas) {
        const price = offer.pricing.oreExVatByArea[area] ?? Number.NaN;
        const [min, max] = ranges[area];
        expect(price).toBeGreaterThanOrEqual(min);
        expect(price).toBeLessThanOrEqual(max);
      }
    }
  });

  it('has markups, fees, ratings and benefits within what the market shows', () => {
    for (const offer of offers) {
      if (offer.contractType !== 'fast') {
        expect(offer.pricing.markupOreExVat).toBeGreaterThanOrEqual(0);
        expect(offer.pricing.markupOreExVat).toBeLessThanOrEqual(8);
      }
      expect(offer.monthlyFee).toBeGreaterThanOrEqual(29);
      expect(offer.monthlyFee).toBeLessThanOrEqual(70);
      expect(offer.rating).toBeGreaterThanOrEqual(3.5);
      expect(offer.rating).toBeLessThanOrEqual(4.8);
      expect(offer.benefits.length).toBeGreaterThanOrEqual(2);
    }
    expect(offers.find((o) => o.providerSlug === 'greenely')?.monthlyFee).toBe(29);
  });

  it('uses every contract type and marks some offers popular', () => {
    expect(new Set(offers.map((o) => o.contractType))).toEqual(new Set(['rorligt', 'fast', 'timpris']));
    expect(offers.some((o) => o.popular)).toBe(true);
    expect(offers.some((o) => o.contractType === 'fast' && o.greenEnergy)).toBe(true);
  });

  it('writes its copy in Swedish without leftover ASCII stand-ins for å, ä, ö', () => {
    const copy = offers.flatMap((o) => [o.name, o.description, ...o.benefits]).join(' ');
    expect(copy).toMatch(/[åäö]/);
    expect(copy).not.toMatch(/\b(Rorligt|rorligt|manader|bindningstid saknas|fornybar|Fornybar)\b/);
  });

  it('dates its figures', () => {
    expect(OFFERS_DATA_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
