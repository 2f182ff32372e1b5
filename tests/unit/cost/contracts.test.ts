import fc from 'fast-check';
import { VAT_RATE } from '@/lib/domain/constants';
import {
  ELCERTIFIKAT_ORE_EX_VAT,
  bindingLabel,
  offerCatalogueSchema,
  offerPriceForArea,
  offerSchema,
  offersForArea,
  pricePeriodLabel,
  type Offer,
  type OfferInput,
} from '@/lib/domain/contracts';
import { PRICE_AREAS } from '@/lib/domain/price-area';

const base = {
  providerSlug: 'exempel',
  supplier: 'Exempel Energi',
  greenEnergy: false,
  monthlyFee: 49,
  bindingMonths: 0,
  rating: 4,
  reviewCount: 100,
  benefits: ['Ingen bindningstid', 'Förnybar el'],
  description: 'Ett exempelavtal för testerna.',
  popular: false,
  website: 'https://www.example.se',
} satisfies Partial<OfferInput>;

const variableInput: OfferInput = {
  ...base,
  id: 'exempel-rorligt',
  name: 'Rörligt',
  contractType: 'rorligt',
  pricing: { markupOreExVat: 6, elcertifikat: 'added' },
  priceAreas: ['SE3', 'SE4'],
};

const hourlyInput: OfferInput = {
  ...base,
  id: 'exempel-timpris',
  name: 'Timpris',
  contractType: 'timpris',
  pricing: { markupOreExVat: 4, elcertifikat: 'included' },
  priceAreas: ['SE1', 'SE2', 'SE3', 'SE4'],
};

const fixedInput: OfferInput = {
  ...base,
  id: 'exempel-fast',
  name: 'Fast 1 år',
  contractType: 'fast',
  greenEnergy: true,
  bindingMonths: 12,
  pricing: { oreExVatByArea: { SE1: 48, SE3: 88 } },
  priceAreas: ['SE1', 'SE3'],
};

const variable = offerSchema.parse(variableInput);
const hourly = offerSchema.parse(hourlyInput);
const fixed = offerSchema.parse(fixedInput);

describe('offerPriceForArea (öre/kWh incl. VAT, energy tax and grid fee excluded)', () => {
  it('uses a 25 % VAT rate', () => {
    expect(VAT_RATE).toBe(0.25);
  });

  it('variable: (spot + markup + elcertifikat) × 1,25', () => {
    // (80 + 6 + 0,6) × 1,25 = 108,25
    expect(ELCERTIFIKAT_ORE_EX_VAT).toBe(0.6);
    expect(offerPriceForArea(variable, 'SE3', 80)).toBeCloseTo(108.25, 10);
  });

  it('hourly with the certificate in the markup: (spot + markup) × 1,25', () => {
    expect(offerPriceForArea(hourly, 'SE1', 20)).toBeCloseTo(30, 10);
  });

  it('fixed: the area price × 1,25, whatever the spot price', () => {
    expect(offerPriceForArea(fixed, 'SE3', 80)).toBeCloseTo(110, 10);
    expect(offerPriceForArea(fixed, 'SE3', 500)).toBeCloseTo(110, 10);
    expect(offerPriceForArea(fixed, 'SE1', 0)).toBeCloseTo(60, 10);
  });

  it('is null in an area the offer does not serve', () => {
    expect(offerPriceForArea(variable, 'SE1', 80)).toBeNull();
    expect(offerPriceForArea(fixed, 'SE4', 80)).toBeNull();
  });

  it('passes a negative monthly spot price through rather than hiding it', () => {
    expect(offerPriceForArea(hourly, 'SE2', -4)).toBeCloseTo(0, 10);
  });

  it('rejects a spot price that is not a number for spot-based offers', () => {
    expect(() => offerPriceForArea(variable, 'SE3', Number.NaN)).toThrow(RangeError);
  });

  it('never returns NaN for a finite spot price', () => {
    fc.assert(
      fc.property(fc.constantFrom(variable, hourly, fixed), fc.constantFrom(...PRICE_AREAS), fc.double({ min: -50, max: 1000, noNaN: true }), (offer, area, spot) => {
        const price = offerPriceForArea(offer, area, spot);
        expect(price === null || Number.isFinite(price)).toBe(true);
      }),
    );
  });
});

describe('offersForArea', () => {
  const offers: Offer[] = [variable, hourly, fixed];

  it('keeps the offers that serve the area, in order, priced to one decimal', () => {
    const se3 = offersForArea(offers, 'SE3', 80);
    expect(se3.map((o) => [o.id, o.area, o.pricePerKwh])).toEqual([
      ['exempel-rorligt', 'SE3', 108.3],
      ['exempel-timpris', 'SE3', 105],
      ['exempel-fast', 'SE3', 110],
    ]);
    expect(offersForArea(offers, 'SE2', 30).map((o) => o.id)).toEqual(['exempel-timpris']);
  });

  it('does not change the offers it is given', () => {
    const before = JSON.stringify(offers);
    offersForArea(offers, 'SE3', 80);
    expect(JSON.stringify(offers)).toBe(before);
  });
});

describe('offer schema', () => {
  it('derives the Swedish binding label', () => {
    expect(variable.bindingLabel).toBe('Ingen bindningstid');
    expect(fixed.bindingLabel).toBe('12 månader');
    expect(bindingLabel(24)).toBe('24 månader');
    expect(bindingLabel(36)).toBe('36 månader');
  });

  it('states the period a price applies to', () => {
    expect(pricePeriodLabel(fixed)).toBe('Fast pris i 12 månader');
    expect(pricePeriodLabel(variable)).toMatch(/varje månad/);
    expect(pricePeriodLabel(hourly)).toMatch(/spotpriset/);
  });

  it('rejects a fixed offer whose prices do not cover exactly its areas', () => {
    expect(offerSchema.safeParse({ ...fixedInput, priceAreas: ['SE1', 'SE3', 'SE4'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...fixedInput, priceAreas: ['SE1'] }).success).toBe(false);
  });

  it('rejects a fixed offer without a fixed period', () => {
    expect(offerSchema.safeParse({ ...fixedInput, bindingMonths: 0 }).success).toBe(false);
  });

  it('rejects green as a contract type, unknown binding periods, http links and repeated areas', () => {
    expect(offerSchema.safeParse({ ...variableInput, contractType: 'gron' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, bindingMonths: 6 }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, website: 'http://www.example.se' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, affiliateLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, priceAreas: ['SE3', 'SE3'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, priceAreas: [] }).success).toBe(false);
  });

  it('rejects spot pricing on a fixed offer and fixed pricing on a variable one', () => {
    expect(offerSchema.safeParse({ ...fixedInput, pricing: variableInput.pricing }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, pricing: fixedInput.pricing }).success).toBe(false);
  });

  it('rejects fewer than two benefits', () => {
    expect(offerSchema.safeParse({ ...variableInput, benefits: ['Bara en'] }).success).toBe(false);
  });

  it('rejects a catalogue with a repeated id', () => {
    expect(offerCatalogueSchema.safeParse([variableInput, hourlyInput]).success).toBe(true);
    expect(offerCatalogueSchema.safeParse([variableInput, { ...hourlyInput, id: variableInput.id }]).success).toBe(false);
  });
});
