/** @jest-environment node */
import { cityCostLevels } from '@/lib/cities/costs';

import { offer } from '../market/fixtures';

// SE3 (Elpriskollen's assumed spot 77,98 öre): round energy prices, so every figure is checkable by
// hand with the one cost model, yearly = 1,25 × (element × 20 + energy × kWh / 100).
const A = offer({ supplierSlug: 'a', supplierName: 'A Energi', product: 'A Rörligt', type: 'rorligt', feeElementOre: 12, markupOre: 2.02 }); // 80 öre, 240 kr
const B = offer({ supplierSlug: 'b', supplierName: 'B El', product: 'B Kvart', type: 'kvartspris', markupOre: 4.02 }); // 82 öre, no fee
const F = offer({ supplierSlug: 'f', supplierName: 'F Kraft', product: 'F Fast 1 år', type: 'fast-1-ar', feeElementOre: 6, fixedPriceOre: 88 }); // 88 öre, 120 kr
const F3 = offer({ supplierSlug: 'f', supplierName: 'F Kraft', product: 'F Fast 3 år', type: 'fast-3-ar', fixedPriceOre: 90 }); // 90 öre, no fee
const M = offer({ supplierSlug: 'm', supplierName: 'M Energi', product: 'M Mix', type: 'mixat', feeElementOre: 8, fixedPriceOre: 41.01 }); // 38,99 + 41,01 = 80 öre, 160 kr
const OFFERS = [A, B, F, F3, M];

const rows = (energyTax: number) =>
  cityCostLevels(OFFERS, energyTax).map((level) => [level.annualKwh, level.label, level.offers.map((o) => [o.groupLabel, o.id, o.supplyKr, o.totalKr])]);

describe('cityCostLevels: the cheapest offer of each type group at each household consumption', () => {
  it('picks the cheapest per group and lists them cheapest first, worked by hand', () => {
    expect(rows(45)).toEqual([
      // 2 000 kWh: B 1,25 × 1 640 = 2 050 (A 2 300); F3 1,25 × 1 800 = 2 250 (F 2 350); M 1,25 × 1 760 = 2 200.
      // Tax 2 000 × 45 / 100 = 900 kr.
      [
        2000,
        'Lägenhet',
        [
          ['Billigaste rörliga', B.id, 2050, 2950],
          ['Billigaste mixade', M.id, 2200, 3100],
          ['Billigaste fasta', F3.id, 2250, 3150],
        ],
      ],
      // 5 000 kWh: B 5 125 (A 5 300); M 5 200; F3 5 625 (F 5 650). Tax 2 250 kr.
      [
        5000,
        'Villa',
        [
          ['Billigaste rörliga', B.id, 5125, 7375],
          ['Billigaste mixade', M.id, 5200, 7450],
          ['Billigaste fasta', F3.id, 5625, 7875],
        ],
      ],
      // 20 000 kWh the fee matters less: A 20 300 (B 20 500); M 20 200; F 22 150 (F3 22 500). Tax 9 000 kr.
      [
        20000,
        'Villa med elvärme',
        [
          ['Billigaste mixade', M.id, 20200, 29200],
          ['Billigaste rörliga', A.id, 20300, 29300],
          ['Billigaste fasta', F.id, 22150, 31150],
        ],
      ],
    ]);
  });

  it('gives each row its jämförpris, the energy tax added per kWh and per year, and what the offer is', () => {
    const [apartment] = cityCostLevels(OFFERS, 45);
    // B at 2 000 kWh: 2 050 kr × 100 / 2 000 = 102,50 öre; + 45,0 öre tax = 147,5 öre.
    expect(apartment!.offers[0]).toEqual({
      id: B.id,
      supplierSlug: 'b',
      supplier: 'B El',
      product: 'B Kvart',
      group: 'rorligt',
      groupLabel: 'Billigaste rörliga',
      typeLabel: 'Kvartspris',
      jamforpris: 102.5,
      totalOrePerKwh: 147.5,
      supplyKr: 2050,
      taxKr: 900,
      totalKr: 2950,
    });
  });

  it('uses the reduced rate when given it (33,0 öre incl. VAT)', () => {
    const [apartment] = cityCostLevels(OFFERS, 33);
    // 2 000 × 33 / 100 = 660 kr; 102,5 + 33 = 135,5 öre.
    expect(apartment!.offers[0]).toMatchObject({ id: B.id, totalOrePerKwh: 135.5, taxKr: 660, totalKr: 2710 });
  });

  it('shows only the groups the area has, and nothing for no offers', () => {
    expect(cityCostLevels([A, B], 45).map((l) => l.offers.map((o) => o.group))).toEqual([['rorligt'], ['rorligt'], ['rorligt']]);
    expect(cityCostLevels([], 45).map((l) => l.offers.length)).toEqual([0, 0, 0]);
  });
});
