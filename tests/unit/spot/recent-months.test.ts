import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { recentSpotAt } from '@/lib/market/recent-basis';
import { profileWeightedOre, recentMonths, recentSpot } from '@/lib/spot/recent-months';

const month = (m: string, avg: number, partial = false): MonthlyAverage => ({
  month: m,
  avg,
  min: 0,
  max: avg * 2,
  hours: 720,
  partial,
  negativeHours: 0,
});

// 2025-01 … 2026-04 with January = 10, February = 20 … and a partial April 2026.
const series: MonthlyAverage[] = [
  ...Array.from({ length: 12 }, (_, i) => month(`2025-${String(i + 1).padStart(2, '0')}`, (i + 1) * 10)),
  month('2026-01', 200),
  month('2026-02', 100),
  month('2026-03', 50),
  month('2026-04', 999, true),
];

describe('the last 12 complete months', () => {
  it('end with the latest complete month and skip the partial one', () => {
    expect(recentMonths(series).map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('refuse a series with a month missing', () => {
    expect(() => recentMonths(series.filter((m) => m.month !== '2025-08'))).toThrow(RangeError);
  });

  it('weight each month by the profile: Σ average × share', () => {
    // hushallsel (Jan…Dec 12,10,8,8,7,7,6,7,7,8,9,11 %): Apr–Dec 2025 40…120, Jan–Mar 2026 200, 100, 50:
    // (200×12 + 100×10 + 50×8 + 40×8 + 50×7 + 60×7 + 70×6 + 80×7 + 90×7 + 100×8 + 110×9 + 120×11) / 100 = 96,1
    const months = recentMonths(series);
    expect(profileWeightedOre(months, 'hushallsel')).toBeCloseTo(96.1, 9);
    // elvarme (15,13,12,9,5,3,3,4,4,8,11,13): (3000 + 1300 + 600 + 360 + 250 + 180 + 210 + 320 + 360 + 800 + 1210 + 1560) / 100 = 101,5
    expect(profileWeightedOre(months, 'elvarme')).toBeCloseTo(101.5, 9);
  });

  it('name the months and give the plain average over the hours', () => {
    const recent = recentSpot('SE3', series);
    expect(recent.monthsLabel).toBe('april 2025–mars 2026');
    // (40 + 50 + … + 120 + 200 + 100 + 50) / 12 = 1 070 / 12 (every month 720 h here)
    expect(recent.plainOre).toBeCloseTo(1070 / 12, 9);
    expect(recentSpotAt(recent, 5000)).toMatchObject({ id: 'hushallsel' });
    expect(recentSpotAt(recent, 20000).ore).toBeCloseTo(101.5, 9);
  });
});
