/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { spotContentSchema } from '@/lib/domain/spot-price-schemas';
import {
  PeriodAccumulator,
  SPOT_FILES,
  SpotDataError,
  accumulateByMonth,
  buildRawDay,
  extendPeriod,
  monthlyFromAccumulator,
  renderSpotContent,
} from '@/scripts/lib/spot-data';
import {
  AGREEMENT_TOLERANCE_ORE,
  DERIVED_MONTHLY,
  DERIVED_YEARLY,
  TUNAFTW_DIR,
  buildSpotContentFromRaw,
  importSpotPrices,
  readDerivedMonthly,
  readDerivedYearly,
  readRawDays,
} from '@/scripts/lib/spot-import';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import { mean, rowsForDay, tempDir, tunaftwCsv } from './fixtures';

const repoRoot = path.resolve(__dirname, '../../..');
const committedDir = path.join(repoRoot, 'content/data/spot');

describe('buildRawDay', () => {
  it('reads an hourly day and a 15-minute day, prices in öre', () => {
    const hourly = buildRawDay(
      '2025-09-30',
      rowsForDay('2025-09-30', 60, (i) => i / 100),
    );
    expect(hourly.resolutionMinutes).toBe(60);
    expect(hourly.prices).toHaveLength(24);
    expect(hourly.prices[5]).toBeCloseTo(5);
    const quarter = buildRawDay(
      '2025-10-01',
      rowsForDay('2025-10-01', 15, () => 0.5),
    );
    expect(quarter.resolutionMinutes).toBe(15);
    expect(quarter.prices).toHaveLength(96);
  });

  it('keys on time_start and ignores the bad time_end of the autumn DST day (bundled data)', () => {
    // Verbatim shape of tunaftw SE3 2024-10-27 01:00-03:00: the first 02:00 row ends 03:00+01:00.
    const rows = rowsForDay('2024-10-27', 60, () => 0.01);
    const firstTwo = rows.find((r) => r.time_start === '2024-10-27T02:00:00+02:00');
    if (!firstTwo) throw new Error('fixture lacks the first 02:00');
    firstTwo.time_end = '2024-10-27T03:00:00+01:00';
    const dstDay = buildRawDay('2024-10-27', rows);
    expect(dstDay.prices).toHaveLength(25);
    expect(dstDay.resolutionMinutes).toBe(60);
  });

  it('takes 100 quarter-hours on the autumn and 92 on the spring DST day', () => {
    expect(
      buildRawDay(
        '2025-10-26',
        rowsForDay('2025-10-26', 15, () => 1),
      ).prices,
    ).toHaveLength(100);
    expect(
      buildRawDay(
        '2026-03-29',
        rowsForDay('2026-03-29', 15, () => 1),
      ).prices,
    ).toHaveLength(92);
  });

  it('rejects missing, duplicated or misplaced intervals', () => {
    const rows = rowsForDay('2025-12-01', 60, () => 1);
    expect(() => buildRawDay('2025-12-01', rows.slice(1))).toThrow(SpotDataError);
    const duplicated = [...rows.slice(0, 23), rows[0]!];
    expect(() => buildRawDay('2025-12-01', duplicated)).toThrow(/interval 1 starts/);
    expect(() => buildRawDay('2025-12-02', rows)).toThrow(SpotDataError);
  });
});

describe('period averages', () => {
  it('weights the last hourly day and the first 15-minute day of autumn 2025 by time', () => {
    const hourly = buildRawDay(
      '2025-09-30',
      rowsForDay('2025-09-30', 60, () => 1),
    ); // 100 öre
    const quarters = buildRawDay(
      '2025-10-01',
      rowsForDay('2025-10-01', 15, () => 0.2),
    ); // 20 öre
    const acc = new PeriodAccumulator();
    acc.addDay(hourly);
    acc.addDay(quarters);
    expect(acc.hours).toBe(48);
    expect(acc.avg).toBeCloseTo(60, 10);
    const months = accumulateByMonth([hourly, quarters]);
    expect([...months.keys()]).toEqual(['2025-09', '2025-10']);
    expect(months.get('2025-10')?.hours).toBe(24);
  });

  it('counts the 25-hour DST day as 25 hours in its month and marks the month partial until complete', () => {
    const dst = buildRawDay(
      '2025-10-26',
      rowsForDay('2025-10-26', 15, () => 0.1),
    );
    const acc = accumulateByMonth([dst]).get('2025-10');
    if (!acc) throw new Error('no October');
    expect(acc.hours).toBe(25);
    expect(monthlyFromAccumulator('2025-10', acc)).toMatchObject({ hours: 25, partial: true, avg: 10, min: 10, max: 10 });
  });

  it('extends a stored month to the same value as computing it at once', () => {
    const days = ['2025-12-01', '2025-12-02', '2025-12-03'].map((date, d) =>
      buildRawDay(
        date,
        rowsForDay(date, 15, (i) => 0.3 + 0.01 * ((i * 7 + d) % 13) - 0.05),
      ),
    );
    const whole = accumulateByMonth(days).get('2025-12')!;
    const first = monthlyFromAccumulator('2025-12', accumulateByMonth(days.slice(0, 1)).get('2025-12')!);
    const extended = extendPeriod(first, accumulateByMonth(days.slice(1)).get('2025-12')!, 744);
    expect(extended.hours).toBe(72);
    expect(extended.partial).toBe(true);
    expect(Math.abs(extended.avg - whole.avg)).toBeLessThanOrEqual(0.01);
    expect(extended.min).toBeCloseTo(whole.min, 2);
    expect(extended.max).toBeCloseTo(whole.max, 2);
  });
});

/** A tiny raw snapshot: 2025-09-30 hourly, 2025-10-01 quarter-hourly, and a derived-only November. */
async function writeFixtureRaw(
  dir: string,
  { septemberOre = 21.5, septemberNegativeHours = 0 }: { septemberOre?: number; septemberNegativeHours?: number } = {},
): Promise<void> {
  for (const area of PRICE_AREAS) {
    await mkdir(path.join(dir, TUNAFTW_DIR, area), { recursive: true });
    const rows = [
      ...rowsForDay('2025-09-30', 60, (i) => 0.1 + 0.01 * i), // mean 21.5 öre
      ...rowsForDay('2025-10-01', 15, (i) => 0.2 + 0.001 * i), // mean 24.75 öre
    ];
    await writeFile(path.join(dir, TUNAFTW_DIR, area, '2025.csv'), tunaftwCsv(rows));
  }
  await mkdir(path.join(dir, 'derived'), { recursive: true });
  const monthly = PRICE_AREAS.flatMap((area) => [
    `${area},2025,9,24.0,24,19.55,${septemberOre},9.09,30.91,${septemberNegativeHours}`,
    `${area},2025,10,24.0,96,22.5,24.75,18.18,26.82,0.0`,
    `${area},2025,11,720.0,2880,30.0,33.0,-1.0,100.0,3.5`,
  ]);
  await writeFile(
    path.join(dir, DERIVED_MONTHLY),
    ['zone,year,month,hours_covered,n_intervals,avg_eur_per_mwh,avg_sek_ore_per_kwh,min_eur_per_mwh,max_eur_per_mwh,negative_price_hours', ...monthly].join(
      '\n',
    ) + '\n',
  );
  const yearly = PRICE_AREAS.map((area) => `${area},2025,48.0,120,21.02,23.125,9.09,30.91,0.0`);
  await writeFile(
    path.join(dir, DERIVED_YEARLY),
    ['zone,year,hours_covered,n_intervals,avg_eur_per_mwh,avg_sek_ore_per_kwh,min_eur_per_mwh,max_eur_per_mwh,negative_price_hours', ...yearly].join('\n') +
      '\n',
  );
}

/** Every file under `dir`, by its path relative to it ('intervals/SE3-2025.json'). */
async function readDir(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(path.join(dir, n), 'utf8')] as const)));
}

describe('import from a small raw snapshot', () => {
  let raw: string;
  beforeAll(async () => {
    raw = await tempDir('raw');
    await writeFixtureRaw(raw);
  });
  afterAll(() => rm(raw, { recursive: true, force: true }));

  it('is deterministic: two imports write the same bytes, and only the five content files and the interval years', async () => {
    const [a, b] = [await tempDir('out-a'), await tempDir('out-b')];
    try {
      await importSpotPrices({ rawDir: raw, outDir: a });
      await importSpotPrices({ rawDir: raw, outDir: b });
      const filesA = await readDir(a);
      expect(Object.keys(filesA).filter((name) => !name.startsWith('intervals/'))).toEqual(Object.values(SPOT_FILES).sort());
      expect(Object.keys(filesA).filter((name) => name.startsWith('intervals/'))).toEqual(
        ['SE1', 'SE2', 'SE3', 'SE4'].map((area) => `intervals/${area}-2025.json`),
      );
      expect(await readDir(b)).toEqual(filesA);
    } finally {
      await Promise.all([a, b].map((d) => rm(d, { recursive: true, force: true })));
    }
  });

  it('uses raw values where the raw files cover a month and derived ones elsewhere', () => {
    const content = buildSpotContentFromRaw({ rawDir: raw, daysKept: 1 });
    expect(content.meta).toMatchObject({ latestDay: '2025-10-01', latestMonth: '2025-11', averagesThrough: '2025-11-30', daysKept: 1 });
    const [sep, oct, nov] = content.monthly.SE3;
    expect(sep).toEqual({ month: '2025-09', avg: 21.5, min: 10, max: 33, hours: 24, partial: true, negativeHours: 0 });
    expect(oct).toMatchObject({ month: '2025-10', avg: 24.75, hours: 24, partial: true });
    // November exists only in the derived file: range converted at 33 öre per 30 EUR/MWh.
    expect(nov).toEqual({ month: '2025-11', avg: 33, min: -1.1, max: 110, hours: 720, partial: false, negativeHours: 3.5, rangeEstimated: true });
    // Hour profiles come from the interval files only: no November.
    expect(content.hourProfiles.SE3.map((p) => p.month)).toEqual(['2025-09', '2025-10']);
    // September's one hourly day: hour h cost 10 + h öre; October's first quarter-hour day: hour h is the mean of its four.
    expect(content.hourProfiles.SE3[0]).toEqual({ month: '2025-09', avg: Array.from({ length: 24 }, (_, h) => 10 + h), hours: Array(24).fill(1) });
    expect(content.hourProfiles.SE3[1]?.avg[5]).toBeCloseTo(20 + (0.1 * (20 + 21 + 22 + 23)) / 4, 3);
    expect(content.yearly.SE3).toHaveLength(1);
    expect(content.yearly.SE3[0]).toMatchObject({ year: 2025, min: 10, max: 33, hours: 48, partial: true });
    expect(content.yearly.SE3[0]?.avg).toBeCloseTo(23.125, 2);
    expect(content.latestDays.SE3.map((d) => d.date)).toEqual(['2025-10-01']);
    expect(content.latestDays.SE3[0]).toMatchObject({ resolutionMinutes: 15, start: '2025-10-01T00:00:00+02:00', avg: 24.75 });
  });

  it('stops when its own average disagrees with the derived file by more than 0.01 öre', async () => {
    const bad = await tempDir('raw-bad');
    try {
      await writeFixtureRaw(bad, { septemberOre: 21.52 });
      expect(() => buildSpotContentFromRaw({ rawDir: bad })).toThrow(/2025-09: average 21.5000 öre from raw files, 21.52/);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('stops when its own count of hours below zero disagrees with the derived file', async () => {
    const bad = await tempDir('raw-negative');
    try {
      await writeFixtureRaw(bad, { septemberNegativeHours: 1 });
      expect(() => buildSpotContentFromRaw({ rawDir: bad })).toThrow(/2025-09: 0 hours below zero in the raw files, 1 in the derived file/);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('names a missing raw directory', () => {
    expect(() => buildSpotContentFromRaw({ rawDir: path.join(raw, 'nope') })).toThrow(/Missing raw file/);
  });
});

const sharedRaw = resolveRawDataDir(repoRoot);
const hasSharedRaw = existsSync(path.join(sharedRaw, DERIVED_MONTHLY)) && existsSync(path.join(sharedRaw, TUNAFTW_DIR));
if (!hasSharedRaw) {
  console.warn(`Skipping the checks against the bundled snapshot: ${sharedRaw} not found (set RAW_DATA_DIR).`);
}
const withRaw = hasSharedRaw ? describe : describe.skip;

withRaw('the bundled snapshot (RAW_DATA_DIR)', () => {
  it('gives monthly and yearly averages that agree with the derived files to 0.01 öre, hours included', () => {
    const derivedMonthly = readDerivedMonthly(sharedRaw);
    const derivedYearly = readDerivedYearly(sharedRaw);
    let compared = 0;
    for (const area of PRICE_AREAS) {
      const days = readRawDays(sharedRaw, area);
      for (const [month, acc] of accumulateByMonth(days)) {
        const derived = derivedMonthly.find((d) => d.area === area && d.period === month);
        expect(derived).toBeDefined();
        expect(acc.hours).toBe(derived?.hours);
        expect(Math.abs(acc.avg - (derived?.avgOre ?? NaN))).toBeLessThanOrEqual(AGREEMENT_TOLERANCE_ORE);
        compared += 1;
      }
      for (const year of [2023, 2024, 2025]) {
        const yearDays = days.filter((d) => d.date.startsWith(`${year}-`));
        const acc = new PeriodAccumulator();
        yearDays.forEach((d) => acc.addDay(d));
        const derived = derivedYearly.find((d) => d.area === area && d.period === String(year));
        expect(acc.hours).toBe(derived?.hours);
        expect(Math.abs(acc.avg - (derived?.avgOre ?? NaN))).toBeLessThanOrEqual(AGREEMENT_TOLERANCE_ORE);
      }
    }
    // 2023-01 → 2026-04 (the last one partial, to 2026-04-14): 40 months in each of four areas.
    expect(compared).toBe(4 * 40);
    // The raw data's cross-checked figure: SE3 2024 = 40.88 öre/kWh.
    const se3 = readRawDays(sharedRaw, 'SE3').filter((d) => d.date.startsWith('2024-'));
    expect(mean(se3.flatMap((d) => d.prices))).toBeCloseTo(40.88, 2);
  });

  // That an import writes the same bytes every time is the fixture case above; here one import of
  // the whole snapshot is compared with what is committed.
  it('imports to the committed content unless prices:update has run since', async () => {
    const a = await tempDir('bundled');
    try {
      await importSpotPrices({ rawDir: sharedRaw, outDir: a });
      const fresh = await readDir(a);
      const committed = await readDir(committedDir);
      const freshMeta = spotContentSchema.shape.meta.parse(JSON.parse(fresh[SPOT_FILES.meta] ?? '{}'));
      const committedMeta = spotContentSchema.shape.meta.parse(JSON.parse(committed[SPOT_FILES.meta] ?? '{}'));
      if (committedMeta.averagesThrough !== freshMeta.averagesThrough) {
        console.warn(`content/data/spot was refreshed to ${committedMeta.averagesThrough}; byte comparison with a fresh import skipped.`);
        return;
      }
      expect(committed).toEqual(fresh);
    } finally {
      await rm(a, { recursive: true, force: true });
    }
  });
});

describe('committed content', () => {
  it('parses, stays small, and renders back to the same bytes', () => {
    const read = (name: string): string => readFileSync(path.join(committedDir, name), 'utf8');
    const texts = Object.fromEntries(Object.values(SPOT_FILES).map((name) => [name, read(name)]));
    const content = spotContentSchema.parse({
      meta: JSON.parse(texts[SPOT_FILES.meta]!),
      monthly: JSON.parse(texts[SPOT_FILES.monthly]!),
      yearly: JSON.parse(texts[SPOT_FILES.yearly]!),
      hourProfiles: JSON.parse(texts[SPOT_FILES.hourProfiles]!),
      latestDays: JSON.parse(texts[SPOT_FILES.latestDays]!),
    });
    expect(renderSpotContent(content)).toEqual(texts);
    // The hour profiles are read only at build (the Markdown directives), never by a page's script.
    const { [SPOT_FILES.hourProfiles]: profiles = '', ...pageFiles } = texts;
    const bytes = Object.values(pageFiles).reduce((sum, t) => sum + Buffer.byteLength(t), 0);
    expect(bytes).toBeLessThan(100_000);
    expect(Buffer.byteLength(profiles)).toBeLessThan(60_000);
  });
});
