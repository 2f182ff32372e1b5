/** @jest-environment node */
import fc from 'fast-check';
import { withVat, withoutVat } from '@/lib/domain/constants';
import {
  type DailySpotPrices,
  type MonthlyAverage,
  change24h,
  dailyAverage,
  dayIntervals,
  latestDailyChange,
  latestFullMonth,
  oreToKrPerKwh,
  priceAt,
  timeWeightedAverage,
} from '@/lib/domain/spot-prices';
import {
  addDays,
  stockholmDayMinutes,
  stockholmMidnightMs,
  stockholmMonthHours,
  stockholmOffsetMinutes,
  stockholmYearHours,
  toStockholmIso,
} from '@/lib/domain/stockholm-time';
import { dailySpotPricesSchema } from '@/lib/domain/spot-price-schemas';

describe('Stockholm calendar', () => {
  it('knows the DST days: 23 h in spring, 25 h in autumn', () => {
    expect(stockholmDayMinutes('2025-03-30')).toBe(23 * 60);
    expect(stockholmDayMinutes('2025-10-26')).toBe(25 * 60);
    expect(stockholmDayMinutes('2024-10-27')).toBe(25 * 60);
    expect(stockholmDayMinutes('2025-10-01')).toBe(24 * 60);
  });

  it('gives month and year lengths in hours, DST included', () => {
    expect(stockholmMonthHours('2026-03')).toBe(743);
    expect(stockholmMonthHours('2025-10')).toBe(745);
    expect(stockholmMonthHours('2024-02')).toBe(696);
    expect(stockholmYearHours(2024)).toBe(8784);
    expect(stockholmYearHours(2025)).toBe(8760);
  });

  it('switches the offset exactly at 01:00 UTC on the DST days, however often an hour is asked', () => {
    const at = (iso: string) => stockholmOffsetMinutes(Date.parse(iso));
    for (let round = 0; round < 2; round += 1) {
      expect(at('2025-03-30T00:59:59.999Z')).toBe(60);
      expect(at('2025-03-30T01:00:00.000Z')).toBe(120);
      expect(at('2025-10-26T00:59:59.999Z')).toBe(120);
      expect(at('2025-10-26T01:00:00.000Z')).toBe(60);
      // The first summer time of the rules in force today.
      expect(at('1980-04-06T00:59:59.999Z')).toBe(60);
      expect(at('1980-04-06T01:00:00.000Z')).toBe(120);
    }
    // Every quarter-hour around both switches agrees with Stockholm's wall clock as Intl writes it.
    const wallClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const first of ['2025-03-29T00:07:00Z', '2025-10-25T00:07:00Z']) {
      for (let step = 0; step < 3 * 96; step += 1) {
        const ms = Date.parse(first) + step * 15 * 60_000;
        const [date, time] = wallClock.format(ms).split(' ') as [string, string];
        const wallMs = Date.parse(`${date}T${time}:00Z`);
        expect(stockholmOffsetMinutes(ms)).toBe((wallMs - Math.floor(ms / 60_000) * 60_000) / 60_000);
      }
    }
  });

  it("follows the tz database's Europe/Stockholm from 1980 to 2100 (a change of Sweden's rules fails here)", () => {
    const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' });
    const tzOffset = (ms: number) => {
      const name = offsetName.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
      const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
      return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    };
    let checked = 0;
    for (let year = 1980; year <= 2100; year += 1) {
      // Every hour of the last and first weeks that can hold a switch (March, April, September,
      // October), a minute either side of each hour, and noon on the 1st and 15th of every month.
      const instants: number[] = [];
      for (const [month, firstDay] of [
        [2, 24],
        [3, 1],
        [8, 23],
        [9, 24],
      ] as const) {
        for (let hour = 0; hour < 8 * 24; hour += 1) {
          const ms = Date.UTC(year, month, firstDay, hour);
          instants.push(ms - 60_000, ms, ms + 60_000);
        }
      }
      for (let month = 0; month < 12; month += 1) instants.push(Date.UTC(year, month, 1, 12), Date.UTC(year, month, 15, 12));
      for (const ms of instants) {
        if (stockholmOffsetMinutes(ms) !== tzOffset(ms)) throw new Error(`${new Date(ms).toISOString()}: ${stockholmOffsetMinutes(ms)} ≠ ${tzOffset(ms)}`);
        checked += 1;
      }
    }
    expect(checked).toBe(121 * (4 * 8 * 24 * 3 + 24));
    expect(stockholmOffsetMinutes(Date.parse('1979-07-01T12:00:00Z'))).toBe(60);
    expect(() => stockholmOffsetMinutes(Number.NaN)).toThrow(RangeError);
  });

  it('writes instants with the local offset, as the price API does', () => {
    expect(toStockholmIso(stockholmMidnightMs('2025-07-01'))).toBe('2025-07-01T00:00:00+02:00');
    expect(toStockholmIso(stockholmMidnightMs('2025-12-18'))).toBe('2025-12-18T00:00:00+01:00');
    // The repeated 02:00 hour of the autumn DST day.
    const midnight = stockholmMidnightMs('2025-10-26');
    expect(toStockholmIso(midnight + 2 * 3_600_000)).toBe('2025-10-26T02:00:00+02:00');
    expect(toStockholmIso(midnight + 3 * 3_600_000)).toBe('2025-10-26T02:00:00+01:00');
  });

  it('steps calendar days across month and year ends', () => {
    expect(addDays('2025-12-31')).toBe('2026-01-01');
    expect(addDays('2024-02-28')).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('timeWeightedAverage', () => {
  it('weights a 15-minute interval a quarter of an hour', () => {
    // One hour at 100 öre and four quarter-hours at 20 öre: (100 + 20) / 2 h.
    const intervals = [{ price: 100, hours: 1 }, ...Array.from({ length: 4 }, () => ({ price: 20, hours: 0.25 }))];
    expect(timeWeightedAverage(intervals)).toBeCloseTo(60, 10);
    // A plain mean of the five rows would say 36: the wrong answer the weighting avoids.
    expect(timeWeightedAverage(intervals)).not.toBeCloseTo(36, 1);
  });

  it('throws when no interval has a length', () => {
    expect(() => timeWeightedAverage([])).toThrow(RangeError);
    expect(() => timeWeightedAverage([{ price: 5, hours: 0 }])).toThrow(RangeError);
    expect(() => timeWeightedAverage([{ price: 5, hours: -1 }])).toThrow(RangeError);
  });

  it('lies between the lowest and highest price, and equal lengths give the plain mean', () => {
    const interval = fc.record({
      price: fc.double({ min: -500, max: 5000, noNaN: true }),
      hours: fc.constantFrom(0.25, 1),
    });
    fc.assert(
      fc.property(fc.array(interval, { minLength: 1, maxLength: 100 }), (intervals) => {
        const avg = timeWeightedAverage(intervals);
        const prices = intervals.map((i) => i.price);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...prices) - 1e-9);
        expect(avg).toBeLessThanOrEqual(Math.max(...prices) + 1e-9);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double({ min: -500, max: 5000, noNaN: true }), { minLength: 1, maxLength: 100 }), (prices) => {
        const plain = prices.reduce((s, p) => s + p, 0) / prices.length;
        expect(timeWeightedAverage(prices.map((price) => ({ price, hours: 0.25 })))).toBeCloseTo(plain, 6);
      }),
    );
  });

  it('gives the same answer for an hour and its four quarter-hours at the same price', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -100, max: 1000, noNaN: true }), { minLength: 1, maxLength: 24 }), (hourly) => {
        const quarters = hourly.flatMap((price) => [price, price, price, price].map((p) => ({ price: p, hours: 0.25 })));
        expect(timeWeightedAverage(quarters)).toBeCloseTo(timeWeightedAverage(hourly.map((price) => ({ price, hours: 1 }))), 6);
      }),
    );
  });
});

function day(date: string, resolutionMinutes: 15 | 60, prices: number[]): DailySpotPrices {
  return {
    date,
    resolutionMinutes,
    start: toStockholmIso(stockholmMidnightMs(date)),
    prices,
    avg: dailyAverage({ prices, resolutionMinutes }),
    min: Math.min(...prices),
    max: Math.max(...prices),
  };
}

describe('daily series', () => {
  it('accepts 25 hourly or 100 quarter-hour prices on the autumn DST day and rejects 24 or 96', () => {
    expect(dailySpotPricesSchema.safeParse(day('2024-10-27', 60, Array(25).fill(10))).success).toBe(true);
    expect(dailySpotPricesSchema.safeParse(day('2025-10-26', 15, Array(100).fill(10))).success).toBe(true);
    expect(dailySpotPricesSchema.safeParse(day('2025-03-30', 60, Array(23).fill(10))).success).toBe(true);
    expect(dailySpotPricesSchema.safeParse(day('2024-10-27', 60, Array(24).fill(10))).success).toBe(false);
    expect(dailySpotPricesSchema.safeParse(day('2025-10-26', 15, Array(96).fill(10))).success).toBe(false);
  });

  it('rejects a start that is not local midnight', () => {
    const bad = { ...day('2025-12-01', 60, Array(24).fill(1)), start: '2025-12-01T00:00:00+02:00' };
    expect(dailySpotPricesSchema.safeParse(bad).success).toBe(false);
  });

  it('averages a day over its intervals', () => {
    expect(dailyAverage({ resolutionMinutes: 60, prices: [10, 20, 30] })).toBe(20);
    expect(dailyAverage({ resolutionMinutes: 15, prices: [0, 0, 0, 40] })).toBe(10);
  });

  it('expands the compact form into time_start values, through the repeated DST hour', () => {
    const prices = Array.from({ length: 100 }, (_, i) => i);
    const intervals = dayIntervals(day('2025-10-26', 15, prices));
    expect(intervals).toHaveLength(100);
    expect(intervals[0]).toEqual({ start: '2025-10-26T00:00:00+02:00', minutes: 15, price: 0 });
    expect(intervals[8]?.start).toBe('2025-10-26T02:00:00+02:00');
    expect(intervals[12]?.start).toBe('2025-10-26T02:00:00+01:00');
    expect(intervals[99]?.start).toBe('2025-10-26T23:45:00+01:00');
  });

  it('finds the price of the interval holding an instant', () => {
    const d = day(
      '2025-12-01',
      15,
      Array.from({ length: 96 }, (_, i) => i),
    );
    const midnight = stockholmMidnightMs('2025-12-01');
    expect(priceAt(d, midnight)).toBe(0);
    expect(priceAt(d, midnight + 61 * 60_000)).toBe(4);
    expect(priceAt(d, midnight - 1)).toBeUndefined();
    expect(priceAt(d, midnight + 24 * 3_600_000)).toBeUndefined();
  });
});

describe('latestFullMonth', () => {
  const month = (m: string, partial: boolean): MonthlyAverage => ({ month: m, avg: 1, min: 0, max: 2, hours: 100, partial, negativeHours: 0 });

  it('skips a partial running month', () => {
    expect(latestFullMonth([month('2026-02', false), month('2026-03', false), month('2026-04', true)])?.month).toBe('2026-03');
  });

  it('does not depend on order and returns undefined when every month is partial', () => {
    expect(latestFullMonth([month('2026-03', false), month('2025-12', false), month('2026-04', true)])?.month).toBe('2026-03');
    expect(latestFullMonth([month('2026-04', true)])).toBeUndefined();
    expect(latestFullMonth([])).toBeUndefined();
  });
});

describe('change24h', () => {
  it('gives percent, positive when rising, relative to the size of the old price', () => {
    expect(change24h(110, 100)).toBeCloseTo(10);
    expect(change24h(90, 100)).toBeCloseTo(-10);
    expect(change24h(5, -10)).toBeCloseTo(150);
    expect(change24h(5, 0)).toBeNull();
  });

  it('compares the latest day with the calendar day before only', () => {
    const a = day('2025-12-30', 60, Array(24).fill(50));
    const b = day('2025-12-31', 60, Array(24).fill(60));
    expect(latestDailyChange([a, b])).toEqual({ date: '2025-12-31', avg: 60, previousAvg: 50, changePercent: 20 });
    expect(latestDailyChange([day('2025-12-29', 60, Array(24).fill(50)), b])).toBeNull();
    expect(latestDailyChange([b])).toBeNull();
  });
});

describe('units and VAT', () => {
  it('converts öre to kronor', () => {
    expect(oreToKrPerKwh(58.67)).toBeCloseTo(0.5867);
  });

  it('adds and removes 25 % VAT, e.g. energy tax 2026 36,0 → 45,0 öre', () => {
    expect(withVat(36)).toBeCloseTo(45);
    expect(withoutVat(45)).toBeCloseTo(36);
    fc.assert(fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), (x) => expect(withoutVat(withVat(x))).toBeCloseTo(x, 6)));
  });
});
