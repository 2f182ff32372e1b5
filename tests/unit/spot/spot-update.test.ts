/** @jest-environment node */
import { cp, readFile, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { type SpotContent } from '@/lib/domain/spot-prices';
import { SPOT_SOURCE, SPOT_UNIT } from '@/lib/domain/spot-price-schemas';
import { addDays, stockholmDate, stockholmMidnightMs, stockholmMonthHours } from '@/lib/domain/stockholm-time';
import { HourProfileAccumulator, buildRawDay, compactDay, hourProfileFromAccumulator, readSpotContent, renderSpotContent } from '@/scripts/lib/spot-data';
import { writeFilesAtomically } from '@/scripts/lib/raw-data';
import { SpotUpdateError, updateSpotPrices } from '@/scripts/lib/spot-update';
import { priceUrl } from '@/lib/spot/live-prices';
import { type ApiRow, rowsForDay, tempDir } from './fixtures';

const repoRoot = path.resolve(__dirname, '../../..');

type Reply = { status: number; body: string } | 'hang';

/** A stand-in for the price API on 127.0.0.1: path → reply; anything else is 404. */
class FakeApi {
  readonly routes = new Map<string, Reply>();
  readonly requested: string[] = [];
  private server = http.createServer((req, res) => {
    this.requested.push(req.url ?? '');
    const reply = this.routes.get(req.url ?? '') ?? { status: 404, body: '<!doctype html><title>404</title>' };
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': reply.status === 200 ? 'application/json' : 'text/html' });
    res.end(reply.body);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  day(date: string, area: PriceArea, rows: ApiRow[] | string, status = 200): void {
    const url = new URL(priceUrl('http://x', date, area)).pathname;
    this.routes.set(url, { status, body: typeof rows === 'string' ? rows : JSON.stringify(rows) });
  }

  /** Same rows in every area. */
  allAreas(date: string, resolution: 15 | 60, sek: number): void {
    for (const area of PRICE_AREAS)
      this.day(
        date,
        area,
        rowsForDay(date, resolution, () => sek),
      );
  }
}

/** Synthetic content whose data ends on `latestDay`, flat 50 öre, so merged averages are easy to check. */
function baseContent(latestDay: string): SpotContent {
  const month = latestDay.slice(0, 7);
  const year = Number(latestDay.slice(0, 4));
  const hoursSince = (start: string): number => (stockholmMidnightMs(addDays(latestDay)) - stockholmMidnightMs(start)) / 3_600_000;
  const resolution = latestDay >= '2025-10-01' ? 15 : 60;
  const day = compactDay(
    buildRawDay(
      latestDay,
      rowsForDay(latestDay, resolution, () => 0.5),
    ),
  );
  const monthHours = hoursSince(`${month}-01`);
  const byArea = <T>(value: T): Record<PriceArea, T[]> => Object.fromEntries(PRICE_AREAS.map((area) => [area, [value]])) as Record<PriceArea, T[]>;
  // The month so far at a flat 50 öre, hour by hour of the Stockholm clock.
  const profile = new HourProfileAccumulator();
  for (let date = `${month}-01`; date <= latestDay; date = addDays(date)) {
    profile.addDay(
      buildRawDay(
        date,
        rowsForDay(date, date >= '2025-10-01' ? 15 : 60, () => 0.5),
      ),
    );
  }
  return {
    meta: { unit: SPOT_UNIT, source: { ...SPOT_SOURCE }, latestDay, latestMonth: month, averagesThrough: latestDay, daysKept: 3 },
    monthly: byArea({ month, avg: 50, min: 40, max: 60, hours: monthHours, partial: monthHours < stockholmMonthHours(month), negativeHours: 2 }),
    yearly: byArea({ year, avg: 50, min: 40, max: 60, hours: hoursSince(`${year}-01-01`), partial: true, negativeHours: 5 }),
    hourProfiles: byArea(hourProfileFromAccumulator(month, profile)),
    latestDays: byArea(day),
  };
}

async function contentDirWith(content: SpotContent): Promise<string> {
  const dir = await tempDir('spot');
  await writeFilesAtomically(dir, renderSpotContent(content));
  return dir;
}

/** Every file under `dir`, by its path relative to it ('intervals/SE3-2025.json'). */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(path.join(dir, n), 'utf8')] as const)));
}

async function expectFailure(promise: Promise<unknown>, kind: SpotUpdateError['kind'], message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpotUpdateError);
  expect((error as SpotUpdateError).kind).toBe(kind);
  expect((error as SpotUpdateError).message).toMatch(message);
}

describe('prices:update against a local API', () => {
  let api: FakeApi;
  let baseUrl: string;
  const dirs: string[] = [];
  beforeEach(async () => {
    api = new FakeApi();
    baseUrl = await api.start();
  });
  afterEach(async () => {
    await api.stop();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const newDir = async (content: SpotContent): Promise<string> => {
    const dir = await contentDirWith(content);
    dirs.push(dir);
    return dir;
  };

  it('adds hourly and 15-minute days, stops cleanly at an unpublished day, and completes the month', async () => {
    const dir = await newDir(baseContent('2025-09-28'));
    api.allAreas('2025-09-29', 60, 0.3);
    api.allAreas('2025-09-30', 60, 0.3);
    api.allAreas('2025-10-01', 15, 0.2);
    // 2025-10-02 (tomorrow) is not published: the fake answers 404.
    const result = await updateSpotPrices({ contentDir: dir, today: '2025-10-01', baseUrl });

    expect(result).toMatchObject({ days: ['2025-09-29', '2025-09-30', '2025-10-01'], notPublished: '2025-10-02', capped: false });
    expect(api.requested).toContain('/api/v1/prices/2025/09-29_SE1.json');
    expect(api.requested).toContain('/api/v1/prices/2025/10-01_SE4.json');
    const content = await readSpotContent(dir);
    expect(content.meta).toMatchObject({ latestDay: '2025-10-01', latestMonth: '2025-10', averagesThrough: '2025-10-01' });
    for (const area of PRICE_AREAS) {
      const [sep, oct] = content.monthly[area];
      // (50 öre × 672 h + 30 öre × 48 h) / 720 h = 48,666…, stored unrounded (rounded once, where shown)
      expect(sep).toEqual({ month: '2025-09', avg: expect.closeTo(48.6667, 4), min: 30, max: 60, hours: 720, partial: false, negativeHours: 2 });
      expect(oct).toEqual({ month: '2025-10', avg: 20, min: 20, max: 20, hours: 24, partial: true, negativeHours: 0 });
      // Each clock hour of September: 28 days at 50 öre, then two at 30; October starts from its first day.
      const [sepHours, octHours] = content.hourProfiles[area];
      expect(sepHours?.hours).toEqual(Array.from({ length: 24 }, () => 30));
      expect(sepHours?.avg).toEqual(Array.from({ length: 24 }, () => expect.closeTo((28 * 50 + 2 * 30) / 30, 3)));
      expect(octHours).toEqual({ month: '2025-10', avg: Array.from({ length: 24 }, () => 20), hours: Array.from({ length: 24 }, () => 1) });
      expect(content.yearly[area]).toHaveLength(1);
      expect(content.yearly[area][0]?.hours).toBe(baseContent('2025-09-28').yearly[area][0]!.hours + 72);
      const days = content.latestDays[area];
      expect(days.map((d) => [d.date, d.resolutionMinutes, d.prices.length])).toEqual([
        ['2025-09-29', 60, 24],
        ['2025-09-30', 60, 24],
        ['2025-10-01', 15, 96],
      ]);
    }
  });

  it('writes the same bytes for the same answers', async () => {
    const [a, b] = [await newDir(baseContent('2025-12-30')), await newDir(baseContent('2025-12-30'))];
    api.allAreas('2025-12-31', 15, 0.4321);
    api.allAreas('2026-01-01', 15, 0.1234);
    await updateSpotPrices({ contentDir: a, today: '2026-01-01', baseUrl });
    await updateSpotPrices({ contentDir: b, today: '2026-01-01', baseUrl });
    expect(await snapshot(b)).toEqual(await snapshot(a));
    // The full interval history got both days, a new year starting a new file (0,1234 SEK = 12 340 thousandths of an öre).
    const files = await snapshot(a);
    const se1 = JSON.parse(files['intervals/SE1-2026.json'] ?? '{}') as { days: { date: string; minutes: number; prices: number[] }[] };
    expect(se1.days.map((day) => [day.date, day.minutes, day.prices.length, day.prices[0]])).toEqual([['2026-01-01', 15, 96, 12340]]);
    expect(JSON.parse(files['intervals/SE1-2025.json'] ?? '{}').days.at(-1)).toMatchObject({ date: '2025-12-31', prices: expect.arrayContaining([43210]) });
    const content = await readSpotContent(a);
    expect(content.yearly.SE1.map((y) => [y.year, y.partial])).toEqual([
      [2025, false], // 2025-12-31 completed the year
      [2026, true],
    ]);
  });

  it('takes the 100 quarter-hours of the autumn DST day as 25 hours', async () => {
    const dir = await newDir(baseContent('2025-10-25'));
    api.allAreas('2025-10-26', 15, 0.1);
    const result = await updateSpotPrices({ contentDir: dir, today: '2025-10-26', baseUrl });
    expect(result.days).toEqual(['2025-10-26']);
    const content = await readSpotContent(dir);
    expect(content.latestDays.SE2.at(-1)?.prices).toHaveLength(100);
    expect(content.monthly.SE2.at(-1)?.hours).toBe(25 * 24 + 25);
    // The clock shows 02:00–02:59 twice that night: that hour gets two hours of prices.
    const hours = content.hourProfiles.SE2.at(-1)?.hours;
    expect(hours?.[2]).toBe(27);
    expect(hours?.[3]).toBe(26);
  });

  it('adds the hours below zero to the month and the year, a quarter-hour as 0,25 h', async () => {
    const dir = await newDir(baseContent('2025-11-10'));
    // Six negative quarter-hours (1,5 h) on the 11th, the rest at 10 öre.
    for (const area of PRICE_AREAS)
      api.day(
        '2025-11-11',
        area,
        rowsForDay('2025-11-11', 15, (i) => (i >= 40 && i < 46 ? -0.02 : 0.1)),
      );
    await updateSpotPrices({ contentDir: dir, today: '2025-11-11', baseUrl });
    const content = await readSpotContent(dir);
    expect(content.monthly.SE4.at(-1)?.negativeHours).toBe(2 + 1.5);
    expect(content.yearly.SE4.at(-1)?.negativeHours).toBe(5 + 1.5);
    // 10:00–11:30 were negative: hour 10 averages (4 × −2) / 4 on that day against 50 öre on ten others.
    expect(content.hourProfiles.SE4.at(-1)?.avg[10]).toBeCloseTo((10 * 50 - 2) / 11, 3);
  });

  it('refreshes a temp copy of the committed content', async () => {
    const dir = await tempDir('committed');
    dirs.push(dir);
    await cp(path.join(repoRoot, 'content/data/spot'), dir, { recursive: true });
    const before = await readSpotContent(dir);
    const next = addDays(before.meta.averagesThrough);
    api.allAreas(next, 15, 0.5);
    const result = await updateSpotPrices({ contentDir: dir, today: next, baseUrl });
    expect(result.days).toEqual([next]);
    const after = await readSpotContent(dir);
    expect(after.meta.latestDay).toBe(next);
    for (const area of PRICE_AREAS) {
      expect(after.latestDays[area]).toHaveLength(before.meta.daysKept);
      expect(after.latestDays[area].at(-1)?.avg).toBe(50);
      const last = before.monthly[area].at(-1)!;
      const merged = after.monthly[area].find((m) => m.month === next.slice(0, 7))!;
      if (last.month === merged.month) expect(merged.hours).toBe(last.hours + 24);
      expect(after.monthly[area].slice(0, -1)).toEqual(before.monthly[area].slice(0, before.monthly[area].length - (last.month === merged.month ? 1 : 0)));
    }
  });

  it('ends without writing when the first day is not published yet', async () => {
    const dir = await newDir(baseContent('2025-12-30'));
    const before = await snapshot(dir);
    const result = await updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl });
    expect(result).toEqual({ days: [], notPublished: '2025-12-31', capped: false, files: [] });
    expect(await snapshot(dir)).toEqual(before);
  });

  it('caps the days fetched per run', async () => {
    const dir = await newDir(baseContent('2025-12-20'));
    for (let date = '2025-12-21'; date <= '2025-12-31'; date = addDays(date)) api.allAreas(date, 15, 0.3);
    const result = await updateSpotPrices({ contentDir: dir, today: '2025-12-31', baseUrl, maxDays: 2 });
    expect(result).toMatchObject({ days: ['2025-12-21', '2025-12-22'], capped: true });
    expect((await readSpotContent(dir)).meta.latestDay).toBe('2025-12-22');
  });

  describe('leaves every file unchanged', () => {
    it('on a malformed body, even after good days', async () => {
      const dir = await newDir(baseContent('2025-12-29'));
      const before = await snapshot(dir);
      api.allAreas('2025-12-30', 15, 0.3);
      api.allAreas('2025-12-31', 15, 0.3);
      api.day('2025-12-31', 'SE4', JSON.stringify([{ SEK_per_kWh: 'dyrt', time_start: '2025-12-31T00:00:00+01:00' }]));
      await expectFailure(
        updateSpotPrices({ contentDir: dir, today: '2025-12-31', baseUrl }),
        'malformed',
        /12-31_SE4\.json har oväntat format .*Inga filer ändrades/,
      );
      expect(await snapshot(dir)).toEqual(before);
    });

    it('on invalid JSON and on a day with missing intervals', async () => {
      const dir = await newDir(baseContent('2025-12-29'));
      const before = await snapshot(dir);
      api.allAreas('2025-12-30', 15, 0.3);
      api.day('2025-12-30', 'SE2', '[{"SEK_per_kWh": 0.1,');
      await expectFailure(updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl }), 'malformed', /inte giltig JSON/);
      api.day('2025-12-30', 'SE2', rowsForDay('2025-12-30', 15, () => 0.3).slice(0, 95));
      await expectFailure(updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl }), 'malformed', /95 rows/);
      expect(await snapshot(dir)).toEqual(before);
    });

    it('on a server error', async () => {
      const dir = await newDir(baseContent('2025-12-29'));
      const before = await snapshot(dir);
      api.day('2025-12-30', 'SE1', 'oops', 500);
      await expectFailure(updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl }), 'http', /HTTP 500/);
      expect(await snapshot(dir)).toEqual(before);
    });

    it('when the connection is refused (offline)', async () => {
      const dir = await newDir(baseContent('2025-12-29'));
      const before = await snapshot(dir);
      const closed = new FakeApi();
      const closedUrl = await closed.start();
      await closed.stop();
      await expectFailure(
        updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl: closedUrl }),
        'offline',
        /Kunde inte nå .*ECONNREFUSED.*Ingen nätverksanslutning\? Inga filer ändrades\./,
      );
      expect(await snapshot(dir)).toEqual(before);
    });

    it('when the API does not answer in time', async () => {
      const dir = await newDir(baseContent('2025-12-29'));
      const before = await snapshot(dir);
      api.routes.set(new URL(priceUrl('http://x', '2025-12-30', 'SE1')).pathname, 'hang');
      await expectFailure(updateSpotPrices({ contentDir: dir, today: '2025-12-30', baseUrl, timeoutMs: 200 }), 'timeout', /inom 0.2 s/);
      expect(await snapshot(dir)).toEqual(before);
    });
  });
});

describe('helpers', () => {
  it('builds the API address as docs/rules/spot-prices.md gives it', () => {
    expect(priceUrl('https://www.elprisetjustnu.se/', '2026-04-15', 'SE3')).toBe('https://www.elprisetjustnu.se/api/v1/prices/2026/04-15_SE3.json');
  });

  it("takes today's date in Stockholm, not UTC", () => {
    expect(stockholmDate(Date.parse('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(stockholmDate(Date.parse('2025-07-01T21:59:00Z'))).toBe('2025-07-01');
    expect(stockholmDate(Date.parse('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });
});
