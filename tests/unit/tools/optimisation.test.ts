import fc from 'fast-check';

import {
  applianceDailyCost,
  averageSavings,
  exampleHouseholdFigures,
  flexibleDailyKwh,
  hourlySchedule,
  hourMultiplier,
  hourSavings,
  potentialDailySaving,
  progressPercent,
  recommendationFor,
  toggleAppliance,
  topHours,
  type HourSlot,
} from '@/lib/domain/optimisation';
import {
  CATEGORY_LABELS,
  DEFAULT_APPLIANCES,
  EXAMPLE_HOUSEHOLD,
  RECOMMENDATION_LABELS,
  type Appliance,
} from '@/lib/domain/tool-constants';

const EXPECTED_MULTIPLIERS: Record<number, number> = {
  0: 0.7, 1: 0.7, 2: 0.7, 3: 0.7, 4: 0.7, 5: 0.7,
  6: 1.4, 7: 1.4, 8: 1.4,
  9: 0.9, 10: 0.9, 11: 0.9, 12: 0.9, 13: 0.9, 14: 0.9, 15: 0.9, 16: 0.9,
  17: 1.6, 18: 1.6, 19: 1.6, 20: 1.6,
  21: 0.9,
  22: 0.7, 23: 0.7,
};

describe('hourMultiplier (spec section 9)', () => {
  it.each(Object.entries(EXPECTED_MULTIPLIERS).map(([hour, m]) => [Number(hour), m]))('hour %i → %p', (hour, multiplier) => {
    expect(hourMultiplier(hour)).toBe(multiplier);
  });

  it.each([-1, 24, 1.5, Number.NaN])('refuses %p', (hour) => {
    expect(() => hourMultiplier(hour)).toThrow(RangeError);
  });
});

describe('recommendationFor: ≤ 0.8 optimal, ≥ 1.4 avoid, else good', () => {
  it.each([
    [0.7, 'optimal'],
    [0.8, 'optimal'],
    [0.8000001, 'good'],
    [0.9, 'good'],
    [1.3999999, 'good'],
    [1.4, 'avoid'],
    [1.6, 'avoid'],
  ] as const)('%p → %s', (multiplier, recommendation) => {
    expect(recommendationFor(multiplier)).toBe(recommendation);
  });

  it('has Swedish labels', () => {
    expect(RECOMMENDATION_LABELS).toEqual({ optimal: 'Optimal', good: 'Bra', avoid: 'Undvik' });
    expect(CATEGORY_LABELS).toEqual({ essential: 'Nödvändig', flexible: 'Flexibel', optional: 'Valfri' });
  });
});

describe('hourSavings = max(0, (1.6 − multiplier) × price × 2)', () => {
  it('computes the saving against the evening peak', () => {
    expect(hourSavings(0.7, 1)).toBeCloseTo(1.8, 12);
    expect(hourSavings(0.9, 0.5)).toBeCloseTo(0.7, 12);
    expect(hourSavings(1.4, 1)).toBeCloseTo(0.4, 12);
    expect(hourSavings(1.6, 1)).toBe(0);
  });

  it('is never negative', () => {
    expect(hourSavings(2, 1)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (m, p) => {
        expect(hourSavings(m, p)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('hourlySchedule', () => {
  const base = 0.8491;
  const schedule = hourlySchedule(base);

  it('has 24 slots with price = base × multiplier and the recommendation and savings of each hour', () => {
    expect(schedule.map((slot) => slot.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    for (const slot of schedule) {
      expect(slot.multiplier).toBe(EXPECTED_MULTIPLIERS[slot.hour]);
      expect(slot.price).toBeCloseTo(base * slot.multiplier, 12);
      expect(slot.recommendation).toBe(recommendationFor(slot.multiplier));
      expect(slot.savings).toBeCloseTo(hourSavings(slot.multiplier, base), 12);
    }
  });

  it('marks the 8 night hours optimal, the 7 peak hours avoid and the other 9 good', () => {
    const count = (r: string) => schedule.filter((slot) => slot.recommendation === r).length;
    expect([count('optimal'), count('avoid'), count('good')]).toEqual([8, 7, 9]);
  });
});

describe('topHours', () => {
  it('takes the three largest savings; ties go to the earlier hour', () => {
    expect(topHours(hourlySchedule(0.85)).map((slot) => slot.hour)).toEqual([0, 1, 2]);
  });

  it('orders by savings first', () => {
    const slots: HourSlot[] = [5, 1, 9, 9, 3].map((savings, hour) => ({
      hour,
      multiplier: 1,
      price: 1,
      recommendation: 'good',
      savings,
    }));
    expect(topHours(slots).map((slot) => slot.hour)).toEqual([2, 3, 0]);
    expect(topHours(slots, 1).map((slot) => slot.hour)).toEqual([2]);
    expect(topHours([])).toEqual([]);
  });

  it('does not reorder the schedule it is given', () => {
    const schedule = hourlySchedule(1);
    topHours(schedule);
    expect(schedule.map((slot) => slot.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });
});

describe('appliances (spec section 3)', () => {
  it('has the five defaults', () => {
    expect(DEFAULT_APPLIANCES.map((a) => [a.name, a.wattage, a.usage, a.enabled, a.category])).toEqual([
      ['Tvättmaskin', 2000, 1, true, 'flexible'],
      ['Diskmaskin', 1800, 1, true, 'flexible'],
      ['Elbilsladdning', 7000, 4, false, 'flexible'],
      ['Värmepump', 3000, 8, true, 'essential'],
      ['Belysning', 500, 6, true, 'essential'],
    ]);
  });

  it('costs W × h × price / 1000 per day', () => {
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

describe('potential daily saving = Σ W × h / 1000 of enabled flexible appliances × average saving of the top 3', () => {
  const base = 0.85;
  const schedule = hourlySchedule(base);

  it('counts only enabled flexible appliances', () => {
    expect(flexibleDailyKwh(DEFAULT_APPLIANCES)).toBeCloseTo(3.8, 12); // washer 2 + dishwasher 1,8
    expect(flexibleDailyKwh(toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning'))).toBeCloseTo(31.8, 12);
    expect(flexibleDailyKwh(toggleAppliance(DEFAULT_APPLIANCES, 'varmepump'))).toBeCloseTo(3.8, 12);
  });

  it('multiplies by the top-3 average saving', () => {
    const top3 = averageSavings(topHours(schedule));
    expect(top3).toBeCloseTo(0.9 * base * 2, 12);
    expect(potentialDailySaving(DEFAULT_APPLIANCES, schedule)).toBeCloseTo(3.8 * 0.9 * base * 2, 12);
    expect(potentialDailySaving(toggleAppliance(DEFAULT_APPLIANCES, 'elbilsladdning'), schedule)).toBeCloseTo(31.8 * 1.53, 12);
    expect(potentialDailySaving([], schedule)).toBe(0);
    expect(averageSavings([])).toBe(0);
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
    fc.assert(
      fc.property(fc.array(applianceArb, { maxLength: 8 }), fc.double({ min: 0, max: 5, noNaN: true }), (appliances, price) => {
        const sched = hourlySchedule(price);
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

describe('progress and the example household', () => {
  it('caps progress at 100 %', () => {
    expect(progressPercent(1650, 2000)).toBe(82.5);
    expect(progressPercent(2000, 2000)).toBe(100);
    expect(progressPercent(2500, 2000)).toBe(100);
    expect(progressPercent(0, 2000)).toBe(0);
    expect(progressPercent(100, 0)).toBe(0);
    expect(progressPercent(100, -5)).toBe(0);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (used, goal) => {
        const percent = progressPercent(used, goal);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('derives the spec figures: 340 kr, 40 less last month, 12 × monthly, savings / 50 rounded', () => {
    expect(EXAMPLE_HOUSEHOLD.monthlyGoalKwh).toBe(2000);
    expect(EXAMPLE_HOUSEHOLD.monthlyUsedKwh).toBe(1650);
    expect(exampleHouseholdFigures()).toEqual({
      progressPercent: 82.5,
      monthlySavings: 340,
      lastMonthSavings: 300,
      yearlyForecast: 4080,
      environmentPoints: 7,
    });
    expect(exampleHouseholdFigures({ ...EXAMPLE_HOUSEHOLD, monthlySavingsKr: 375, monthlyUsedKwh: 2600 })).toEqual({
      progressPercent: 100,
      monthlySavings: 375,
      lastMonthSavings: 335,
      yearlyForecast: 4500,
      environmentPoints: 8,
    });
  });
});
