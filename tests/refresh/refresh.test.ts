import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';

import { addDays, stockholmMidnightMs } from '@/lib/domain/stockholm-time';
import { formatDate } from '@/lib/format';

import { startSpotApiMock, type SpotApiMock } from '../e2e/spot-api-mock';
import { parseIcs } from '../support/ical';
import { LIVE_BUILD_ENV, LIVE_OUT_DIR } from '../e2e/support/live-build';
import { E2E_REFRESH_MOCK_PORT } from '../e2e/support/ports';

/**
 * `npm run refresh` end to end, in a copy of the project (it rewrites content/data/spot/ and out/),
 * against the local stand-in of the elprisetjustnu.se API (tests/e2e/spot-api-mock.ts):
 *
 * 1. the API has the days after the bundled snapshot: the refresh adds them, builds, checks and
 *    swaps in a new out/, whose /elpris-historik runs to the new last day and whose calendars of
 *    the cheapest hours hold the two new latest days;
 * 2. the API fails: the refresh stops at the price update and out/ and the data stay as they were.
 *
 * The copy is a deploy with Supabase (LIVE_BUILD_ENV: the PostgREST stand-in of the 'live'
 * Playwright project), so its refresh also builds and checks the site with live prices on, the
 * configuration CI's own build (without Supabase) does not have. When every case passed, its
 * export is kept as out-live/, the site the 'live' project tests: one build serves both, where a
 * second build of its own had cost CI about 30 s.
 *
 * One build (the success); the failure stops before building. About 2 minutes on two cores
 * alone (measured 2026-11-27: 98 s for the refresh with its build and its site checks, 4 s for the
 * failure, 7 s for the check); CI runs it beside its other steps from the start
 * (scripts/test-all.sh).
 */

jest.setTimeout(20 * 60_000);

const REPO = path.resolve(__dirname, '..', '..');
/** Not copied: dependencies (linked instead), build output, caches, reports. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.next',
  '.export',
  'out',
  'out-live',
  'out-refresh',
  'out-previous',
  'out-bench',
  'test-results',
  'playwright-report',
  'blob-report',
  '.reports',
  'coverage',
]);

let project: string;
let mock: SpotApiMock;
/** Cases that ran to their end; the export is kept as out-live/ only when all three did. */
let passed = 0;

/** `from` as hard links at `to` (nothing is written into them), or a real copy where links cannot be made. */
function linkOrCopy(from: string, to: string): void {
  if (spawnSync('cp', ['-al', from, to]).status === 0) return;
  rmSync(to, { recursive: true, force: true });
  const copied = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`Could not copy ${from}: ${copied.stderr}`);
}

function copyProject(): string {
  const dir = mkdtempSync(path.join(process.env.ELVALET_REFRESH_TMP || tmpdir(), 'elvalet-refresh-'));
  cpSync(REPO, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(REPO, source);
      const top = relative.split(path.sep)[0] ?? '';
      return relative === '' || (!NOT_COPIED.has(top) && !relative.startsWith(path.join('bench', 'node_modules')) && !relative.endsWith('.tsbuildinfo'));
    },
  });
  // Turbopack refuses a node_modules symlink that points outside the project, so hard links (a
  // second or two for ~40 000 files, no space), or a real copy when the temp dir is on another
  // file system (ELVALET_REFRESH_TMP chooses where the copy goes).
  linkOrCopy(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  // Not this checkout's build cache (.next/cache): without it the test needs nothing from a build
  // of the checkout, so CI starts it at once, beside lint (scripts/test-all.sh). It costs the
  // refresh about 15 s alone (98 s instead of 83 s, 2026-11-27: the copy is a deploy with
  // Supabase, whose inlined addresses differ from the checkout's build, so the cache held only in
  // part), less than the wait for the checkout's build it saves.
  return dir;
}

/** Runs `npm run refresh` in the copy; the mock answers from this process, so never spawnSync. */
function runRefresh(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'refresh', '--', ...args], {
      cwd: project,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ELVALET_TYPES_CHECKED: '1', CI: 'true', ...LIVE_BUILD_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(path.join(project, file), 'utf8')) as { latestDay: string; averagesThrough: string };

/** A fingerprint of a folder: every file's path and content hash. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}\0`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

beforeAll(async () => {
  project = copyProject();
  mock = await startSpotApiMock(E2E_REFRESH_MOCK_PORT).catch(() => startSpotApiMock(0));
});

afterAll(async () => {
  await mock?.close();
  if (!project) return;
  const live = path.join(REPO, LIVE_OUT_DIR);
  rmSync(live, { recursive: true, force: true });
  if (passed === 3) keep(path.join(project, 'out'), live);
  rmSync(project, { recursive: true, force: true });
});

/** Moves `from` to `to`; across file systems (the copy in the OS temp dir) a copy. */
function keep(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    cpSync(from, to, { recursive: true });
  }
}

it('adds the days the API has, rebuilds, checks and swaps in an out/ whose /elpris-historik runs to the new day', async () => {
  const before = readJson('content/data/spot/meta.json');
  const lastBefore = before.latestDay > before.averagesThrough ? before.latestDay : before.averagesThrough;
  // Two days later, so the update fetches lastBefore+1 … today+1 (tomorrow is published at ~13:00).
  const today = addDays(lastBefore, 2);
  const newLast = addDays(today, 1);
  expect(existsSync(path.join(project, 'out'))).toBe(false);

  const { code, output } = await runRefresh([`--today=${today}`], { ELPRIS_API_BASE: mock.origin });
  expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });

  expect(mock.requests).toContain(`/api/v1/prices/${addDays(lastBefore, 1).slice(0, 4)}/${addDays(lastBefore, 1).slice(5)}_SE3.json`);
  expect(readJson('content/data/spot/meta.json')).toMatchObject({ latestDay: newLast, averagesThrough: newLast });
  const history = readFileSync(path.join(project, 'out', 'elpris-historik.html'), 'utf8');
  expect(history).toContain(`till och med ${formatDate(newLast)}`);
  expect(history).not.toContain(`till och med ${formatDate(lastBefore)}`);
  // The calendars of the cheapest hours moved with the prices: the two new latest days, stamped
  // with the new data's date (ical.js reads them; tests/site/calendars.test.ts, run by the refresh
  // over its new build, checks every block against the model).
  for (const area of ['SE1', 'SE3']) {
    const calendar = parseIcs(readFileSync(path.join(project, 'out', 'data', 'kalender', `${area}.ics`), 'utf8'));
    const days = [...new Set(calendar.events.map((event) => /-(\d{4}-\d{2}-\d{2})@/.exec(event.uid)?.[1]))];
    expect({ area, days }).toEqual({ area, days: [addDays(newLast, -1), newLast] });
    expect(new Set(calendar.events.map((event) => event.stampMs))).toEqual(new Set([stockholmMidnightMs(newLast)]));
    expect(calendar.description).toContain(formatDate(newLast));
  }
  // The export is complete and deployable: its page policies and host file are there, the staging folder is gone.
  expect(history).toContain('<meta http-equiv="Content-Security-Policy"');
  expect(existsSync(path.join(project, 'out', '_headers'))).toBe(true);
  expect(existsSync(path.join(project, 'out', 'sitemap.xml'))).toBe(true);
  expect(existsSync(path.join(project, 'out-refresh'))).toBe(false);
  expect(output).toContain('Klart: out/ är den nya exporten');
  // Built for a deploy with Supabase: its pages may reach it (the page policies' connect-src).
  expect(/connect-src [^;"]*/.exec(history)?.[0]).toContain(` ${LIVE_BUILD_ENV.NEXT_PUBLIC_SUPABASE_URL}`);
  passed += 1;
});

it('leaves the site and the data as they were when the price API fails', async () => {
  expect(existsSync(path.join(project, 'out', 'index.html'))).toBe(true);
  const outBefore = fingerprint(path.join(project, 'out'));
  const dataBefore = fingerprint(path.join(project, 'content', 'data', 'spot'));
  const meta = readJson('content/data/spot/meta.json');

  let failing: Server | undefined;
  try {
    failing = createServer((_, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable'));
    await new Promise<void>((resolve) => failing!.listen(0, '127.0.0.1', () => resolve()));
    const origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const { code, output } = await runRefresh([`--today=${addDays(meta.latestDay, 3)}`], { ELPRIS_API_BASE: origin });
    expect(code).not.toBe(0);
    expect(output).toContain('Uppdateringen stoppades vid prices:update; out/ är orörd.');
    expect(output).not.toContain('=== refresh: build ===');
  } finally {
    await new Promise<void>((resolve) => (failing ? failing.close(() => resolve()) : resolve()));
  }

  expect(fingerprint(path.join(project, 'out'))).toBe(outBefore);
  expect(fingerprint(path.join(project, 'content', 'data', 'spot'))).toBe(dataBefore);
  expect(existsSync(path.join(project, 'out-refresh'))).toBe(false);
  passed += 1;
});

it('the security check the refresh runs refuses a staged export with a leaked secret', () => {
  // Cheap stand-in for a failing build or check without a second build: the same swap rule is
  // unit-tested step by step in tests/unit/deploy/refresh.test.ts. Here only that the real
  // security check, run the way the refresh runs it, refuses an export with a secret.
  const staged = path.join(project, 'out-refresh');
  // The check only reads; the leak is a new file.
  linkOrCopy(path.join(project, 'out'), staged);
  writeFileSync(path.join(staged, 'leak.txt'), 'sb_secret_abcdefghijklmnopqrstuvwxyz');
  try {
    const check = spawnSync('npm', ['run', '--silent', 'test:security'], {
      cwd: project,
      env: { ...process.env, ...LIVE_BUILD_ENV, ELVALET_OUT_DIR: 'out-refresh' },
      encoding: 'utf8',
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('leak.txt: Supabase secret key');
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  passed += 1;
});
