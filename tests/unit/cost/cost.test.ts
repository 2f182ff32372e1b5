import fc from 'fast-check';
import {
  DEFAULT_MONTHLY_KWH,
  JAMFORPRIS_CONSUMPTIONS,
  MONTHLY_KWH_MAX,
  MONTHLY_KWH_MIN,
  MONTHLY_KWH_STEP,
  annualCost,
  clampMonthlyKwh,
  costSummary,
  jamforpris,
  jamforprisAtAnnualConsumption,
  jamforprisTable,
  monthlyCost,
  roundKr,
  roundOre,
  sortOffersByCost,
  type RankableOffer,
} from '@/lib/domain/cost';
import {
  CONTRACT_CHOICE_LABELS,
  DEFAULT_CONTRACT_CHOICE,
  filterByContractChoice,
  parseContractChoice,
  type FilterableOffer,
} from '@/lib/domain/contract-choice';

describe('cost formulas (decisions.md "Contracts and cost")', () => {
  it('monthly cost is price × kWh / 100 + fee', () => {
    expect(monthlyCost(100, 2000, 49)).toBe(2049);
    expect(monthlyCost(85.4, 1500, 39)).toBeCloseTo(1320, 10);
  });

  it('annual cost is twelve monthly costs', () => {
    expect(annualCost(100, 2000, 49)).toBe(24588);
  });

  it('a month without consumption costs the fee', () => {
    expect(monthlyCost(100, 0, 49)).toBe(49);
  });

  it('jämförpris is the monthly cost per kWh in öre, fee included', () => {
    expect(jamforpris(100, 49, 2000)).toBeCloseTo(102.45, 10);
    expect(jamforpris(80, 0, 1000)).toBe(80);
  });

  it('jämförpris at an annual consumption spreads the fee over a twelfth of it', () => {
    // 49 kr × 12 = 588 kr a year; over 2 000 kWh that is 29,4 öre/kWh on top of the price.
    expect(jamforprisAtAnnualConsumption(100, 49, 2000)).toBeCloseTo(129.4, 10);
    expect(jamforprisAtAnnualConsumption(100, 49, 5000)).toBeCloseTo(111.76, 10);
    expect(jamforprisAtAnnualConsumption(100, 49, 20000)).toBeCloseTo(102.94, 10);
  });

  it('states jämförpris at 2 000, 5 000 and 20 000 kWh per year, rounded to one decimal', () => {
    expect(JAMFORPRIS_CONSUMPTIONS).toEqual([2000, 5000, 20000]);
    expect(jamforprisTable(100, 49)).toEqual([
      { annualKwh: 2000, orePerKwh: 129.4 },
      { annualKwh: 5000, orePerKwh: 111.8 },
      { annualKwh: 20000, orePerKwh: 102.9 },
    ]);
  });

  it('rejects consumption that is not a number, negative, or zero where a per-kWh price is asked', () => {
    expect(() => monthlyCost(100, Number.NaN, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, -1, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, Number.POSITIVE_INFINITY, 49)).toThrow(RangeError);
    expect(() => annualCost(100, -100, 49)).toThrow(RangeError);
    expect(() => jamforpris(100, 49, 0)).toThrow(RangeError);
    expect(() => jamforpris(100, 49, Number.NaN)).toThrow(RangeError);
    expect(() => jamforprisAtAnnualConsumption(100, 49, 0)).toThrow(RangeError);
  });

  it('rejects a price or fee that is not a finite number, and a negative fee', () => {
    expect(() => monthlyCost(Number.NaN, 2000, 49)).toThrow(RangeError);
    expect(() => monthlyCost(100, 2000, Number.NaN)).toThrow(RangeError);
    expect(() => monthlyCost(100, 2000, -1)).toThrow(RangeError);
    expect(() => jamforpris(100, -1, 2000)).toThrow(RangeError);
  });
});

describe('display rounding', () => {
  it('rounds costs to whole kronor, halves up', () => {
    expect(roundKr(2049.4)).toBe(2049);
    expect(roundKr(2049.5)).toBe(2050);
    expect(roundKr(24587.99)).toBe(24588);
  });

  it('rounds öre to one decimal as the value is written, despite float noise', () => {
    expect(roundOre(102.45)).toBe(102.5);
    expect(roundOre(2049 / 2000 * 100)).toBe(102.5);
    expect(roundOre(102.44)).toBe(102.4);
    expect(roundOre(1.05)).toBe(1.1);
    expect(roundOre(111.76)).toBe(111.8);
  });

  it('never yields negative zero', () => {
    expect(Object.is(roundKr(-0.2), 0)).toBe(true);
    expect(Object.is(roundOre(-0.01), 0)).toBe(true);
  });

  it('summarises a card the way it is displayed', () => {
    expect(costSummary(100, 49, 2000)).toEqual({ monthlyCost: 2049, annualCost: 24588, jamforpris: 102.5 });
    // 85,4 × 1 234 / 100 + 39 = 1 092,836 kr; a year is 13 114,032 kr.
    expect(costSummary(85.4, 39, 1234)).toEqual({ monthlyCost: 1093, annualCost: 13114, jamforpris: 88.6 });
  });
});

describe('consumption slider', () => {
  it('runs from 500 to 5 000 kWh in steps of 100, default 2 000', () => {
    expect([MONTHLY_KWH_MIN, MONTHLY_KWH_MAX, MONTHLY_KWH_STEP, DEFAULT_MONTHLY_KWH]).toEqual([500, 5000, 100, 2000]);
  });

  it('brings any value into the range and onto a step; unusable values give the default', () => {
    expect(clampMonthlyKwh(2000)).toBe(2000);
    expect(clampMonthlyKwh(1234)).toBe(1200);
    expect(clampMonthlyKwh(1250)).toBe(1300);
    expect(clampMonthlyKwh(100)).toBe(500);
    expect(clampMonthlyKwh(0)).toBe(500);
    expect(clampMonthlyKwh(-50)).toBe(500);
    expect(clampMonthlyKwh(99999)).toBe(5000);
    expect(clampMonthlyKwh(Number.NaN)).toBe(2000);
    expect(clampMonthlyKwh(Number.POSITIVE_INFINITY)).toBe(2000);
  });
});

describe('contract choice filter', () => {
  type Row = FilterableOffer & { id: string };
  const offers: Row[] = [
    { id: 'rorligt', contractType: 'rorligt', greenEnergy: false },
    { id: 'rorligt-gron', contractType: 'rorligt', greenEnergy: true },
    { id: 'timpris', contractType: 'timpris', greenEnergy: false },
    { id: 'fast', contractType: 'fast', greenEnergy: false },
    { id: 'fast-gron', contractType: 'fast', greenEnergy: true },
  ];
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  it("'Rörligt pris' shows variable and hourly contracts", () => {
    expect(ids(filterByContractChoice(offers, 'rorligt'))).toEqual(['rorligt', 'rorligt-gron', 'timpris']);
  });

  it("'Fast pris' shows fixed contracts only", () => {
    expect(ids(filterByContractChoice(offers, 'fast'))).toEqual(['fast', 'fast-gron']);
  });

  it("'Endast miljöel' shows every green contract, fixed ones included", () => {
    expect(ids(filterByContractChoice(offers, 'miljo'))).toEqual(['rorligt-gron', 'fast-gron']);
  });

  it('returns a new array and leaves the input alone', () => {
    const copy = [...offers];
    const result = filterByContractChoice(offers, 'rorligt');
    expect(result).not.toBe(offers);
    expect(offers).toEqual(copy);
  });

  it('has Swedish labels and variable as the default', () => {
    expect(CONTRACT_CHOICE_LABELS).toEqual({ rorligt: 'Rörligt pris', fast: 'Fast pris', miljo: 'Endast miljöel' });
    expect(DEFAULT_CONTRACT_CHOICE).toBe('rorligt');
  });
});

describe('parseContractChoice (?type=)', () => {
  it('preselects rorligt or fast', () => {
    expect(parseContractChoice('fast')).toBe('fast');
    expect(parseContractChoice('rorligt')).toBe('rorligt');
    expect(parseContractChoice(' FAST ')).toBe('fast');
    expect(parseContractChoice(['fast', 'rorligt'])).toBe('fast');
  });

  it('falls back to the default for anything else', () => {
    for (const value of [undefined, null, '', 'timpris', 'gron', 'rörligt', 'fast;drop', [] as string[], 'miljo']) {
      expect(parseContractChoice(value)).toBe('rorligt');
    }
  });
});

describe('sortOffersByCost', () => {
  type Row = RankableOffer & { id: string };
  const row = (id: string, pricePerKwh: number, monthlyFee: number, name = id, supplier?: string): Row => ({
    id,
    pricePerKwh,
    monthlyFee,
    name,
    ...(supplier ? { supplier } : {}),
  });

  it('puts the cheapest monthly cost first, counting the fee', () => {
    // At 2 000 kWh: a = 1 649 kr, b = 1 629 kr, c = 1 700 kr.
    const offers = [row('a', 80, 49), row('b', 80, 29), row('c', 85, 0)];
    expect(sortOffersByCost(offers, 2000).map((o) => o.id)).toEqual(['b', 'a', 'c']);
  });

  it('ranks on the consumption chosen: a low fee wins at low use, a low price at high use', () => {
    const lowFee = row('low-fee', 90, 0);
    const lowPrice = row('low-price', 80, 60);
    expect(sortOffersByCost([lowPrice, lowFee], 500).map((o) => o.id)).toEqual(['low-fee', 'low-price']);
    expect(sortOffersByCost([lowFee, lowPrice], 5000).map((o) => o.id)).toEqual(['low-price', 'low-fee']);
  });

  it('treats costs that display as the same whole krona as a tie, broken by name (no offer has a sourced rating)', () => {
    // 1 649,4 kr and 1 649,0 kr both read '1 649 kr'.
    const offers = [row('cheaper-by-ore', 80, 49, 'Zeta'), row('dearer-by-ore', 80.02, 49, 'Alfa')];
    expect(sortOffersByCost(offers, 2000).map((o) => o.id)).toEqual(['dearer-by-ore', 'cheaper-by-ore']);
  });

  it('breaks a tie in cost by name in Swedish order', () => {
    const offers = [
      row('o', 80, 49, 'Rörligt', 'Öresundskraft'),
      row('z', 80, 49, 'Rörligt', 'Zeta'),
      row('a', 80, 49, 'Rörligt', 'Ängel'),
      row('b', 80, 49, 'Rörligt', 'Bixia'),
    ];
    expect(sortOffersByCost(offers, 2000).map((o) => o.id)).toEqual(['b', 'z', 'a', 'o']);
  });

  it('uses the offer name alone when there is no supplier', () => {
    const offers = [row('2', 80, 49, 'Beta'), row('1', 80, 49, 'Alfa')];
    expect(sortOffersByCost(offers, 2000).map((o) => o.id)).toEqual(['1', '2']);
  });

  it('does not mutate its input', () => {
    const offers = Object.freeze([row('a', 90, 49), row('b', 80, 49)]);
    const sorted = sortOffersByCost(offers, 2000);
    expect(sorted.map((o) => o.id)).toEqual(['b', 'a']);
    expect(offers.map((o) => o.id)).toEqual(['a', 'b']);
  });
});

describe('cost model properties', () => {
  const price = fc.double({ min: 0, max: 1000, noNaN: true });
  const fee = fc.double({ min: 0, max: 500, noNaN: true });
  const kwh = fc.double({ min: 0, max: 100000, noNaN: true });
  const positiveKwh = fc.double({ min: 1, max: 100000, noNaN: true });

  it('monthly cost never falls when consumption rises', () => {
    fc.assert(
      fc.property(price, fee, kwh, kwh, (p, f, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyCost(p, low, f)).toBeLessThanOrEqual(monthlyCost(p, high, f));
      }),
    );
  });

  it('jämförpris is never below the price per kWh', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        expect(jamforpris(p, f, k)).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('jämförpris times consumption gives back the monthly cost', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        expect((jamforpris(p, f, k) * k) / 100).toBeCloseTo(monthlyCost(p, k, f), 6);
      }),
    );
  });

  it('never returns NaN for valid input', () => {
    fc.assert(
      fc.property(price, fee, positiveKwh, (p, f, k) => {
        const summary = costSummary(p, f, k);
        for (const value of [monthlyCost(p, k, f), annualCost(p, k, f), ...Object.values(summary)]) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  it('sorting keeps every offer, orders by displayed cost and leaves the input as it was', () => {
    const offer = fc.record({ pricePerKwh: price, monthlyFee: fee, name: fc.string() });
    fc.assert(
      fc.property(fc.array(offer, { maxLength: 20 }), fc.integer({ min: 500, max: 5000 }), (offers, k) => {
        const before = JSON.stringify(offers);
        const sorted = sortOffersByCost(offers, k);
        expect(JSON.stringify(offers)).toBe(before);
        expect(sorted).toHaveLength(offers.length);
        const costs = sorted.map((o) => roundKr(monthlyCost(o.pricePerKwh, k, o.monthlyFee)));
        costs.slice(1).forEach((cost, i) => expect(cost).toBeGreaterThanOrEqual(costs[i] ?? -Infinity));
      }),
    );
  });

  it('clampMonthlyKwh always lands on a slider position', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const kwhValue = clampMonthlyKwh(value);
        expect(kwhValue).toBeGreaterThanOrEqual(MONTHLY_KWH_MIN);
        expect(kwhValue).toBeLessThanOrEqual(MONTHLY_KWH_MAX);
        expect(kwhValue % MONTHLY_KWH_STEP).toBe(0);
      }),
    );
  });
});
