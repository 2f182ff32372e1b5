import fc from 'fast-check';

import { energyTaxSource } from '@/lib/domain/energy-tax';
import { MAIN_FUSES, type GridTariff } from '@/lib/grid/types';
import { gridCost, listedFuses, supplyDetail, totalCost, type CostPart, type TotalCost, type TotalCostInput } from '@/lib/grid/total-cost';

import {
  ALINGSAS,
  DEGERFORS,
  ELLEVIO,
  EON_SYD,
  FROM_25_A,
  HOGANAS,
  KRAFTRINGEN,
  MALARENERGI_EFFEKT,
  SKELLEFTEA,
  VATTENFALL_E4,
  VATTENFALL_T4,
} from './tariff-fixtures';

/**
 * The full bill, worked by hand. Shared inputs: 5 000 kWh a year, Stockholm (0180, full energy
 * tax 45,0 öre/kWh incl. VAT in 2026), a supply offer at 80,2 öre/kWh and 39 kr/month (SE3,
 * variable, incl. VAT). The default load profile for 5 000 kWh is 'hushallsel':
 * 12/10/8/8/7/7/6/7/7/8/9/11 % of the year in January … December.
 *
 * Supply (lib/domain/cost-arithmetic.ts): 5 000 / 12 = 416,67 kWh a month × 80,2 öre = 334,17 kr + 39 kr
 *   = 373,17 kr a month → 373 kr; × 12 = 4 478 kr a year; VAT 4 478 / 5 = 895,6 → 896 kr.
 * Energy tax: 5 000 kWh × 45,0 öre = 2 250 kr a year, 187,5 → 188 kr a month; VAT 450 kr.
 */
const base = { annualKwh: 5000, municipalityCode: '0180', supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39 } } as const;

function run(tariff: GridTariff, extra: Partial<TotalCostInput> = {}): TotalCost {
  return totalCost({ ...base, fuse: 16, tariff, ...extra });
}

function part(result: TotalCost, id: CostPart['id']): CostPart {
  const found = result.parts.find((p) => p.id === id);
  if (!found) throw new Error(`no part ${id}`);
  return found;
}

function amounts(result: TotalCost): Record<string, [number, number] | string> {
  return Object.fromEntries(result.parts.map((p) => [p.id, p.status === 'known' ? [p.yearKr, p.monthKr] : p.reason]));
}

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

describe('totalCost: Ellevio 20 A, 5 000 kWh, Stockholm (SE3)', () => {
  // Fixed fee: 365 kr/month at 20 A → 4 380 kr a year, 365 kr a month; VAT 876 kr.
  // Transfer: 6,25 öre × 5 000 kWh = 312,50 kr → 313 kr (26,04 → 26 kr a month); VAT 62,5 → 63 kr.
  // Power: 81,25 kr/kW each month on the assumed peak 2 kW + 1,5 × the month's average kW:
  //   Jan 600 kWh / 744 h = 0,806 kW → 3,210 kW   Jul 300 / 744 = 0,403 → 2,605
  //   Feb 500 / 672 = 0,744 → 3,116              Aug 350 / 744 = 0,470 → 2,706
  //   Mar 400 / 744 = 0,538 → 2,806              Sep 350 / 720 = 0,486 → 2,729
  //   Apr 400 / 720 = 0,556 → 2,833              Oct 400 / 744 = 0,538 → 2,806
  //   May 350 / 744 = 0,470 → 2,706              Nov 450 / 720 = 0,625 → 2,938
  //   Jun 350 / 720 = 0,486 → 2,729              Dec 550 / 744 = 0,739 → 3,109
  //   sum 34,293 kW-months × 81,25 = 2 786,29 kr → 2 786 kr (232,19 → 232 a month); VAT 557 kr.
  // Total: 4 478 + 4 380 + 313 + 2 786 + 2 250 = 14 207 kr a year;
  //   373 + 365 + 26 + 232 + 188 = 1 184 kr a month; VAT 896 + 876 + 63 + 557 + 450 = 2 842 kr.
  const result = run(ELLEVIO, { fuse: 20 });

  it('gives every part and a total that is their sum', () => {
    expect(amounts(result)).toEqual({
      supply: [4478, 373],
      gridFixed: [4380, 365],
      transfer: [313, 26],
      power: [2786, 232],
      energyTax: [2250, 188],
    });
    expect(result.total).toEqual({ yearKr: 14207, monthKr: 1184, vatYearKr: 2842, vatMonthKr: 237, complete: true, missing: [] });
  });

  it('returns the peak it assumed, for the page to show', () => {
    expect(result.assumptions.peak?.source).toBe('assumed');
    expect(result.assumptions.peak?.monthlyPeakKw).toEqual([3.21, 3.12, 2.81, 2.83, 2.71, 2.73, 2.6, 2.71, 2.73, 2.81, 2.94, 3.11]);
    expect(spaced(result.assumptions.peak?.description ?? '')).toBe(
      'Antagen effekttopp per månad (vårt antagande, inte en uppmätt topp eller en uppgift från elnätsbolaget): 2 kW plus 1,5 gånger månadens medeleffekt (lägenhet eller hus utan elvärme), högst 14 kW för 20 A: 2,6–3,2 kW.',
    );
    const power = part(result, 'power');
    expect(power.status === 'known' && spaced(power.detail)).toBe('81,25 kr/kW per månad, topp 2,6–3,2 kW');
    expect(result.assumptions.energyTax).toMatchObject({ oreExVat: 36, oreInclVat: 45, reduced: false, year: 2026 });
  });

  it('a peak the user gives replaces the assumption: 5 kW × 81,25 kr × 12 = 4 875 kr', () => {
    const own = run(ELLEVIO, { fuse: 20, peakKw: 5 });
    expect(amounts(own).power).toEqual([4875, 406]);
    expect(own.assumptions.peak?.source).toBe('user');
  });

  it('never counts a peak above what the fuse allows: 20 kW at 16 A counts as 11 kW (11 × 81,25 × 12 = 10 725 kr)', () => {
    expect(amounts(run(ELLEVIO, { peakKw: 20 })).power).toEqual([10725, 894]);
  });
});

describe('totalCost: Vattenfall, 16 A, 5 000 kWh', () => {
  it('Enkeltariff E4: 5 050 kr + 39,0 öre × 5 000 = 1 950 kr, no power fee', () => {
    // Month: 5 050 / 12 = 420,83 → 421; 1 950 / 12 = 162,5 → 163 (half up).
    // Total 4 478 + 5 050 + 1 950 + 2 250 = 13 728 kr; month 373 + 421 + 163 + 188 = 1 145 kr.
    const result = run(VATTENFALL_E4);
    expect(amounts(result)).toEqual({ supply: [4478, 373], gridFixed: [5050, 421], transfer: [1950, 163], energyTax: [2250, 188] });
    expect(result.total).toMatchObject({ yearKr: 13728, monthKr: 1145, complete: true });
    expect(result.assumptions.peak).toBeNull();
  });

  it('Tidstariff T4: 67,0 öre in the high-price hours, 26,8 öre the rest', () => {
    // November–March hold 9 + 11 + 12 + 10 + 8 = 50 % of the year. In a typical week 5 of 7 days
    // are weekdays, 16 of 24 hours are 06–22: 5/7 × 16/24 = 0,4762 of those months' kWh.
    // High share 0,5 × 0,4762 = 0,2381 → 1 190,48 kWh × 67,0 öre = 797,62 kr;
    // the rest 3 809,52 kWh × 26,8 öre = 1 020,95 kr; together 1 818,57 → 1 819 kr (151,55 → 152).
    const result = run(VATTENFALL_T4);
    expect(amounts(result).transfer).toEqual([1819, 152]);
    const shares = result.assumptions.timeOfUse?.shares ?? [];
    expect(shares.map((s) => s.orePerKwh)).toEqual([67, 26.8]);
    expect(shares[0]?.share).toBeCloseTo(5 / 21, 10);
    expect(spaced(result.assumptions.timeOfUse?.description ?? '')).toBe(
      'Antagen fördelning (lägenhet eller hus utan elvärme, jämnt över dygnet): 24 % till 67,0 öre/kWh, 76 % till 26,8 öre/kWh.',
    );
  });
});

describe('totalCost: power fees', () => {
  it("adds a high-load fee on top of the base fee under 'all' matching (Degerfors, 4 kW)", () => {
    // 56,25 kr × 4 kW × 12 months = 2 700 kr, plus 43,75 × 4 × 5 (November–March) = 875 kr: 3 575 kr.
    // Fixed 3 000 kr; transfer 17,5 öre × 5 000 = 875 kr. Total 4 478 + 3 000 + 875 + 3 575 + 2 250 = 14 178 kr.
    const result = run(DEGERFORS, { peakKw: 4 });
    expect(amounts(result)).toMatchObject({ gridFixed: [3000, 250], transfer: [875, 73], power: [3575, 298] });
    expect(result.total.yearKr).toBe(14178);
  });

  it('uses the electric-heating profile from 10 000 kWh: January peak 2 + 1,5 × 2 250 / 744 = 6,54 kW', () => {
    const result = run(ELLEVIO, { annualKwh: 15000 });
    expect(result.assumptions.profile.id).toBe('elvarme');
    expect(result.assumptions.peak?.monthlyPeakKw[0]).toBe(6.54);
    // July: 3 % = 450 kWh / 744 h = 0,605 kW → 2,91 kW.
    expect(result.assumptions.peak?.monthlyPeakKw[6]).toBe(2.91);
  });

  it('has no power part where the operator has no power fee', () => {
    expect(run(KRAFTRINGEN, { spotOreExVat: 58.67 }).parts.map((p) => p.id)).toEqual(['supply', 'gridFixed', 'transfer', 'energyTax']);
  });
});

describe('totalCost: spot-variable transfer fee (Kraftringen, 16 A)', () => {
  it('20 öre + 5 % of the spot price incl. VAT: 20 + 0,05 × 58,67 × 1,25 = 23,67 öre', () => {
    // 23,666875 öre × 5 000 kWh = 1 183,34 kr → 1 183 kr (98,61 → 99 a month). Fixed 685 × 12 = 8 220 kr.
    const result = run(KRAFTRINGEN, { spotOreExVat: 58.67 });
    expect(amounts(result)).toMatchObject({ gridFixed: [8220, 685], transfer: [1183, 99] });
    expect(result.assumptions.spotOreExVat).toBe(58.67);
    expect(result.total).toMatchObject({ yearKr: 4478 + 8220 + 1183 + 2250, complete: true });
  });

  it('without a spot price the transfer fee is unknown, and the total says so', () => {
    const result = run(KRAFTRINGEN);
    expect(part(result, 'transfer')).toEqual({
      id: 'transfer',
      label: 'Överföringsavgift',
      source: { kind: 'priceList', operator: null, url: null, fromDate: '2025-06-01' },
      status: 'unknown',
      reason: 'Överföringsavgiften följer spotpriset, och inget spotpris är valt för beräkningen.',
    });
    expect(result.total).toMatchObject({ yearKr: 4478 + 8220 + 2250, complete: false, missing: ['Överföringsavgift'] });
  });
});

describe('totalCost: what is not known stays unknown', () => {
  it('an unverified transfer fee (Höganäs) is named, left out of the sum and the total is incomplete', () => {
    const result = run(HOGANAS);
    expect(amounts(result).transfer).toBe('Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.');
    // 4 478 + 4 125 + 2 250 = 10 853 kr; 373 + 344 + 188 = 905 kr a month.
    expect(result.total).toEqual({ yearKr: 10853, monthKr: 905, vatYearKr: 896 + 825 + 450, vatMonthKr: 181, complete: false, missing: ['Överföringsavgift'] });
  });

  it('a fuse the price list does not have makes each grid part unknown, with the fuses it does list', () => {
    const result = run(FROM_25_A);
    const reasons = Object.fromEntries(Object.entries(amounts(result)).map(([id, value]) => [id, typeof value === 'string' ? spaced(value) : value]));
    expect(reasons).toEqual({
      supply: [4478, 373],
      gridFixed: 'Elnätsbolaget anger ingen fast avgift för 16 A i prislistan; där finns 25 och 35 A.',
      transfer: 'Elnätsbolaget anger ingen överföringsavgift för 16 A i prislistan; där finns 25 och 35 A.',
      power: 'Elnätsbolaget anger ingen effektavgift för 16 A i prislistan; där finns 25 och 35 A.',
      energyTax: [2250, 188],
    });
    expect(result.parts.map((p) => (p.status === 'unknown' ? p.listedFuses : null))).toEqual([null, [25, 35], [25, 35], [25, 35], null]);
    expect(result.total.missing).toEqual(['Fast elnätsavgift', 'Överföringsavgift', 'Effektavgift']);
    expect(amounts(run(FROM_25_A, { fuse: 25 })).gridFixed).toEqual([6000, 500]);
  });

  it('a list for other fuses is never used for the household’s: Alingsås (25–63 A) at 16 A has no grid parts and no authority fee', () => {
    const result = run(ALINGSAS);
    const reasons = Object.fromEntries(Object.entries(amounts(result)).map(([id, value]) => [id, typeof value === 'string' ? spaced(value) : value]));
    expect(reasons).toEqual({
      supply: [4478, 373],
      gridFixed: 'Prislistan gäller inte huvudsäkring 16 A, bara 25–63 A.',
      transfer: 'Prislistan gäller inte huvudsäkring 16 A, bara 25–63 A.',
      energyTax: [2250, 188],
    });
    expect(result.parts.find((p) => p.id === 'gridFixed')).toMatchObject({ listedFuses: [25, 35] });
    expect(result.total).toMatchObject({ complete: false, missing: ['Fast elnätsavgift', 'Överföringsavgift'] });
    // At 25 A: 4 598 + 23,8 öre × 5 000 = 1 190 + 132 = 5 920 kr.
    expect(gridCost({ annualKwh: 5000, fuse: 25, tariff: ALINGSAS }).total).toMatchObject({ yearKr: 5920, complete: true });
    // Mälarenergi's effektabonnemang, 80 A and up, has nothing for 16–35 A.
    expect(gridCost({ annualKwh: 5000, fuse: 35, tariff: MALARENERGI_EFFEKT }).total).toMatchObject({ yearKr: 0, complete: false });
  });
});

describe('totalCost: consumption tiers and energy tax', () => {
  it('E.ON Syd 16 A up to 8 000 kWh: 215 kr a month and 87,15 öre; above it 591,25 kr and 30,7 öre', () => {
    // 87,15 × 5 000 / 100 = 4 357,50 → 4 358 kr. At 9 000 kWh: 7 095 kr and 30,7 × 90 = 2 763 kr.
    expect(amounts(run(EON_SYD))).toMatchObject({ gridFixed: [2580, 215], transfer: [4358, 363] });
    expect(amounts(run(EON_SYD, { annualKwh: 9000 }))).toMatchObject({ gridFixed: [7095, 591], transfer: [2763, 230] });
    expect(amounts(run(EON_SYD, { fuse: 20 }))).toMatchObject({ gridFixed: [9360, 780], transfer: [1535, 128] });
  });

  it('uses the reduced energy tax in Umeå (2480): 33,0 öre × 5 000 = 1 650 kr', () => {
    const result = run(VATTENFALL_E4, { municipalityCode: '2480' });
    expect(amounts(result).energyTax).toEqual([1650, 138]);
    expect(result.assumptions.energyTax.reduced).toBe(true);
  });

  it('uses the full rate when no municipality is given', () => {
    expect(amounts(run(VATTENFALL_E4, { municipalityCode: undefined })).energyTax).toEqual([2250, 188]);
  });
});

describe('totalCost: bad input and open-ended input', () => {
  it('refuses impossible input instead of returning NaN', () => {
    expect(() => run(ELLEVIO, { annualKwh: Number.NaN })).toThrow(RangeError);
    expect(() => run(ELLEVIO, { annualKwh: -1 })).toThrow(RangeError);
    expect(() => run(ELLEVIO, { fuse: 17 as never })).toThrow(RangeError);
    expect(() => run(ELLEVIO, { peakKw: 0 })).toThrow(RangeError);
  });

  it('0 kWh is a real year: the fixed fees remain, no peak is assumed', () => {
    const result = run(ELLEVIO, { annualKwh: 0 });
    expect(amounts(result)).toEqual({ supply: [468, 39], gridFixed: [4380, 365], transfer: [0, 0], power: [0, 0], energyTax: [0, 0] });
  });

  it('for any consumption, fuse and tariff the total is a whole number that equals its parts', () => {
    const tariffs = [ELLEVIO, VATTENFALL_E4, VATTENFALL_T4, KRAFTRINGEN, DEGERFORS, HOGANAS, EON_SYD, FROM_25_A, ALINGSAS, MALARENERGI_EFFEKT];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.constantFrom(...MAIN_FUSES),
        fc.constantFrom(...tariffs),
        fc.option(fc.double({ min: 0.1, max: 40, noNaN: true }), { nil: undefined }),
        (annualKwh, fuse, tariff, peakKw) => {
          const result = totalCost({ ...base, annualKwh, fuse, tariff, peakKw, spotOreExVat: 58.67 });
          const known = result.parts.filter((p) => p.status === 'known');
          expect(result.total.yearKr).toBe(known.reduce((sum, p) => sum + p.yearKr, 0));
          expect(result.total.monthKr).toBe(known.reduce((sum, p) => sum + p.monthKr, 0));
          expect(Number.isInteger(result.total.yearKr)).toBe(true);
          expect(result.total.complete).toBe(known.length === result.parts.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('totalCost: authority fees, sources and the supply line', () => {
  it("adds the authority fees Skellefteå Kraft's page puts on top as their own part: 131,82 kr a year", () => {
    // Fixed 5 420 kr (451,67 → 452 a month); transfer 11,0 öre × 5 000 = 550 kr (45,83 → 46);
    // authority fees 131,82 → 132 kr (10,99 → 11 a month), VAT as stated 26,36 → 26 kr; energy tax at
    // the reduced rate in Skellefteå (2482): 33,0 öre × 5 000 = 1 650 kr (137,5 → 138).
    // Total 4 478 + 5 420 + 550 + 132 + 1 650 = 12 230 kr; month 373 + 452 + 46 + 11 + 138 = 1 020 kr.
    const result = run(SKELLEFTEA, { municipalityCode: '2482', municipalityName: 'Skellefteå kommun' });
    expect(amounts(result)).toEqual({
      supply: [4478, 373],
      gridFixed: [5420, 452],
      transfer: [550, 46],
      authorityFee: [132, 11],
      energyTax: [1650, 138],
    });
    expect(result.total).toMatchObject({ yearKr: 12230, monthKr: 1020, complete: true });
    const fee = part(result, 'authorityFee');
    expect(fee.status === 'known' && [fee.vatYearKr, spaced(fee.detail)]).toEqual([26, '131,82 kr per år utöver elnätsbolagets avgifter']);
    const tax = part(result, 'energyTax');
    expect(tax.status === 'known' && spaced(tax.detail)).toBe('Skellefteå kommun: 33,0 öre/kWh inkl. moms (2026, sänkt i norra Sverige)');
  });

  it('adds the usual amounts where the page is silent, names no amount or includes only some; nothing where it includes them', () => {
    // (11,10 + 90 + 4,35) kr × 1,25 = 131,81 kr → 132 kr, VAT 26,36 → 26 kr.
    const silent = run({ ...SKELLEFTEA, authorityFee: { status: 'notStated', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' } });
    const fee = part(silent, 'authorityFee');
    expect(fee.status === 'known' && [fee.yearKr, fee.vatYearKr, spaced(fee.detail)]).toEqual([
      132,
      26,
      '131,81 kr per år, det vanliga beloppet: prislistan säger inte om de ingår, och de tillkommer normalt',
    ]);
    expect(silent.total.complete).toBe(true);
    const noAmount = part(run({ ...SKELLEFTEA, authorityFee: { status: 'onTop', yearlyKr: 131.81, vatKr: 26.36, amount: 'usual' } }), 'authorityFee');
    expect(noAmount.status === 'known' && spaced(noAmount.detail)).toBe(
      '131,81 kr per år, det vanliga beloppet: prislistan säger att de tillkommer men inte hur mycket',
    );
    // Sölvesborg includes two of the three; the elberedskapsavgift, 90 × 1,25 = 112,50 kr, is added.
    const partly = part(run({ ...SKELLEFTEA, authorityFee: { status: 'partlyIncluded', yearlyKr: 112.5, vatKr: 22.5, amount: 'usual' } }), 'authorityFee');
    expect(partly.status === 'known' && [partly.yearKr, spaced(partly.detail)]).toEqual([
      113,
      '112,5 kr per år för den avgift som prislistan inte säger ingår, med det vanliga beloppet',
    ]);
    expect(run({ ...SKELLEFTEA, authorityFee: { status: 'included' } }).parts.map((p) => p.id)).not.toContain('authorityFee');
  });

  it('names each part’s source: the operator’s price page and date, Skatteverket, the supply offer', () => {
    const result = run(SKELLEFTEA, {
      publisher: { name: 'Skellefteå Kraft Elnät AB', feeInfoUrl: 'https://www.skekraft.se/privat/elnat/elnatspriser/' },
      supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39, source: { name: 'Exempel El, Rörligt', url: 'https://example.se/rorligt', date: '2026-03-01' } },
    });
    expect(Object.fromEntries(result.parts.map((p) => [p.id, p.source]))).toEqual({
      supply: { kind: 'supply', name: 'Exempel El, Rörligt', url: 'https://example.se/rorligt', date: '2026-03-01' },
      gridFixed: {
        kind: 'priceList',
        operator: 'Skellefteå Kraft Elnät AB',
        url: 'https://www.skekraft.se/privat/elnat/elnatspriser/',
        fromDate: '2025-01-01',
      },
      transfer: { kind: 'priceList', operator: 'Skellefteå Kraft Elnät AB', url: 'https://www.skekraft.se/privat/elnat/elnatspriser/', fromDate: '2025-01-01' },
      authorityFee: {
        kind: 'priceList',
        operator: 'Skellefteå Kraft Elnät AB',
        url: 'https://www.skekraft.se/privat/elnat/elnatspriser/',
        fromDate: '2025-01-01',
      },
      energyTax: { kind: 'energyTax', name: 'Skatteverket', url: energyTaxSource().url, year: 2026 },
    });
    expect(part(run(VATTENFALL_E4), 'supply').source).toEqual({ kind: 'supply', name: 'Elhandelsavtalet', url: null, date: null });
  });

  it('writes the supply line with the figures it computes with, to the öre: 82,2 öre and 15,63 kr give 4 298 kr', () => {
    // "82,2 öre/kWh och 16 kr/mån" would read as 4 302 kr; the fee is 15,625 kr, shown as 15,63:
    // 82,2 × 5 000 / 100 = 4 110 kr + 15,625 × 12 = 187,50 kr → 4 297,50 → 4 298 kr.
    const supply = { pricePerKwhOre: 82.2, monthlyFeeKr: 15.625 };
    expect(spaced(supplyDetail(supply))).toBe('82,2 öre/kWh och 15,63 kr/mån');
    // The offer card shows two decimals; the line shows the same, never a third.
    expect(spaced(supplyDetail({ pricePerKwhOre: 103.663, monthlyFeeKr: 0 }))).toBe('103,66 öre/kWh och 0 kr/mån');
    const result = run(VATTENFALL_E4, { supply });
    expect(amounts(result).supply).toEqual([4298, 358]);
    expect(spaced(supplyDetail({ pricePerKwhOre: 80.2, monthlyFeeKr: 39 }))).toBe('80,2 öre/kWh och 39 kr/mån');
  });

  it('gives the grid parts alone, the same as inside the full bill', () => {
    const grid = gridCost({ annualKwh: 5000, fuse: 16, tariff: SKELLEFTEA });
    expect(grid.parts.map((p) => p.id)).toEqual(['gridFixed', 'transfer', 'authorityFee']);
    expect(grid.total).toMatchObject({ yearKr: 5420 + 550 + 132, complete: true });
  });

  it('lists the fuses a part has: all for a spot-based fee, the common ones for periods', () => {
    expect(listedFuses(FROM_25_A.fixedFee)).toEqual([25, 35]);
    expect(listedFuses(KRAFTRINGEN.transferFee)).toEqual([...MAIN_FUSES]);
    expect(listedFuses(VATTENFALL_T4.transferFee)).toEqual([...MAIN_FUSES]);
    expect(listedFuses(HOGANAS.transferFee)).toEqual([]);
  });
});
