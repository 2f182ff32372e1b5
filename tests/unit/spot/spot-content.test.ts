/** @jest-environment node */
import {
  getLatestDays,
  getLatestFullMonthAverage,
  getMonthlyAverages,
  getSpotDataDates,
  getYearlyAverages,
} from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { dailyAverage, latestFullMonth } from '@/lib/domain/spot-prices';

describe('spot-price content boundary', () => {
  it.each(PRICE_AREAS)('%s: the latest full month is the newest month not marked partial', (area) => {
    const months = getMonthlyAverages(area);
    const full = getLatestFullMonthAverage(area);
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
    expect(years.find((y) => y.year === 2024)).toMatchObject({ avg: 40.88, partial: false, hours: 8784 });
  });

  it('returns the same parsed objects on every call (parsed once)', () => {
    expect(getMonthlyAverages('SE1')).toBe(getMonthlyAverages('SE1'));
  });
});
