import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { addDays, ISO_OFFSET_DATETIME, stockholmDate } from '@/lib/domain/stockholm-time';

import type { DaysByArea, SpotDay } from './day-view';

/**
 * Today's prices read in the browser from the public elprisetjustnu.se API (docs/rules/spot-prices.md, "Live
 * prices in the browser"): /api/v1/prices/{YYYY}/{MM}-{DD}_{SE1..SE4}.json, rows of
 * {SEK_per_kWh, EUR_per_kWh, EXR, time_start, time_end}, ex VAT, 96 a day since 2025-10-01
 * (92/100 on DST days), 24 before. The guard below is hand-written: zod would add ~30 KiB to the
 * page's JavaScript for the same few checks.
 */

export const DEFAULT_ELPRIS_API_BASE = 'https://www.elprisetjustnu.se';
/** How long the browser waits for the live source before it keeps the bundled day. */
export const LIVE_FETCH_TIMEOUT_MS = 10_000;

/** Inlined at build time; an operator (or a test build) can point it elsewhere. */
export function elprisApiBase(): string {
  return (process.env.NEXT_PUBLIC_ELPRIS_API_BASE || DEFAULT_ELPRIS_API_BASE).replace(/\/+$/, '');
}

/** The API's address of one area's day: {base}/api/v1/prices/{YYYY}/{MM}-{DD}_{area}.json. */
export function priceUrl(base: string, date: string, area: PriceArea): string {
  const [year, month, day] = date.split('-');
  return `${base.replace(/\/+$/, '')}/api/v1/prices/${year}/${month}-${day}_${area}.json`;
}

/** Row counts of a day: 15-minute (DST days 92/100) or hourly (23/25). */
const COUNTS: Readonly<Record<number, 15 | 60>> = { 92: 15, 96: 15, 100: 15, 23: 60, 24: 60, 25: 60 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The API answer for `date` as a compact day, or null when anything is off: not an array, a row
 * without a finite SEK price, a row count that is no day's, or a time_start out of sequence.
 * Rows are keyed on time_start (one bundled autumn-DST row has a wrong time_end).
 */
export function parseApiDay(json: unknown, date: string): SpotDay | null {
  if (!Array.isArray(json)) return null;
  const resolution = COUNTS[json.length];
  if (!resolution) return null;
  const prices: number[] = [];
  let start = '';
  let startMs = 0;
  for (const [i, row] of json.entries()) {
    if (!isRecord(row)) return null;
    const { SEK_per_kWh: sek, time_start: timeStart } = row;
    if (typeof sek !== 'number' || !Number.isFinite(sek)) return null;
    if (typeof timeStart !== 'string' || !ISO_OFFSET_DATETIME.test(timeStart)) return null;
    const ms = Date.parse(timeStart);
    if (i === 0) {
      if (!timeStart.startsWith(`${date}T00:00:00`)) return null;
      start = timeStart;
      startMs = ms;
    } else if (ms !== startMs + i * resolution * 60_000) {
      return null;
    }
    // kr → öre, kept to 1/100 öre like the bundled data.
    prices.push(Math.round(sek * 10_000) / 100);
  }
  return { date, resolutionMinutes: resolution, start, prices };
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status?: number; json(): Promise<unknown> }>;

/** The API answers 404 for a day it has no file for yet: tomorrow's before the auction result (~13:00). */
const NOT_PUBLISHED = 404;

/**
 * One area's day, or null when the API has no file for it (404: not published yet, which is
 * normal for tomorrow before ~13:00). Anything else that is not a valid day of `date` rejects:
 * an HTTP error, a malformed body, or a body for another day.
 */
export async function fetchPublishedDay(fetchImpl: FetchLike, base: string, date: string, area: PriceArea, signal?: AbortSignal): Promise<SpotDay | null> {
  const response = await fetchImpl(priceUrl(base, date, area), { signal });
  if (response.status === NOT_PUBLISHED) return null;
  if (!response.ok) throw new Error(`${area} ${date}: HTTP ${response.status ?? 'error'}`);
  const day = parseApiDay(await response.json(), date);
  if (!day) throw new Error(`${area} ${date}: unexpected answer`);
  return day;
}

async function fetchDay(fetchImpl: FetchLike, base: string, date: string, area: PriceArea, signal?: AbortSignal) {
  const day = await fetchPublishedDay(fetchImpl, base, date, area, signal);
  if (!day) throw new Error(`${area} ${date}: not published`);
  return day;
}

/** All four areas for one day, or a rejection if any area fails (a partial Sweden is not shown). */
export async function fetchAllAreas(fetchImpl: FetchLike, base: string, date: string, signal?: AbortSignal): Promise<DaysByArea> {
  const days = await Promise.all(PRICE_AREAS.map((area) => fetchDay(fetchImpl, base, date, area, signal)));
  return { SE1: days[0]!, SE2: days[1]!, SE3: days[2]!, SE4: days[3]! };
}

export interface LivePrices {
  today: DaysByArea;
  /** The day before, for the 24 h change; empty when it could not be read. */
  yesterday: Partial<DaysByArea>;
  fetchedAtMs: number;
}

/** Today's prices (Stockholm day of `nowMs`) and, best effort, yesterday's. */
export async function fetchLivePrices(fetchImpl: FetchLike, base: string, nowMs: number, signal?: AbortSignal): Promise<LivePrices> {
  const date = stockholmDate(nowMs);
  const [today, yesterday] = await Promise.all([
    fetchAllAreas(fetchImpl, base, date, signal),
    fetchAllAreas(fetchImpl, base, addDays(date, -1), signal).catch(() => ({})),
  ]);
  return { today, yesterday, fetchedAtMs: Date.now() };
}

/** Runs `run` with a signal that aborts after `ms`; the timer is cleared either way. */
export async function withAbortTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
