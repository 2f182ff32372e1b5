/** @jest-environment node */
import { cp } from 'node:fs/promises';
import path from 'node:path';

import monthlyJson from '@/content/data/spot/monthly-averages.json';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { addDays, stockholmDayMinutes } from '@/lib/domain/stockholm-time';
import { HIGH_COST_PROTECTION } from '@/lib/domain/constants';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatMonthYear, formatNumber } from '@/lib/format';
import {
  addMonths,
  buildPriceReports,
  lastDayOfMonth,
  priceReport,
  priceReportSlug,
  reportMonths,
  type MonthAverageInput,
  type MonthlyByArea,
  type PriceReport,
} from '@/lib/news/price-reports';
import { readSpotContent } from '@/scripts/lib/spot-data';
import { priceUrl } from '@/lib/spot/live-prices';
import { updateSpotPrices } from '@/scripts/lib/spot-update';

import { rowsForDay, tempDir } from '../spot/fixtures';

/**
 * The monthly price reports. Exact figures are on fixtures, worked by hand, never
 * recomputed with the module; over the bundled data (content/data/spot/monthly-averages.json) the
 * tests assert relations, so a price refresh breaks nothing here.
 */

const bundled = monthlyJson as MonthlyByArea;

/** Monthly data from literal rows: month → [SE1, SE2, SE3, SE4]; `partial` marks months not complete. */
function data(rows: Record<string, readonly [number, number, number, number]>, partial: readonly string[] = []): MonthlyByArea {
  const byArea = {} as Record<PriceArea, MonthAverageInput[]>;
  PRICE_AREAS.forEach((area, i) => {
    byArea[area] = Object.entries(rows).map(([month, values]) => ({ month, avg: values[i]!, partial: partial.includes(month) }));
  });
  return byArea;
}

/** The no-break space sv-SE formatting puts between a number and its unit. */
const nbsp = (text: string) => text.replace(/ (öre\/kWh|%|kr\/kWh)/g, '\u00A0$1');

describe('calendar helpers', () => {
  it('moves months across years and names the last day', () => {
    expect(addMonths('2026-03', -1)).toBe('2026-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -12)).toBe('2025-03');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(lastDayOfMonth('2026-03')).toBe('2026-03-31');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-04')).toBe('2025-04-30');
    expect(() => lastDayOfMonth('2026-13')).toThrow(RangeError);
  });

  it('builds Swedish slugs', () => {
    expect(priceReportSlug('2026-03')).toBe('elpriser-mars-2026');
    expect(priceReportSlug('2025-05')).toBe('elpriser-maj-2025');
    expect(priceReportSlug('2025-08')).toBe('elpriser-augusti-2025');
  });
});

describe('which months get a report', () => {
  it('takes the last twelve months complete in every area, newest first (the bundled data)', () => {
    const months = reportMonths(bundled);
    expect(months).toHaveLength(12);
    const completeEverywhere = (month: string) => PRICE_AREAS.every((area) => bundled[area].some((m) => m.month === month && !m.partial));
    const newest = [...new Set(PRICE_AREAS.flatMap((area) => bundled[area].map((m) => m.month)))].filter(completeEverywhere).sort().at(-1)!;
    expect(months[0]).toBe(newest);
    months.forEach((month, i) => expect(month).toBe(addMonths(newest, -i)));
  });

  it('skips a partial month, and a month missing or partial in one area', () => {
    const monthly = data({ '2026-01': [1, 2, 3, 4], '2026-02': [1, 2, 3, 4], '2026-03': [1, 2, 3, 4], '2026-04': [1, 2, 3, 4] }, ['2026-04']);
    const se4 = monthly.SE4.map((m) => (m.month === '2026-03' ? { ...m, partial: true } : m));
    expect(reportMonths({ ...monthly, SE4: se4 }, 12)).toEqual(['2026-02', '2026-01']);
    expect(reportMonths({ ...monthly, SE2: monthly.SE2.filter((m) => m.month !== '2026-02') }, 12)).toEqual(['2026-03', '2026-01']);
    expect(priceReport('2026-04', monthly)).toBeUndefined();
  });
});

/**
 * March 2026 as a fixture: the three months it needs, with the averages of
 * shared/data/raw/derived/spot_monthly_avg_SE1-SE4_2021-11_2026-04.csv (two decimals), so the figures
 * below are worked by hand from these literals. That the site's own data prints each figure rounded
 * once from the raw prices is tests/unit/data/rounded-once.test.ts.
 */
const MARCH_2026 = data({
  '2025-03': [15.81, 10.95, 50.88, 60.55],
  '2026-02': [98.75, 98.46, 110.24, 113.29],
  '2026-03': [22.76, 21.14, 58.67, 84.59],
});

describe('the March 2026 report (fixture)', () => {
  const march = priceReport('2026-03', MARCH_2026)!;

  it('is dated the last day of March, with its address', () => {
    expect(march).toMatchObject({
      month: '2026-03',
      slug: 'elpriser-mars-2026',
      path: '/energinyheter/artikel/elpriser-mars-2026',
      date: '2026-03-31',
    });
  });

  it('has each area’s average and its changes (SE3: 58,67 öre/kWh)', () => {
    // SE3: 58,67 in March 2026, 110,24 in February 2026, 50,88 in March 2025.
    expect(march.areas.SE3.avg).toBe(58.67);
    expect(march.areas.SE3.previous).toMatchObject({ month: '2026-02', avg: 110.24 });
    expect(march.areas.SE3.previous!.diff).toBeCloseTo(-51.57, 10);
    // −51,57 / 110,24 = −46,780 %
    expect(march.areas.SE3.previous!.changePercent).toBeCloseTo(-46.78, 2);
    expect(march.areas.SE3.yearAgo).toMatchObject({ month: '2025-03', avg: 50.88 });
    expect(march.areas.SE3.yearAgo!.diff).toBeCloseTo(7.79, 10);
    // 7,79 / 50,88 = +15,310 %
    expect(march.areas.SE3.yearAgo!.changePercent).toBeCloseTo(15.31, 2);
    // SE1: 22,76 against 98,75 (−75,99; −76,95 %) and 15,81 (+6,95; +43,96 %).
    expect(march.areas.SE1.previous!.diff).toBeCloseTo(-75.99, 10);
    expect(march.areas.SE1.previous!.changePercent).toBeCloseTo(-76.95, 2);
    expect(march.areas.SE1.yearAgo!.changePercent).toBeCloseTo(43.96, 2);
    expect(march.areas.SE2.avg).toBe(21.14);
    expect(march.areas.SE4.avg).toBe(84.59);
  });

  it('names the cheapest and dearest area and the spread SE4 − SE1', () => {
    expect(march.cheapest).toBe('SE2');
    expect(march.dearest).toBe('SE4');
    // 84,59 − 22,76
    expect(march.spread).toBeCloseTo(61.83, 10);
  });

  it('says the högkostnadsskydd was in force and would not have paid out (84,59 < 150 öre/kWh)', () => {
    expect(march.highCost).toEqual({ status: 'in-force', above: [], aboveOnlyInclVat: [] });
    // 84,59 × 1,25 = 105,74
    expect(march.body).toContain(nbsp('högst var SE4 med 84,6 öre/kWh utan moms och 105,7 öre/kWh med moms'));
    expect(march.body).toContain('Vi jämför månadsmedlet utan moms med gränsen');
  });

  it('prints the figures in sv-SE in its table and text, each rounded once from the value given', () => {
    expect(march.body).toContain('| SE3 | 58,7 | −51,6 (−46,8\u00A0%) | +7,8 (+15,3\u00A0%) |');
    // +6,95 öre and +43,96 %: '+7,0' and '+44,0' from these two-decimal literals.
    expect(march.body).toContain('| SE1 | 22,8 | −76,0 (−77,0\u00A0%) | +7,0 (+44,0\u00A0%) |');
    expect(march.body).toContain('| Elområde | Mars 2026 | Mot februari 2026 | Mot mars 2025 |');
    expect(march.body).toContain(nbsp('I SE3 gick månadsmedlet från 50,9 öre/kWh till 58,7 öre/kWh (+15,3 %).'));
    expect(march.body).toContain(nbsp('i mars 2026 var priset i SE4 61,8 öre/kWh högre än i SE1'));
    expect(march.body).toContain('alla kvartspriser');
  });
});

describe('the reports of the bundled data', () => {
  const reports = buildPriceReports(bundled);

  it('are twelve, newest first, each dated the last day of its month', () => {
    expect(reports.map((r) => r.month)).toEqual(reportMonths(bundled));
    for (const report of reports) {
      expect(report.date).toBe(lastDayOfMonth(report.month));
      expect(report.slug).toBe(priceReportSlug(report.month));
    }
  });

  it('take each figure from the data: averages, changes, cheapest and dearest, spread', () => {
    const avg = (area: PriceArea, month: string) => bundled[area].find((m) => m.month === month && !m.partial)?.avg;
    for (const report of reports) {
      for (const area of PRICE_AREAS) {
        const figures = report.areas[area];
        expect(figures.avg).toBe(avg(area, report.month));
        for (const [comparison, month] of [
          [figures.previous, addMonths(report.month, -1)],
          [figures.yearAgo, addMonths(report.month, -12)],
        ] as const) {
          const other = avg(area, month);
          if (other === undefined) continue;
          expect(comparison).toMatchObject({ month, avg: other });
          expect(comparison!.diff).toBeCloseTo(figures.avg - other, 10);
          if (other > 0) expect(comparison!.changePercent).toBeCloseTo(((figures.avg - other) / other) * 100, 10);
        }
      }
      const values = PRICE_AREAS.map((area) => report.areas[area].avg);
      expect(report.areas[report.cheapest].avg).toBe(Math.min(...values));
      expect(report.areas[report.dearest].avg).toBe(Math.max(...values));
      expect(report.spread).toBeCloseTo(report.areas.SE4.avg - report.areas.SE1.avg, 10);
    }
  });
});

describe('högkostnadsskyddet by month', () => {
  const reports = buildPriceReports(bundled);

  it('applies from its first to its last month, to the areas whose average excl. VAT is above 1,50 kr/kWh (the bundled data)', () => {
    for (const report of reports) {
      const expected = report.month < HIGH_COST_PROTECTION.firstMonth ? 'not-yet' : report.month > HIGH_COST_PROTECTION.lastMonth ? 'ended' : 'in-force';
      expect(report.highCost.status).toBe(expected);
      if (report.highCost.status === 'in-force') {
        expect(report.highCost.above).toEqual(PRICE_AREAS.filter((area) => report.areas[area].avg > HIGH_COST_PROTECTION.thresholdOrePerKwh));
      }
    }
  });

  it('says it did not apply yet before its first month', () => {
    const monthly = data({ '2025-09': [10, 20, 30, 40], '2025-10': [12, 18, 30, 44] });
    expect(priceReport('2025-10', monthly)!.body).toContain('Högkostnadsskyddet för elpriset gällde inte ännu i oktober 2025');
  });

  it('compares the average excl. VAT with 150 öre/kWh and names areas above it only with VAT', () => {
    const monthly = data({
      '2026-01': [100, 100, 100, 100],
      // SE1 150,00: not above; SE2 150,01: above; SE3 121 (151,25 with VAT); SE4 120 (exactly 150 with VAT).
      '2026-02': [150, 150.01, 121, 120],
    });
    // SE1 at exactly 150 is not above; with VAT (187,5) it is, like SE3.
    expect(priceReport('2026-02', monthly)!.highCost).toEqual({ status: 'in-force', above: ['SE2'], aboveOnlyInclVat: ['SE1', 'SE3'] });
    const text = priceReport('2026-02', monthly)!.body;
    expect(text).toContain('över gränsen i SE2, så där skulle skyddet ha slagit till');
    expect(text).toContain(nbsp('Med moms var månadsmedlet över 1,50 kr/kWh även i SE1 och SE3.'));
  });

  it('ended after December 2026', () => {
    const monthly = data({ '2026-12': [200, 200, 200, 200], '2027-01': [200, 200, 200, 200] });
    expect(priceReport('2026-12', monthly)!.highCost).toEqual({ status: 'in-force', above: PRICE_AREAS, aboveOnlyInclVat: [] });
    expect(priceReport('2027-01', monthly)!.highCost).toEqual({ status: 'ended' });
    expect(priceReport('2027-01', monthly)!.body).toContain('omfattade inte januari 2027');
  });
});

describe('the text', () => {
  const reports = buildPriceReports(bundled);

  it('is the same on every build (no chance involved)', () => {
    expect(buildPriceReports(bundled)).toEqual(reports);
  });

  it('varies the opening, the title and the order of the sections by month', () => {
    const openings = new Set(reports.map((r) => r.excerpt.split(' ').slice(0, 2).join(' ')));
    expect(openings.size).toBeGreaterThanOrEqual(4);
    const titlePatterns = new Set(reports.map((r) => r.title.replace(/[A-ZÅÄÖ]?[a-zåäö]+ \d{4}|SE\d/g, '#')));
    expect(titlePatterns.size).toBe(3);
    const sectionKind = (report: PriceReport, heading: string) =>
      heading === `Jämfört med ${formatMonthYear(report.areas.SE1.previous!.month)}`
        ? 'föregående månad'
        : heading === `Jämfört med ${formatMonthYear(report.areas.SE1.yearAgo!.month)}`
          ? 'året innan'
          : heading;
    const orders = new Set(reports.map((r) => [...r.body.matchAll(/^## (.+)$/gm)].map((m) => sectionKind(r, m[1]!)).join(' | ')));
    expect(orders.size).toBeGreaterThanOrEqual(3);
  });

  it('has unique titles and meta descriptions of 110–160 characters', () => {
    expect(new Set(reports.map((r) => r.title)).size).toBe(reports.length);
    expect(new Set(reports.map((r) => r.seoTitle)).size).toBe(reports.length);
    for (const report of reports) {
      expect(report.description.length).toBeGreaterThanOrEqual(110);
      expect(report.description.length).toBeLessThanOrEqual(160);
      expect(report.seoTitle.length).toBeLessThanOrEqual(60);
    }
  });

  it('states every area’s average of its month', () => {
    for (const report of reports) {
      for (const area of PRICE_AREAS) {
        const printed = formatNumber(report.areas[area].avg, 1);
        expect(report.body).toContain(`| ${area} | ${printed} |`);
      }
    }
  });

  it('names tied areas together', () => {
    // SE1 and SE2 both 17,64 (as in May 2024).
    const may = priceReport('2024-05', data({ '2024-04': [20, 20, 40, 50], '2024-05': [17.64, 17.64, 30.1, 45.2] }))!;
    expect(may.cheapest).toBe('SE1');
    expect(may.body).toContain(nbsp('SE1 och SE2 hade det lägsta månadsmedlet, 17,6 öre/kWh'));
  });

  it('says when a comparison month is missing from the data', () => {
    const monthly = data({ '2026-02': [10, 20, 30, 40], '2026-03': [12, 18, 30, 44] });
    const report = priceReport('2026-03', monthly)!;
    expect(report.areas.SE1.yearAgo).toBeNull();
    expect(report.body).toContain('| SE1 | 12,0 | +2,0 (+20,0\u00A0%) | saknas |');
    expect(report.body).toContain('Vår data har inte ett fullständigt månadsmedel för alla elområden i mars 2025');
  });
});

describe('a new month from `npm run prices:update`', () => {
  // From wherever the committed prices end (it holds after a refresh): the update
  // fetches the rest of that month, which completes it, and the next build reports on it.
  it('gets its report on the next build: the month of the first day not bundled, completed by the days fetched', async () => {
    const dir = await tempDir('news-reports');
    await cp(path.resolve(__dirname, '../../../content/data/spot'), dir, { recursive: true });
    const { latestDay } = getSpotDataDates();
    const first = addDays(latestDay, 1);
    const month = first.slice(0, 7);
    const end = lastDayOfMonth(month);
    const fetchedDays: string[] = [];
    for (let day = first; day <= end; day = addDays(day, 1)) fetchedDays.push(day);
    // The price API stand-in: every area 0,50 SEK/kWh in each quarter hour to the month's end; nothing later.
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = String(input);
      const match = /\/(\d{4})\/(\d{2})-(\d{2})_(SE[1-4])\.json$/.exec(url);
      const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
      if (!match || date > end || url !== priceUrl('https://api.test', date, match[4] as PriceArea)) {
        return new Response('not found', { status: 404 });
      }
      return Response.json(rowsForDay(date, 15, () => 0.5));
    }) as typeof fetch;

    const result = await updateSpotPrices({ contentDir: dir, today: end, baseUrl: 'https://api.test', fetchImpl });
    expect(result.days).toHaveLength(fetchedDays.length);

    const fetchedHours = fetchedDays.reduce((sum, day) => sum + stockholmDayMinutes(day) / 60, 0);
    const before = bundled.SE3.find((m) => m.month === month) as { avg: number; hours: number } | undefined;
    const { monthly } = await readSpotContent(dir);
    const reports: PriceReport[] = buildPriceReports(monthly);
    expect(reports.map((r) => r.month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(month, -i)));
    const report = reports[0]!;
    expect(report.slug).toBe(priceReportSlug(month));
    expect(report.date).toBe(end);
    // SE3: the bundled part of the month (if any), then 50,00 öre in every quarter of the hours fetched.
    const expectedAvg = before ? (before.avg * before.hours + 50 * fetchedHours) / (before.hours + fetchedHours) : 50;
    expect(report.areas.SE3.avg).toBeCloseTo(expectedAvg, 8);
    expect(report.areas.SE3.previous!.diff).toBeCloseTo(report.areas.SE3.avg - bundled.SE3.find((m) => m.month === addMonths(month, -1))!.avg, 8);
    expect(report.areas.SE3.yearAgo!.diff).toBeCloseTo(report.areas.SE3.avg - bundled.SE3.find((m) => m.month === addMonths(month, -12))!.avg, 8);
  });
});
