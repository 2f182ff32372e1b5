import { getCalculatorAreas, getCompareOffersByArea } from '@/lib/compare/compare-offers';
import { initialSearchState, visibleOffers } from '@/lib/compare/search-state';
import { getGridTariff } from '@/lib/content/grid-tariffs';
import { FULL_BILL_MESSAGES, fullBillHref, fullBillSupply, fullBillView, type FullBillView } from '@/lib/grid/full-bill';
import { readGridUrl } from '@/lib/grid/selection';

import { ELLEVIO, FROM_25_A, HOGANAS } from './tariff-fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

function amounts(view: FullBillView): Record<string, [number, number] | string> {
  if (view.kind !== 'total') throw new Error(`expected a total, got ${view.kind}`);
  return Object.fromEntries(view.result.parts.map((p) => [p.id, p.status === 'known' ? [p.yearKr, p.monthKr] : p.reason]));
}

/**
 * The "Done means" case, on the site's real data: Ellevio, 20 A, 5 000 kWh a year, SE3,
 * no municipality known (full energy tax).
 *
 * Supply: the cheapest SE3 offer at 5 000 / 12 = 416,67 kWh a month is Eksjö Energi Rörligt,
 * 82,2 öre/kWh and 15,625 kr a month: 416,67 × 0,822 = 342,50 kr + 15,625 = 358,125 kr a month
 * → 358 kr; × 12 = 4 297,5 → 4 298 kr a year (VAT 4 297,5 / 5 = 859,5 → 860 kr).
 * Grid (Ellevio's 2025 price list, see tests/unit/grid/total-cost.test.ts for the working):
 * fixed 365 kr × 12 = 4 380 kr; transfer 6,25 öre × 5 000 = 313 kr; power 81,25 kr/kW on the
 * assumed peaks 34,293 kW-months = 2 786 kr. Energy tax 45,0 öre × 5 000 = 2 250 kr.
 * Total 4 298 + 4 380 + 313 + 2 786 + 2 250 = 14 027 kr a year;
 * 358 + 365 + 26 + 232 + 188 = 1 169 kr a month; VAT 860 + 876 + 63 + 557 + 450 = 2 806 kr.
 */
describe('the full bill for Ellevio, 20 A, 5 000 kWh a year in SE3', () => {
  const ellevio = getGridTariff('ellevio');
  if (!ellevio) throw new Error('no Ellevio in content/data/grid-tariffs.json');

  it("uses the calculator's cheapest offer and /jamfor's top offer alike", () => {
    const calculator = fullBillSupply(getCalculatorAreas().SE3.offers, 5000);
    const compare = fullBillSupply(visibleOffers(getCompareOffersByArea(), initialSearchState), 5000);
    expect(calculator?.offer.id).toBe('eksjo-energi-rorligt');
    expect(compare?.offer.id).toBe('eksjo-energi-rorligt');
    expect(calculator?.supply).toEqual({ pricePerKwhOre: 82.2, monthlyFeeKr: 15.625 });
    expect(compare?.supply).toEqual(calculator?.supply);
  });

  it('gives 14 027 kr a year whose parts add up', () => {
    const basis = fullBillSupply(getCalculatorAreas().SE3.offers, 5000);
    if (!basis) throw new Error('no SE3 offer');
    const view = fullBillView({
      annualKwh: 5000,
      supply: basis.supply,
      fuse: 20,
      spotOreExVat: 58.67,
      pick: { kind: 'chosen', operatorName: ellevio.operator.name, tariff: ellevio.tariff },
    });
    expect(amounts(view)).toEqual({
      supply: [4298, 358],
      gridFixed: [4380, 365],
      transfer: [313, 26],
      power: [2786, 232],
      energyTax: [2250, 188],
    });
    expect(view.kind === 'total' && view.result.total).toEqual({
      yearKr: 14027,
      monthKr: 1169,
      vatYearKr: 2806,
      vatMonthKr: 234,
      complete: true,
      missing: [],
    });
  });
});

describe('fullBillSupply', () => {
  const offers = [
    { id: 'a', supplier: 'A', name: 'Låg avgift', pricePerKwh: 100, monthlyFee: 0 },
    { id: 'b', supplier: 'B', name: 'Lågt pris', pricePerKwh: 90, monthlyFee: 50 },
  ];

  it('ranks at a twelfth of the year: 6 000 kWh → A (500 kr vs 500 kr, name decides); 12 000 → B (950 vs 1 000 kr)', () => {
    expect(fullBillSupply(offers, 6000)?.offer.id).toBe('a');
    expect(fullBillSupply(offers, 12000)?.offer.id).toBe('b');
  });

  it('is null without offers or a usable consumption', () => {
    expect(fullBillSupply([], 5000)).toBeNull();
    expect(fullBillSupply(offers, Number.NaN)).toBeNull();
    expect(fullBillSupply(offers, -1)).toBeNull();
  });
});

describe('fullBillView: bad input gives a Swedish line and supply-only figures', () => {
  // 80,2 öre × 5 000 kWh = 4 010 kr + 12 × 39 kr = 4 478 kr a year; 373,17 kr a month.
  const base = { annualKwh: 5000, supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39 }, fuse: 16 as const };
  const supplyOnly = (message: string | null) => ({ kind: 'supply-only', message, yearKr: expect.closeTo(4478, 6), monthKr: expect.closeTo(373.1667, 3) });

  it('asks for a choice when none is made', () => {
    expect(fullBillView({ ...base, pick: { kind: 'none' } })).toEqual(supplyOnly(FULL_BILL_MESSAGES.none));
  });

  it('an unknown operator id (stored or in the address)', () => {
    expect(fullBillView({ ...base, pick: { kind: 'unknown' } })).toEqual(
      supplyOnly('Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.'),
    );
  });

  it('a list that could not be loaded', () => {
    expect(fullBillView({ ...base, pick: { kind: 'list-failed' } })).toEqual(
      supplyOnly('Listan över elnätsbolag kunde inte hämtas, så siffrorna gäller bara elhandeln.'),
    );
  });

  it('an operator without a price list', () => {
    expect(fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Mjölby Kraftnät AB', tariff: null } })).toEqual(
      supplyOnly('Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB, så siffrorna gäller bara elhandeln.'),
    );
  });

  it('an unverified fee names the part and why', () => {
    const view = fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Höganäs Energi Elnät AB', tariff: HOGANAS } });
    expect(view.kind).toBe('supply-only');
    expect(view.kind === 'supply-only' && spaced(view.message ?? '')).toBe(
      'Vi kan inte räkna ut hela elkostnaden med Höganäs Energi Elnät AB och 16 A, så siffrorna gäller bara elhandeln. Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.',
    );
  });

  it('a fuse the operator does not list', () => {
    const view = fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Nät AB', tariff: FROM_25_A } });
    expect(view.kind === 'supply-only' && spaced(view.message ?? '')).toBe(
      'Vi kan inte räkna ut hela elkostnaden med Nät AB och 16 A, så siffrorna gäller bara elhandeln. Elnätsbolaget anger ingen fast avgift för 16 A i prislistan; där finns 25 och 35 A. Elnätsbolaget anger ingen överföringsavgift för 16 A i prislistan; där finns 25 och 35 A. Elnätsbolaget anger ingen effektavgift för 16 A i prislistan; där finns 25 och 35 A.',
    );
    // The same tariff at a fuse it lists is a full bill.
    expect(fullBillView({ ...base, fuse: 25, pick: { kind: 'chosen', operatorName: 'Nät AB', tariff: FROM_25_A } }).kind).toBe('total');
  });

  it('while a remembered choice loads: supply-only, no line', () => {
    expect(fullBillView({ ...base, pick: { kind: 'loading' } })).toEqual(supplyOnly(null));
  });

  it('no figures at all, and no NaN, for an unusable consumption or supply', () => {
    const pick = { kind: 'chosen', operatorName: 'Ellevio', tariff: ELLEVIO } as const;
    expect(fullBillView({ ...base, annualKwh: Number.NaN, pick })).toEqual({ kind: 'nothing', message: null });
    expect(fullBillView({ ...base, annualKwh: -5, pick: { kind: 'none' } })).toEqual({ kind: 'nothing', message: FULL_BILL_MESSAGES.none });
    expect(fullBillView({ ...base, supply: { pricePerKwhOre: Number.NaN, monthlyFeeKr: Number.NaN }, pick }).kind).toBe('nothing');
    expect(fullBillView({ ...base, supply: { pricePerKwhOre: 80, monthlyFeeKr: -1 }, pick }).kind).toBe('nothing');
  });
});

describe('links into the full bill', () => {
  it('a /stader page links to /jamfor with the area and the municipality, and with a concession holder’s tariff when it names one', () => {
    expect(fullBillHref('SE1', '2580')).toBe('/jamfor?area=SE1&kommun=2580#elnatsbolag');
    expect(fullBillHref('SE4', '0880', 'kalmar-energi-elnat-ab')).toBe('/jamfor?area=SE4&kommun=0880&elnat=kalmar-energi-elnat-ab#elnatsbolag');
  });

  it('reads the operator, fuse and municipality from the address; a malformed code is dropped', () => {
    expect(readGridUrl('?elnat=ellevio&sakring=20&kommun=0180')).toEqual({
      selection: { tariffId: 'ellevio', fuse: '20' },
      municipalityCode: '0180',
    });
    expect(readGridUrl('?area=SE3')).toEqual({ selection: null, municipalityCode: null });
    expect(readGridUrl('?elnat=%3Cscript%3E&kommun=18')).toEqual({ selection: { tariffId: '<script>', fuse: null }, municipalityCode: null });
  });
});

describe('fullBillView passes on the price page, the municipality and the visitor’s peak', () => {
  it('names the operator’s price page, the municipality in the tax line, and replaces the assumed peak', () => {
    const view = fullBillView({
      annualKwh: 5000,
      supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39 },
      fuse: 20,
      municipalityCode: '2482',
      municipalityName: 'Skellefteå kommun',
      peakKw: 5,
      pick: { kind: 'chosen', operatorName: 'Ellevio', tariff: ELLEVIO, feeInfoUrl: 'https://www.ellevio.se/abonnemang/elnatspriser-privat/' },
    });
    if (view.kind !== 'total') throw new Error(view.kind);
    // 5 kW × 81,25 kr × 12 months = 4 875 kr; energy tax 33,0 öre × 5 000 = 1 650 kr.
    expect(amounts(view)).toMatchObject({ power: [4875, 406], energyTax: [1650, 138] });
    expect(view.result.parts.find((p) => p.id === 'gridFixed')?.source).toEqual({
      kind: 'priceList',
      operator: 'Ellevio',
      url: 'https://www.ellevio.se/abonnemang/elnatspriser-privat/',
      fromDate: '2025-01-01',
    });
    const tax = view.result.parts.find((p) => p.id === 'energyTax');
    expect(tax?.status === 'known' && spaced(tax.detail)).toBe('Skellefteå kommun: 33,0 öre/kWh inkl. moms (2026, sänkt i norra Sverige)');
  });

  it('ignores a peak that is not a peak rather than failing', () => {
    for (const peakKw of [0, -2, Number.NaN]) {
      const view = fullBillView({ annualKwh: 5000, supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39 }, fuse: 20, peakKw, pick: { kind: 'chosen', operatorName: 'Ellevio', tariff: ELLEVIO } });
      expect(view.kind === 'total' && view.result.assumptions.peak?.source).toBe('assumed');
    }
  });
});
