/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Browser tests wait on the page's state (a text, an attribute, a role, hydration, the requests
 * they started: tests/e2e/support/settled.ts), never on the network being quiet for a while or on
 * a fixed time: both pass or fail with the machine's load (docs/testing.md, "Flaky tests").
 */

const E2E_DIR = path.join(__dirname, '..', '..', 'e2e');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.(ts|mjs|js)$/.test(name) ? [full] : [];
  });
}

/** `text`'s lines that match `pattern`, as 'file:line: text'. */
function hits(pattern: RegExp): string[] {
  return sources(E2E_DIR).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(E2E_DIR, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const NETWORK_IDLE = /networkidle/;
const FIXED_WAIT = /\bwaitForTimeout\s*\(/;

it('finds the e2e sources', () => {
  expect(sources(E2E_DIR).length).toBeGreaterThan(10);
});

it('no e2e test waits for the network to be idle', () => {
  expect(hits(NETWORK_IDLE)).toEqual([]);
});

it('no e2e test waits a fixed time', () => {
  expect(hits(FIXED_WAIT)).toEqual([]);
});

it('the patterns catch the waits they are meant to forbid', () => {
  expect(NETWORK_IDLE.test("await page.waitForLoadState('networkidle');")).toBe(true);
  expect(NETWORK_IDLE.test('await page.goto(url, { waitUntil: "networkidle" });')).toBe(true);
  expect(FIXED_WAIT.test('await page.waitForTimeout(200);')).toBe(true);
  expect(FIXED_WAIT.test("await expect(page.getByRole('status')).toBeVisible();")).toBe(false);
});
