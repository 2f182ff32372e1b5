/** @jest-environment node */
import { getHistoryPageModel, getHomeSpotPanel, getLatestFullYearSpot, historyAreas } from '@/lib/content/spot-pages';
import type { DailySpotPrices, MonthlyAverage, YearlyAverage } from '@/lib/domain/spot-prices';
import { historyStats, historySummary } from '@/lib/spot/history';

const month = (m: string, avg: number, partial = false): MonthlyAverage => ({ month: m, avg, min: avg - 1, max: avg + 1, hours: 744, partial });
const year = (y: number, avg: number, partial = false): YearlyAverage => ({ year: y, avg, min: avg - 1, max: avg + 1, hours: 8760, partial });
const day = (date: string, avg: number): DailySpotPrices => ({
  date,
  resolutionMinutes: 60,
  start: `${date}T00:00:00+01:00`,
  prices: [avg],
  avg,
  min: avg,
  max: avg,
});

describe('historyStats (the /elpris-historik panel of one area)', () => {
  const monthly = [month('2025-11', 40), month('2025-12', 90), month('2026-01', 20), month('2026-02', 60, true)];

  it('takes the latest full month, the extremes among full months, the last full year and the day change', () => {
    const stats = historyStats(monthly, [year(2024, 45), year(2025, 50), year(2026, 70, true)], [day('2026-02-01', 50), day('2026-02-02', 60)]);
    expect(stats.latestFullMonth.month).toBe('2026-01');
    expect(stats.lowest.month).toBe('2026-01');
    expect(stats.highest.month).toBe('2025-12');
    expect(stats.fullYear).toEqual({ year: 2025, avg: 50 });
    expect(stats.firstMonth).toBe('2025-11');
    expect(stats.dailyChange).toEqual({ date: '2026-02-02', previousDate: '2026-02-01', changePercent: 20 });
  });

  it('has no day change when the two latest days are not consecutive, and no year when none is complete', () => {
    const stats = historyStats(monthly, [year(2026, 70, true)], [day('2026-01-30', 50), day('2026-02-02', 60)]);
    expect(stats.dailyChange).toBeNull();
    expect(stats.fullYear).toBeNull();
  });

  it('throws when no month is complete', () => {
    expect(() => historyStats([month('2026-02', 60, true)], [], [])).toThrow('Too little spot history');
  });

  it('summarises an area as its latest full month and its last full year, formatted', () => {
    const stats = historyStats(monthly, [year(2025, 50.04)], []);
    expect(historySummary(stats)).toEqual([
      { label: 'januari 2026', value: '20,0\u00A0öre/kWh' },
      { label: 'Årsmedel 2025', value: '50,0\u00A0öre/kWh' },
    ]);
    expect(historySummary({ ...stats, fullYear: null })).toHaveLength(1);
  });
});

describe('getHistoryPageModel (the bundled data, ending 14 April 2026)', () => {
  const model = getHistoryPageModel();

  it('starts in SE3 with averages from November 2021 and a running April 2026', () => {
    expect(model.defaultArea).toBe('SE3');
    expect(model.firstMonth).toBe('2021-11');
    expect(model.runningMonthPartial).toBe(true);
    expect(historyAreas(model).map((area) => area.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
  });

  it('gives each area March 2026, its 2025 average and its extremes', () => {
    const se3 = model.areas.SE3;
    expect(se3.name).toBe('Stockholm');
    expect(se3.stats.latestFullMonth).toMatchObject({ month: '2026-03', avg: 58.67 });
    expect(se3.stats.fullYear).toEqual({ year: 2025, avg: 51.25 });
    expect(se3.stats.lowest).toMatchObject({ month: '2024-08', avg: 8.54 });
    expect(se3.stats.highest).toMatchObject({ month: '2022-12', avg: 268.93 });
    expect(se3.stats.dailyChange?.date).toBe('2026-04-14');
    expect(se3.stats.dailyChange?.changePercent).toBeCloseTo(10.21, 2);
    expect(se3.summary).toEqual([
      { label: 'mars 2026', value: '58,7\u00A0öre/kWh' },
      { label: 'Årsmedel 2025', value: '51,3\u00A0öre/kWh' },
    ]);
    expect(se3.months).toHaveLength(24);
    expect(se3.months.at(-1)?.month).toBe('2026-04');
    expect(model.areas.SE4.stats.highest).toMatchObject({ month: '2022-08', avg: 305.6 });
    expect(model.areas.SE1.characteristics).toContain('Norrbotten');
    expect(se3.analysis.length).toBeGreaterThan(0);
  });

  it('is computed once', () => {
    expect(getHistoryPageModel()).toBe(model);
  });
});

describe('getLatestFullYearSpot (the calculator guide)', () => {
  it('is 2025 in every area with its yearly average', () => {
    expect(getLatestFullYearSpot()).toEqual([
      { area: 'SE1', year: 2025, spotOre: 18.49 },
      { area: 'SE2', year: 2025, spotOre: 18.3 },
      { area: 'SE3', year: 2025, spotOre: 51.25 },
      { area: 'SE4', year: 2025, spotOre: 66.97 },
    ]);
  });
});

describe("the home hero's spot panel", () => {
  it('gives every area its latest complete month and latest bundled day, with both dates', () => {
    const panel = getHomeSpotPanel();
    expect(panel.month).toBe('2026-03');
    expect(panel.day).toBe('2026-04-14');
    expect(panel.areas.map((a) => a.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    // content/data/spot/monthly-averages.json (2026-03) and latest-days.json (2026-04-14).
    expect(panel.areas[0]).toEqual({ area: 'SE1', name: 'Luleå', monthOre: 22.76, dayOre: 41.22 });
    expect(panel.areas[2]).toEqual({ area: 'SE3', name: 'Stockholm', monthOre: 58.67, dayOre: 75.35 });
  });
});
