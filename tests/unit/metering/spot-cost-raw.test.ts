/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { allSpotMonths, getSpotMonthFile } from '@/lib/content/spot-intervals';
import type { PriceArea } from '@/lib/domain/price-area';
import { stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';
import { parseMeterFile } from '@/lib/metering/parse';
import { monthsOf, spotCost } from '@/lib/metering/spot-cost';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';

/**
 * The spot cost of a meter file against an independent computation from the raw day-ahead files
 * (tunaftw/electricity-price, elprisetjustnu.se's prices: time_start, SEK_per_kWh per interval):
 * Σ over the consumption's intervals of kWh × SEK/kWh, an hour of consumption against quarter-hour
 * prices spread evenly over its quarters, a quarter against an hourly price at the hour's price.
 * The independent side reads the CSVs itself, takes each price interval from its time_start to the
 * next row's, and overlaps it with each consumption interval; the site's side is the bundled
 * interval history the build publishes. Equal to the öre.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const spotDir = path.join(resolveRawDataDir(repoRoot), 'spot_prices/tunaftw_electricity-price');
const haveRaw = existsSync(spotDir);
if (!haveRaw) console.warn(`Skipping the meter file's spot cost against the raw prices: no raw data at ${spotDir} (set RAW_DATA_DIR).`);

interface RawInterval {
  startMs: number;
  endMs: number;
  sek: number;
}

function rawIntervals(area: PriceArea): RawInterval[] {
  const rows: { startMs: number; sek: number }[] = [];
  for (const year of ['2023', '2024', '2025', '2026']) {
    const file = path.join(spotDir, area, `${year}.csv`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      if (line.trim() === '') continue;
      const [start, , sek] = line.split(',');
      rows.push({ startMs: Date.parse(start!), sek: Number(sek) });
    }
  }
  rows.sort((a, b) => a.startMs - b.startMs);
  return rows.map((row, i) => {
    const next = rows[i + 1]?.startMs ?? row.startMs + (row.startMs - rows[i - 1]!.startMs);
    return { ...row, endMs: next };
  });
}

/** Σ kWh × SEK/kWh over the overlap of each consumption interval with each price interval, kr. */
function independentKr(prices: readonly RawInterval[], readings: readonly { startMs: number; kwh: number }[], minutes: number): number {
  let kr = 0;
  let j = 0;
  for (const { startMs, kwh } of readings) {
    const endMs = startMs + minutes * 60_000;
    while (prices[j]!.endMs <= startMs) j += 1;
    for (let k = j; k < prices.length && prices[k]!.startMs < endMs; k += 1) {
      const overlap = Math.min(endMs, prices[k]!.endMs) - Math.max(startMs, prices[k]!.startMs);
      kr += kwh * (overlap / (endMs - startMs)) * prices[k]!.sek;
    }
  }
  return kr;
}

/** A file of `minutes` rows from local midnight of `from` to local midnight of `to`, with a varying use. */
function meterText(from: string, to: string, minutes: 15 | 60): string {
  const rows = ['Anläggning: 735999000000000001', 'Tidpunkt;Förbrukning (kWh)'];
  const end = stockholmMidnightMs(to);
  let ms = stockholmMidnightMs(from);
  for (let i = 0; ms < end; i += 1, ms += minutes * 60_000) {
    const local = toStockholmIso(ms);
    const kwh = ((i * 7919) % 1000) / (minutes === 60 ? 400 : 1600) + 0.05;
    rows.push(`${local.slice(0, 10)} ${local.slice(11, 16)};${kwh.toFixed(3).replace('.', ',')}`);
  }
  return rows.join('\r\n');
}

const RANGE = { from: '2023-01-01', to: '2026-04-14' };

function siteDays(area: PriceArea, months: readonly string[]) {
  const available = new Set(
    allSpotMonths()
      .filter((m) => m.area === area)
      .map((m) => m.month),
  );
  return months.filter((month) => available.has(month)).flatMap((month) => getSpotMonthFile(area, month).days);
}

(haveRaw ? describe : describe.skip)('the spot cost of a meter file, to the öre against the raw prices', () => {
  it.each([
    ['SE3', 'a year of hours across the change to quarter-hour prices', '2025-04-01', '2026-04-01', 60],
    ['SE4', 'a year of quarter-hours, hourly prices until 30 September 2025', '2025-04-14', '2026-04-14', 15],
    ['SE1', 'a year of hours in 2023-2024, both DST days', '2023-07-01', '2024-07-01', 60],
  ] as const)('%s: %s', (area, _, from, to, minutes) => {
    const file = parseMeterFile(meterText(from, to, minutes));
    expect(file.error).toBeNull();
    expect(file.gaps).toEqual([]);
    expect(file.duplicates).toEqual([]);
    expect(file.resolution).toBe(minutes);
    const cost = spotCost(file.readings, minutes, siteDays(area, monthsOf(file.readings, minutes)), RANGE);
    expect(cost.missingDays).toEqual([]);
    const expected = independentKr(rawIntervals(area), file.readings, minutes);
    expect(Math.abs(cost.spotKr - expected)).toBeLessThan(0.005);
    expect(cost.pricedKwh).toBeCloseTo(cost.totalKwh, 9);
    expect(cost.years).toBeCloseTo(1, 9);
  });
});
