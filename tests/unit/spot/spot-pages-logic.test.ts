import { change24h } from '@/lib/domain/spot-prices';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import type { MonthlyAverage, YearlyAverage } from '@/lib/domain/spot-prices';
import { formatChangePercent, formatCsvDecimal } from '@/lib/format';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { adviceFor, recommendedAdvice } from '@/lib/spot/advice';
import { largestMunicipalitiesByArea } from '@/lib/spot/area-cities';
import { barRects, niceDomain, niceStep, niceTicks, stepPath, yFor } from '@/lib/spot/chart';
import { biggestChangeFirst, buildDayView, cheapestFirst, hourlyAverages, swedenAverage, trendOf, type DaysByArea, type SpotDay } from '@/lib/spot/day-view';
import { analysisSentences, monthlyExtremes, monthlyHistoryCsv, recentMonths } from '@/lib/spot/history';
import { addDays, stockholmDate } from '@/lib/domain/stockholm-time';
import { fetchLivePrices, parseApiDay, priceUrl, type FetchLike } from '@/lib/spot/live-prices';

import { rowsForDay } from './fixtures';

const NBSP = '\u00A0';

function flatDay(date: string, ore: number, resolutionMinutes: 15 | 60 = 15): SpotDay {
  const count = (24 * 60) / resolutionMinutes;
  return { date, resolutionMinutes, start: `${date}T00:00:00+01:00`, prices: Array.from({ length: count }, () => ore) };
}

function daysOf(prices: Record<PriceArea, number>, date = '2026-01-15'): DaysByArea {
  return Object.fromEntries(PRICE_AREAS.map((area) => [area, flatDay(date, prices[area])])) as unknown as DaysByArea;
}

const month = (m: string, avg: number, extra: Partial<MonthlyAverage> = {}): MonthlyAverage => ({
  month: m,
  avg,
  min: avg - 10,
  max: avg + 10,
  hours: 744,
  partial: false,
  negativeHours: 0,
  ...extra,
});

describe('24 h change and trend (docs/rules/spot-prices.md)', () => {
  it('computes the change relative to |previous|, null from zero', () => {
    expect(change24h(110, 100)).toBeCloseTo(10);
    expect(change24h(90, 100)).toBeCloseTo(-10);
    expect(change24h(-5, -10)).toBeCloseTo(50);
    expect(change24h(5, 0)).toBeNull();
  });

  it('is up (red) only when the shown one-decimal change is above zero', () => {
    expect(trendOf(3.2)).toBe('up');
    expect(trendOf(-1.5)).toBe('down');
    expect(trendOf(0.04)).toBe('flat');
    expect(trendOf(-0.04)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
    // The trend agrees with the sign shown: '+' only when rising.
    for (const value of [0.04, 0.05, 0.06, -0.05, 12.345]) {
      expect(formatChangePercent(value).startsWith('+')).toBe(trendOf(value) === 'up');
    }
  });
});

describe('advice thresholds (docs/rules/spot-prices.md)', () => {
  const base = (se1: number, se2: number, se3: number, se4: number, change: number | null = 0) => [
    { area: 'SE1' as const, priceOre: se1, changePercent: change },
    { area: 'SE2' as const, priceOre: se2, changePercent: 0 },
    { area: 'SE3' as const, priceOre: se3, changePercent: 0 },
    { area: 'SE4' as const, priceOre: se4, changePercent: 0 },
  ];

  it('recommends spot when SE1 and SE2 are both under 0,90 kr/kWh', () => {
    expect(adviceFor(base(89.99, 50, 100, 100)).spot).toBe(true);
    expect(adviceFor(base(90, 50, 100, 100)).spot).toBe(false);
    expect(adviceFor(base(50, 95, 100, 100)).spot).toBe(false);
  });

  it('says wait and compare when SE3 and SE4 are both over 1,10 kr/kWh', () => {
    expect(adviceFor(base(50, 50, 110.01, 150)).wait).toBe(true);
    expect(adviceFor(base(50, 50, 110, 150)).wait).toBe(false);
    expect(adviceFor(base(50, 50, 150, 100)).wait).toBe(false);
  });

  it('calls fixed safest when some area swings 10 % or more (either way)', () => {
    expect(adviceFor(base(50, 50, 50, 50, 10)).fixed).toBe(true);
    expect(adviceFor(base(50, 50, 50, 50, -12.5)).fixed).toBe(true);
    expect(adviceFor(base(50, 50, 50, 50, 9.99)).fixed).toBe(false);
    expect(adviceFor(base(50, 50, 50, 50, null)).fixed).toBe(false);
  });

  it('marks one recommendation at most, by one rule: wait, then spot, then fixed', () => {
    // Everything holds: the south's high prices win.
    expect(recommendedAdvice(base(50, 50, 120, 150, 30))).toBe('wait');
    // Cheap north and a big swing: variable and fixed would contradict; the cheap north wins.
    expect(recommendedAdvice(base(50, 50, 100, 100, 30))).toBe('spot');
    // Only a swing.
    expect(recommendedAdvice(base(95, 95, 100, 100, -12.5))).toBe('fixed');
    // Nothing holds.
    expect(recommendedAdvice(base(95, 95, 100, 100, 5))).toBeNull();
  });
});

describe('day view, Sweden average and rankings', () => {
  const today = daysOf({ SE1: 20, SE2: 30, SE3: 90, SE4: 130 });
  const yesterday = daysOf({ SE1: 10, SE2: 40, SE3: 100, SE4: 100 }, '2026-01-14');

  it('shows a past day as day averages against the previous day, never as now', () => {
    const view = buildDayView(today, yesterday, null);
    expect(view.mode).toBe('day');
    expect(view.intervalStartMs).toBeNull();
    expect(view.areas.map((a) => a.priceOre)).toEqual([20, 30, 90, 130]);
    expect(view.areas[0]!.changePercent).toBeCloseTo(100);
    expect(view.areas[0]!.trend).toBe('up');
    expect(view.areas[1]!.trend).toBe('down');
  });

  it('is a past day even with a clock, when the clock lies outside the day', () => {
    expect(buildDayView(today, yesterday, Date.parse('2026-03-01T12:00:00+01:00')).mode).toBe('day');
  });

  it('uses the current interval and the same time yesterday when the day is today', () => {
    const prices = Array.from({ length: 96 }, (_, i) => i);
    const live = { ...today, SE3: { ...today.SE3, prices } };
    const view = buildDayView(live, yesterday, Date.parse('2026-01-15T10:07:00+01:00'));
    expect(view.mode).toBe('now');
    expect(view.intervalStartMs).toBe(Date.parse('2026-01-15T10:00:00+01:00'));
    const se3 = view.areas.find((a) => a.area === 'SE3')!;
    expect(se3.priceOre).toBe(40);
    expect(se3.referenceOre).toBe(100);
    expect(se3.dayAverageOre).toBeCloseTo(47.5);
  });

  it('averages Sweden as the plain mean of the four areas', () => {
    expect(swedenAverage([20, 30, 90, 130])).toBe(67.5);
    expect(buildDayView(today, {}, null).swedenAverageOre).toBe(67.5);
    expect(() => swedenAverage([])).toThrow();
  });

  it('ranks cheapest ascending and biggest change by absolute value, unknown changes last', () => {
    const areas = buildDayView(today, yesterday, null).areas;
    const reversed = buildDayView(daysOf({ SE1: 130, SE2: 90, SE3: 30, SE4: 20 }), {}, null).areas;
    expect(cheapestFirst(reversed).map((a) => a.area)).toEqual(['SE4', 'SE3', 'SE2', 'SE1']);
    expect(cheapestFirst(areas).map((a) => a.area)).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    const tie = [
      { area: 'SE2' as const, priceOre: 5 },
      { area: 'SE1' as const, priceOre: 5 },
    ];
    expect(cheapestFirst(tie).map((a) => a.area)).toEqual(['SE1', 'SE2']);
    // SE1 +100 %, SE4 +30 %, SE2 −25 %, SE3 −10 %.
    expect(biggestChangeFirst(areas).map((a) => a.area)).toEqual(['SE1', 'SE4', 'SE2', 'SE3']);
    const withNull = [
      { area: 'SE1' as const, changePercent: null },
      { area: 'SE2' as const, changePercent: -3 },
      { area: 'SE3' as const, changePercent: 2 },
    ];
    expect(biggestChangeFirst(withNull).map((a) => a.area)).toEqual(['SE2', 'SE3', 'SE1']);
  });

  it('groups 15-minute prices into hourly means for the table', () => {
    const day: SpotDay = { ...flatDay('2026-01-15', 0), prices: Array.from({ length: 96 }, (_, i) => i) };
    const hours = hourlyAverages(day);
    expect(hours).toHaveLength(24);
    expect(hours[0]!.priceOre).toBe(1.5);
    expect(hours[1]!.startMs - hours[0]!.startMs).toBe(3_600_000);
  });
});

describe('chart geometry', () => {
  const plot = { left: 10, top: 0, width: 100, height: 100 };

  it('picks 1-2-2.5-5 steps and a domain that includes zero', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(1.2, 5)).toBe(0.25);
    expect(niceStep(1.3, 5)).toBe(0.5);
    expect(niceDomain([0.3, 1.27])).toEqual({ min: 0, max: 1.5 });
    expect(niceDomain([-0.12, 0.8])).toEqual({ min: -0.2, max: 0.8 });
    expect(niceDomain([])).toEqual({ min: 0, max: 1 });
    expect(niceTicks({ min: 0, max: 100 })).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('maps values to y with the top of the plot at the maximum', () => {
    const domain = { min: 0, max: 50 };
    expect(yFor(50, domain, plot)).toBe(0);
    expect(yFor(0, domain, plot)).toBe(100);
    expect(yFor(25, domain, plot)).toBe(50);
  });

  it('draws a step line with one flat segment per interval', () => {
    expect(stepPath([0, 50], { min: 0, max: 50 }, plot)).toBe('M10 100H60V0H110');
    expect(stepPath([], { min: 0, max: 1 }, plot)).toBe('');
  });

  it('hangs negative bars below the zero line', () => {
    const [positive, negative] = barRects([50, -50], { min: -50, max: 50 }, plot, 0);
    expect(positive).toEqual({ x: 10, y: 0, width: 50, height: 50 });
    expect(negative).toEqual({ x: 60, y: 50, width: 50, height: 50 });
  });
});

describe('live prices from the public API', () => {
  it('builds the documented URL', () => {
    expect(priceUrl('https://www.elprisetjustnu.se', '2026-01-05', 'SE3')).toBe('https://www.elprisetjustnu.se/api/v1/prices/2026/01-05_SE3.json');
  });

  it('knows the Stockholm day of an instant and steps days', () => {
    expect(stockholmDate(Date.parse('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts a 15-minute day, an hourly day and the DST days, keyed on time_start', () => {
    const day = parseApiDay(
      rowsForDay('2026-01-15', 15, (i) => i / 100),
      '2026-01-15',
    );
    expect(day?.resolutionMinutes).toBe(15);
    expect(day?.prices).toHaveLength(96);
    expect(day?.prices[40]).toBe(40);
    expect(
      parseApiDay(
        rowsForDay('2025-03-30', 60, () => 1),
        '2025-03-30',
      )?.prices,
    ).toHaveLength(23);
    const autumn = rowsForDay('2025-10-26', 15, () => 0.5);
    expect(autumn).toHaveLength(100);
    autumn[8]!.time_end = '2025-10-26T03:00:00+01:00';
    expect(parseApiDay(autumn, '2025-10-26')?.prices).toHaveLength(100);
  });

  it('rejects anything malformed', () => {
    const rows = rowsForDay('2026-01-15', 15, () => 1);
    expect(parseApiDay({}, '2026-01-15')).toBeNull();
    expect(parseApiDay(rows.slice(1), '2026-01-15')).toBeNull();
    expect(parseApiDay(rows, '2026-01-16')).toBeNull();
    expect(
      parseApiDay(
        rows.map((r, i) => (i === 3 ? { ...r, SEK_per_kWh: 'x' } : r)),
        '2026-01-15',
      ),
    ).toBeNull();
    expect(
      parseApiDay(
        rows.map((r, i) => (i === 3 ? { ...r, SEK_per_kWh: Number.NaN } : r)),
        '2026-01-15',
      ),
    ).toBeNull();
    const swapped = [...rows];
    [swapped[4], swapped[5]] = [swapped[5]!, swapped[4]!];
    expect(parseApiDay(swapped, '2026-01-15')).toBeNull();
    expect(parseApiDay([...rows.slice(0, 95), null], '2026-01-15')).toBeNull();
  });

  const fakeFetch =
    (fail: (url: string) => boolean): FetchLike =>
    async (url) => {
      if (fail(url)) return { ok: false, json: async () => null };
      const match = /(\d{4})\/(\d{2})-(\d{2})_SE(\d)/.exec(url)!;
      const date = `${match[1]}-${match[2]}-${match[3]}`;
      return { ok: true, json: async () => rowsForDay(date, 15, () => Number(match[4]) / 10) };
    };

  it('reads today for all four areas and yesterday for the change', async () => {
    const live = await fetchLivePrices(
      fakeFetch(() => false),
      'http://x',
      Date.parse('2026-01-15T10:07:00+01:00'),
    );
    expect(live.today.SE4.date).toBe('2026-01-15');
    expect(live.today.SE4.prices[0]).toBe(40);
    expect(live.yesterday.SE1?.date).toBe('2026-01-14');
  });

  it('fails as a whole when one area of today fails, but tolerates a missing yesterday', async () => {
    const now = Date.parse('2026-01-15T10:07:00+01:00');
    await expect(
      fetchLivePrices(
        fakeFetch((url) => url.includes('01-15_SE2')),
        'http://x',
        now,
      ),
    ).rejects.toThrow();
    const live = await fetchLivePrices(
      fakeFetch((url) => url.includes('01-14')),
      'http://x',
      now,
    );
    expect(live.yesterday).toEqual({});
  });
});

describe('monthly history CSV', () => {
  const months = [month('2025-01', 63.47, { min: -0.23, max: 1454.21 }), month('2025-02', 5, { partial: true, hours: 100.25 })];
  const csv = monthlyHistoryCsv('SE3', months);

  it('starts with a UTF-8 BOM and a semicolon header row', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe('Månad;Elområde;Medelpris (öre/kWh exkl. moms);Lägsta pris (öre/kWh);Högsta pris (öre/kWh);Timmar med data;Hela månaden');
  });

  it('has one row per month with decimal commas, no thousands separator and an ASCII minus', () => {
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(months.length + 1);
    expect(lines[1]).toBe('2025-01;SE3;63,47;-0,23;1454,21;744;ja');
    expect(lines[2]).toBe('2025-02;SE3;5,00;-5,00;15,00;100,25;nej');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('formats CSV decimals for Swedish spreadsheets', () => {
    expect(formatCsvDecimal(1234.5)).toBe('1234,50');
    expect(formatCsvDecimal(-0.001)).toBe('0,00');
    expect(formatCsvDecimal(-2.5, 1)).toBe('-2,5');
  });
});

describe('history figures and generated analysis', () => {
  const year = (y: number, avg: number, partial = false): YearlyAverage => ({ year: y, avg, min: 0, max: avg * 3, hours: 8760, partial, negativeHours: 0 });
  const yearly = {
    SE1: [year(2024, 28.57), year(2025, 18.49), year(2026, 64.38, true)],
    SE2: [year(2024, 28.09), year(2025, 18.3), year(2026, 60, true)],
    SE3: [year(2024, 40.88), year(2025, 51.25), year(2026, 90, true)],
    SE4: [year(2024, 56.87), year(2025, 66.97), year(2026, 100, true)],
  };
  const monthly = Array.from({ length: 30 }, (_, i) => {
    const y = 2024 + Math.floor(i / 12);
    const m = String((i % 12) + 1).padStart(2, '0');
    return month(`${y}-${m}`, 40 + i, i === 29 ? { partial: true } : {});
  });

  it('keeps the last 24 months and finds extremes among complete months', () => {
    expect(recentMonths(monthly)).toHaveLength(24);
    expect(recentMonths(monthly)[0]!.month).toBe('2024-07');
    const extremes = monthlyExtremes(monthly)!;
    expect(extremes.lowest.month).toBe('2024-01');
    expect(extremes.highest.month).toBe('2026-05');
  });

  it('writes sentences that follow the numbers', () => {
    const sentences = analysisSentences({ area: 'SE3', monthly, yearlyByArea: yearly, averagesThrough: '2026-06-14' });
    expect(sentences[0]).toBe(`Under 2025 var SE4 (Malmö) dyrast med i snitt 67,0${NBSP}öre/kWh och SE2 (Sundsvall) billigast med 18,3${NBSP}öre/kWh.`);
    expect(sentences[1]).toBe(`I SE3 var snittpriset 2025 51,3${NBSP}öre/kWh, 25${NBSP}% högre än 2024 (40,9${NBSP}öre/kWh).`);
    expect(sentences.join(' ')).toContain('Hittills under 2026 (till och med 14 juni 2026)');
    // Months 2024-07 to 2026-05 are complete; the table heading counts 24 months, so no count here.
    expect(sentences[2]).toBe(`Av de hela månaderna i tabellen var maj 2026 dyrast i SE3 (68,0${NBSP}öre/kWh) och juli 2024 billigast (46,0${NBSP}öre/kWh).`);
    const north = analysisSentences({ area: 'SE1', monthly, yearlyByArea: yearly, averagesThrough: '2026-06-14' });
    expect(north[1]).toContain('35' + NBSP + '% lägre än 2024');
  });
});

describe('cities per area and Dataset JSON-LD', () => {
  it('lists the most populous municipalities of each area', () => {
    const result = largestMunicipalitiesByArea(
      [
        { name: 'Luleå', population: 80_000, priceArea: 'SE1' },
        { name: 'Piteå', population: 42_000, priceArea: 'SE1' },
        { name: 'Stockholm', population: 995_574, priceArea: 'SE3' },
        { name: 'Göteborg', population: 608_993, priceArea: 'SE3' },
        { name: 'Uppsala', population: 248_016, priceArea: 'SE3' },
      ],
      2,
    );
    expect(result).toEqual({ SE1: ['Luleå', 'Piteå'], SE2: [], SE3: ['Stockholm', 'Göteborg'], SE4: [] });
  });

  it('describes the data set with coverage, variables, source and downloads', () => {
    const data = datasetJsonLd({
      path: '/elpris-historik',
      name: 'Spotpris',
      description: 'Månadsmedel',
      temporalCoverage: '2021-11/2026-04-14',
      variableMeasured: [{ name: 'Månadsmedelpris', unitText: 'öre/kWh exkl. moms' }],
      basedOn: { name: 'Elpriset just nu', url: 'https://www.elprisetjustnu.se' },
      conditionsOfAccess: 'Källans villkor gäller.',
      creditText: 'Elpriser tillhandahålls av Elpriset just nu.se',
      distribution: [{ name: 'elpris-historik-SE3.csv', path: '/data/elpris-historik/SE3.csv', encodingFormat: 'text/csv' }],
    }) as unknown as Record<string, unknown> & { distribution: { contentUrl: string }[] };
    expect(data['@type']).toBe('Dataset');
    expect(data.temporalCoverage).toBe('2021-11/2026-04-14');
    expect(JSON.stringify(data.spatialCoverage)).toContain('SE1–SE4');
    expect(data.distribution[0]!.contentUrl).toMatch(/^https?:\/\/.+\/data\/elpris-historik\/SE3\.csv$/);
    expect(data).not.toHaveProperty('license');
  });
});
