import { getGridTariff } from '@/lib/content/grid-tariffs';
import { FULL_BILL_MESSAGES, GRID_PART_IDS, fullBillHref, fullBillView, splitGridParts, type FullBillView } from '@/lib/grid/full-bill';

import { ELLEVIO, FROM_25_A, HOGANAS, VATTENFALL_E4 } from './tariff-fixtures';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

function amounts(view: FullBillView): Record<string, [number, number] | string> {
  if (view.kind !== 'total') throw new Error(`expected a total, got ${view.kind}`);
  return Object.fromEntries(view.result.parts.map((p) => [p.id, p.status === 'known' ? [p.yearKr, p.monthKr] : p.reason]));
}

/**
 * The "Done means" case, on the site's real data: Ellevio, 20 A, 5 000 kWh a year, SE3,
 * no municipality known (full energy tax).
 *
 * Supply (a fixture: the retired catalogue's cheapest SE3 offer, Eksjö Energi Rörligt),
 * 82,2 öre/kWh and 15,625 kr a month: 416,67 × 0,822 = 342,50 kr + 15,625 = 358,125 kr a month
 * → 358 kr; × 12 = 4 297,5 → 4 298 kr a year (VAT 4 297,5 / 5 = 859,5 → 860 kr).
 * Grid (Ellevio's 2025 price list, see tests/unit/grid/total-cost.test.ts for the working):
 * fixed 365 kr × 12 = 4 380 kr; transfer 6,25 öre × 5 000 = 313 kr; power 81,25 kr/kW on the
 * assumed peaks 34,293 kW-months = 2 786 kr. Ellevio's page does not say whether the authority
 * fees are included: the usual 105,45 kr + 25 % = 131,81 → 132 kr (11 a month, VAT 26 kr).
 * Energy tax 45,0 öre × 5 000 = 2 250 kr.
 * Total 4 298 + 4 380 + 313 + 2 786 + 132 + 2 250 = 14 159 kr a year;
 * 358 + 365 + 26 + 232 + 11 + 188 = 1 180 kr a month; VAT 860 + 876 + 63 + 557 + 26 + 450 = 2 832 kr.
 */
describe('the full bill for Ellevio, 20 A, 5 000 kWh a year in SE3', () => {
  const ellevio = getGridTariff('ellevio');
  if (!ellevio) throw new Error('no Ellevio in content/data/grid-tariffs.json');

  it('gives 14 159 kr a year whose parts add up', () => {
    const view = fullBillView({
      annualKwh: 5000,
      supply: { pricePerKwhOre: 82.2, monthlyFeeKr: 15.625 },
      fuse: 20,
      spotOreExVat: 58.67,
      pick: { kind: 'chosen', operatorName: ellevio.operator.name, tariff: ellevio.tariff },
    });
    expect(amounts(view)).toEqual({
      supply: [4298, 358],
      gridFixed: [4380, 365],
      transfer: [313, 26],
      power: [2786, 232],
      authorityFee: [132, 11],
      energyTax: [2250, 188],
    });
    expect(view.kind === 'total' && view.result.total).toEqual({
      yearKr: 14159,
      monthKr: 1180,
      vatYearKr: 2832,
      vatMonthKr: 236,
      complete: true,
      missing: [],
    });
  });
});

describe('fullBillView: bad input gives a Swedish line; a chosen operator shows every known part', () => {
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

  it('an unknown operator id from a link says it came from the link', () => {
    expect(fullBillView({ ...base, pick: { kind: 'unknown', link: true } })).toEqual(
      supplyOnly('Vi kände inte igen elnätsbolaget i länken, så inget elnätsbolag är valt. Välj ditt i listan; så länge gäller siffrorna bara elhandeln.'),
    );
  });

  it('an operator without a price list: elhandel and energy tax, the grid parts named as missing', () => {
    const view = fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Mjölby Kraftnät AB', tariff: null } });
    expect(spaced(view.message ?? '')).toBe(
      'Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB, så elnätets delar saknas i summan. Elhandel och energiskatt är med; elnätsavgifterna står på elnätsbolagets prissida.',
    );
    expect(amounts(view)).toEqual({
      supply: [4478, 373],
      gridFixed: 'Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB.',
      transfer: 'Vi har inga kontrollerade avgifter för Mjölby Kraftnät AB.',
      power: 'Vi vet inte om Mjölby Kraftnät AB tar ut en effektavgift.',
      // 45,0 öre × 5 000 kWh.
      energyTax: [2250, 188],
    });
    expect(view.kind === 'total' && view.result.total).toMatchObject({
      yearKr: 4478 + 2250,
      complete: false,
      missing: ['Fast elnätsavgift', 'Överföringsavgift', 'Effektavgift'],
    });
  });

  it('an unverified fee: every other part, the unknown one named with why', () => {
    const view = fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Höganäs Energi Elnät AB', tariff: HOGANAS } });
    expect(view.kind).toBe('total');
    expect(view.message).toBeNull();
    const transfer = amounts(view).transfer;
    expect(typeof transfer === 'string' && spaced(transfer)).toBe(
      'Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.',
    );
    expect(view.kind === 'total' && view.result.total.missing).toEqual(['Överföringsavgift']);
  });

  it('a fuse the operator does not list: says so and which fuses it lists', () => {
    const view = fullBillView({ ...base, pick: { kind: 'chosen', operatorName: 'Nät AB', tariff: FROM_25_A } });
    const parts = view.kind === 'total' ? view.result.parts : [];
    const fixed = parts.find((part) => part.id === 'gridFixed');
    expect(fixed?.status === 'unknown' && spaced(fixed.reason)).toBe('Elnätsbolaget anger ingen fast avgift för 16 A i prislistan; där finns 25 och 35 A.');
    expect(fixed?.status === 'unknown' && fixed.listedFuses).toEqual([25, 35]);
    // The same tariff at a fuse it lists is a complete bill.
    const at25 = fullBillView({ ...base, fuse: 25, pick: { kind: 'chosen', operatorName: 'Nät AB', tariff: FROM_25_A } });
    expect(at25.kind === 'total' && at25.result.total.complete).toBe(true);
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
    expect(fullBillHref('SE4', '0880', 'kalmar-energi-elnat-ab')).toBe('/jamfor?area=SE4&kommun=0880&natbolag=kalmar-energi-elnat-ab#elnatsbolag');
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
      const view = fullBillView({
        annualKwh: 5000,
        supply: { pricePerKwhOre: 80.2, monthlyFeeKr: 39 },
        fuse: 20,
        peakKw,
        pick: { kind: 'chosen', operatorName: 'Ellevio', tariff: ELLEVIO },
      });
      expect(view.kind === 'total' && view.result.assumptions.peak?.source).toBe('assumed');
    }
  });
});

/**
 * An apartment (Ei's 2 000 kWh) whose operator has no apartment tariff: Vattenfall's Enkeltariff
 * E4 at 16 A (5 050 kr a year, 39,0 öre/kWh, no power fee, no authority-fee part in the fixture)
 * is a house tariff, so its grid part stands apart and is never summed with the rest.
 * Supply 100 öre/kWh without a fee: 2 000 kr a year (166,67 → 167 a month).
 * Grid: fixed 5 050 kr (420,83 → 421); transfer 39 × 2 000 / 100 = 780 kr (65): 5 830 kr, 486 a month.
 */
describe('fullBillView for an apartment on a house tariff', () => {
  const input = {
    annualKwh: 2000,
    supply: { pricePerKwhOre: 100, monthlyFeeKr: 0 },
    fuse: 16 as const,
    pick: { kind: 'chosen' as const, operatorName: 'Vattenfall Eldistribution', tariff: VATTENFALL_E4 },
  };

  it('splits elhandel and energy tax from the grid at the villa tariff, with no total', () => {
    const view = fullBillView({ ...input, gridApart: true });
    if (view.kind !== 'grid-apart') throw new Error(`expected grid-apart, got ${view.kind}`);
    const tax = view.result.parts.find((part) => part.id === 'energyTax');
    if (tax?.status !== 'known') throw new Error('no energy tax');
    expect(view.split).toEqual({
      home: { yearKr: 2000 + tax.yearKr, monthKr: 167 + tax.monthKr, complete: true },
      grid: { yearKr: 5830, monthKr: 486, complete: true },
    });
    // The same choice for a house is the whole bill: the two sums together.
    const house = fullBillView(input);
    expect(house.kind === 'total' && house.result.total.yearKr).toBe(view.split.home.yearKr + view.split.grid.yearKr);
  });

  it('names the grid parts the operator charges', () => {
    expect(GRID_PART_IDS).toEqual(['gridFixed', 'transfer', 'power', 'authorityFee']);
    const view = fullBillView({ ...input, gridApart: true });
    expect(view.kind === 'grid-apart' && splitGridParts(view.result)).toEqual(view.kind === 'grid-apart' && view.split);
  });

  it('keeps an operator without a price list as it was (nothing to split)', () => {
    expect(fullBillView({ ...input, gridApart: true, pick: { kind: 'chosen', operatorName: 'Okänt Nät', tariff: null } }).kind).toBe('total');
  });
});
