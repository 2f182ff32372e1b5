import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the elprisetjustnu.se price API on 127.0.0.1, serving rows of the recorded shape
 * ({SEK_per_kWh, EUR_per_kWh, EXR, time_start, time_end}, ex VAT) for any day and area, so the
 * e2e suite never touches the network (CI has none, and Chromium logs every failed fetch as a
 * console error). Prices are a deterministic function of area, day and interval. A scenario
 * (MockScenario) makes it answer like the API before publication, down, malformed or slow.
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

/**
 * How the stand-in answers, for the failure and publication cases of docs/rules/spot-prices.md. The e2e fixture
 * sets it on the stand-in (SpotApiControl.scenario); `{}` publishes every day.
 */
export interface MockScenario {
  /** Days after this one answer 404, as the real API does before the ~13:00 auction result. */
  publishedThrough?: string;
  /** Every request answers with this HTTP status (503: the API is down). */
  status?: number;
  /** These days (all when true) answer 200 with a body that is not JSON. */
  malformed?: true | string[];
  /** These days answer 200 with the rows of the day before (a body for the wrong day). */
  wrongDay?: string[];
  /** Every answer waits this many milliseconds (a slow API). */
  delayMs?: number;
}

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The answer to one request path under a scenario: status and body text. */
export function mockAnswer(path: string, scenario: MockScenario = {}): { status: number; body: string } {
  const match = PATH.exec(path);
  if (!match) return { status: 404, body: '[]' };
  const [, year, month, day, area] = match;
  const date = `${year}-${month}-${day}`;
  if (scenario.status !== undefined) return { status: scenario.status, body: '{"error":"unavailable"}' };
  if (scenario.publishedThrough !== undefined && date > scenario.publishedThrough) return { status: 404, body: '[]' };
  if (scenario.malformed === true || scenario.malformed?.includes(date)) return { status: 200, body: '[{"SEK_per_kWh": 0.5, "time_start": ' };
  const rowsOf = scenario.wrongDay?.includes(date) ? previousDate(date) : date;
  return { status: 200, body: JSON.stringify(mockDayRows(area as MockArea, rowsOf)) };
}

export interface SpotApiMock {
  origin: string;
  /** Paths requested so far, oldest first. */
  requests: string[];
  /** How it answers from now on; `{}`, every day published, until set. */
  scenario: MockScenario;
  close(): Promise<void>;
}

/**
 * Starts the mock on 127.0.0.1 (`port` 0 picks a free one); over HTTPS with `tls` (a key and a
 * certificate in PEM), as the real API is reached.
 */
export function startSpotApiMock(port = 0, tls?: { key: string; cert: string }): Promise<SpotApiMock> {
  const requests: string[] = [];
  let mock: SpotApiMock | undefined;
  const answer: http.RequestListener = (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(path);
    const scenario = mock?.scenario ?? {};
    const { status, body } = mockAnswer(path, scenario);
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    const send = () => {
      if (!res.destroyed) res.writeHead(status, headers).end(body);
    };
    if (scenario.delayMs) setTimeout(send, scenario.delayMs);
    else send();
  };
  const server = tls ? https.createServer(tls, answer) : http.createServer(answer);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      mock = {
        origin: `${tls ? 'https' : 'http'}://127.0.0.1:${actual}`,
        requests,
        scenario: {},
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive connections of a browser still open would hold close() back.
            server.closeAllConnections();
          }),
      };
      resolve(mock);
    });
  });
}
