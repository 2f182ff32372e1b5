/** @jest-environment node */
import { getHistoryPageModel, getHomeSpotPanel, getLatestFullYearSpot, historyAreas } from '@/lib/content/spot-pages';
import { getLatestDays, getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { DailySpotPrices, MonthlyAverage, YearlyAverage } from '@/lib/domain/spot-prices';
import { formatMonthYear, formatOrePerKwh } from '@/lib/format';
import { historyStats, historySummary } from '@/lib/spot/history';

const month = (m: string, avg: number, partial = false): MonthlyAverage => ({
  month: m,
  avg,
  min: avg - 1,
  max: avg + 1,
  hours: 744,
  partial,
  negativeHours: 0,
});
const year = (y: number, avg: number, partial = false): YearlyAverage => ({ year: y, avg, min: avg - 1, max: avg + 1, hours: 8760, partial, negativeHours: 0 });
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

/** Relations over the bundled data (exact figures are the fixtures' above), so a price refresh breaks nothing here. */
const fullMonths = (area: PriceArea) => getMonthlyAverages(area).filter((m) => !m.partial);
const fullYears = (area: PriceArea) => getYearlyAverages(area).filter((y) => !y.partial);

describe('getHistoryPageModel (the bundled data)', () => {
  const model = getHistoryPageModel();

  it('starts in SE3 with the first bundled month and flags the running month', () => {
    expect(model.defaultArea).toBe('SE3');
    expect(model.firstMonth).toBe(getMonthlyAverages('SE3')[0]!.month);
    expect(model.runningMonthPartial).toBe(getMonthlyAverages('SE3').at(-1)!.partial);
    expect(historyAreas(model).map((area) => area.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
  });

  it.each(PRICE_AREAS)('%s: the latest full month, the last full year and the extremes among full months', (area) => {
    const stats = model.areas[area].stats;
    const months = fullMonths(area);
    expect(stats.latestFullMonth).toMatchObject({ month: months.at(-1)!.month, avg: months.at(-1)!.avg });
    expect(stats.fullYear).toEqual({ year: fullYears(area).at(-1)!.year, avg: fullYears(area).at(-1)!.avg });
    expect(stats.lowest.avg).toBe(Math.min(...months.map((m) => m.avg)));
    expect(stats.highest.avg).toBe(Math.max(...months.map((m) => m.avg)));
    const [before, latest] = getLatestDays(area).slice(-2);
    expect(stats.dailyChange?.date).toBe(latest!.date);
    expect(stats.dailyChange?.changePercent).toBeCloseTo(((latest!.avg - before!.avg) / before!.avg) * 100, 10);
    expect(model.areas[area].summary).toEqual([
      { label: formatMonthYear(months.at(-1)!.month), value: formatOrePerKwh(months.at(-1)!.avg) },
      { label: `Årsmedel ${fullYears(area).at(-1)!.year}`, value: formatOrePerKwh(fullYears(area).at(-1)!.avg) },
    ]);
    expect(model.areas[area].months.at(-1)?.month).toBe(getMonthlyAverages(area).at(-1)!.month);
    expect(model.areas[area].analysis.length).toBeGreaterThan(0);
  });

  it('names the areas and describes them', () => {
    expect(model.areas.SE3.name).toBe('Stockholm');
    expect(model.areas.SE1.characteristics).toContain('Norrbotten');
  });

  it('is computed once', () => {
    expect(getHistoryPageModel()).toBe(model);
  });
});

describe('getLatestFullYearSpot (the calculator guide)', () => {
  it('is the last complete year of every area with its yearly average', () => {
    expect(getLatestFullYearSpot()).toEqual(PRICE_AREAS.map((area) => ({ area, year: fullYears(area).at(-1)!.year, spotOre: fullYears(area).at(-1)!.avg })));
  });
});

describe("the home hero's spot panel", () => {
  it('gives every area its latest complete month and latest bundled day, with both dates', () => {
    const panel = getHomeSpotPanel();
    const dates = getSpotDataDates();
    expect(panel.month).toBe(dates.latestFullMonth);
    expect(panel.day).toBe(dates.latestDay);
    expect(panel.areas.map((a) => a.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    for (const entry of panel.areas) {
      expect(entry.monthOre).toBe(fullMonths(entry.area).at(-1)!.avg);
      expect(entry.dayOre).toBe(getLatestDays(entry.area).at(-1)!.avg);
    }
    expect(panel.areas.map((a) => a.name)).toEqual(['Luleå', 'Sundsvall', 'Stockholm', 'Malmö']);
  });
});
