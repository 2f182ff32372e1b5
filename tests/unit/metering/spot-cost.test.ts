import { offerTypeCosts, fileCostKr } from '@/lib/metering/offer-costs';
import { parseMeterFile } from '@/lib/metering/parse';
import { monthsOf, spotCost } from '@/lib/metering/spot-cost';
import type { IntervalDay } from '@/lib/spot/interval-file';

import { offer } from '../market/fixtures';

/** Hand-made prices in thousandths of an öre, so every sum below is worked out by hand. */
const HOURLY_DAY: IntervalDay = { date: '2025-01-15', minutes: 60, prices: Array.from({ length: 24 }, (_, h) => (10 + h) * 1000) };
const QUARTER_DAY: IntervalDay = { date: '2025-11-12', minutes: 15, prices: Array.from({ length: 96 }, (_, q) => q * 1000) };
const RANGE = { from: '2023-01-01', to: '2026-04-14' };

describe('the spot cost of the intervals', () => {
  it('a quarter of consumption against an hourly price takes the hour’s price', () => {
    // 00:00–01:45, 0,25 kWh each: 4 × 0,25 × 10 + 4 × 0,25 × 11 = 21 öre.
    const file = parseMeterFile(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45'].map((t) => `2025-01-15 ${t};0,25`).join('\n'));
    const cost = spotCost(file.readings, 15, [HOURLY_DAY], RANGE);
    expect(cost.spotKr).toBeCloseTo(0.21, 12);
    expect(cost.weightedOre).toBeCloseTo(10.5, 12);
    expect(cost.plainOre).toBeCloseTo(10.5, 12);
    expect(cost.profileKr).toBeCloseTo(0, 12);
  });

  it('an hour of consumption against quarter-hour prices is spread evenly over its quarters', () => {
    // Hour 0: 1 kWh × (0 + 1 + 2 + 3) / 4 = 1,5 öre; hour 1: 2 kWh × (4 + 5 + 6 + 7) / 4 = 11 öre; 12,5 öre for 3 kWh.
    const file = parseMeterFile('2025-11-12 00:00,1\n2025-11-12 01:00,2\n');
    const cost = spotCost(file.readings, 60, [QUARTER_DAY], RANGE);
    expect(cost.spotKr).toBeCloseTo(0.125, 12);
    expect(cost.weightedOre).toBeCloseTo(12.5 / 3, 12);
    // Plain: (1,5 + 5,5) / 2 = 3,5 öre; profile cost (12,5/3 − 3,5) × 3 / 100 = 0,02 kr.
    expect(cost.plainOre).toBeCloseTo(3.5, 12);
    expect(cost.profileKr).toBeCloseTo(0.02, 12);
    // The whole day's average 47,5 öre is what a monthly contract follows: 3 kWh × 47,5 = 142,5 öre.
    expect(cost.monthlySpotKr).toBeCloseTo(1.425, 12);
    expect(cost.months).toEqual([{ month: '2025-11', kwh: 3, spotKr: expect.any(Number), monthAvgOre: 47.5, hoursCovered: 2 }]);
  });

  it('timpris follows the hour: a quarter’s consumption at the mean of its hour’s four quarter prices', () => {
    // One quarter 00:15, 1 kWh: kvart 1 öre, hour (0 + 1 + 2 + 3) / 4 = 1,5 öre.
    const file = parseMeterFile('2025-11-12 00:15;1\n');
    const cost = spotCost(file.readings, 15, [QUARTER_DAY], RANGE);
    expect(cost.spotKr).toBeCloseTo(0.01, 12);
    expect(cost.hourlySpotKr).toBeCloseTo(0.015, 12);
  });

  it('names days without prices, leaves them out, and points at the first line outside the data', () => {
    const file = parseMeterFile('2022-12-31 23:00;1\n2025-01-15 00:00;1\n2025-01-16 00:00;1\n');
    const cost = spotCost(file.readings, 60, [HOURLY_DAY], RANGE);
    expect(cost.missingDays).toEqual(['2022-12-31', '2025-01-16']);
    expect(cost.firstOutside).toEqual({ line: 1, date: '2022-12-31' });
    expect(cost.totalKwh).toBe(3);
    expect(cost.pricedKwh).toBe(1);
    expect(cost.spotKr).toBeCloseTo(0.1, 12);
  });

  it('lists the months to fetch', () => {
    const file = parseMeterFile('2025-01-31 23:00;1\n2025-03-01 00:00;1\n');
    expect(monthsOf(file.readings, 60)).toEqual(['2025-01', '2025-02', '2025-03']);
  });
});

describe('each contract type for exactly this consumption', () => {
  // 2 hours of 2025-11-12: 3 kWh; the fee's share of a year = 2 h / 720 h / 12.
  const file = parseMeterFile('2025-11-12 00:00,1\n2025-11-12 01:00,2\n');
  const cost = spotCost(file.readings, 60, [QUARTER_DAY], RANGE);
  const years = 2 / 720 / 12;
  const kvart = offer({ supplierSlug: 'a', supplierName: 'A', product: 'Kvart', type: 'kvartspris', feeElementOre: 10, markupOre: 2, variableCostsOre: 1 });
  const manad = offer({ supplierSlug: 'b', supplierName: 'B', product: 'Månad', type: 'rorligt', markupOre: 1 });
  const mix = offer({ supplierSlug: 'c', supplierName: 'C', product: 'Mix', type: 'mixat', fixedPriceOre: 20 });
  const fast = offer({ supplierSlug: 'd', supplierName: 'D', product: 'Fast', type: 'fast-1-ar', fixedPriceOre: 30 });

  it('costs each with the one model: fee × share of a year + (its spot + parts) × kWh, incl. VAT', () => {
    // Kvartspris: 1,25 × (200 × years + (12,5/3 + 3) × 3 / 100)
    expect(fileCostKr(kvart, cost)).toBeCloseTo(1.25 * (200 * years + (12.5 + 9) / 100), 12);
    // Rörligt: 1,25 × ((47,5 + 1) × 3 / 100) = 1,81875
    expect(fileCostKr(manad, cost)).toBeCloseTo(1.81875, 12);
    // Mixat: 1,25 × ((20 + 47,5 / 2) × 3 / 100) = 1,640625
    expect(fileCostKr(mix, cost)).toBeCloseTo(1.640625, 12);
    // Fast: 1,25 × 30 × 3 / 100 = 1,125
    expect(fileCostKr(fast, cost)).toBeCloseTo(1.125, 12);
  });

  it('ranks the cheapest offer of each type, cheapest first', () => {
    const ranked = offerTypeCosts([manad, fast, mix, kvart], cost);
    expect(ranked.map((r) => r.type)).toEqual(['kvartspris', 'fast-1-ar', 'mixat', 'rorligt']);
    expect(ranked[0]).toMatchObject({ basis: 'kvart', count: 1, offer: { id: kvart.id } });
  });
});
