import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { fetchPublishedDay, type FetchLike } from '@/lib/spot/live-prices';
import { HISTORY_JSON_FIELDS, historyJson, jsonFileName, jsonPath } from '@/lib/spot/history';
import { nextAskDelayMs, tomorrowOf } from '@/lib/spot/tomorrow';

import { rowsForDay } from './fixtures';

describe('asking for tomorrow', () => {
  it('the Stockholm day after, across month, year and DST days', () => {
    expect(tomorrowOf('2026-01-31')).toBe('2026-02-01');
    expect(tomorrowOf('2026-12-31')).toBe('2027-01-01');
    expect(tomorrowOf('2026-03-28')).toBe('2026-03-29');
    expect(tomorrowOf('2026-10-24')).toBe('2026-10-25');
  });

  it('asks at once the first time, then at most once every ten minutes', () => {
    const t = Date.parse('2026-01-15T11:00:00+01:00');
    expect(nextAskDelayMs(null, t)).toBe(0);
    expect(nextAskDelayMs(t, t)).toBe(600_000);
    expect(nextAskDelayMs(t, t + 240_000)).toBe(360_000);
    expect(nextAskDelayMs(t, t + 600_000)).toBe(0);
    expect(nextAskDelayMs(t, t + 3_600_000)).toBe(0);
    // A clock corrected backwards restarts the wait instead of waiting for the old time to come back.
    expect(nextAskDelayMs(t, t - 86_400_000)).toBe(600_000);
  });
});

describe('one area’s day from the API', () => {
  const answer =
    (status: number, body: unknown): FetchLike =>
    async () => ({ ok: status >= 200 && status < 300, status, json: async () => body });

  it('a day, or null for 404 (not published yet, normal before ~13:00)', async () => {
    const day = await fetchPublishedDay(
      answer(
        200,
        rowsForDay('2026-01-16', 15, () => 0.5),
      ),
      'http://x',
      '2026-01-16',
      'SE3',
    );
    expect(day?.prices).toHaveLength(96);
    expect(day?.prices[0]).toBe(50);
    await expect(fetchPublishedDay(answer(404, '[]'), 'http://x', '2026-01-16', 'SE3')).resolves.toBeNull();
  });

  it('rejects a 5xx, a malformed body and a body for another day', async () => {
    await expect(fetchPublishedDay(answer(503, null), 'http://x', '2026-01-16', 'SE3')).rejects.toThrow('HTTP 503');
    await expect(fetchPublishedDay(answer(200, { error: 'x' }), 'http://x', '2026-01-16', 'SE3')).rejects.toThrow('unexpected answer');
    const broken: FetchLike = async () => ({ ok: true, status: 200, json: async () => JSON.parse('[{') as unknown });
    await expect(fetchPublishedDay(broken, 'http://x', '2026-01-16', 'SE3')).rejects.toThrow(SyntaxError);
    const today = rowsForDay('2026-01-15', 15, () => 0.5);
    await expect(fetchPublishedDay(answer(200, today), 'http://x', '2026-01-16', 'SE3')).rejects.toThrow('unexpected answer');
  });

  it('accepts the DST days: 92 and 100 quarters', async () => {
    const spring = await fetchPublishedDay(
      answer(
        200,
        rowsForDay('2026-03-29', 15, () => 1),
      ),
      'http://x',
      '2026-03-29',
      'SE4',
    );
    expect(spring?.prices).toHaveLength(92);
    const autumn = await fetchPublishedDay(
      answer(
        200,
        rowsForDay('2026-10-25', 15, () => 1),
      ),
      'http://x',
      '2026-10-25',
      'SE4',
    );
    expect(autumn?.prices).toHaveLength(100);
  });
});

describe('the machine-readable history file', () => {
  const month: MonthlyAverage = { month: '2026-03', avg: 40.5, min: -1, max: 200, hours: 743, partial: false, negativeHours: 2 };
  const json = historyJson('SE3', {
    days: [{ date: '2026-04-14', resolutionMinutes: 15, start: '2026-04-14T00:00:00+02:00', avg: 2, min: 1, max: 3, prices: [1, 2, 3] }],
    months: [month, { ...month, month: '2026-04', partial: true, rangeEstimated: true }],
    unit: 'öre/kWh exkl. moms',
    source: { attribution: 'Elpriser tillhandahålls av Elpriset just nu.se', url: 'https://www.elprisetjustnu.se' },
    latestDay: '2026-04-14',
    averagesThrough: '2026-04-14',
  });

  it('lives beside the CSV', () => {
    expect(jsonPath('SE3')).toBe('/data/elpris-historik/SE3.json');
    expect(jsonFileName('SE3')).toBe('elpris-historik-SE3.json');
  });

  it('keeps the bundled figures as they are, and rangeEstimated only where it is true', () => {
    expect(json.days[0]).toEqual({ date: '2026-04-14', resolutionMinutes: 15, start: '2026-04-14T00:00:00+02:00', avg: 2, min: 1, max: 3, prices: [1, 2, 3] });
    // The count of negative hours is for the site's own copy; the file keeps its described fields.
    expect(json.months[0]).toEqual({ ...month, negativeHours: undefined });
    expect('negativeHours' in json.months[0]!).toBe(false);
    expect(json.months[1]).toMatchObject({ month: '2026-04', partial: true, rangeEstimated: true });
    expect('rangeEstimated' in json.months[0]!).toBe(false);
  });

  it('describes every field it has on the page', () => {
    const described = new Set(
      HISTORY_JSON_FIELDS.flatMap(({ field }) =>
        field.split(/,\s*/).map((name, i, all) => {
          // 'days[].avg, min, max' names days[].avg, days[].min and days[].max.
          const prefix = all[0]!.includes('[].') ? all[0]!.slice(0, all[0]!.indexOf('[].') + 3) : '';
          return i === 0 ? name : `${prefix}${name}`;
        }),
      ),
    );
    const keys = [...Object.keys(json), ...Object.keys(json.days[0]!).map((k) => `days[].${k}`), ...Object.keys(json.months[1]!).map((k) => `months[].${k}`)];
    expect(keys.filter((key) => !described.has(key))).toEqual([]);
    for (const { description } of HISTORY_JSON_FIELDS) expect(description).toMatch(/^[A-ZÅÄÖa-zåäö0-9].+\.$/);
  });
});
