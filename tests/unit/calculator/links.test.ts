import { calculatorCompareHref, calculatorShareHref } from '@/lib/calculator/links';
import { calculatorShareMessage, sharedBillLine } from '@/lib/calculator/share';
import { calculatorStart, linkedSubmission, type Outcome } from '@/lib/calculator/state';
import { calculateCosts } from '@/lib/domain/calculator';
import { readBillStart } from '@/lib/grid/bill-url';
import type { BillSummary } from '@/lib/grid/full-bill';

const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

const OUTCOME: Outcome = {
  result: calculateCosts(12000, 125.5),
  annualKwh: 12000,
  area: 'SE4',
  postalCode: '21122',
  alternative: null,
  alternativeFailed: false,
};
const BILL: BillSummary = {
  operatorName: 'Ellevio',
  tariffId: 'ellevio',
  fuse: 20,
  peakKw: 4.5,
  kind: 'total',
  yearKr: 28650,
  monthKr: 2388,
  complete: true,
  gridYearKr: null,
  apartmentTariff: false,
};

describe("the calculator's links", () => {
  it('share every input: consumption, area, the full bill, the typed price and the postcode', () => {
    expect(calculatorShareHref(OUTCOME, BILL)).toBe('/kalkylator?kwh=12000&omrade=SE4&natbolag=ellevio&sakring=20&topp=4.5&pris=125.5&postnummer=21122');
    expect(calculatorShareHref({ ...OUTCOME, result: null, postalCode: null }, null)).toBe('/kalkylator?kwh=12000&omrade=SE4');
  });

  it('restore the same inputs when opened (the form and the full bill read them back)', () => {
    const search = calculatorShareHref(OUTCOME, BILL).split('?')[1]!;
    expect(linkedSubmission(calculatorStart(`?${search}`, null))).toEqual({ result: OUTCOME.result, annualKwh: 12000, area: 'SE4', postalCode: '21122' });
    expect(readBillStart(`?${search}`)).toEqual({ operator: 'ellevio', fuse: 20, municipalityCode: null, peakKw: 4.5, ignoredLine: null });
  });

  it('lead to /jamfor with the postcode, area and consumption in its range', () => {
    expect(calculatorCompareHref(OUTCOME)).toBe('/jamfor?postalCode=21122&area=SE4&annualKwh=12000');
    expect(calculatorCompareHref({ ...OUTCOME, postalCode: null, annualKwh: 500 })).toBe('/jamfor?area=SE4&annualKwh=1200');
  });
});

describe('what is shared', () => {
  it('is the full bill when it is computed', () => {
    expect(spaced(sharedBillLine(BILL))).toBe(
      'Hela elkostnaden med Ellevio (20 A): 28 650 kr per år (2 388 kr per månad), med elhandel, elnät, energiskatt och moms.',
    );
    expect(calculatorShareMessage(OUTCOME, BILL, 'Elvalet').split('\n').map(spaced)).toEqual([
      'Min elkostnad enligt Elvalets elkostnadskalkylator:',
      '12 000 kWh per år till 125,5 öre/kWh (elhandel, utan elnätsavgift och energiskatt) kostar 15 060 kr per år (1 255 kr per månad).',
      'Räkneexempel: Med 20 % lägre elpris betalar du 3 012 kr mindre per år.',
      'Hela elkostnaden med Ellevio (20 A): 28 650 kr per år (2 388 kr per månad), med elhandel, elnät, energiskatt och moms.',
    ]);
  });

  it('is, for an apartment on a house tariff, the two sums apart and no total', () => {
    const apart: BillSummary = { ...BILL, kind: 'grid-apart', fuse: 16, yearKr: 3120, monthKr: 260, gridYearKr: 5830 };
    expect(spaced(sharedBillLine(apart))).toBe(
      'Elhandel och energiskatt: 3 120 kr per år (260 kr per månad), inklusive moms. Elnätet hos Ellevio med villatariffen, 5 830 kr per år, ingår inte: vi har ingen lägenhetstariff för bolaget.',
    );
    expect(spaced(sharedBillLine({ ...BILL, apartmentTariff: true, fuse: 16 }))).toContain('Hela elkostnaden med Ellevio (lägenhetstariff)');
  });

  it('is the supply cost alone before an operator is chosen', () => {
    expect(calculatorShareMessage(OUTCOME, null, 'Elvalet')).not.toContain('Hela elkostnaden');
  });
});
