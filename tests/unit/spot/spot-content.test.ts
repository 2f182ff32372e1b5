/** @jest-environment node */
import {
  getBundledDays,
  getFullMonthAverage,
  getLatestDays,
  getMonthlyAverages,
  getSpotDataDates,
  getYearlyAverages,
} from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { dailyAverage, latestFullMonth } from '@/lib/domain/spot-prices';
import { stockholmYearHours } from '@/lib/domain/stockholm-time';

describe('spot-price content boundary', () => {
  it('has one data date for every page: the bundled prices run to 14 April 2026, the last complete month is March 2026', () => {
    const dates = getSpotDataDates();
    expect(dates).toMatchObject({
      latestDay: '2026-04-14',
      latestDayLabel: '14 april 2026',
      latestMonth: '2026-04',
      averagesThrough: '2026-04-14',
      latestFullMonth: '2026-03',
      latestFullMonthLabel: 'mars 2026',
    });
  });

  it('gives the spot islands the latest day in every area and the day before', () => {
    const { days, previous } = getBundledDays();
    for (const area of PRICE_AREAS) {
      expect(days[area].date).toBe('2026-04-14');
      expect(days[area].resolutionMinutes).toBe(15);
      expect(days[area].prices).toHaveLength(96);
      expect(previous[area]?.date).toBe('2026-04-13');
    }
  });

  it.each(PRICE_AREAS)('%s: the latest full month is the newest month not marked partial', (area) => {
    const months = getMonthlyAverages(area);
    const full = getFullMonthAverage(area);
    const entry = months.find((m) => m.month === full.month);
    expect(entry?.partial).toBe(false);
    expect(full.oreExVat).toBe(entry?.avg);
    expect(months.filter((m) => m.month > full.month).every((m) => m.partial)).toBe(true);
    expect(latestFullMonth(months)?.month).toBe(full.month);
  });

  it('gives the data dates and the attribution pages must show', () => {
    const dates = getSpotDataDates();
    expect(dates.attribution).toBe('Elpriser tillhandahålls av Elpriset just nu.se');
    expect(dates.sourceUrl).toBe('https://www.elprisetjustnu.se');
    expect(dates.latestMonth).toBe(getMonthlyAverages('SE3').at(-1)?.month);
    expect(dates.latestDay).toBe(getLatestDays('SE3').at(-1)?.date);
    expect(dates.latestFullMonth <= dates.latestMonth).toBe(true);
    expect(dates.averagesThrough >= dates.latestDay).toBe(true);
  });

  it('stores daily averages that match the interval prices', () => {
    for (const area of PRICE_AREAS) {
      for (const day of getLatestDays(area)) {
        expect(Math.abs(dailyAverage(day) - day.avg)).toBeLessThanOrEqual(0.01);
        expect(Math.min(...day.prices)).toBeCloseTo(day.min, 2);
        expect(Math.max(...day.prices)).toBeCloseTo(day.max, 2);
      }
    }
  });

  it('keeps years ascending and flags partial ones', () => {
    const years = getYearlyAverages('SE3');
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort());
    for (const year of years) expect(year.partial).toBe(year.hours < stockholmYearHours(year.year));
    // The README's cross-checked figure, SE3 2024 = 40,88 öre/kWh, to the cent (the stored mean is unrounded).
    expect(years.find((y) => y.year === 2024)?.avg).toBeCloseTo(40.88, 2);
  });

  it('returns the same parsed objects on every call (parsed once)', () => {
    expect(getMonthlyAverages('SE1')).toBe(getMonthlyAverages('SE1'));
  });
});
