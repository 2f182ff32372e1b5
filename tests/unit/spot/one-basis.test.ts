/** @jest-environment node */
import { getBundledDays } from '@/lib/content/spot-prices';
import { cheapestHours, hourlySchedule } from '@/lib/domain/optimisation';
import { formatKrPerKwh } from '@/lib/format';
import { buildDayView } from '@/lib/spot/day-view';
import { dayAveragePrice, hourlyPrices } from '@/lib/spot/hourly';

/**
 * The SE3 figures on /optimering and /elpris-just-nu (day) agree, because they come from the same modules. Relations over the bundled
 * data, so a price refresh breaks nothing here; the formulas have fixture tests of their own
 * (tests/unit/tools/optimisation.test.ts, tests/unit/spot/spot-domain.test.ts).
 */
describe('one price basis for SE3', () => {
  const { days, previous } = getBundledDays();
  const se3 = days.SE3;
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

  it('/optimering and /elpris-just-nu show the same day average: the mean of the bundled day', () => {
    const justNu = buildDayView(days, previous, null).areas.find((a) => a.area === 'SE3');
    expect(dayAveragePrice(se3)).toBeCloseTo(mean(se3.prices) / 100, 10);
    expect(justNu?.dayAverageOre).toBeCloseTo(mean(se3.prices), 8);
    expect(formatKrPerKwh(dayAveragePrice(se3))).toBe(formatKrPerKwh((justNu?.dayAverageOre ?? NaN) / 100));
  });

  it('/optimering reads the real hours of that day: each hour the mean of its intervals, the cheapest three first', () => {
    const perHour = 60 / se3.resolutionMinutes;
    const schedule = hourlySchedule(hourlyPrices(se3), dayAveragePrice(se3));
    expect(schedule).toHaveLength(se3.prices.length / perHour);
    schedule.forEach((slot, i) => expect(slot.price).toBeCloseTo(mean(se3.prices.slice(i * perHour, (i + 1) * perHour)) / 100, 10));
    const cheapest = cheapestHours(schedule);
    expect(cheapest).toHaveLength(3);
    const others = schedule.filter((slot) => !cheapest.includes(slot));
    expect(Math.max(...cheapest.map((s) => s.price))).toBeLessThanOrEqual(Math.min(...others.map((s) => s.price)));
  });
});
