import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run refresh` (scripts/refresh.ts): brings the data up to date and leaves a deployable out/
 * only when everything passed.
 *
 * 1. `prices:update`: the spot prices after the bundled snapshot (ELPRIS_API_BASE, `--today`);
 * 2. `import:offers --if-newer`: it imports the offers of a newer raw snapshot when one is
 *    present, and otherwise leaves the catalogue as it is;
 * 3. `images`: the article images drawn from the bundled prices (the latest day's quarter-hours
 *    among them) are drawn again from the new data, so the build publishes them current;
 * 4. `build` into out-refresh/ (ELVALET_OUT_DIR; next build, sitemap, page policies and _headers);
 * 5. `test:site` over out-refresh/: every site check but the W3C checker (REFRESH_SITE_CHECK_ARGS),
 *    the security check included (tests/site/security.test.ts, the same as `npm run test:security`);
 * 6. only then out-refresh/ replaces out/ (two renames; the old export is removed last).
 *
 * Any failure stops the run, removes out-refresh/ and leaves out/ as it was. The data steps write
 * content/ all or nothing (prices:update validates every day before it writes), and what they
 * wrote stays for the next run even when a later step failed.
 */

export const STAGING_DIR = 'out-refresh';
export const OUT_DIR = 'out';
/** Where out/ waits during the swap; found at the start of a run, it is a swap that was cut off. */
export const PREVIOUS_DIR = 'out-previous';

export interface RefreshStep {
  name: string;
  /** npm script to run. */
  script: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * The refresh's site check is `npm run test:site` without the W3C Nu HTML Checker
 * (tests/site/html.test.ts). A refresh changes data, never markup: the checker's answer only
 * changes with the code, and CI runs it over every page of every change. It is also the check's
 * longest part (one Java thread, about 24 s of the 32 s on two cores, 2026-11-26). Every other site check
 * (head, canonical, JSON-LD, links, JS budget, sitemap, page list, security) runs on the refreshed pages.
 */
export const REFRESH_SITE_CHECK_ARGS = ['--testPathIgnorePatterns=tests/site/html\\.test\\.ts$'];

/** The steps in order; `today` goes to prices:update. */
export function refreshSteps(options: { today?: string } = {}): RefreshStep[] {
  const staged = { ELVALET_OUT_DIR: STAGING_DIR };
  return [
    { name: 'prices:update', script: 'prices:update', args: options.today ? [`--today=${options.today}`] : [], env: {} },
    { name: 'import:offers', script: 'import:offers', args: ['--if-newer'], env: {} },
    { name: 'images', script: 'images', args: [], env: {} },
    { name: 'build', script: 'build', args: [], env: staged },
    { name: 'test:site', script: 'test:site', args: REFRESH_SITE_CHECK_ARGS, env: staged },
  ];
}

/** Runs one npm script in `root`; resolves with its exit code. */
export type StepRunner = (step: RefreshStep, root: string) => Promise<number>;

export const runNpmScript: StepRunner = (step, root) =>
  new Promise((resolve, reject) => {
    const args = ['run', '--silent', step.script, ...(step.args.length > 0 ? ['--', ...step.args] : [])];
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

export type RefreshResult = { ok: true; steps: string[] } | { ok: false; failedStep: string; exitCode: number; steps: string[] };

export interface RefreshOptions {
  /** The project (package.json, content/, out/). */
  root: string;
  today?: string;
  run?: StepRunner;
  log?: (message: string) => void;
}

/** out/ ← out-refresh/, keeping out/ until the new one is in place. */
function swapIn(root: string): void {
  const out = path.join(root, OUT_DIR);
  const previous = path.join(root, PREVIOUS_DIR);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, previous);
  renameSync(path.join(root, STAGING_DIR), out);
  rmSync(previous, { recursive: true, force: true });
}

export async function refresh(options: RefreshOptions): Promise<RefreshResult> {
  const { root, run = runNpmScript, log = (message: string) => console.log(message) } = options;
  const out = path.join(root, OUT_DIR);
  const previous = path.join(root, PREVIOUS_DIR);
  const staging = path.join(root, STAGING_DIR);
  // A swap cut off between its two renames left out/ missing and the old export in out-previous/.
  if (!existsSync(out) && existsSync(previous)) {
    renameSync(previous, out);
    log(`Återställde ${OUT_DIR}/ från ${PREVIOUS_DIR}/ (ett tidigare byte avbröts).`);
  }
  rmSync(staging, { recursive: true, force: true });

  const steps = refreshSteps({ today: options.today });
  const done: string[] = [];
  for (const step of steps) {
    log(`\n=== refresh: ${step.name} ===`);
    const started = Date.now();
    const exitCode = await run(step, root);
    log(`--- ${step.name}: ${Math.round((Date.now() - started) / 1000)} s, kod ${exitCode}`);
    if (exitCode !== 0) {
      rmSync(staging, { recursive: true, force: true });
      log(`Uppdateringen stoppades vid ${step.name}; ${OUT_DIR}/ är orörd.`);
      return { ok: false, failedStep: step.name, exitCode, steps: done };
    }
    done.push(step.name);
  }
  if (!existsSync(path.join(staging, 'index.html'))) {
    log(`Bygget lämnade ingen ${STAGING_DIR}/index.html; ${OUT_DIR}/ är orörd.`);
    rmSync(staging, { recursive: true, force: true });
    return { ok: false, failedStep: 'build', exitCode: 1, steps: done };
  }
  swapIn(root);
  log(`Klart: ${OUT_DIR}/ är den nya exporten, redo att publiceras.`);
  return { ok: true, steps: done };
}
