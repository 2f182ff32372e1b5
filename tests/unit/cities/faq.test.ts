/** @jest-environment node */
import type { CityCostLevel } from '@/lib/cities/costs';
import { cityFaq, type CityFaqInput } from '@/lib/cities/faq';

const level = (annualKwh: 2000 | 20000, label: string, totalKr: number): CityCostLevel => ({
  annualKwh,
  label,
  offers: [
    {
      id: 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris',
      supplierSlug: 'tibber',
      supplier: 'Tibber',
      product: 'Kvartsprisavtal löpande SE3',
      group: 'rorligt',
      groupLabel: 'Billigaste rörliga',
      typeLabel: 'Kvartspris',
      jamforpris: 77,
      totalOrePerKwh: 110,
      supplyKr: totalKr - 1000,
      taxKr: 1000,
      totalKr,
    },
  ],
});

const input: CityFaqInput = {
  name: 'Malung-Sälen',
  area: 'SE3',
  areaName: 'Stockholm',
  latestMonthLabel: 'mars 2026',
  latestMonthOre: 58.67,
  costLevels: [level(2000, 'Lägenhet', 2572), level(20000, 'Villa med elvärme', 22008)],
  costBasis: 'Rörliga avtal räknas med Elpriskollens antagna spotpris 77,98\u00A0öre/kWh exkl. moms för SE3, 25 juli 2026.',
  energyTax: { reduced: true, oreExVat: 26.4, oreInclVat: 33 },
  fullEnergyTax: { oreExVat: 36, oreInclVat: 45 },
  years: [
    { year: 2024, areaAvg: 40.88, nationalMean: 38.6025 },
    { year: 2025, areaAvg: 51.25, nationalMean: 38.7525 },
  ],
  comparePostcode: '78201',
};

describe('cityFaq', () => {
  it('asks four questions about the municipality', () => {
    expect(cityFaq(input).map((item) => item.question)).toEqual([
      'Vilket elområde ligger Malung-Sälen i?',
      'Vad kostar el i Malung-Sälen?',
      'Har Malung-Sälen sänkt energiskatt på el?',
      'Hur har elpriset i Malung-Sälen utvecklats?',
    ]);
  });

  it("answers from the municipality's own figures", () => {
    const [area, cost, tax, history] = cityFaq(input).map((item) => item.answer);
    expect(area).toBe(
      'Malung-Sälen ligger i elområde SE3 (Stockholm). Elområdet avgör vilket spotpris rörliga elavtal och timprisavtal utgår från. I mars 2026 var snittpriset i SE3 58,7\u00A0öre/kWh exklusive moms.',
    );
    expect(cost).toBe(
      'Med det billigaste avtalet som Elpriskollen visade för elområde SE3 kostar elen i Malung-Sälen, inklusive energiskatt och moms men exklusive elnätsavgift: ' +
        '2\u202F000 kWh per år (lägenhet): 2\u202F572\u00A0kr per år med Tibber Kvartsprisavtal löpande SE3 (kvartspris); ' +
        '20\u202F000 kWh per år (villa med elvärme): 22\u202F008\u00A0kr per år med Tibber Kvartsprisavtal löpande SE3 (kvartspris). ' +
        'Rörliga avtal räknas med Elpriskollens antagna spotpris 77,98\u00A0öre/kWh exkl. moms för SE3, 25 juli 2026.',
    );
    expect(tax).toBe(
      'Ja. Malung-Sälen hör till kommunerna med sänkt energiskatt på el. År 2026 betalar hushållen 26,4\u00A0öre/kWh exklusive moms (33,0\u00A0öre/kWh med moms) i stället för 36,0\u00A0öre/kWh.',
    );
    expect(history).toContain('40,9\u00A0öre/kWh 2024, 51,3\u00A0öre/kWh 2025');
    expect(history).toContain('2025, räknat som medelvärdet av de fyra elområdena, var 38,8\u00A0öre/kWh');
    expect(history).toContain('till exempel 782 01');
  });

  it('says no for full energy tax, and copes without offers or whole years', () => {
    const [, cost, tax, history] = cityFaq({
      ...input,
      energyTax: { reduced: false, oreExVat: 36, oreInclVat: 45 },
      costLevels: [],
      years: [],
    }).map((item) => item.answer);
    expect(tax).toMatch(/^Nej\. Hushåll i Malung-Sälen betalar full energiskatt på el, 36,0\u00A0öre\/kWh/);
    expect(cost).toBe('Elpriskollens lista har inga avtal för elområde SE3.');
    expect(history).toMatch(/^Vi har ännu inga hela år med spotpriser för SE3\./);
  });
});
