/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { REFRESH_SITE_CHECK_ARGS, refresh, refreshSteps, type RefreshStep } from '@/scripts/lib/refresh';

/**
 * The refresh's order and its swap, with fake steps (the real run, with builds, is
 * tests/refresh/refresh.test.ts).
 */

describe('refreshSteps', () => {
  it('updates prices and offers, redraws the article images, builds into out-refresh/ and checks it there', () => {
    expect(refreshSteps().map((step) => [step.name, step.args, step.env])).toEqual([
      ['prices:update', [], {}],
      ['import:offers', ['--if-newer'], {}],
      ['images', [], {}],
      ['build', [], { ELVALET_OUT_DIR: 'out-refresh' }],
      ['test:site', ['--testPathIgnorePatterns=tests/site/html\\.test\\.ts$'], { ELVALET_OUT_DIR: 'out-refresh' }],
    ]);
  });

  it('leaves out only the W3C checker of the site checks', () => {
    const pattern = new RegExp(REFRESH_SITE_CHECK_ARGS[0]!.split('=')[1]!);
    const siteTests = readdirSync(path.join(__dirname, '..', '..', 'site')).filter((file) => file.endsWith('.test.ts'));
    expect(siteTests.filter((file) => pattern.test(`/repo/tests/site/${file}`))).toEqual(['html.test.ts']);
  });

  it('passes --today on to the price update', () => {
    expect(refreshSteps({ today: '2026-04-16' })[0]!.args).toEqual(['--today=2026-04-16']);
  });
});

describe('refresh', () => {
  let root: string;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'elvalet-refresh-unit-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ scripts: { build: 'x' } }));
    mkdirSync(path.join(root, 'out'));
    writeFileSync(path.join(root, 'out', 'index.html'), 'old');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Steps that succeed, the build writing out-refresh/index.html; `failAt` fails one with code 2. */
  function fakeRun(failAt?: string) {
    const ran: string[] = [];
    const run = async (step: RefreshStep, dir: string) => {
      ran.push(step.name);
      if (step.name === 'build') {
        mkdirSync(path.join(dir, step.env.ELVALET_OUT_DIR!), { recursive: true });
        writeFileSync(path.join(dir, step.env.ELVALET_OUT_DIR!, 'index.html'), 'new');
      }
      return step.name === failAt ? 2 : 0;
    };
    return { ran, run };
  }

  it('swaps the checked build in when every step passed', async () => {
    const { ran, run } = fakeRun();
    const result = await refresh({ root, run, log: () => {} });
    expect(result).toEqual({ ok: true, steps: ['prices:update', 'import:offers', 'images', 'build', 'test:site'] });
    expect(ran).toEqual(result.steps);
    expect(read('out/index.html')).toBe('new');
    expect(existsSync(path.join(root, 'out-refresh'))).toBe(false);
    expect(existsSync(path.join(root, 'out-previous'))).toBe(false);
  });

  it.each(['prices:update', 'build', 'test:site'])('keeps the old out/ when %s fails, and stops there', async (failing) => {
    const { ran, run } = fakeRun(failing);
    const result = await refresh({ root, run, log: () => {} });
    expect(result).toMatchObject({ ok: false, failedStep: failing, exitCode: 2 });
    expect(ran.at(-1)).toBe(failing);
    expect(read('out/index.html')).toBe('old');
    expect(existsSync(path.join(root, 'out-refresh'))).toBe(false);
  });

  it('keeps the old out/ when the build wrote no export', async () => {
    const result = await refresh({ root, run: async () => 0, log: () => {} });
    expect(result).toMatchObject({ ok: false, failedStep: 'build' });
    expect(read('out/index.html')).toBe('old');
  });

  it('puts back an out/ that a cut-off swap left in out-previous/, before anything else', async () => {
    rmSync(path.join(root, 'out'), { recursive: true });
    mkdirSync(path.join(root, 'out-previous'));
    writeFileSync(path.join(root, 'out-previous', 'index.html'), 'old');
    const result = await refresh({ root, run: fakeRun('prices:update').run, log: () => {} });
    expect(result.ok).toBe(false);
    expect(read('out/index.html')).toBe('old');
  });
});
