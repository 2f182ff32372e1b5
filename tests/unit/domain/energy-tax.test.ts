import {
  ENERGY_TAX_PERIODS,
  annualEnergyTaxKr,
  energyTaxNotice,
  energyTaxNoticeData,
  energyTaxPeriodFor,
  energyTaxRate,
  hasReducedEnergyTax,
  periodLabel,
  type EnergyTaxPeriod,
} from '@/lib/domain/energy-tax';
import { noticeFor } from '@/lib/domain/energy-tax-notice';

const period2026 = energyTaxPeriodFor('2026-06-01').period;
const period2025 = energyTaxPeriodFor('2025-06-01').period;

describe('energy tax 2026 (docs/rules/taxes.md)', () => {
  it('is 36,0 öre excl. VAT and 45,0 incl. VAT at the full rate', () => {
    expect(energyTaxRate('0180', period2026)).toEqual({
      oreExVat: 36,
      oreInclVat: 45,
      reduced: false,
      year: 2026,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
  });

  it('is 26,4 öre excl. VAT and 33,0 incl. VAT with the northern deduction', () => {
    expect(energyTaxRate('2480', period2026)).toEqual({
      oreExVat: 26.4,
      oreInclVat: 33,
      reduced: true,
      year: 2026,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
  });

  it.each([
    ['2480', 'Umeå (Västerbotten)'],
    ['2482', 'Skellefteå (Västerbotten)'],
    ['2580', 'Luleå (Norrbotten)'],
    ['2380', 'Östersund (Jämtland)'],
    ['2284', 'Örnsköldsvik'],
    ['2283', 'Sollefteå'],
    ['2260', 'Ånge'],
    ['2161', 'Ljusdal'],
    ['2023', 'Malung-Sälen'],
    ['2062', 'Mora'],
    ['2034', 'Orsa'],
    ['2039', 'Älvdalen'],
    ['1737', 'Torsby'],
  ])('%s %s has the reduced rate', (code) => {
    expect(hasReducedEnergyTax(code)).toBe(true);
  });

  it.each([
    ['2281', 'Sundsvall (Västernorrland, not listed)'],
    ['2080', 'Falun (Dalarna, not listed)'],
    ['2180', 'Gävle'],
    ['1780', 'Karlstad (Värmland, not listed)'],
    ['0180', 'Stockholm'],
    ['1280', 'Malmö'],
  ])('%s %s pays the full rate', (code) => {
    expect(hasReducedEnergyTax(code)).toBe(false);
  });

  it('treats unknown or malformed codes as the full rate', () => {
    expect(energyTaxRate().reduced).toBe(false);
    expect(hasReducedEnergyTax('')).toBe(false);
    expect(hasReducedEnergyTax('24')).toBe(false);
    expect(hasReducedEnergyTax('248O')).toBe(false);
    expect(hasReducedEnergyTax('<script>')).toBe(false);
  });

  it('gives the yearly tax incl. VAT', () => {
    expect(annualEnergyTaxKr(5000, '0180', period2026)).toBe(2250);
    expect(annualEnergyTaxKr(20000, '2480', period2026)).toBe(6600);
    expect(annualEnergyTaxKr(0)).toBe(0);
    expect(() => annualEnergyTaxKr(Number.NaN)).toThrow(RangeError);
    expect(() => annualEnergyTaxKr(-1)).toThrow(RangeError);
  });
});

describe('the dated table (docs/rules/taxes.md)', () => {
  it('has 2025 and 2026, in order, without gaps or overlaps, each with a source that is a deep link', () => {
    expect(ENERGY_TAX_PERIODS.map((p) => [p.validFrom, p.validTo, p.oreExVat, p.reductionOreExVat])).toEqual([
      ['2025-01-01', '2025-12-31', 43.9, 9.6],
      ['2026-01-01', '2026-12-31', 36, 9.6],
    ]);
    for (const [i, p] of ENERGY_TAX_PERIODS.entries()) {
      expect(p.validFrom <= p.validTo).toBe(true);
      const next = ENERGY_TAX_PERIODS[i + 1];
      if (next) expect(new Date(`${p.validTo}T00:00:00Z`).getTime() + 86_400_000).toBe(new Date(`${next.validFrom}T00:00:00Z`).getTime());
      expect(new URL(p.source.url).pathname.length).toBeGreaterThan(1);
    }
  });

  it('gives 2025 its own rate: 43,9 and, with the deduction, 34,3 öre excl. VAT', () => {
    expect(energyTaxRate('0180', period2025)).toMatchObject({ oreExVat: 43.9, oreInclVat: 54.875, year: 2025 });
    expect(energyTaxRate('2580', period2025)).toMatchObject({ oreExVat: 34.3, oreInclVat: 42.875, reduced: true });
  });

  it('finds the row of a day, and the nearest row for a day outside the table', () => {
    expect(energyTaxPeriodFor('2026-01-01')).toEqual({ period: period2026, covered: true });
    expect(energyTaxPeriodFor('2025-12-31')).toEqual({ period: period2025, covered: true });
    expect(energyTaxPeriodFor('2027-01-01')).toEqual({ period: period2026, covered: false });
    expect(energyTaxPeriodFor('2024-06-30')).toEqual({ period: period2025, covered: false });
  });

  it('names a calendar year by its year, another period by its days', () => {
    expect(periodLabel(period2026)).toBe('2026');
    expect(periodLabel({ validFrom: '2027-07-01', validTo: '2027-12-31' })).toBe('1 juli 2027–31 december 2027');
  });

  it("prepares for the browser the page's period, a sentence per other period and one for a day outside the table", () => {
    expect(energyTaxNoticeData(period2026)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      others: [
        {
          from: '2025-01-01',
          to: '2025-12-31',
          text: 'Sidan räknar med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms. I dag gäller 43,9\u00A0öre/kWh exkl. moms (2025).',
        },
      ],
      outside: 'Energiskatten för {år} finns inte på webbplatsen ännu. Sidan räknar i stället med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms.',
    });
    expect(noticeFor(energyTaxNoticeData(period2026), '2028-03-01')).toBe(
      'Energiskatten för 2028 finns inte på webbplatsen ännu. Sidan räknar i stället med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms.',
    );
  });

  it('says nothing while today lies in the period the page computes with', () => {
    expect(energyTaxNotice('2026-01-01', period2026)).toBeNull();
    expect(energyTaxNotice('2026-12-31', period2026)).toBeNull();
  });

  it('read on 1 January 2027 before the table has the year: the rate is not in the site yet, and 2026 is used instead', () => {
    expect(energyTaxNotice('2027-01-01', period2026)).toBe(
      'Energiskatten för 2027 finns inte på webbplatsen ännu. Sidan räknar i stället med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms.',
    );
  });

  it('read on a day the table has another rate for: which rate the page uses and which applies that day', () => {
    const with2027: EnergyTaxPeriod[] = [...ENERGY_TAX_PERIODS, { ...period2026, validFrom: '2027-01-01', validTo: '2027-12-31', oreExVat: 38.5 }];
    expect(energyTaxNotice('2027-01-02', period2026, with2027)).toBe(
      'Sidan räknar med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms. I dag gäller 38,5\u00A0öre/kWh exkl. moms (2027).',
    );
    expect(energyTaxNotice('2025-12-31', period2026)).toBe(
      'Sidan räknar med 2026 års energiskatt, 36,0\u00A0öre/kWh exkl. moms. I dag gäller 43,9\u00A0öre/kWh exkl. moms (2025).',
    );
  });
});
