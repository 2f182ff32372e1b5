import fc from 'fast-check';
import { VAT_RATE } from '@/lib/domain/constants';
import {
  BINDING_UNKNOWN_LABEL,
  bindingLabel,
  monthlyFeeInclVat,
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
  monthlyFee: { kr: 49, per: 'month', vat: 'incl' },
  bindingMonths: 0,
  benefits: ['Ingen bindningstid', 'Förnybar el'],
  description: 'Ett exempelavtal för testerna.',
  website: 'https://www.example.se',
  source: 'https://www.example.se/priser',
  sourceName: 'Exempel Energi',
  checkedDate: '2025-02-01',
  sourceNote: 'Påslag och avgift enligt prissidan.',
} satisfies Partial<OfferInput>;

const variableInput: OfferInput = {
  ...base,
  id: 'exempel-rorligt',
  name: 'Rörligt',
  contractType: 'rorligt',
  pricing: { markupOre: 6, vat: 'excl' },
  priceAreas: ['SE3', 'SE4'],
};

const hourlyInput: OfferInput = {
  ...base,
  id: 'exempel-timpris',
  name: 'Timpris',
  contractType: 'timpris',
  // 5 öre incl. VAT = 4 öre excl. VAT.
  pricing: { markupOre: 5, vat: 'incl' },
  monthlyFee: { kr: 69, per: 'month', vat: 'excl' },
  priceAreas: ['SE1', 'SE2', 'SE3', 'SE4'],
};

const fixedInput: OfferInput = {
  ...base,
  id: 'exempel-fast',
  name: 'Fast 1 år',
  contractType: 'fast',
  greenEnergy: true,
  bindingMonths: 12,
  monthlyFee: { kr: 540, per: 'year', vat: 'incl' },
  pricing: { oreByArea: { SE1: 48, SE3: 88 }, vat: 'excl' },
  priceAreas: ['SE1', 'SE3'],
};

/** A markup per area, as Eksjö Energi and Ljusdal Energi publish theirs. */
const perAreaInput: OfferInput = {
  ...base,
  id: 'exempel-per-omrade',
  name: 'Rörligt per område',
  contractType: 'rorligt',
  pricing: { markupOre: { SE3: 2.8, SE4: 5.1 }, vat: 'excl' },
  monthlyFee: { kr: 150, per: 'year', vat: 'excl' },
  bindingMonths: null,
  priceAreas: ['SE3', 'SE4'],
};

const variable = offerSchema.parse(variableInput);
const hourly = offerSchema.parse(hourlyInput);
const fixed = offerSchema.parse(fixedInput);
const perArea = offerSchema.parse(perAreaInput);

describe('offerPriceForArea (öre/kWh incl. VAT, energy tax and grid fee excluded)', () => {
  it('uses a 25 % VAT rate', () => {
    expect(VAT_RATE).toBe(0.25);
  });

  it('variable: (spot + markup) × 1,25, with no separate elcertifikat (decisions.md)', () => {
    // (80 + 6) × 1,25 = 107,5
    expect(offerPriceForArea(variable, 'SE3', 80)).toBeCloseTo(107.5, 10);
  });

  it('takes a markup stated incl. VAT back to excl. VAT first: (20 + 5 / 1,25) × 1,25 = 30', () => {
    expect(offerPriceForArea(hourly, 'SE1', 20)).toBeCloseTo(30, 10);
  });

  it('uses the markup of the area when the source gives one per area', () => {
    // SE3: (60 + 2,8) × 1,25 = 78,5; SE4: (80 + 5,1) × 1,25 = 106,375
    expect(offerPriceForArea(perArea, 'SE3', 60)).toBeCloseTo(78.5, 10);
    expect(offerPriceForArea(perArea, 'SE4', 80)).toBeCloseTo(106.375, 10);
  });

  it('fixed: the area price × 1,25, whatever the spot price', () => {
    expect(offerPriceForArea(fixed, 'SE3', 80)).toBeCloseTo(110, 10);
    expect(offerPriceForArea(fixed, 'SE3', 500)).toBeCloseTo(110, 10);
    expect(offerPriceForArea(fixed, 'SE1', 0)).toBeCloseTo(60, 10);
  });

  it('is null in an area the offer does not serve', () => {
    expect(offerPriceForArea(variable, 'SE1', 80)).toBeNull();
    expect(offerPriceForArea(fixed, 'SE4', 80)).toBeNull();
    expect(offerPriceForArea(perArea, 'SE2', 80)).toBeNull();
  });

  it('passes a negative monthly spot price through rather than hiding it', () => {
    expect(offerPriceForArea(hourly, 'SE2', -4)).toBeCloseTo(0, 10);
  });

  it('rejects a spot price that is not a number for spot-based offers', () => {
    expect(() => offerPriceForArea(variable, 'SE3', Number.NaN)).toThrow(RangeError);
  });

  it('never returns NaN for a finite spot price', () => {
    fc.assert(
      fc.property(fc.constantFrom(variable, hourly, fixed, perArea), fc.constantFrom(...PRICE_AREAS), fc.double({ min: -50, max: 1000, noNaN: true }), (offer, area, spot) => {
        const price = offerPriceForArea(offer, area, spot);
        expect(price === null || Number.isFinite(price)).toBe(true);
      }),
    );
  });
});

describe('monthly fee as the cost model uses it (kr per month incl. VAT)', () => {
  it('keeps a monthly fee incl. VAT as it is', () => {
    expect(variable.monthlyFee).toBe(49);
    expect(monthlyFeeInclVat({ kr: 49, per: 'month', vat: 'incl' })).toBe(49);
  });

  it('adds VAT to a fee stated excl. VAT: 69 × 1,25 = 86,25', () => {
    expect(hourly.monthlyFee).toBe(86.25);
  });

  it('spreads a yearly fee over twelve months: 540 / 12 = 45; 150 excl. VAT → 187,50 / 12 = 15,625', () => {
    expect(fixed.monthlyFee).toBe(45);
    expect(perArea.monthlyFee).toBe(15.625);
  });

  it('keeps the fee as stated for the page that quotes the source', () => {
    expect(perArea.feeAsStated).toEqual({ kr: 150, per: 'year', vat: 'excl' });
  });
});

describe('offersForArea', () => {
  const offers: Offer[] = [variable, hourly, fixed, perArea];

  it('keeps the offers that serve the area, in order, priced to one decimal', () => {
    const se3 = offersForArea(offers, 'SE3', 80.3);
    // (80,3 + 6) × 1,25 = 107,875; (80,3 + 4) × 1,25 = 105,375; 88 × 1,25 = 110; (80,3 + 2,8) × 1,25 = 103,875
    expect(se3.map((o) => [o.id, o.area, o.pricePerKwh])).toEqual([
      ['exempel-rorligt', 'SE3', 107.9],
      ['exempel-timpris', 'SE3', 105.4],
      ['exempel-fast', 'SE3', 110],
      ['exempel-per-omrade', 'SE3', 103.9],
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
  it('derives the Swedish binding label, and says so when the source does not state one', () => {
    expect(variable.bindingLabel).toBe('Ingen bindningstid');
    expect(perArea.bindingLabel).toBe(BINDING_UNKNOWN_LABEL);
    expect(bindingLabel(null)).toBe('Framgår inte av källan');
    expect(fixed.bindingLabel).toBe('12 månader');
    expect(bindingLabel(24)).toBe('24 månader');
    expect(bindingLabel(36)).toBe('36 månader');
  });

  it('states the period a price applies to', () => {
    expect(pricePeriodLabel(fixed)).toBe('Fast pris i 12 månader');
    expect(pricePeriodLabel(variable)).toMatch(/varje månad/);
    expect(pricePeriodLabel(hourly)).toMatch(/spotpriset/);
  });

  it('rejects prices per area that do not cover exactly the served areas', () => {
    expect(offerSchema.safeParse({ ...fixedInput, priceAreas: ['SE1', 'SE3', 'SE4'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...fixedInput, priceAreas: ['SE1'] }).success).toBe(false);
    expect(offerSchema.safeParse({ ...perAreaInput, priceAreas: ['SE3'] }).success).toBe(false);
  });

  it('rejects a fixed offer without a fixed period', () => {
    expect(offerSchema.safeParse({ ...fixedInput, bindingMonths: 0 }).success).toBe(false);
    expect(offerSchema.safeParse({ ...fixedInput, bindingMonths: null }).success).toBe(false);
  });

  it('needs a source: an https page, its name, a date as the source gives it and what was read', () => {
    expect(offerSchema.safeParse({ ...variableInput, source: undefined }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, source: 'http://www.example.se/priser' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, sourceName: ' ' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, sourceNote: '' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...variableInput, checkedDate: '2025-01' }).success).toBe(true);
    for (const bad of ['2025', '2025-13', '2025-02-30x', '1 februari 2025', undefined]) {
      expect(offerSchema.safeParse({ ...variableInput, checkedDate: bad }).success).toBe(false);
    }
  });

  it('accepts a terms area only among the served areas', () => {
    expect(offerSchema.safeParse({ ...variableInput, termsArea: 'SE4' }).success).toBe(true);
    expect(offerSchema.safeParse({ ...variableInput, termsArea: 'SE1' }).success).toBe(false);
  });

  it('has no rating, review count or popular flag to fill in without a source', () => {
    expect(Object.keys(variable)).not.toEqual(expect.arrayContaining(['rating']));
    expect(variable).not.toHaveProperty('reviewCount');
    expect(variable).not.toHaveProperty('popular');
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
