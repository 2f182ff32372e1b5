import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stockholmDayMinutes, stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';

/** A row shaped like the elprisetjustnu.se API (and the tunaftw CSV columns). */
export interface ApiRow {
  SEK_per_kWh: number;
  EUR_per_kWh: number;
  EXR: number;
  time_start: string;
  time_end: string;
}

export const EXR = 11;

/** A full day of rows at the given resolution; `sek(i)` is the SEK/kWh price of interval i. */
export function rowsForDay(date: string, resolutionMinutes: 15 | 60, sek: (i: number) => number): ApiRow[] {
  const start = stockholmMidnightMs(date);
  const count = stockholmDayMinutes(date) / resolutionMinutes;
  return Array.from({ length: count }, (_, i) => {
    const from = start + i * resolutionMinutes * 60_000;
    const price = Math.round(sek(i) * 1e5) / 1e5;
    return {
      SEK_per_kWh: price,
      EUR_per_kWh: Math.round((price / EXR) * 1e5) / 1e5,
      EXR,
      time_start: toStockholmIso(from),
      time_end: toStockholmIso(from + resolutionMinutes * 60_000),
    };
  });
}

export function tunaftwCsv(rows: readonly ApiRow[]): string {
  const lines = rows.map((r) => [r.time_start, r.time_end, r.SEK_per_kWh, r.EUR_per_kWh, r.EXR].join(','));
  return ['time_start,time_end,SEK_per_kWh,EUR_per_kWh,EXR', ...lines].join('\n') + '\n';
}

export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `elvalet-${prefix}-`));
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
