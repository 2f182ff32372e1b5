/** @jest-environment node */
import { getSpotBasis } from '@/lib/content/offers';
import { getBundledDays, getMonthlyAverages } from '@/lib/content/spot-prices';
import { cheapestHours, hourlySchedule, potentialDailySaving } from '@/lib/domain/optimisation';
import { latestFullMonth } from '@/lib/domain/spot-prices';
import { DEFAULT_APPLIANCES } from '@/lib/domain/tool-constants';
import { formatKrPerKwh } from '@/lib/format';
import { buildDayView } from '@/lib/spot/day-view';
import { dayAveragePrice, hourlyPrices } from '@/lib/spot/hourly';

/**
 * issue 8: the SE3 figures on /jamfor (month), /elpris-historik (month), /optimering and
 * /elpris-just-nu (day) agree, because they come from the same modules. The literal values were
 * worked out by hand from content/data/spot (a short Python sum), not with the code under test.
 */
describe('one price basis for SE3', () => {
  it('/jamfor prices on the same March 2026 average /elpris-historik shows: 58,67 öre/kWh excl. VAT', () => {
    expect(getSpotBasis('SE3')).toMatchObject({ month: '2026-03', monthLabel: 'mars 2026', oreExVat: 58.67 });
    expect(latestFullMonth(getMonthlyAverages('SE3'))).toMatchObject({ month: '2026-03', avg: 58.67 });
  });

  const { days, previous } = getBundledDays();
  const se3 = days.SE3;

  it('/optimering and /elpris-just-nu show the same day average for 14 April 2026: 0,75 kr/kWh', () => {
    const justNu = buildDayView(days, previous, null).areas.find((a) => a.area === 'SE3');
    expect(se3.date).toBe('2026-04-14');
    // Mean of the 96 quarter prices: 7 233,92 / 96 = 75,3533 öre.
    expect(dayAveragePrice(se3)).toBeCloseTo(0.753533, 6);
    expect(justNu?.dayAverageOre).toBeCloseTo(75.3533, 4);
    expect(formatKrPerKwh(dayAveragePrice(se3))).toBe(formatKrPerKwh((justNu?.dayAverageOre ?? NaN) / 100));
  });

  it('/optimering reads the real hours of that day: cheapest 13, 12, 14; 2,14 kr a day for 3,8 kWh moved', () => {
    const schedule = hourlySchedule(hourlyPrices(se3), dayAveragePrice(se3));
    expect(schedule).toHaveLength(24);
    // Hour 13: (quarters) 45,435 öre; hour 19: 127,035 öre, the dearest.
    expect(schedule[13]?.price).toBeCloseTo(0.45435, 6);
    expect(schedule[19]?.price).toBeCloseTo(1.27035, 6);
    expect(cheapestHours(schedule).map((s) => s.hour)).toEqual([13, 12, 14]);
    expect(schedule.filter((s) => s.recommendation === 'avoid').map((s) => s.hour)).toEqual([19, 20, 21]);
    // Peak (17–20) 103,66 öre; savings 58,225 + 55,89 + 55,125 öre → 0,564133 kr/kWh × 3,8 kWh.
    expect(potentialDailySaving(DEFAULT_APPLIANCES, schedule)).toBeCloseTo(2.143707, 5);
  });
});
