import fc from 'fast-check';

import {
  applianceDailyCost,
  averageSavingPerKwh,
  cheapestHours,
  eveningPeakAverage,
  flexibleDailyKwh,
  hourlySchedule,
  potentialDailySaving,
  recommendationFor,
  savingsSummary,
  toggleAppliance,
  type HourPrice,
} from '@/lib/domain/optimisation';
import { DEFAULT_APPLIANCES, type Appliance } from '@/lib/domain/optimisation-constants';
import type { SpotDay } from '@/lib/spot/day-view';
import { dayAveragePrice, hourlyPrices } from '@/lib/spot/hourly';

/**
 * A hand-made day, hourly, in öre: easy to work through on paper.
 * Sum 1 780 öre → average 74,1667 öre; 0,8 × average = 59,33, 1,4 × average = 103,83.
 * Evening peak (hours 17–20): (150 + 150 + 130 + 130) / 4 = 140 öre.
 */
const HAND_ORE = [40, 40, 30, 30, 40, 50, 80, 120, 100, 60, 60, 60, 60, 60, 60, 60, 80, 150, 150, 130, 130, 90, 60, 40];
const handDay: SpotDay = { date: '2026-04-14', resolutionMinutes: 60, start: '2026-04-14T00:00:00+02:00', prices: HAND_ORE };
const handHours = hourlyPrices(handDay);
const handAverage = dayAveragePrice(handDay);
const handSchedule = hourlySchedule(handHours, handAverage);
const slot = (hour: number) => handSchedule.find((s) => s.hour === hour)!;

describe('recommendationFor: ratio to the day average ≤ 0,8 optimal, ≥ 1,4 avoid, else good', () => {
  it.each([
    [-0.2, 'optimal'],
    [0.7, 'optimal'],
    [0.8, 'optimal'],
    [0.8000001, 'good'],
    [1.3999999, 'good'],
    [1.4, 'avoid'],
    [2, 'avoid'],
    [null, 'good'],
  ] as const)('%p → %s', (ratio, recommendation) => {
    expect(recommendationFor(ratio)).toBe(recommendation);
  });
});

describe('hourly prices of a day (15-minute prices averaged per clock hour)', () => {
  it('averages the four quarters of each hour, in kr/kWh', () => {
    // Quarter k of hour h costs 4h + k öre, so hour h averages 4h + 1,5 öre.
    const quarters: SpotDay = {
      date: '2026-04-14',
      resolutionMinutes: 15,
      start: '2026-04-14T00:00:00+02:00',
      prices: Array.from({ length: 96 }, (_, i) => i),
    };
    const hours = hourlyPrices(quarters);
    expect(hours).toHaveLength(24);
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(hours[0]?.price).toBeCloseTo(0.015, 12);
    expect(hours[23]?.price).toBeCloseTo(0.935, 12);
    expect(dayAveragePrice(quarters)).toBeCloseTo(0.475, 12);
  });

  it('names the clock hours right on the spring DST day (23 hours, no 02)', () => {
    const spring: SpotDay = { date: '2026-03-29', resolutionMinutes: 15, start: '2026-03-29T00:00:00+01:00', prices: Array.from({ length: 92 }, () => 50) };
    const hours = hourlyPrices(spring).map((h) => h.hour);
    expect(hours).toHaveLength(23);
    expect(hours.slice(0, 4)).toEqual([0, 1, 3, 4]);
    expect(hours.at(-1)).toBe(23);
  });
});

describe('hourlySchedule on the hand-made day', () => {
  it('keeps the day average and the evening-peak average', () => {
    expect(handAverage).toBeCloseTo(0.741667, 6);
    expect(eveningPeakAverage(handHours)).toBeCloseTo(1.4, 12);
  });

  it('gives each hour its ratio and recommendation', () => {
    expect(slot(2).ratio).toBeCloseTo(0.404494, 6);
    expect(slot(2).recommendation).toBe('optimal');
    expect(slot(5).recommendation).toBe('optimal'); // 50 / 74,17 = 0,674
    expect(slot(9).recommendation).toBe('good'); // 60 / 74,17 = 0,809: just above 0,8
    expect(slot(8).recommendation).toBe('good'); // 100 / 74,17 = 1,348
    expect(slot(7).recommendation).toBe('avoid'); // 120 / 74,17 = 1,618
    expect(slot(19).recommendation).toBe('avoid');
    const count = (r: string) => handSchedule.filter((s) => s.recommendation === r).length;
    expect([count('optimal'), count('good'), count('avoid')]).toEqual([7, 12, 5]);
  });

  it('saves the peak average minus the hour price per kWh, never below 0', () => {
    expect(slot(2).savingPerKwh).toBeCloseTo(1.1, 12); // 1,40 − 0,30
    expect(slot(0).savingPerKwh).toBeCloseTo(1.0, 12); // 1,40 − 0,40
    expect(slot(19).savingPerKwh).toBeCloseTo(0.1, 12); // 1,40 − 1,30
    expect(slot(17).savingPerKwh).toBe(0); // 1,50 is above the peak average
  });

  it('picks the three cheapest hours, ties to the earliest: 02, 03, then 00 of the four 40-öre hours', () => {
    expect(cheapestHours(handSchedule).map((s) => s.hour)).toEqual([2, 3, 0]);
    expect(cheapestHours(handSchedule, 1).map((s) => s.hour)).toEqual([2]);
    expect(cheapestHours([])).toEqual([]);
  });

  it('does not reorder the schedule it is given', () => {
    cheapestHours(handSchedule);
    expect(handSchedule.map((s) => s.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });

  it('has no ratio when the day average is 0 or below, and calls every hour good', () => {
    const hours: HourPrice[] = [
      { startMs: 0, hour: 0, price: -0.05 },
      { startMs: 3_600_000, hour: 1, price: 0.05 },
    ];
    const schedule = hourlySchedule(hours, 0);
    expect(schedule.map((s) => [s.ratio, s.recommendation])).toEqual([
      [null, 'good'],
      [null, 'good'],
    ]);
    // No evening hours on this day: nothing to save against.
    expect(schedule.map((s) => s.savingPerKwh)).toEqual([0, 0]);
  });
});

describe('appliances (docs/rules/optimisation.md)', () => {
  it('has the five defaults', () => {
    expect(DEFAULT_APPLIANCES.map((a) => [a.name, a.wattage, a.usage, a.enabled, a.category])).toEqual([
      ['Tvättmaskin', 2000, 1, true, 'flexible'],
      ['Diskmaskin', 1800, 1, true, 'flexible'],
      ['Elbilsladdning', 7000, 4, false, 'flexible'],
      ['Värmepump', 3000, 8, true, 'essential'],
      ['Belysning', 500, 6, true, 'essential'],
    ]);
  });

  it('costs W × h × (the day average) / 1000 per day', () => {
    expect(applianceDailyCost({ wattage: 7000, usage: 4 }, 0.85)).toBeCloseTo(23.8, 12);
    expect(applianceDailyCost({ wattage: 2000, usage: 1 }, 1)).toBe(2);
  });

  it('toggles one appliance without touching the others or the input list', () => {
    const toggled = toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning');
    expect(toggled.find((a) => a.id === 'elbilsladdning')?.enabled).toBe(true);
    expect(DEFAULT_APPLIANCES.find((a) => a.id === 'elbilsladdning')?.enabled).toBe(false);
    expect(toggled.filter((a) => a.id !== 'elbilsladdning')).toEqual(DEFAULT_APPLIANCES.filter((a) => a.id !== 'elbilsladdning'));
  });
});

describe('potential daily saving = flexible kWh × average saving of the three cheapest hours (no ×2)', () => {
  it('counts only enabled flexible appliances', () => {
    expect(flexibleDailyKwh(DEFAULT_APPLIANCES)).toBeCloseTo(3.8, 12); // washer 2 + dishwasher 1,8
    expect(flexibleDailyKwh(toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning'))).toBeCloseTo(31.8, 12);
    expect(flexibleDailyKwh(toggleAppliance(DEFAULT_APPLIANCES, 'varmepump'))).toBeCloseTo(3.8, 12);
  });

  it('multiplies by the cheapest three hours’ average saving: (1,10 + 1,10 + 1,00) / 3 kr/kWh', () => {
    expect(averageSavingPerKwh(cheapestHours(handSchedule))).toBeCloseTo(1.066667, 6);
    // 3,8 kWh × 1,0667 = 4,0533 kr; 31,8 kWh × 1,0667 = 33,92 kr
    expect(potentialDailySaving(DEFAULT_APPLIANCES, handSchedule)).toBeCloseTo(4.053333, 6);
    expect(potentialDailySaving(toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning'), handSchedule)).toBeCloseTo(33.92, 6);
    expect(potentialDailySaving([], handSchedule)).toBe(0);
    expect(averageSavingPerKwh([])).toBe(0);
  });

  it('never falls when a flexible appliance is switched on, and ignores essential ones', () => {
    const applianceArb = fc.record<Appliance>({
      id: fc.uuid(),
      name: fc.constant('Apparat'),
      icon: fc.constant('washer'),
      wattage: fc.integer({ min: 1, max: 20000 }),
      category: fc.constantFrom('essential', 'flexible', 'optional'),
      usage: fc.integer({ min: 0, max: 24 }),
      enabled: fc.boolean(),
    });
    const dayArb = fc.array(fc.double({ min: -0.5, max: 5, noNaN: true }), { minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(fc.array(applianceArb, { maxLength: 8 }), dayArb, (appliances, prices) => {
        const hours = prices.map((price, hour) => ({ startMs: hour * 3_600_000, hour, price }));
        const sched = hourlySchedule(hours, prices.reduce((a, b) => a + b, 0) / prices.length);
        const before = potentialDailySaving(appliances, sched);
        expect(before).toBeGreaterThanOrEqual(0);
        for (const appliance of appliances) {
          const after = potentialDailySaving(toggleAppliance(appliances, appliance.id), sched);
          if (appliance.category !== 'flexible') expect(after).toBe(before);
          else if (!appliance.enabled) expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        }
      }),
    );
  });
});

describe('savingsSummary: every saving of the page from one computation', () => {
  it('gives the day and the month from the same figures: month = day × 365 / 12', () => {
    const summary = savingsSummary(DEFAULT_APPLIANCES, handSchedule);
    expect(summary.flexibleKwh).toBeCloseTo(3.8, 12);
    expect(summary.perKwh).toBeCloseTo(1.066667, 6);
    // 3,8 × 1,066667 = 4,053333 kr a day; × 365 / 12 = 123,2889 kr a month.
    expect(summary.perDay).toBeCloseTo(4.053333, 6);
    expect(summary.perMonth).toBeCloseTo(123.288889, 6);
    expect(potentialDailySaving(DEFAULT_APPLIANCES, handSchedule)).toBe(summary.perDay);
  });

  it('is all zero without a flexible appliance switched on', () => {
    const off = DEFAULT_APPLIANCES.map((a) => ({ ...a, enabled: a.category !== 'flexible' && a.enabled }));
    expect(savingsSummary(off, handSchedule)).toEqual({ flexibleKwh: 0, perKwh: expect.closeTo(1.066667, 6), perDay: 0, perMonth: 0 });
  });

  it('keeps the month at 365 / 12 days for any appliances and day', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -0.5, max: 5, noNaN: true }), { minLength: 24, maxLength: 24 }), fc.boolean(), (prices, car) => {
        const hours = prices.map((price, hour) => ({ startMs: hour * 3_600_000, hour, price }));
        const sched = hourlySchedule(hours, prices.reduce((a, b) => a + b, 0) / prices.length);
        const appliances = car ? toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning') : DEFAULT_APPLIANCES;
        const { perDay, perMonth } = savingsSummary(appliances, sched);
        expect(perMonth).toBeCloseTo((perDay * 365) / 12, 9);
      }),
    );
  });
});
