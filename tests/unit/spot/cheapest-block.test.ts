import { cheapestBlock, quarterSeries, type PriceBlock } from '@/lib/spot/cheapest-block';
import type { SpotDay } from '@/lib/spot/day-view';
import { cheapestBlocks, dayFigures, intervalLabel, intervalsAt } from '@/lib/spot/two-days';
import { stockholmDayMinutes, stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';

/** A day of quarter-hour (or hourly) prices; `price(i)` is interval i's price in öre/kWh. */
function day(date: string, price: (i: number) => number, resolutionMinutes: 15 | 60 = 15): SpotDay {
  const count = stockholmDayMinutes(date) / resolutionMinutes;
  return {
    date,
    resolutionMinutes,
    start: toStockholmIso(stockholmMidnightMs(date)),
    prices: Array.from({ length: count }, (_, i) => price(i)),
  };
}

const at = (iso: string) => Date.parse(iso);
const span = (block: PriceBlock | null) =>
  block && { start: toStockholmIso(block.startMs), end: toStockholmIso(block.endMs), average: Math.round(block.averageOre * 100) / 100 };

/**
 * The hand-computed example. Today, 15 January 2026: 100 öre in every quarter except
 * 23:00–24:00 (quarters 92–95), 10 öre. Tomorrow, 16 January: 20 öre 00:00–02:00 (quarters 0–7),
 * 25 öre 10:00–13:00 (quarters 40–51), 100 öre otherwise.
 */
const TODAY = day('2026-01-15', (i) => (i >= 92 ? 10 : 100));
const TOMORROW = day('2026-01-16', (i) => (i < 8 ? 20 : i >= 40 && i < 52 ? 25 : 100));

describe('the cheapest block of N hours, by hand', () => {
  const both = quarterSeries([TODAY, TOMORROW])!;
  const midnight = at('2026-01-16T00:00:00+01:00');

  it('3 hours from today runs across midnight: 23:00–02:00, (4 × 10 + 8 × 20) / 12 = 16,67 öre', () => {
    expect(span(cheapestBlock(both, 3, { startBeforeMs: midnight }))).toEqual({
      start: '2026-01-15T23:00:00+01:00',
      end: '2026-01-16T02:00:00+01:00',
      average: 16.67,
    });
  });

  it('3 hours within tomorrow: 10:00–13:00 at 25 öre (00:00–03:00 would be (8 × 20 + 4 × 100) / 12 = 46,67)', () => {
    expect(span(cheapestBlock(both, 3, { fromMs: midnight }))).toEqual({
      start: '2026-01-16T10:00:00+01:00',
      end: '2026-01-16T13:00:00+01:00',
      average: 25,
    });
  });

  it('without tomorrow a block must end by midnight: 21:00–24:00, (8 × 100 + 4 × 10) / 12 = 70 öre', () => {
    expect(span(cheapestBlock(quarterSeries([TODAY])!, 3))).toEqual({
      start: '2026-01-15T21:00:00+01:00',
      end: '2026-01-16T00:00:00+01:00',
      average: 70,
    });
  });

  it('ties go to the earliest start: every 6 h block from 20:00 to 23:00 holds all twelve cheap quarters (1 400 / 24)', () => {
    expect(span(cheapestBlock(both, 6, { startBeforeMs: midnight }))).toEqual({
      start: '2026-01-15T20:00:00+01:00',
      end: '2026-01-16T02:00:00+01:00',
      average: 58.33,
    });
    // Tomorrow: 07:00–13:00 holds 10:00–13:00 (12 × 25) and 12 × 100 = 1 500 / 24; so do later starts up to 10:00.
    expect(span(cheapestBlock(both, 6, { fromMs: midnight }))).toEqual({
      start: '2026-01-16T07:00:00+01:00',
      end: '2026-01-16T13:00:00+01:00',
      average: 62.5,
    });
  });

  it('a block may start at any quarter', () => {
    const dip = quarterSeries([day('2026-01-15', (i) => (i >= 41 && i < 45 ? 5 : 50))])!;
    expect(span(cheapestBlock(dip, 1))).toEqual({ start: '2026-01-15T10:15:00+01:00', end: '2026-01-15T11:15:00+01:00', average: 5 });
  });

  it('starts from the quarter of `fromMs` and returns null when no block fits', () => {
    const series = quarterSeries([TODAY])!;
    const late = { fromMs: at('2026-01-15T23:07:00+01:00') };
    expect(span(cheapestBlock(series, 1, late))).toEqual({ start: '2026-01-15T23:00:00+01:00', end: '2026-01-16T00:00:00+01:00', average: 10 });
    expect(cheapestBlock(series, 2, late)).toBeNull();
    expect(() => cheapestBlock(series, 0)).toThrow(RangeError);
  });

  it('the page view: from now (23:07) with tomorrow known, for every length', () => {
    const blocks = cheapestBlocks(TODAY, TOMORROW, at('2026-01-15T23:07:00+01:00'));
    expect(blocks.fromNow).toBe(true);
    expect(toStockholmIso(blocks.fromMs)).toBe('2026-01-15T23:00:00+01:00');
    expect(blocks.rows.map((row) => row.hours)).toEqual([1, 2, 3, 4, 6]);
    const row = (hours: number) => blocks.rows.find((r) => r.hours === hours)!;
    expect(span(row(3).today)).toEqual({ start: '2026-01-15T23:00:00+01:00', end: '2026-01-16T02:00:00+01:00', average: 16.67 });
    expect(span(row(3).tomorrow)).toEqual({ start: '2026-01-16T10:00:00+01:00', end: '2026-01-16T13:00:00+01:00', average: 25 });
    // 23:00–05:00: 4 × 10 + 8 × 20 + 12 × 100 = 1 400 / 24.
    expect(span(row(6).today)?.average).toBe(58.33);
    expect(span(row(1).tomorrow)).toEqual({ start: '2026-01-16T00:00:00+01:00', end: '2026-01-16T01:00:00+01:00', average: 20 });
  });

  it('the page view of a past day (no now) searches the whole day and has no tomorrow column', () => {
    const blocks = cheapestBlocks(TODAY, null, null);
    expect(blocks.fromNow).toBe(false);
    expect(span(blocks.rows[2]!.today)?.start).toBe('2026-01-15T21:00:00+01:00');
    expect(blocks.rows.every((row) => row.tomorrow === null)).toBe(true);
  });
});

describe('quarter-hour series over DST days and hourly days', () => {
  it('the spring day has 92 quarters: 01:00–04:00 on the clock is a 2-hour block', () => {
    const spring = day('2026-03-29', (i) => (i >= 4 && i < 12 ? 1 : 90));
    expect(spring.prices).toHaveLength(92);
    const block = cheapestBlock(quarterSeries([spring])!, 2)!;
    expect(span(block)).toEqual({ start: '2026-03-29T01:00:00+01:00', end: '2026-03-29T04:00:00+02:00', average: 1 });
    expect(block.endMs - block.startMs).toBe(2 * 3_600_000);
  });

  it('the autumn day has 100 quarters and joins the day before without a gap', () => {
    const before = day('2026-10-24', () => 50);
    const autumn = day('2026-10-25', (i) => (i >= 96 ? 5 : 50));
    expect(autumn.prices).toHaveLength(100);
    const series = quarterSeries([before, autumn])!;
    expect(series.prices).toHaveLength(196);
    expect(span(cheapestBlock(series, 1))).toEqual({ start: '2026-10-25T23:00:00+01:00', end: '2026-10-26T00:00:00+01:00', average: 5 });
  });

  it('an hourly day fills each hour’s four quarters, and a day that does not follow on is left out', () => {
    const hourly = day('2025-09-30', (i) => i, 60);
    const series = quarterSeries([hourly, day('2025-10-02', () => 0)])!;
    expect(series.prices).toHaveLength(96);
    expect(series.prices.slice(0, 8)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(quarterSeries([])).toBeNull();
  });
});

describe('the quarter-hour and hourly views of a day', () => {
  const quarters = day('2026-01-15', (i) => [10, 20, 30, 40][i % 4]! + Math.floor(i / 4));

  it('the hourly view is the mean of each hour’s four quarters', () => {
    const hours = intervalsAt(quarters, 60);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ startMs: at('2026-01-15T00:00:00+01:00'), endMs: at('2026-01-15T01:00:00+01:00'), priceOre: 25 });
    expect(hours[23]!.priceOre).toBe(48);
    expect(intervalsAt(quarters, 15)).toHaveLength(96);
    expect(
      intervalsAt(
        day('2026-10-25', () => 1),
        60,
      ),
    ).toHaveLength(25);
    expect(
      intervalsAt(
        day('2026-03-29', () => 1),
        60,
      ),
    ).toHaveLength(23);
    // An hourly day has no quarters to show.
    expect(
      intervalsAt(
        day('2025-09-30', () => 1, 60),
        15,
      ),
    ).toHaveLength(24);
  });

  it('labels intervals on the Stockholm clock, as the market lists the DST days', () => {
    const label = (day: SpotDay, index: number) => {
      const interval = intervalsAt(day, 60)[index]!;
      return intervalLabel(interval.startMs, interval.endMs);
    };
    const spring = day('2026-03-29', () => 1);
    expect([0, 1, 2].map((i) => label(spring, i))).toEqual(['00:00–01:00', '01:00–02:00', '03:00–04:00']);
    const autumn = day('2026-10-25', () => 1);
    expect([1, 2, 3, 4].map((i) => label(autumn, i))).toEqual(['01:00–02:00', '02:00–03:00', '02:00–03:00', '03:00–04:00']);
    expect(label(autumn, 24)).toBe('23:00–24:00');
    const last = intervalsAt(quarters, 15).at(-1)!;
    expect(intervalLabel(last.startMs, last.endMs)).toBe('23:45–24:00');
  });

  it('figures follow the view: the lowest quarter, or the lowest hour', () => {
    const previous = day('2026-01-14', () => 29.25);
    const perQuarter = dayFigures(quarters, previous, 15);
    expect(perQuarter.min.priceOre).toBe(10);
    expect(perQuarter.max.priceOre).toBe(63);
    // Mean: (25 + 48) / 2 = 36,5 öre, against 29,25 the day before: +24,8 %.
    expect(perQuarter.averageOre).toBe(36.5);
    expect(perQuarter.changePercent).toBeCloseTo(24.786, 3);
    expect(perQuarter.previousDate).toBe('2026-01-14');
    const perHour = dayFigures(quarters, null, 60);
    expect(perHour.min).toEqual({ startMs: at('2026-01-15T00:00:00+01:00'), endMs: at('2026-01-15T01:00:00+01:00'), priceOre: 25 });
    expect(perHour.max.priceOre).toBe(48);
    expect(perHour.changePercent).toBeNull();
  });
});
