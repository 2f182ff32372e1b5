import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the elprisetjustnu.se price API on 127.0.0.1, serving rows of the recorded shape
 * ({SEK_per_kWh, EUR_per_kWh, EXR, time_start, time_end}, ex VAT) for any day and area, so the
 * e2e suite never touches the network (CI has none, and Chromium logs every failed fetch as a
 * console error). Prices are a deterministic function of area, day and interval.
 */

export const SPOT_API_AREAS = ['SE1', 'SE2', 'SE3', 'SE4'] as const;
export type MockArea = (typeof SPOT_API_AREAS)[number];

const BASE_SEK: Record<MockArea, number> = { SE1: 0.1, SE2: 0.14, SE3: 0.85, SE4: 1.25 };
/** Odd days of the month are this much dearer than even days, so the 24 h change is known. */
export const ODD_DAY_CHANGE: Record<MockArea, number> = { SE1: 0.2, SE2: -0.05, SE3: 0.08, SE4: -0.12 };
const EXR = 11.1;

/** SEK/kWh of interval `index` (of `count`) on `date` in `area`. */
export function mockSekPerKwh(area: MockArea, date: string, index: number, count: number): number {
  const oddDay = Number(date.slice(8, 10)) % 2 === 1;
  const dayFactor = oddDay ? 1 + ODD_DAY_CHANGE[area] : 1;
  const shape = 1 + 0.3 * Math.sin((Math.PI * index) / count);
  return Math.round(BASE_SEK[area] * dayFactor * shape * 1e5) / 1e5;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' });

function offsetMinutes(epochMs: number): number {
  const name = offsetFormat.formatToParts(new Date(epochMs)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

function stockholmMidnight(date: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  return utc - offsetMinutes(utc - 2 * 3_600_000) * 60_000;
}

function isoStockholm(epochMs: number): string {
  const offset = offsetMinutes(epochMs);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function mockDayRows(area: MockArea, date: string) {
  const start = stockholmMidnight(date);
  const next = stockholmMidnight(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  const count = (next - start) / (15 * 60_000);
  return Array.from({ length: count }, (_, i) => {
    const from = start + i * 15 * 60_000;
    const sek = mockSekPerKwh(area, date, i, count);
    return {
      SEK_per_kWh: sek,
      EUR_per_kWh: Math.round((sek / EXR) * 1e5) / 1e5,
      EXR,
      time_start: isoStockholm(from),
      time_end: isoStockholm(from + 15 * 60_000),
    };
  });
}

const PATH = /^\/api\/v1\/prices\/(\d{4})\/(\d{2})-(\d{2})_(SE[1-4])\.json$/;

export interface SpotApiMock {
  origin: string;
  /** Paths requested so far, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the mock on 127.0.0.1 (`port` 0 picks a free one). */
export function startSpotApiMock(port = 0): Promise<SpotApiMock> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(path);
    const match = PATH.exec(path);
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    if (!match) {
      res.writeHead(404, headers).end('[]');
      return;
    }
    const [, year, month, day, area] = match;
    res.writeHead(200, headers).end(JSON.stringify(mockDayRows(area as MockArea, `${year}-${month}-${day}`)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${actual}`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
