/**
 * `npm run bench:prefetch`: what the client router fetches ahead on each template's largest page
 * (tests/e2e/support/templates.ts) when a reader loads it and scrolls to its end: the route
 * payloads (.txt) requested, their routes and bytes, on load and in all. Serves the export with
 * scripts/serve.mjs (gzip, as a host would) on 127.0.0.1 and loads each page in Debian's Chromium
 * at 1280 × 800 with the mouse left alone, so only Next's viewport prefetch and the links a page
 * shows run; it scrolls one screen at a time and waits for the network to settle after each step,
 * so every link that comes into view gets its chance (a reader who scrolls faster gets fewer). Writes .reports/prefetch.{md,json}.
 *
 *   npm run bench:prefetch                          # out/, every template's largest page
 *   npm run bench:prefetch -- --root out-before --routes /,/stader/stockholm
 *
 * Port: BENCH_PORT + 3 (default 4703). Chromium: CHROMIUM_PATH, else Debian's headless shell or chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { templateSamples } from '../tests/e2e/support/templates';
import { isRoutePayload, prefetchTable, summarisePage, type PagePrefetch, type PayloadRequest } from './lib/prefetch-bench';

const PROJECT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4700) + 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

function option(name: string): string | null {
  const at = process.argv.indexOf(name);
  return at > -1 ? (process.argv[at + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const root = path.resolve(PROJECT, option('--root') ?? 'out');
  const routes = option('--routes')?.split(',').filter(Boolean) ?? templateSamples().map((sample) => sample.path);
  const server = spawn(process.execPath, [path.join(PROJECT, 'scripts', 'serve.mjs'), '--port', String(PORT), '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1' },
  });
  process.once('exit', () => server.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    server.stdout?.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs avslutades (${code}); är porten ${PORT} upptagen?`)));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const rows: PagePrefetch[] = [];
  let unread = 0;
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const requests: PayloadRequest[] = [];
      const pending: Promise<void>[] = [];
      let scrolled = false;
      page.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        if (!isRoutePayload(pathname)) return;
        // Counted at once; the sizes follow (a body Chromium no longer holds stays 0 and is reported).
        const entry: PayloadRequest = { pathname, bytes: 0, transferBytes: 0, onScroll: scrolled };
        requests.push(entry);
        pending.push(
          (async () => {
            entry.transferBytes = (await request.sizes()).responseBodySize;
            entry.bytes = (await (await request.response())?.body())?.length ?? 0;
          })().catch(() => {
            unread += 1;
          }),
        );
      });
      await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'networkidle' });
      // Prefetches start after hydration, which on a busy machine can end after the network first went quiet.
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      scrolled = true;
      for (;;) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        // The router queues a link's prefetch a moment after it comes into view (longer on a busy
        // machine) and drops it once the link has scrolled away: wait for it before moving on.
        await page.waitForTimeout(600);
        await page.waitForLoadState('networkidle');
        if (atEnd) break;
      }
      await page.waitForLoadState('networkidle');
      page.removeAllListeners('requestfinished');
      await Promise.all(pending);
      const row = summarisePage(route, requests);
      rows.push(row);
      console.log(
        `${route}: ${row.routes} rutter, ${row.requests} förfrågningar, ${Math.round(row.bytes / 1000)} kB (på laddning ${row.onLoad.routes} rutter, ${Math.round(row.onLoad.bytes / 1000)} kB)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const reports = path.join(PROJECT, '.reports');
  mkdirSync(reports, { recursive: true });
  const table = prefetchTable(rows);
  writeFileSync(path.join(reports, 'prefetch.md'), `# Förhämtning vid en sidvisning, ${path.relative(PROJECT, root) || root}\n\n${table}`);
  writeFileSync(path.join(reports, 'prefetch.json'), `${JSON.stringify({ date: new Date().toISOString(), root, rows }, null, 2)}\n`);
  if (unread > 0) console.warn(`Obs: ${unread} svar kunde inte läsas och räknas med 0 byte.`);
  console.log(`\n${table}\nSkrivet: .reports/prefetch.md, .reports/prefetch.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
