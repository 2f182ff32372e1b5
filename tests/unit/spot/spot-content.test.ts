/** @jest-environment node */
import { getBundledDays, getFullMonthAverage, getLatestDays, getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { dailyAverage, latestFullMonth } from '@/lib/domain/spot-prices';
import { addDays, stockholmDayMinutes, stockholmYearHours } from '@/lib/domain/stockholm-time';
import { formatDate, formatMonthYear } from '@/lib/format';

describe('spot-price content boundary', () => {
  // Relations, not today's dates: they hold after `npm run refresh` adds days.
  // The literal rules (a month is complete when…, the labels) are tested with fixtures.
  it('has one data date for every page: the last day every area has, and the newest month complete in all four', () => {
    const dates = getSpotDataDates();
    for (const area of PRICE_AREAS) expect(getLatestDays(area).at(-1)?.date).toBe(dates.latestDay);
    expect(dates.latestDayLabel).toBe(formatDate(dates.latestDay));
    expect(dates.latestMonth).toBe(dates.latestDay.slice(0, 7));
    expect(dates.averagesThrough).toBe(dates.latestDay);
    // Complete in every area; every later month is partial (or missing) in at least one.
    const completeEverywhere = (month: string) => PRICE_AREAS.every((area) => getMonthlyAverages(area).find((m) => m.month === month)?.partial === false);
    expect(completeEverywhere(dates.latestFullMonth)).toBe(true);
    const later = [...new Set(PRICE_AREAS.flatMap((area) => getMonthlyAverages(area).map((m) => m.month)))].filter((month) => month > dates.latestFullMonth);
    expect(later.filter(completeEverywhere)).toEqual([]);
    expect(dates.latestFullMonth <= dates.latestMonth).toBe(true);
    expect(dates.latestFullMonthLabel).toBe(formatMonthYear(dates.latestFullMonth));
  });

  it('gives the spot islands the latest day in every area and the day before', () => {
    const { latestDay } = getSpotDataDates();
    const { days, previous } = getBundledDays();
    for (const area of PRICE_AREAS) {
      expect(days[area].date).toBe(latestDay);
      expect(days[area].resolutionMinutes).toBe(15);
      // Every interval of the day: 96 quarter-hours on an ordinary day, 92 or 100 on a DST day.
      expect(days[area].prices).toHaveLength(stockholmDayMinutes(latestDay) / days[area].resolutionMinutes);
      expect(previous[area]?.date).toBe(addDays(latestDay, -1));
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
    // The raw data's cross-checked figure (docs/data-pipeline.md), SE3 2024 = 40,88 öre/kWh, to the cent (the stored mean is unrounded).
    expect(years.find((y) => y.year === 2024)?.avg).toBeCloseTo(40.88, 2);
  });

  it('returns the same parsed objects on every call (parsed once)', () => {
    expect(getMonthlyAverages('SE1')).toBe(getMonthlyAverages('SE1'));
  });
});
