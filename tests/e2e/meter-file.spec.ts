import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Request } from '@playwright/test';

import { stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';
import { parseMeterFile } from '@/lib/metering/parse';
import { monthsOf, spotCost } from '@/lib/metering/spot-cost';
import type { IntervalDay } from '@/lib/spot/interval-file';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';

/**
 * /min-forbrukning: a year of the visitor's quarter-hours is read in the browser and never leaves
 * it (every request of the page is watched while the file is read and priced), the figures are the
 * ones lib/metering gives from the build's own month files, and bad input says which line.
 */

const OUT = path.resolve(__dirname, '../../', process.env.ELVALET_OUT_DIR ?? 'out');
const FIXTURES = path.resolve(__dirname, '../fixtures/metering');
/** In the header block, in no other file of the site: a request carrying it carries the file. */
const MARKER = 'Anläggnings-id 735999000000000042';

function yearOfQuarters(): string {
  const rows = [MARKER, 'Tidpunkt;Förbrukning (kWh)'];
  const end = stockholmMidnightMs('2026-04-01');
  for (let i = 0, ms = stockholmMidnightMs('2025-04-01'); ms < end; i += 1, ms += 900_000) {
    const local = toStockholmIso(ms);
    rows.push(`${local.slice(0, 10)} ${local.slice(11, 16)};${(((i * 7919) % 1000) / 1600 + 0.05).toFixed(3).replace('.', ',')}`);
  }
  return rows.join('\r\n');
}

function builtDays(area: string, months: readonly string[]): IntervalDay[] {
  return months.flatMap(
    (month) => (JSON.parse(readFileSync(path.join(OUT, 'data/spotpriser', `${area}-${month}.json`), 'utf8')) as { days: IntervalDay[] }).days,
  );
}

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('a year of quarter-hours: priced in SE3, and the file is never sent', async ({ page }) => {
  const text = yearOfQuarters();
  const dir = mkdtempSync(path.join(tmpdir(), 'elvalet-matarfil-'));
  const file = path.join(dir, 'forbrukning.csv');
  writeFileSync(file, text, 'utf8');
  // A distinctive run of the file's own rows: no request's address or body may hold it either.
  const rows = text.split('\r\n').slice(2, 4).join('\r\n');

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/min-forbrukning');
  await expect(page.getByTestId('meter-tool')).toHaveAttribute('data-started', 'true');
  await expect(page.getByTestId('stays-on-device')).toContainText('Filen lämnar aldrig din enhet');

  await page.getByLabel('1. Ditt postnummer').fill('11122');
  await page.getByRole('button', { name: 'Hämta elområde' }).click();
  await expect(page.getByTestId('meter-area')).toContainText('elområde SE3');
  await page.getByTestId('meter-file-input').setInputFiles(file);

  await expect(page.getByTestId('meter-read')).toContainText('35 040 kvartsvärden'.replace(' ', '\u00a0'));
  const results = page.getByTestId('meter-results');
  await expect(results.getByTestId('meter-spot-cost')).toBeVisible();
  const summary = page.getByTestId('meter-summary');
  console.info(
    `/min-forbrukning: 35 040 quarter-hours parsed in ${await summary.getAttribute('data-parse-ms')} ms in the worker, ` +
      `${await summary.getAttribute('data-main-thread-ms')} ms on the main thread to take them in`,
  );

  // The figures are lib/metering's over the build's month files.
  const parsed = parseMeterFile(text);
  const expected = spotCost(parsed.readings, 15, builtDays('SE3', monthsOf(parsed.readings, 15)), { from: '2023-01-01', to: '2026-12-31' });
  expect(Number(await results.getByTestId('meter-spot-cost').getAttribute('data-value'))).toBeCloseTo(expected.spotKr, 3);
  expect(Number(await results.getByTestId('meter-weighted').getAttribute('data-value'))).toBeCloseTo(expected.weightedOre, 3);
  await expect(results.getByTestId('meter-types').locator('li')).not.toHaveCount(0);
  await expect(results.getByTestId('month-table').locator('tbody tr')).toHaveCount(12);

  for (const request of requests) {
    const body = request.postData() ?? '';
    expect(['GET', 'HEAD'], request.url()).toContain(request.method());
    expect(decodeURIComponent(request.url())).not.toContain('735999000000000042');
    expect(body).not.toContain('735999000000000042');
    expect(body).not.toContain(rows);
  }
  expect(requests.some((request) => request.url().includes('/data/spotpriser/SE3-2025-04.json'))).toBe(true);
  expect(requests.some((request) => request.url().includes('/data/spotpriser/SE3-2026-04.json'))).toBe(false);
  expect(await axeViolations(page, '[data-testid="meter-tool"]')).toEqual([]);
});

test('bad input names the line and keeps what was read', async ({ page }) => {
  await page.goto('/min-forbrukning');
  await expect(page.getByTestId('meter-tool')).toHaveAttribute('data-started', 'true');
  await page.getByTestId('meter-file-input').setInputFiles(path.join(FIXTURES, 'negative.csv'));
  await expect(page.getByTestId('meter-error')).toContainText('Rad 3: förbrukningen är negativ');
  await expect(page.getByTestId('meter-read')).toContainText('1 timvärde från');
  await expect(page.getByTestId('meter-needs-area')).toBeVisible();

  await page.getByTestId('meter-file-input').setInputFiles(path.join(FIXTURES, 'other-format.csv'));
  await expect(page.getByTestId('meter-error')).toContainText('Vi hittade ingen rad som börjar med ett datum');

  await page.getByText('Klistra in i stället').click();
  await page.getByLabel('Filens innehåll').fill('Tid,kWh\n2022-12-31 23:00,1\n2025-01-15 00:00,1\n');
  await page.getByRole('button', { name: 'Läs texten' }).click();
  await page.getByLabel('1. Ditt postnummer').fill('11122');
  await page.getByRole('button', { name: 'Hämta elområde' }).click();
  await expect(page.getByTestId('meter-outside')).toContainText('Rad 2: 31 december 2022 ligger utanför');
  await expect(page.getByTestId('meter-spot-cost')).toBeVisible();
});

test('the header’s Elavtal menu links to the page', async ({ page }) => {
  await page.goto('/');
  const links = await page.locator('header a[href="/min-forbrukning"]').count();
  expect(links).toBeGreaterThan(0);
});
