/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, the default config) on the site's key routes,
 * alternating with a bare Next.js page built from the same Next and React (the floor,
 * bench/floor-app/), both static exports served gzip-compressed on 127.0.0.1 by the host of
 * scripts/serve.mjs. Prints the medians per route beside the floor's and writes them to
 * .reports/lighthouse.{json,md}. A benchmark, not a gate: exit 0 unless it could not run (2);
 * with --check, exit 1 when a route misses the targets (docs/benchmarks.md).
 *
 * The spot-price API: /elpris-just-nu fetches today's prices from NEXT_PUBLIC_ELPRIS_API_BASE,
 * which is baked in at build time. --build builds the site into out-bench/ with that base pointing
 * at the e2e tests' mock (tests/e2e/spot-api-mock.ts), which this script starts on
 * 127.0.0.1:$BENCH_PORT+2, so no unreachable network is measured. An export built the ordinary
 * way still calls the real API: the report says so.
 *
 * Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded.
 * Ports: $BENCH_PORT (default 4700) the floor, +1 the site, +2 the spot-price mock.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';

import { startSpotApiMock, type SpotApiMock } from '../tests/e2e/spot-api-mock';
import { listExportedPages, resolvesInExport } from '../scripts/lib/export-pages';
import {
  compareWithFloor,
  FLOOR,
  KEY_ROUTES,
  markdownReport,
  median,
  OPTIONAL_ROUTES,
  parseBenchArgs,
  roundOrder,
  sampleFromLhr,
  selectRoutes,
  summarise,
  textTable,
  type BenchOptions,
  type BenchReport,
  type LhrLike,
  type RunSample,
} from './lib/lighthouse-bench';
import { pageWeight } from '../scripts/lib/site-check';

const PROJECT = path.resolve(__dirname, '..');
const BENCH = path.join(PROJECT, 'bench');
const FLOOR_APP = path.join(BENCH, 'floor-app');
const FLOOR_OUT = path.join(FLOOR_APP, 'out');
/** Written next to the floor's export: the versions it was built with. */
const FLOOR_STAMP = path.join(FLOOR_OUT, '.bench-build.json');
const BENCH_OUT = path.join(PROJECT, 'out-bench');
const REPORTS = path.join(PROJECT, '.reports');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4700);
const FLOOR_PORT = BASE_PORT;
const SITE_PORT = BASE_PORT + 1;
const MOCK_PORT = BASE_PORT + 2;
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;

const HELP = `npm run bench:lighthouse -- [flaggor]

  --rounds N     omgångar (standard 3); varje omgång mäter golvet före varje sida
  --build        bygg webbplatsen till out-bench/ (spotpris-API:t pekar på den lokala attrappen)
                 och golvsidan först; utan flaggan mäts out/ som den är
  --root DIR     mät en annan export (standard out-bench/ med --build, annars out/)
  --routes a,b   bara dessa sökvägar (standard: nyckelsidorna)
  --check        avsluta med 1 om en sida missar målen (docs/benchmarks.md)
  --save-lhr     spara varje Lighthouse-resultat i .reports/lighthouse/lhr/
  --throttling M simulate (standard: Lighthouses beräknade långsamma telefon) eller devtools
                 (sidan laddas verkligen över en strypt länk och CPU)

Miljö: CHROMIUM_PATH (standard /usr/bin/chromium), BENCH_PORT (standard 4700; +1, +2 används också).`;

class CannotRun extends Error {}

function packageVersion(name: string, from: string): string {
  const resolve = createRequire(path.join(from, 'noop.js')).resolve;
  const manifest = JSON.parse(readFileSync(resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return manifest.version;
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: PROJECT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new CannotRun(`"${command} ${args.join(' ')}" misslyckades (${result.status ?? result.signal}).`);
}

// ---------------------------------------------------------------------------------------------
// Builds

/** What the floor's export depends on: the versions it resolves and its own source files. */
function floorInputs(): { next: string; react: string; reactDom: string; sources: string } {
  const hash = createHash('sha256');
  const files = ['next.config.mjs', ...readdirSync(path.join(FLOOR_APP, 'app'), { recursive: true, encoding: 'utf8' }).map((f) => path.join('app', f))].sort();
  for (const file of files) {
    const full = path.join(FLOOR_APP, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return {
    next: packageVersion('next', FLOOR_APP),
    react: packageVersion('react', FLOOR_APP),
    reactDom: packageVersion('react-dom', FLOOR_APP),
    sources: hash.digest('hex').slice(0, 16),
  };
}

/**
 * Builds the floor with the project's own `next` binary (so `next`, `react` and `react-dom`
 * resolve to the project's node_modules), unless a build of the same inputs exists.
 */
function ensureFloor(force: boolean): void {
  const inputs = floorInputs();
  const stamp = existsSync(FLOOR_STAMP) ? readFileSync(FLOOR_STAMP, 'utf8') : '';
  if (!force && existsSync(path.join(FLOOR_OUT, 'index.html')) && stamp === JSON.stringify(inputs)) return;
  console.log(`Bygger golvsidan (Next ${inputs.next}, React ${inputs.react}) i bench/floor-app/ …`);
  run(process.execPath, [path.join(PROJECT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', FLOOR_APP]);
  writeFileSync(FLOOR_STAMP, JSON.stringify(inputs));
}

/**
 * Builds the site as `npm run build` does, with the spot-price API pointing at the local mock,
 * into out-bench/. The build writes out/; an existing out/ is set aside and put back.
 */
function buildSite(): void {
  const out = path.join(PROJECT, 'out');
  const kept = path.join(PROJECT, `out.bench-${process.pid}`);
  const hadOut = existsSync(out);
  if (hadOut) renameSync(out, kept);
  try {
    console.log(`Bygger webbplatsen med NEXT_PUBLIC_ELPRIS_API_BASE=${MOCK_ORIGIN} till out-bench/ …`);
    run('npm', ['run', '--silent', 'build'], { NEXT_PUBLIC_ELPRIS_API_BASE: MOCK_ORIGIN });
    rmSync(BENCH_OUT, { recursive: true, force: true });
    renameSync(out, BENCH_OUT);
  } finally {
    if (hadOut) {
      rmSync(out, { recursive: true, force: true });
      renameSync(kept, out);
    }
  }
}

/** Which spot-price API the export's JavaScript calls, in words for the report. */
function spotApiOf(root: string): { text: string; mocked: boolean } {
  const chunks = path.join(root, '_next', 'static', 'chunks');
  const files = existsSync(chunks) ? readdirSync(chunks).filter((f) => f.endsWith('.js')) : [];
  const code = files.map((f) => readFileSync(path.join(chunks, f), 'utf8'));
  if (code.some((c) => c.includes(MOCK_ORIGIN))) {
    return { text: `lokal attrapp (tests/e2e/spot-api-mock.ts) på ${MOCK_ORIGIN}, inbyggd vid bygget`, mocked: true };
  }
  return {
    text: 'exporten anropar det riktiga API:t (byggd utan --build); /elpris-just-nu mäts mot ett nät som kanske inte nås',
    mocked: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Servers

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new CannotRun(`Servern för ${url} avslutades (kod ${child.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new CannotRun(`${url} svarade inte inom ${timeoutMs / 1000} s.`);
}

/** Fails unless nothing listens on 127.0.0.1:`port` (else we might measure another server). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new CannotRun(`Port ${port} på 127.0.0.1 är upptagen. Välj andra portar med BENCH_PORT (standard 4700).`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The export served by scripts/serve.mjs (clean URLs, 404.html, gzip) in its own process. */
async function serve(root: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(PROJECT, 'scripts', 'serve.mjs'), '--port', String(port), '--root', root], {
    cwd: PROJECT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, child);
  return child;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** 'Chromium 156.0.8078.79' (the user agent Lighthouse reports only has the major version). */
function chromiumVersion(): string {
  const output = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /Chrom(?:e|ium) [\d.]+/.exec(output)?.[0] ?? 'Chromium (okänd version)';
}

/** The two packages this benchmark needs, from bench/'s own install (bench/package.json), which the site's `npm ci` does not install. */
interface LighthouseModule {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: unknown } | undefined>;
}
interface ChromeLauncherModule {
  launch: (options: { chromePath: string; chromeFlags: string[]; logLevel: string }) => Promise<{ port: number; kill: () => void }>;
}
/** Specifiers held in variables, so the type check of the site does not look for bench/'s packages. */
const LIGHTHOUSE = 'lighthouse';
const CHROME_LAUNCHER = 'chrome-launcher';

/**
 * Lighthouse and chrome-launcher are loaded with import(), not a static import: tsx would turn a
 * static import of these ES modules into require(), compiling them on the way with esbuild, which
 * adds a `__name` helper to functions that Lighthouse sends to the browser as source text
 * ('ReferenceError: __name is not defined' in computeBenchmarkIndex). import() leaves them as
 * they ship, and Node resolves them from this folder's node_modules.
 */
async function measure(url: string, lhrFile: string | null, throttling: BenchOptions['throttling']): Promise<RunSample> {
  const [{ default: lighthouse }, chromeLauncher] = (await Promise.all([import(LIGHTHOUSE), import(CHROME_LAUNCHER)])) as [
    LighthouseModule,
    ChromeLauncherModule,
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse gav inget resultat för ${url}.`);
    if (lhrFile) writeFileSync(lhrFile, JSON.stringify(result.lhr));
    return sampleFromLhr(result.lhr as LhrLike);
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------

async function bench(options: BenchOptions): Promise<number> {
  if (!existsSync(CHROMIUM)) throw new CannotRun(`Hittar ingen Chromium i ${CHROMIUM} (sätt CHROMIUM_PATH).`);
  ensureFloor(options.build);
  if (options.build) buildSite();

  const root = path.resolve(PROJECT, options.root ?? (options.build ? 'out-bench' : 'out'));
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CannotRun(`Hittar ingen byggd webbplats i ${root}. Kör "npm run build" eller använd --build.`);
  }
  const spotApi = spotApiOf(root);
  if (!spotApi.mocked) console.warn(`Obs: ${spotApi.text}. Kör med --build för att svara lokalt.`);

  const wanted = options.routes ?? [...KEY_ROUTES, ...OPTIONAL_ROUTES];
  const { present: routes, missing: skipped } = selectRoutes(wanted, (route) => resolvesInExport(route, root));
  for (const route of skipped) console.log(`Hoppar över ${route}: finns inte i ${path.relative(PROJECT, root)}/.`);
  if (routes.length === 0) throw new CannotRun('Ingen av sidorna finns i exporten.');

  const children: ChildProcess[] = [];
  let mock: SpotApiMock | null = null;
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await mock?.close();
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const samples = new Map<string, RunSample[]>();
  const loads: number[] = [];
  try {
    for (const port of [FLOOR_PORT, SITE_PORT, MOCK_PORT]) await assertPortFree(port);
    mock = await startSpotApiMock(MOCK_PORT);
    children.push(await serve(FLOOR_OUT, FLOOR_PORT));
    children.push(await serve(root, SITE_PORT));

    const lhrDir = options.saveLhr ? path.join(REPORTS, 'lighthouse', 'lhr') : null;
    if (lhrDir) {
      rmSync(lhrDir, { recursive: true, force: true });
      mkdirSync(lhrDir, { recursive: true });
    }
    const order = roundOrder(routes);
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const [index, route] of order.entries()) {
        const url = route === FLOOR ? `http://127.0.0.1:${FLOOR_PORT}/` : `http://127.0.0.1:${SITE_PORT}${route}`;
        const lhrFile = lhrDir
          ? path.join(lhrDir, `r${round}-${String(index).padStart(2, '0')}-${route === FLOOR ? 'floor' : route.slice(1).replace(/\//g, '_') || 'home'}.json`)
          : null;
        loads.push(loadavg()[0] ?? 0);
        const sample = await measure(url, lhrFile, options.throttling);
        samples.set(route, [...(samples.get(route) ?? []), sample]);
        console.log(
          `omgång ${round}/${options.rounds}  ${route.padEnd(26)} perf ${sample.performance.toFixed(2)}  ` +
            `LCP ${Math.round(sample.lcpMs)} ms  TBT ${Math.round(sample.tbtMs)} ms  CLS ${sample.cls.toFixed(3)}  last ${(loads.at(-1) ?? 0).toFixed(1)}`,
        );
      }
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }

  const floor = summarise(FLOOR, samples.get(FLOOR) ?? []);
  const rows = routes.map((route) => compareWithFloor(summarise(route, samples.get(route) ?? []), floor));
  const jsKib: Record<string, number> = {};
  const weighOf = (dir: string, urlPath: string) => {
    const page = listExportedPages(dir).find((p) => p.urlPath === urlPath);
    return page ? pageWeight(page, dir).totalGzipBytes / 1024 : undefined;
  };
  const floorJs = weighOf(FLOOR_OUT, '/');
  if (floorJs !== undefined) jsKib[FLOOR] = floorJs;
  for (const route of routes) {
    const kib = weighOf(root, route);
    if (kib !== undefined) jsKib[route] = kib;
  }
  const indices = [...samples.values()].flat().flatMap((s) => (s.benchmarkIndex === null ? [] : [s.benchmarkIndex]));
  const report: BenchReport = {
    date: new Date().toISOString(),
    rounds: options.rounds,
    versions: {
      next: packageVersion('next', PROJECT),
      react: packageVersion('react', PROJECT),
      lighthouse: packageVersion('lighthouse', BENCH),
      chromium: chromiumVersion(),
    },
    spotApi: spotApi.text,
    throttling: options.throttling,
    floor,
    rows,
    skipped,
    jsKib,
    benchmarkIndex: indices.length > 0 ? median(indices) : null,
    load: { min: Math.min(...loads), max: Math.max(...loads) },
  };

  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(REPORTS, 'lighthouse.md'), markdownReport(report));
  console.log(`\n${textTable(report)}\n`);
  console.log('Mål: perf ≥ golvets; LCP ≤ golvets median; CLS 0; a11y, BP, SEO 1,00.');
  console.log('Skrivet: .reports/lighthouse.md, .reports/lighthouse.json');

  const missing = rows.filter((row) => row.misses.length > 0);
  if (options.check && missing.length > 0) {
    console.error(`${missing.length} av ${rows.length} sidor missar målen.`);
    return 1;
  }
  return 0;
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(HELP);
    return;
  }
  try {
    process.exit(await bench(options));
  } catch (error) {
    console.error(error instanceof CannotRun ? error.message : error);
    process.exit(2);
  }
}

void main();
