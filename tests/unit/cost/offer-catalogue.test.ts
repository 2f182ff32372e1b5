import { OFFERS } from '@/content/offers';
import { offerCatalogueSchema, type Offer } from '@/lib/domain/contracts';
import { PRICE_AREAS } from '@/lib/domain/price-area';

const result = offerCatalogueSchema.safeParse(OFFERS);
const offers: Offer[] = result.success ? result.data : [];

describe('built-in offer catalogue (content/offers.ts)', () => {
  it('passes the offer schema', () => {
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('holds the nine offers a dated source could be found for, with unique ids', () => {
    // decisions.md asks for at least 15; the stored supplier pages allowed nine (see content/offers.ts).
    expect(offers.map((o) => o.id)).toEqual([
      'kraftringen-rorligt',
      'fortum-rorligt',
      'eon-rorligt',
      'vattenfall-rorligt',
      'bixia-rorligt',
      'skelleftea-kraft-rorligt',
      'greenely-timpris',
      'eksjo-energi-rorligt',
      'ljusdal-energi-rorligt',
    ]);
  });

  it('names a source page, its publisher, a date from 2024 or later and what was read, for every offer', () => {
    for (const offer of offers) {
      expect(new URL(offer.source).protocol).toBe('https:');
      expect(offer.sourceName.length).toBeGreaterThan(2);
      expect(offer.checkedDate >= '2024-01').toBe(true);
      expect(offer.checkedDate <= '2026-11-23').toBe(true);
      expect(offer.sourceNote.length).toBeGreaterThan(40);
    }
  });

  it('records the dates the sources give', () => {
    const dates = Object.fromEntries(offers.map((o) => [o.id, o.checkedDate]));
    expect(dates).toEqual({
      'kraftringen-rorligt': '2024-05-28',
      'fortum-rorligt': '2024-05-28',
      'eon-rorligt': '2024-05-28',
      'vattenfall-rorligt': '2024-05-28',
      'bixia-rorligt': '2024-05-28',
      'skelleftea-kraft-rorligt': '2024-05-28',
      'greenely-timpris': '2025-02-01',
      'eksjo-energi-rorligt': '2024-07-04',
      'ljusdal-energi-rorligt': '2025-01',
    });
  });

  it('keeps the markups as the sources state them, turned into öre/kWh excl. VAT', () => {
    const markup = (id: string, area: (typeof PRICE_AREAS)[number]) => {
      const offer = offers.find((o) => o.id === id);
      return offer?.pricing.kind === 'spot' ? offer.pricing.markupOreExVatByArea[area] : undefined;
    };
    // Elpriskollen via Kraftringen, incl. VAT: (10,50 + 8,89) / 1,25 = 15,512
    expect(markup('vattenfall-rorligt', 'SE3')).toBeCloseTo(15.512, 10);
    // (7,50 + 9,18) / 1,25 = 13,344
    expect(markup('eon-rorligt', 'SE1')).toBeCloseTo(13.344, 10);
    // (2,50 + 10,54) / 1,25 = 10,432
    expect(markup('fortum-rorligt', 'SE4')).toBeCloseTo(10.432, 10);
    // Greenely, excl. VAT: 13,63 + 0
    expect(markup('greenely-timpris', 'SE2')).toBeCloseTo(13.63, 10);
    // Eksjö SE3: 31,79 − 27,30 + 2,60 = 7,09
    expect(markup('eksjo-energi-rorligt', 'SE3')).toBeCloseTo(7.09, 10);
    // Ljusdal SE2: 0,64 + 3,50 + 3,25 = 7,39
    expect(markup('ljusdal-energi-rorligt', 'SE2')).toBeCloseTo(7.39, 10);
  });

  it('serves only the areas the sources support', () => {
    const areas = Object.fromEntries(offers.map((o) => [o.id, o.priceAreas.join(',')]));
    expect(areas['kraftringen-rorligt']).toBe('SE4');
    expect(areas['ljusdal-energi-rorligt']).toBe('SE1,SE2');
    expect(areas['eksjo-energi-rorligt']).toBe('SE1,SE2,SE3,SE4');
    for (const id of ['fortum-rorligt', 'eon-rorligt', 'vattenfall-rorligt', 'bixia-rorligt', 'skelleftea-kraft-rorligt']) {
      expect(areas[id]).toBe('SE1,SE2,SE3,SE4');
      // The Elpriskollen table is for SE4; the card says the markup is assumed elsewhere.
      expect(offers.find((o) => o.id === id)?.termsArea).toBe('SE4');
    }
    for (const area of PRICE_AREAS) expect(offers.filter((o) => o.priceAreas.includes(area)).length).toBeGreaterThanOrEqual(7);
  });

  it('has an offer for each provider page but Tibber, whose price no dated source gives', () => {
    for (const slug of ['vattenfall', 'eon', 'fortum', 'greenely']) {
      expect(offers.filter((o) => o.providerSlug === slug).length).toBeGreaterThanOrEqual(1);
    }
    expect(offers.some((o) => o.providerSlug === 'tibber')).toBe(false);
  });

  it('states a binding period only where the source does', () => {
    const unknown = offers.filter((o) => o.bindingMonths === null).map((o) => o.id);
    expect(unknown).toEqual(['fortum-rorligt', 'eon-rorligt', 'vattenfall-rorligt', 'skelleftea-kraft-rorligt']);
  });

  it('marks as Miljöel only offers whose source says renewable', () => {
    expect(offers.filter((o) => o.greenEnergy).map((o) => o.id)).toEqual(['skelleftea-kraft-rorligt', 'eksjo-energi-rorligt']);
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

  it('writes its copy in Swedish without leftover ASCII stand-ins for å, ä, ö', () => {
    const copy = offers.flatMap((o) => [o.name, o.description, o.sourceNote, ...o.benefits]).join(' ');
    expect(copy).toMatch(/[åäö]/);
    expect(copy).not.toMatch(/\b(Rorligt|rorligt|manader|fornybar|Fornybar)\b/);
  });
});
