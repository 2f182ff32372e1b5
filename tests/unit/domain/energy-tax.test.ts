import { annualEnergyTaxKr, energyTaxRate, hasReducedEnergyTax } from '@/lib/domain/energy-tax';

describe('energy tax 2026 (decisions.md, Facts to use)', () => {
  it('is 36,0 öre excl. VAT and 45,0 incl. VAT at the full rate', () => {
    expect(energyTaxRate('0180')).toEqual({ oreExVat: 36, oreInclVat: 45, reduced: false, year: 2026 });
  });

  it('is 26,4 öre excl. VAT and 33,0 incl. VAT with the northern deduction', () => {
    expect(energyTaxRate('2480')).toEqual({ oreExVat: 26.4, oreInclVat: 33, reduced: true, year: 2026 });
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
    expect(annualEnergyTaxKr(5000, '0180')).toBe(2250);
    expect(annualEnergyTaxKr(20000, '2480')).toBe(6600);
    expect(annualEnergyTaxKr(0)).toBe(0);
    expect(() => annualEnergyTaxKr(Number.NaN)).toThrow(RangeError);
    expect(() => annualEnergyTaxKr(-1)).toThrow(RangeError);
  });
});
