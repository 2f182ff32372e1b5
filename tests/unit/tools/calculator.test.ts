import fc from 'fast-check';

import { getAllSuppliers, getAreaFile, getAreaOffers, getAreaSource } from '@/lib/content/market';
import {
  calculateCosts,
  calculationAnnouncement,
  calculatorShareText,
  cheapestAlternative,
  echoOrePerKwh,
  scenarioSentence,
  checkAnnualKwh,
  checkPriceOre,
  costKr,
  fieldProblemMessage,
  parseSwedishNumber,
} from '@/lib/domain/calculator';
import { MAX_ANNUAL_KWH, MAX_PRICE_ORE_PER_KWH } from '@/lib/domain/calculator-constants';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatNumber } from '@/lib/format';
import { parseAreaFile } from '@/lib/market/area-file';
import { cheapestOffer, indexMarket } from '@/lib/market/compare';
import { yearlyCostKr } from '@/lib/market/cost';

import { SOURCES, offer } from '../market/fixtures';

describe('parseSwedishNumber', () => {
  it.each([
    ['12 000', 12000],
    ['12\u00A0000', 12000],
    ['12\u202F000', 12000],
    ['12\u2009000', 12000],
    ['  8000  ', 8000],
    ['125,5', 125.5],
    ['125.5', 125.5],
    ['125,', 125],
    [',5', 0.5],
    ['0', 0],
    ['-5', -5],
    ['\u22125', -5],
    ['1 000 000', 1_000_000],
    // docs/rules/calculator.md: a dot between digit groups is a thousands separator.
    ['12.000', 12000],
    ['1.250', 1250],
    ['1.000.000', 1_000_000],
    ['12.000,5', 12000.5],
    ['-1.500', -1500],
    ['0.125', 0.125],
    ['1.25', 1.25],
    ['12.0000', 12],
  ])('reads %j as %p', (input, expected) => {
    expect(parseSwedishNumber(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1e9', '1E3', '12,5,5', '12.00.000', '1.2.3', '12.000.5', '0.125.000', '0x10', 'Infinity', 'NaN', '12 kWh', '--5', ',', '5-'])(
    'refuses %j',
    (input) => {
      expect(parseSwedishNumber(input)).toBeNull();
    },
  );

  it('reads back every whole number the site formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(parseSwedishNumber(formatNumber(n))).toBe(n);
      }),
    );
  });

  it('reads back one-decimal numbers written with a decimal comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (tenths) => {
        const value = tenths / 10;
        expect(parseSwedishNumber(formatNumber(value, 1))).toBeCloseTo(value, 10);
      }),
    );
  });

  it('never throws and returns null or a finite number for any text', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const value = parseSwedishNumber(input);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it('refuses any text with a letter in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'e', 'E', 'k', 'ö'), fc.string(), (before, letter, after) => {
        expect(parseSwedishNumber(`${before}${letter}${after}`)).toBeNull();
      }),
    );
  });
});

describe('field checks', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['1e9', 'not-a-number'],
    ['0', 'not-positive'],
    ['0,0', 'not-positive'],
    ['-5', 'not-positive'],
    ['1 000 001', 'too-high'],
    ['1000000000', 'too-high'],
  ])('annual kWh %j → %s', (input, problem) => {
    expect(checkAnnualKwh(input)).toEqual({ ok: false, problem });
  });

  it('accepts the presets, thousands spaces and the upper bound itself', () => {
    expect(checkAnnualKwh('12 000')).toEqual({ ok: true, value: 12000 });
    expect(checkAnnualKwh(formatNumber(MAX_ANNUAL_KWH))).toEqual({ ok: true, value: MAX_ANNUAL_KWH });
    expect(checkAnnualKwh('0,1')).toEqual({ ok: true, value: 0.1 });
  });

  it('checks the price with its own bound', () => {
    expect(checkPriceOre('125,5')).toEqual({ ok: true, value: 125.5 });
    expect(checkPriceOre(String(MAX_PRICE_ORE_PER_KWH))).toEqual({ ok: true, value: MAX_PRICE_ORE_PER_KWH });
    expect(checkPriceOre('1000,1')).toEqual({ ok: false, problem: 'too-high' });
    expect(checkPriceOre('-5')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkPriceOre('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('is ok exactly when the number is above 0 and within the bound', () => {
    fc.assert(
      fc.property(fc.double({ min: -2e6, max: 2e6, noNaN: true }), (value) => {
        const result = checkAnnualKwh(String(value).replace('.', ','));
        const parsed = parseSwedishNumber(String(value));
        if (parsed === null) return; // exponent notation of tiny numbers (1e-7) is refused, as designed
        expect(result.ok).toBe(parsed > 0 && parsed <= MAX_ANNUAL_KWH);
      }),
    );
  });

  it('has a distinct Swedish hint for every problem of both fields', () => {
    const messages = (['annualKwh', 'price'] as const).flatMap((field) =>
      (['empty', 'not-a-number', 'not-positive', 'too-high'] as const).map((problem) => fieldProblemMessage(field, problem)),
    );
    expect(new Set(messages).size).toBe(messages.length);
    expect(fieldProblemMessage('annualKwh', 'too-high')).toContain('orimligt högt');
    expect(fieldProblemMessage('annualKwh', 'too-high')).toContain('1\u202F000\u202F000');
    expect(fieldProblemMessage('price', 'not-positive')).toBe('Priset måste vara större än 0 öre/kWh.');
  });
});

describe('calculateCosts (docs/rules/calculator.md)', () => {
  it('uses annual / 12, kWh × price / 100 and an optimised price of × 0.8', () => {
    expect(costKr(100, 150)).toBe(150);
    expect(calculateCosts(12000, 125.5)).toEqual({
      annualKwh: 12000,
      priceOrePerKwh: 125.5,
      optimisedPriceOrePerKwh: 100.4,
      monthlyConsumption: 1000,
      currentMonthlyCost: 1255,
      currentAnnualCost: 15060,
      optimisedMonthlyCost: 1004,
      optimisedAnnualCost: 12048,
      potentialMonthlySaving: 251,
      potentialAnnualSaving: 3012,
    });
  });

  it('rounds to whole kronor', () => {
    const result = calculateCosts(5000, 99.9);
    // 5000 × 99,9 / 100 = 4995; / 12 = 416,25 → 416; optimised 4995 × 0,8 = 3996; 333
    expect(result.currentAnnualCost).toBe(4995);
    expect(result.currentMonthlyCost).toBe(416);
    expect(result.optimisedAnnualCost).toBe(3996);
    expect(result.optimisedMonthlyCost).toBe(333);
    expect(result.potentialMonthlySaving).toBe(83);
  });

  it('gives whole kronor, savings that add up, and about 20 % saved for any valid input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: MAX_ANNUAL_KWH, noNaN: true }), fc.double({ min: 0.1, max: MAX_PRICE_ORE_PER_KWH, noNaN: true }), (kwh, price) => {
        const r = calculateCosts(kwh, price);
        for (const value of [r.currentAnnualCost, r.currentMonthlyCost, r.optimisedAnnualCost, r.optimisedMonthlyCost]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(r.potentialAnnualSaving).toBe(r.currentAnnualCost - r.optimisedAnnualCost);
        expect(r.potentialMonthlySaving).toBe(r.currentMonthlyCost - r.optimisedMonthlyCost);
        expect(r.potentialAnnualSaving).toBeGreaterThanOrEqual(0);
        expect(Math.abs(r.potentialAnnualSaving - (kwh * price) / 100 / 5)).toBeLessThanOrEqual(1);
        expect(r.monthlyConsumption).toBeCloseTo(kwh / 12, 9);
      }),
    );
  });
});

describe('what the page says about the result', () => {
  it('states the inputs, the cost and the 20 % as a scenario, never as a promise', () => {
    const text = calculatorShareText(calculateCosts(12000, 125.5), 'Elvalet');
    expect(text).toContain('Elvalets elkostnadskalkylator');
    expect(text).toContain(`12\u202F000\u00A0kWh`);
    expect(text).toContain('125,5\u00A0öre/kWh');
    expect(text).toContain('utan elnätsavgift och energiskatt');
    expect(text).toContain(`15\u202F060\u00A0kr per år`);
    expect(text).toContain(`Räkneexempel: Med 20\u00A0% lägre elpris betalar du 3\u202F012\u00A0kr mindre per år.`);
    expect(text).not.toMatch(/spara upp till/i);
  });

  it('echoes a typed price with its own decimals', () => {
    expect(echoOrePerKwh(1.25)).toBe('1,25\u00A0öre/kWh');
    expect(echoOrePerKwh(125)).toBe('125\u00A0öre/kWh');
    expect(echoOrePerKwh(125.5)).toBe('125,5\u00A0öre/kWh');
    expect(calculatorShareText(calculateCosts(2000, 1.25), 'Elvalet')).toContain('1,25\u00A0öre/kWh');
  });

  it('has a scenario sentence, and an announcement that says its figure is elhandel only', () => {
    const result = calculateCosts(12000, 125.5);
    expect(scenarioSentence(result)).toBe(`Med 20\u00A0% lägre elpris betalar du 3\u202F012\u00A0kr mindre per år.`);
    expect(calculationAnnouncement(result, null, 'elområde SE3 (Stockholm)')).toBe(
      `Resultatet visas nedan. Elhandeln kostar dig 15\u202F060\u00A0kr per år med ditt elpris, utan elnätsavgift och energiskatt. Hela elkostnaden räknas under resultatet.`,
    );
    expect(calculationAnnouncement(null, null, 'elområde SE2 (Sundsvall)')).toBe(
      'Resultatet visas nedan. Vi har inga avtal för elområde SE2 (Sundsvall) i jämförelsen.',
    );
  });
});

describe('cheapestAlternative (docs/rules/calculator.md): the market catalogue', () => {
  // Incl. VAT: A 80 öre/kWh and 50 kr a month (600 + 0,8 × kWh a year), B 85 öre/kWh without a fee.
  const A = offer({ supplierSlug: 'a', supplierName: 'A', product: 'Med avgift', type: 'rorligt', feeElementOre: 24, spotOre: 0, markupOre: 64 });
  const B = offer({ supplierSlug: 'b', supplierName: 'B', product: 'Utan avgift', type: 'fast-1-ar', fixedPriceOre: 68 });
  const index = indexMarket([A, B]);

  it('is the cheapest offer of every type at the yearly consumption, with its cost and the supply for the full bill', () => {
    // 24 000 kWh: A 600 + 19 200 = 19 800 kr; B 20 400 kr.
    expect(cheapestAlternative(index, 24000, SOURCES.SE3)).toEqual({
      offer: A,
      cost: { yearlyKr: 19800, monthlyKr: 1650, jamforprisOre: 82.5 },
      supply: {
        pricePerKwhOre: 80,
        monthlyFeeKr: 50,
        source: { name: 'A – Med avgift', via: 'Elpriskollen (Energimarknadsinspektionen)', url: 'https://www.elpriskollen.se/', date: '2026-07-25' },
      },
    });
    // 6 000 kWh: A 5 400 kr; B 5 100 kr.
    expect(cheapestAlternative(index, 6000, SOURCES.SE3)?.offer).toBe(B);
    expect(cheapestAlternative(indexMarket([]), 6000, SOURCES.SE3)).toBeNull();
  });

  it("is priced so the full bill's supply part equals the card: price × kWh / 100 + 12 × fee = the yearly cost", () => {
    const alternative = cheapestAlternative(index, 24000, SOURCES.SE3)!;
    expect((alternative.supply.pricePerKwhOre * 24000) / 100 + 12 * alternative.supply.monthlyFeeKr).toBeCloseTo(yearlyCostKr(A, 24000), 9);
  });

  // On the real catalogue: the calculator reads the area's file as the browser decodes it
  // (/data/elavtal/{area}.json), and gets /jamfor's first card (cheapestOffer over the whole
  // area, default filters and sort).
  it.each(PRICE_AREAS.flatMap((area) => [2000, 5000, 12000, 20000, 60000].map((annualKwh) => [area, annualKwh] as const)))(
    "in %s at %p kWh a year equals /jamfor's top offer",
    (area, annualKwh) => {
      const all = indexMarket(getAreaOffers(area), getAllSuppliers());
      const file = parseAreaFile(JSON.parse(JSON.stringify(getAreaFile(area))), area)!;
      const alternative = cheapestAlternative(indexMarket(file.offers, file.suppliers), annualKwh, file.source)!;
      const top = cheapestOffer(all, annualKwh)!;
      expect(alternative.offer.id).toBe(top.offer.id);
      expect(alternative.cost).toEqual(top.cost);
      expect(alternative.supply.source?.date).toBe(getAreaSource(area).date);
    },
  );
});
