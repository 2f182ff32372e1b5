import type { Page } from '@playwright/test';

import { withoutVat } from '../../lib/domain/constants';
import { energyTaxRate } from '../../lib/domain/energy-tax';
import { formatNumber } from '../../lib/format';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { mockDayRows, type MockArea } from './spot-api-mock';
import { bundledTariff } from './support/bundled-grid';
import { bundledDay } from './support/bundled-spot';

/**
 * On /elpris-just-nu (and the cheapest blocks on /optimering), against the local stand-in
 * for the price API (tests/e2e/spot-api-mock.ts; no test needs the network): tomorrow before and
 * after publication, the DST days, Stockholm dates, the API down, a malformed or wrong-day body, a
 * slow answer, a device clock in another year, the quarter-hour/hourly switch and what a kWh costs.
 */

const FUNCTIONAL_CONSENT = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });
const NBSP = '\u00A0';
/** Skellefteå (municipality 2482) pays the reduced energy tax of the site's tax period (lib/domain/energy-tax.ts). */
const SKELLEFTEA_TAX = energyTaxRate('2482');
const tomorrowRequests = (requests: readonly string[], file: string) => requests.filter((path) => path.endsWith(file)).length;

/** The stand-in's prices of a day in öre/kWh, as the page keeps them (1/100 öre). */
function mockOre(area: MockArea, date: string): number[] {
  return mockDayRows(area, date).map((row) => Math.round(row.SEK_per_kWh * 10_000) / 100);
}

const clock = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });
const clockAt = (iso: string, quarters: number) => clock.format(new Date(Date.parse(iso) + quarters * 15 * 60_000));
const ore = (value: number) => `${value.toFixed(1).replace('.', ',')}${NBSP}öre/kWh`;

/** Brute force, independent of the page's code: the first cheapest run of `length` quarters starting in [first, lastStart]. */
function cheapestRun(prices: readonly number[], length: number, first: number, lastStart: number) {
  let best = { start: -1, sum: Number.POSITIVE_INFINITY };
  for (let start = first; start <= lastStart; start += 1) {
    let sum = 0;
    for (let i = start; i < start + length; i += 1) sum += Math.round(prices[i]! * 100);
    if (sum < best.sum) best = { start, sum };
  }
  return { start: best.start, average: best.sum / length / 100 };
}

/** Warnings the page logs about prices ('Elpriser: …', 'Optimering: …'). */
function priceWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /^(Elpriser|Optimering):/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Hydration and the live answers take seconds on a busy 2-core machine. */
const LOAD = { timeout: 15_000 };

/** Picks a chip of the 'I dag och i morgon' section (an area, or 'Per kvart' / 'Per timme') as a visitor does: by its label. */
async function choose(page: Page, label: string) {
  await page.getByTestId('today-tomorrow').getByText(label, { exact: true }).click();
}

/** Waits until today's live prices and tomorrow's (published by default in the stand-in) are shown. */
async function bothDaysShown(page: Page) {
  await expect(page.getByTestId('data-day')).toContainText('Priser för i dag', LOAD);
  await expect(page.getByTestId('day-imorgon')).toBeVisible(LOAD);
}

const NOT_PUBLISHED = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

test.describe('/elpris-just-nu: tomorrow', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  test('before publication it says when tomorrow is expected and asks again at most every 10 minutes while visible; after, it shows both days', async ({
    page,
    spotApi,
    consoleErrors,
  }) => {
    consoleErrors.expect(NOT_PUBLISHED, 'the API answers 404 for tomorrow before ~13:00 (Chromium logs each 404)');
    const warnings = priceWarnings(page);
    spotApi.scenario({ publishedThrough: '2026-01-15' });
    await page.clock.install({ time: new Date('2026-01-15T11:00:00+01:00') });
    await page.goto('/elpris-just-nu');

    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag, 15 januari 2026', LOAD);
    const status = page.getByTestId('tomorrow-status');
    await expect(status).toContainText('Morgondagens priser (16 januari 2026) är inte publicerade än.', LOAD);
    await expect(status).toContainText('De publiceras vanligtvis runt kl. 13.');
    await expect(page.getByTestId('fetch-failed')).toHaveCount(0);
    const asked = () => tomorrowRequests(spotApi.requests, '/2026/01-16_SE3.json');
    await expect.poll(asked).toBe(1);

    // Each answer is awaited on the page (the status names the time of the last ask) before the
    // clock moves on: moving it past the request's 10 s timeout first would abort the request.
    await expect(status).toContainText(/senast kl\. 11[.:]00/);
    await page.clock.runFor(9 * 60_000);
    expect(asked()).toBe(1);
    await page.clock.runFor(60_000);
    await expect.poll(asked).toBe(2);
    await expect(status).toContainText(/senast kl\. 11[.:]10/);

    // Hidden: no asking, however long; back in view after 10 minutes: at once.
    await setVisibility(page, 'hidden');
    await page.clock.runFor(30 * 60_000);
    expect(asked()).toBe(2);
    await setVisibility(page, 'visible');
    await expect.poll(asked).toBe(3);
    await expect(status).toContainText(/senast kl\. 11[.:]40/);

    // 13:00: published. The next ask, ten minutes on, shows it.
    spotApi.scenario({});
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByRole('heading', { name: 'I morgon, 16 januari 2026' })).toBeVisible(LOAD);
    await expect(page.getByTestId('block-3-tomorrow')).toBeVisible();
    expect(asked()).toBe(4);
    // A 404 before publication is not a failure: no warning, no message.
    expect(warnings).toEqual([]);
    expect(await axeViolations(page, '[data-testid="today-tomorrow"]')).toEqual([]);
  });

  test('after publication: both days with average, lowest, highest, change, the current hour, and a 3-hour block across midnight', async ({
    page,
    spotApi,
  }) => {
    await page.clock.setFixedTime(new Date('2026-01-15T22:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await bothDaysShown(page);
    const today = mockOre('SE3', '2026-01-15');
    const tomorrow = mockOre('SE3', '2026-01-16');
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

    const todayPanel = page.getByTestId('day-idag');
    const tomorrowPanel = page.getByTestId('day-imorgon');
    await expect(todayPanel.getByRole('heading')).toHaveText('I dag, 15 januari 2026');
    await expect(tomorrowPanel.getByRole('heading')).toHaveText('I morgon, 16 januari 2026');
    await expect(page.getByTestId('idag-average')).toHaveText(ore(mean(today)));
    await expect(page.getByTestId('imorgon-average')).toHaveText(ore(mean(tomorrow)));
    await expect(page.getByTestId('imorgon-min')).toContainText(ore(Math.min(...tomorrow)));
    await expect(page.getByTestId('imorgon-max')).toContainText(ore(Math.max(...tomorrow)));
    // The stand-in makes odd days 8 % dearer in SE3: tomorrow (the 16th) is cheaper than today.
    const change = ((mean(tomorrow) - mean(today)) / mean(today)) * 100;
    await expect(tomorrowPanel.locator('[data-trend]')).toHaveAttribute('data-trend', 'down');
    await expect(tomorrowPanel.locator('[data-trend]')).toContainText(`\u2212${Math.abs(change).toFixed(1).replace('.', ',')}`);
    // The current hour is marked in today's chart only.
    await expect(page.getByTestId('idag-graf-nu')).toBeAttached();
    await expect(page.getByTestId('imorgon-graf-nu')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Spotpris i SE3 16 januari 2026, per kvart/ })).toBeVisible();

    // Today's blocks start from now's quarter (22:00, index 88) and may run into tomorrow.
    const both = [...today, ...tomorrow];
    const run = cheapestRun(both, 12, 88, 95);
    const block = page.getByTestId('block-3-today');
    await expect(page.getByRole('columnheader', { name: 'I dag, från kl. 22:00' })).toBeVisible();
    await expect(block).toContainText(`${clockAt('2026-01-15T00:00:00+01:00', run.start)}–${clockAt('2026-01-15T00:00:00+01:00', run.start + 12)}`);
    await expect(block).toContainText('(över midnatt)');
    await expect(block).toContainText(ore(run.average));
    const nextDay = cheapestRun(tomorrow, 24, 0, tomorrow.length - 24);
    await expect(page.getByTestId('block-6-tomorrow')).toContainText(
      `${clockAt('2026-01-16T00:00:00+01:00', nextDay.start)}–${clockAt('2026-01-16T00:00:00+01:00', nextDay.start + 24).replace(/^00:00$/, '24:00')}`,
    );
    await expect(page.getByTestId('block-6-tomorrow')).toContainText(ore(nextDay.average));
    expect(spotApi.requests).toContain('/api/v1/prices/2026/01-16_SE3.json');

    // Per timme: each hour is the mean of its four quarters, in the table and the chart.
    await choose(page, 'Per timme');
    await todayPanel.locator('summary').click();
    const rows = page.getByTestId('idag-table').locator('tbody tr');
    await expect(rows).toHaveCount(24);
    const firstHour = mean(today.slice(0, 4));
    await expect(rows.first()).toContainText(firstHour.toFixed(1).replace('.', ','));
    await expect(page.getByTestId('idag-table').locator('tr[aria-current="time"]')).toContainText('22:00–23:00');
    await expect(page.getByRole('img', { name: /Spotpris i SE3 15 januari 2026, per timme/ })).toBeVisible();
    expect(await axeViolations(page, '[data-testid="today-tomorrow"]')).toEqual([]);
  });

  test('the area choice asks for that area’s tomorrow', async ({ page, spotApi }) => {
    await page.clock.setFixedTime(new Date('2026-01-15T14:00:00+01:00'));
    await page.goto('/elpris-just-nu');
    await bothDaysShown(page);
    await choose(page, 'SE4');
    await expect(page.getByRole('heading', { name: 'Vad en kWh kostar i SE4' })).toBeVisible();
    await expect(page.getByTestId('imorgon-average')).toHaveText(ore(mockOre('SE4', '2026-01-16').reduce((s, v) => s + v, 0) / 96), LOAD);
    expect(spotApi.requests).toContain('/api/v1/prices/2026/01-16_SE4.json');
  });

  test('DST: the spring day has 92 quarters and 23 hours, the autumn day 100 quarters and 25 hours', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-28T14:00:00+01:00'));
    await page.goto('/elpris-just-nu');
    await bothDaysShown(page);
    const spring = page.getByTestId('day-imorgon');
    await expect(spring.getByRole('heading')).toHaveText('I morgon, 29 mars 2026');
    await spring.locator('summary').click();
    await expect(page.getByTestId('imorgon-table').locator('tbody tr')).toHaveCount(92);
    await choose(page, 'Per timme');
    const hours = page.getByTestId('imorgon-table').locator('tbody th');
    await expect(hours).toHaveCount(23);
    expect(await hours.allTextContents()).not.toContain('02:00–03:00');
    // The clock skips 02:00–03:00: the hour after 01:00–02:00 is 03:00–04:00.
    expect((await hours.allTextContents()).slice(0, 3)).toEqual(['00:00–01:00', '01:00–02:00', '03:00–04:00']);

    await page.clock.setFixedTime(new Date('2026-10-25T10:00:00+01:00'));
    await page.reload();
    await bothDaysShown(page);
    const autumn = page.getByTestId('day-idag');
    await expect(autumn.getByRole('heading')).toHaveText('I dag, 25 oktober 2026');
    await autumn.locator('summary').click();
    await choose(page, 'Per kvart');
    await expect(page.getByTestId('idag-table').locator('tbody tr')).toHaveCount(100);
    await choose(page, 'Per timme');
    const autumnHours = await page.getByTestId('idag-table').locator('tbody th').allTextContents();
    expect(autumnHours).toHaveLength(25);
    // The clock runs 02:00–03:00 twice.
    expect(autumnHours.filter((text) => text === '02:00–03:00')).toHaveLength(2);
    await expect(page.getByTestId('day-imorgon').getByRole('heading')).toHaveText('I morgon, 26 oktober 2026');
  });

  test.describe('in another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('“i dag” and “i morgon” follow Stockholm time', async ({ page, spotApi }) => {
      // 00:30 on 15 January in Stockholm is 18:30 on the 14th in New York.
      await page.clock.setFixedTime(new Date('2026-01-15T00:30:00+01:00'));
      await page.goto('/elpris-just-nu');
      await bothDaysShown(page);
      await expect(page.getByTestId('data-day')).toContainText('Priser för i dag, 15 januari 2026');
      await expect(page.getByTestId('clock')).toHaveText('00:30');
      await expect(page.getByTestId('day-imorgon').getByRole('heading')).toHaveText('I morgon, 16 januari 2026');
      expect(spotApi.requests).toEqual(expect.arrayContaining(['/api/v1/prices/2026/01-15_SE3.json', '/api/v1/prices/2026/01-16_SE3.json']));
    });
  });
});

test.describe('/elpris-just-nu: when the API fails', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  test('API down (503): keeps the bundled day, logs one warning and says so in Swedish', async ({ page, spotApi, consoleErrors }) => {
    spotApi.scenario({ status: 503 });
    consoleErrors.expect(/^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)$/, 'the stand-in answers 503');
    const warnings = priceWarnings(page);
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('fetch-failed')).toBeVisible(LOAD);
    await expect(page.getByTestId('fetch-failed')).toHaveText(`Nya priser kunde inte hämtas, så sidan visar fortfarande priserna för ${bundledDay.label}.`);
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    await expect(page.getByRole('heading', { name: `Senaste dygn i vår data, ${bundledDay.label}` })).toBeVisible();
    await expect(page.getByTestId('tomorrow-status')).toContainText('visas här när dagens priser har kunnat hämtas');
    expect(warnings).toHaveLength(1);
  });

  test('a malformed body: the same, one warning', async ({ page, spotApi }) => {
    spotApi.scenario({ malformed: true });
    const warnings = priceWarnings(page);
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('fetch-failed')).toBeVisible(LOAD);
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    expect(warnings).toHaveLength(1);
  });

  test('a body for the wrong day: today’s keeps the bundled day; tomorrow’s keeps today and says tomorrow could not be fetched', async ({ page, spotApi }) => {
    const warnings = priceWarnings(page);
    await page.clock.setFixedTime(new Date('2026-01-15T14:00:00+01:00'));
    spotApi.scenario({ wrongDay: ['2026-01-15'] });
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('fetch-failed')).toBeVisible(LOAD);
    expect(warnings).toHaveLength(1);

    spotApi.scenario({ wrongDay: ['2026-01-16'] });
    await page.reload();
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag, 15 januari 2026', LOAD);
    await expect(page.getByTestId('tomorrow-status')).toContainText(
      'Morgondagens priser kunde inte hämtas (kl. 14:00). Vi försöker igen om tio minuter.',
      LOAD,
    );
    await expect(page.getByTestId('fetch-failed')).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('morgondagens'))).toHaveLength(1);
  });

  test('slow: an answer within 10 s is shown', async ({ page, spotApi }) => {
    spotApi.scenario({ delayMs: 1500 });
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag, 15 januari 2026', LOAD);
    await expect(page.getByTestId('fetch-failed')).toHaveCount(0);
  });

  test('slow: after 10 s the page stops waiting, keeps what it shows, logs one warning and says so', async ({ page, spotApi }) => {
    spotApi.scenario({ delayMs: 4000 });
    const warnings = priceWarnings(page);
    await page.clock.install({ time: new Date('2026-01-15T10:07:00+01:00') });
    await page.goto('/elpris-just-nu');
    await expect.poll(() => spotApi.requests.length).toBeGreaterThanOrEqual(4);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('fetch-failed')).toBeVisible(LOAD);
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    expect(warnings).toHaveLength(1);
  });

  test('a device clock in another year does not crash the page', async ({ page, spotApi, consoleErrors }) => {
    consoleErrors.expect(NOT_PUBLISHED, 'the API has no prices for 2099');
    spotApi.scenario({ publishedThrough: '2026-12-31' });
    await page.clock.setFixedTime(new Date('2099-06-01T12:00:00+02:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('fetch-failed')).toBeVisible(LOAD);
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    await expect(page.getByTestId('clock')).toHaveText('12:00');
    await expect(page.getByTestId('block-3-today')).toBeVisible();
  });
});

test.describe('/elpris-just-nu: the switch and what a kWh costs', () => {
  test('the quarter-hour/hourly choice is remembered with functional consent', async ({ page }) => {
    await page.addInitScript((consent) => window.localStorage.setItem('cookie-consent', consent), FUNCTIONAL_CONSENT);
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag', LOAD);
    await expect(page.getByRole('radio', { name: 'Per kvart' })).toBeChecked();
    await choose(page, 'Per timme');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Per timme' })).toBeChecked(LOAD);
    await expect(page.getByTestId('idag-table').locator('tbody tr')).toHaveCount(24);
  });

  test('without functional consent nothing is remembered', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('clock')).toBeVisible(LOAD);
    await choose(page, 'Per timme');
    await expect(page.getByRole('radio', { name: 'Per timme' })).toBeChecked();
    await page.reload();
    await expect(page.getByTestId('clock')).toBeVisible(LOAD);
    await expect(page.getByRole('radio', { name: 'Per kvart' })).toBeChecked();
    expect(await page.evaluate(() => window.localStorage.getItem('elvalet-remembered-inputs'))).toBeNull();
  });

  test('with a remembered postcode, contract type and grid operator every part of the price is named and added', async ({ page }) => {
    await page.addInitScript((consent) => {
      window.localStorage.setItem('cookie-consent', consent);
      window.localStorage.setItem(
        'elvalet-remembered-inputs',
        JSON.stringify({ version: 1, postalCode: '93102', area: 'SE1', contractChoice: 'rorligt', gridTariffId: 'skelleftea-kraft-elnat-ab', mainFuse: 16 }),
      );
    }, FUNCTIONAL_CONSENT);
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag', LOAD);
    await expect(page.getByTestId('today-tomorrow').getByRole('radio', { name: 'SE1' })).toBeChecked();
    const panel = page.getByTestId('kwh-price');
    await expect(panel.getByRole('heading')).toHaveText('Vad en kWh kostar i SE1');
    const row = (part: string) => panel.locator(`tr[data-part="${part}"]`);
    // The stand-in's SE1 price at 10:00–10:15 on the 15th: 0,1 × 1,2 × (1 + 0,3 sin(40π/96)) = 15,48 öre.
    await expect(row('spot')).toContainText('Just nu, kl. 10:00–10:15');
    await expect(row('spot').locator('td')).toHaveText('15,5');
    await expect(row('energyTax')).toContainText(`Sänkt skattesats ${SKELLEFTEA_TAX.year} i Skellefteå (postnummer 931 02)`, LOAD);
    await expect(row('energyTax').locator('td')).toHaveText(formatNumber(SKELLEFTEA_TAX.oreExVat, 1));
    // Skellefteå Kraft Elnät's transfer fee at 16 A, incl. VAT in its label and excl. VAT in the column.
    const transfer = bundledTariff('skelleftea-kraft-elnat-ab');
    const transferOre =
      transfer.tariff.transferFee.status === 'known' && transfer.tariff.transferFee.type === 'fixed' ? transfer.tariff.transferFee.orePerKwh[16] : undefined;
    expect(transferOre).toBeDefined();
    await expect(row('transfer')).toContainText(`${transfer.operator.name}, 16 A: ${formatNumber(transferOre!, 1)}${NBSP}öre/kWh inkl. moms`, LOAD);
    await expect(row('transfer').locator('td')).toHaveText(formatNumber(withoutVat(transferOre!), 1));
    await expect(row('markup')).toContainText('Medianen av påslag och rörliga kostnader för');
    await expect(row('markup')).toContainText('rörliga avtal i SE1 enligt Elpriskollen (Energimarknadsinspektionen), hämtat');
    await expect(row('markup')).toContainText('för ”Rörligt” som du valde på Jämför elavtal');
    // The total is the parts plus 25 % moms (each part shown to one decimal, so within 0,1 öre).
    const cells = await panel.locator('tbody tr:not([data-part="vat"]) td').allTextContents();
    const sum = cells.reduce((total, text) => total + Number(text.replace(',', '.').replace('\u2212', '-')), 0);
    const total = Number((await panel.getByTestId('kwh-total').textContent())!.replace(/\s*öre\/kWh/, '').replace(',', '.'));
    expect(Math.abs(total - sum * 1.25)).toBeLessThanOrEqual(0.15);
    await expect(panel).toContainText('Pris per kWh = spotpris + elhandlarens påslag + energiskatt + elnätets överföringsavgift, och på summan 25 % moms.');
    expect(await axeViolations(page, '[data-testid="kwh-price"]')).toEqual([]);
  });

  test('a typed postcode gives its municipality’s tax and its price area; a bad one gets the Swedish message', async ({ page }) => {
    await withConsentGiven(page);
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag', LOAD);
    const panel = page.getByTestId('kwh-price');
    await expect(panel.locator('tr[data-part="markup"] td')).toHaveText('ingår inte');
    await expect(panel.locator('tr[data-part="transfer"] td')).toHaveText('ingår inte');
    const field = panel.getByLabel('Postnummer (för energiskatten)');
    await field.fill('123');
    await panel.getByRole('button', { name: 'Räkna med min kommun' }).click();
    await expect(panel.getByText('Ange ett giltigt svenskt postnummer (5 siffror)')).toBeVisible();
    await expect(field).toHaveValue('123');
    await field.fill('931 02');
    await panel.getByRole('button', { name: 'Räkna med min kommun' }).click();
    await expect(page.getByTestId('today-tomorrow').getByRole('radio', { name: 'SE1' })).toBeChecked(LOAD);
    await expect(panel.locator('tr[data-part="energyTax"]')).toContainText(`Sänkt skattesats ${SKELLEFTEA_TAX.year} i Skellefteå (postnummer 931 02)`, LOAD);
    await expect(panel.locator('tr[data-part="energyTax"] td')).toHaveText(formatNumber(SKELLEFTEA_TAX.oreExVat, 1));
    expect(await page.evaluate(() => window.localStorage.getItem('elvalet-remembered-inputs'))).toBeNull();
  });
});

test.describe('/optimering: the same blocks', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  test('with live prices: today and tomorrow, the same blocks as /elpris-just-nu; without: the bundled day, named', async ({ page, spotApi }) => {
    await page.clock.setFixedTime(new Date('2026-01-15T22:07:00+01:00'));
    await page.goto('/elpris-just-nu');
    await bothDaysShown(page);
    const shown = await page.getByTestId('block-3-today').textContent();
    const shownTomorrow = await page.getByTestId('block-3-tomorrow').textContent();
    await page.goto('/optimering');
    await expect(page.getByTestId('price-day')).toContainText('Dagens spotpris i SE3 i dag, 15 januari 2026, hämtat från Elpriset just nu', LOAD);
    await expect(page.getByTestId('block-3-tomorrow')).toHaveText(shownTomorrow!, LOAD);
    await expect(page.getByTestId('block-3-today')).toHaveText(shown!);

    await spotApi.fail();
    const before = spotApi.requests.length;
    await page.reload();
    await expect.poll(() => spotApi.requests.length, LOAD).toBeGreaterThanOrEqual(before + 4);
    await expect(page.getByTestId('price-day')).toContainText('senaste dygnet i vår data');
    await expect(page.getByRole('columnheader', { name: bundledDay.label })).toBeVisible();
    await expect(page.getByTestId('block-3-tomorrow')).toHaveCount(0);
  });
});
