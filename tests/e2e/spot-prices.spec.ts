import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import monthlyAverages from '../../content/data/spot/monthly-averages.json';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { bundledAdvice, bundledDay, dayPriceText } from './support/bundled-spot';
import { SPOT_API_AREAS } from './spot-api-mock';

/** 10:07 in Stockholm: the 15-minute interval 10:00–10:15, index 40 of the day. */
const LIVE_NOW = new Date('2026-01-15T10:07:00+01:00');

function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test.describe('/elpris-just-nu', () => {
  test('shows today’s live prices, labelled, with rankings and the chart', async ({ page, spotApi }) => {
    const hydration = hydrationMessages(page);
    await page.clock.setFixedTime(LIVE_NOW);
    await page.goto('/elpris-just-nu');

    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag, 15 januari 2026');
    // The mock's price at interval 40 of 96 on an odd day, worked by hand: base × day factor ×
    // (1 + 0,3 × sin(40π/96)) = base × day factor × 1,28978, in öre (the site's unit for spot prices).
    // SE1 10 × 1,2 → 15,5; SE2 14 × 0,95 → 17,2; SE3 85 × 1,08 → 118,4; SE4 125 × 0,88 → 141,9 öre/kWh.
    // Sweden: 292,9 / 4 → 73,2.
    const shown = { SE1: '15,5', SE2: '17,2', SE3: '118,4', SE4: '141,9' };
    for (const area of SPOT_API_AREAS) {
      const card = page.getByTestId(`area-card-${area}`);
      await expect(card.getByTestId('area-price')).toHaveText(`${shown[area]}\u00A0öre/kWh`);
      await expect(card).toContainText('Just nu (kl. 10:00–10:15)');
    }
    await expect(page.getByTestId('sweden-average')).toHaveText('73,2\u00A0öre/kWh');

    // The mock makes odd days dearer in SE1 (+20 %) and SE3 (+8 %), cheaper in SE2 (−5 %) and SE4 (−12 %).
    await expect(page.getByTestId('area-card-SE1').locator('[data-trend]')).toHaveAttribute('data-trend', 'up');
    await expect(page.getByTestId('area-card-SE1').locator('[data-trend]')).toContainText('+20,0');
    await expect(page.getByTestId('area-card-SE2').locator('[data-trend]')).toHaveAttribute('data-trend', 'down');
    await expect(page.getByTestId('area-card-SE2').locator('[data-trend]')).toContainText('−5,0');
    expect(
      await page
        .getByTestId('ranking-cheapest')
        .locator('li')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-area'))),
    ).toEqual(['SE1', 'SE2', 'SE3', 'SE4']);
    expect(
      await page
        .getByTestId('ranking-change')
        .locator('li')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-area'))),
    ).toEqual(['SE1', 'SE4', 'SE3', 'SE2']);
    // One area at a time (the page's area, SE3), or all four when asked for.
    const chart = page.getByRole('img', { name: /^Spotpris i SE3 15 januari 2026 Lägst pris/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('path[data-area]')).toHaveCount(1);
    await page.getByRole('group', { name: 'Visa i grafen' }).getByText('Alla fyra').click();
    await expect(page.getByRole('img', { name: /Spotpris per elområde 15 januari 2026/ }).locator('path[data-area]')).toHaveCount(4);
    // Live prices at 10:07: SE3 and SE4 over 1,10 kr, so 'Vänta och jämför' is the one card marked now.
    await expect(page.getByTestId('advice-wait')).toContainText('Gäller nu');
    await expect(page.locator('[data-testid^="advice-"][data-active="true"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Elpriser tillhandahålls av Elpriset just nu.se' })).toHaveAttribute('href', 'https://www.elprisetjustnu.se');
    // Today for every area, and yesterday for the 24 h change.
    expect(spotApi.requests).toEqual(expect.arrayContaining(['/api/v1/prices/2026/01-15_SE3.json', '/api/v1/prices/2026/01-14_SE3.json']));
    expect(hydration).toEqual([]);
  });

  test('Uppdatera spins for a second and re-reads the live source', async ({ page, spotApi }) => {
    await page.clock.setFixedTime(LIVE_NOW);
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toContainText('Priser för i dag');
    const before = spotApi.requests.length;
    const button = page.getByRole('button', { name: 'Uppdatera' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page.getByTestId('refresh-icon')).toHaveClass(/animate-spin/);
    await expect(button).toBeEnabled({ timeout: 5000 });
    await expect(page.getByTestId('refresh-icon')).not.toHaveClass(/animate-spin/);
    expect(spotApi.requests.length).toBeGreaterThanOrEqual(before + 4);
    await expect(page.getByTestId('updated-at')).toContainText('15 januari 2026 kl. 10:07');
  });

  test('keeps the bundled day, says which day it is, and that new prices could not be fetched, when the API fails', async ({ page, spotApi }) => {
    await spotApi.fail();
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    await expect.poll(() => spotApi.requests.length).toBeGreaterThanOrEqual(4);

    // The mean of SE3's intervals on the bundled day (content/data/spot/latest-days.json), against the day before.
    await expect(page.getByTestId('area-card-SE3').getByTestId('area-price')).toHaveText(dayPriceText('SE3'));
    await expect(page.getByTestId('area-card-SE3')).toContainText(`Dygnsmedel ${bundledDay.label}`);
    await expect(page.getByTestId('area-card-SE3')).toContainText(`mot ${bundledDay.previousLabel}`);
    await expect(page.getByText(/just nu \(kl\./i)).toHaveCount(0);
    // One card at most is marked, the one the bundled day's prices call for (lib/spot/advice.ts;
    // its rules are unit-tested), with the day it held for.
    for (const kind of ['spot', 'fixed', 'wait'] as const) {
      await expect(page.getByTestId(`advice-${kind}`)).toHaveAttribute('data-active', String(bundledAdvice === kind));
    }
    if (bundledAdvice) await expect(page.getByTestId(`advice-${bundledAdvice}`)).toContainText(`Gällde ${bundledDay.label}`);
    // Elpriskollen lists fixed prices: the card leads to them.
    await expect(page.getByTestId('advice-fixed').getByRole('link', { name: 'Jämför fasta elavtal' })).toHaveAttribute('href', /^\/jamfor\?.*type=fast/);
    await expect(page.getByText('Gäller nu')).toHaveCount(0);
    // One calm line in Swedish that new prices could not be fetched; no alert (Next's
    // empty route announcer aside).
    await expect(page.getByTestId('fetch-failed')).toHaveText(`Nya priser kunde inte hämtas, så sidan visar fortfarande priserna för ${bundledDay.label}.`);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

    const requestsBefore = spotApi.requests.length;
    const button = page.getByRole('button', { name: 'Uppdatera' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page.getByTestId('refresh-icon')).toHaveClass(/animate-spin/);
    await expect(button).toBeEnabled({ timeout: 5000 });
    await expect(page.getByTestId('updated-at')).toContainText(/kontrollerat kl\. \d{2}:\d{2}/);
    await expect(page.getByTestId('data-day')).toHaveText(bundledDay.line);
    // The live source never answered, so the button only updates the time (docs/rules/spot-prices.md).
    expect(spotApi.requests.length).toBe(requestsBefore);
    // The dashboard in this state (header, footer and FAQ are the template's first view, templates.spec.ts).
    expect(await axeViolations(page, 'div:has(> section[aria-label="Datastatus"])')).toEqual([]);
  });

  test('the clock value refreshes every 60 seconds', async ({ page }) => {
    await page.clock.install({ time: LIVE_NOW });
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('clock')).toHaveText('10:07');
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('clock')).toHaveText('10:08');
  });
});

test.describe('/elpris-historik', () => {
  test('SE3 is selected by default; Välj SE1 moves the selection and the panel', async ({ page }) => {
    const hydration = hydrationMessages(page);
    await page.goto('/elpris-historik');
    await expect(page.getByTestId('compare-card-SE3')).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('compare-card-SE3')).toContainText('Vald');
    await expect(page.getByTestId('history-panel-SE3')).toBeVisible();
    await expect(page.getByTestId('history-panel-SE1')).toBeHidden();

    await page.getByRole('button', { name: 'Välj SE1' }).click();
    await expect(page.getByTestId('compare-card-SE1')).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('compare-card-SE1')).toContainText('Vald');
    await expect(page.getByTestId('compare-card-SE3')).not.toContainText('Vald');
    await expect(page.getByRole('button', { name: 'Välj SE1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('history-panel-SE1')).toBeVisible();
    await expect(page.getByTestId('history-panel-SE3')).toBeHidden();
    expect(await axeViolations(page, 'section[aria-labelledby="elomrade-heading"], [data-testid="history-panel-SE1"]')).toEqual([]);

    await page.getByRole('region', { name: 'Välj elområde' }).getByRole('button', { name: 'SE4' }).click();
    await expect(page.getByTestId('history-panel-SE4')).toBeVisible();
    await expect(page.getByTestId('compare-card-SE4')).toContainText('Vald');
    expect(hydration).toEqual([]);
  });

  test('Ladda ner data downloads the selected area’s CSV', async ({ page }) => {
    await page.goto('/elpris-historik');
    await page.getByRole('button', { name: 'Välj SE1' }).click();
    const downloadPromise = page.waitForEvent('download');
    await page
      .getByTestId('history-panel-SE1')
      .getByRole('link', { name: /Ladda ner data/ })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('elpris-historik-SE1.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Månad;Elområde;Medelpris (öre/kWh exkl. moms);Lägsta pris (öre/kWh);Högsta pris (öre/kWh);Timmar med data;Hela månaden');
    expect(lines).toHaveLength(monthlyAverages.SE1.length + 1);
    // content/data/spot/monthly-averages.json's SE1 January 2025, each figure rounded once to two decimals.
    const january = monthlyAverages.SE1.find((entry) => entry.month === '2025-01')!;
    const csv = (value: number) => value.toFixed(2).replace('.', ',');
    expect(lines).toContain(`2025-01;SE1;${csv(january.avg)};${csv(january.min)};${csv(january.max)};${january.hours};ja`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages show their data and charts', async ({ page }) => {
    await page.goto('/elpris-just-nu');
    await expect(page.getByTestId('data-day')).toHaveText(`Senaste dygn i vår data: ${bundledDay.label}`);
    await expect(page.getByRole('img', { name: /^Spotpris i SE3 .* Lägst pris/ })).toBeVisible();
    await expect(page.locator('table').first()).toBeAttached();
    await page.goto('/elpris-historik');
    await expect(page.getByTestId('history-panel-SE3')).toBeVisible();
    await expect(page.getByRole('img', { name: /Spotpris per månad i SE3/ })).toBeVisible();
    await expect(page.getByTestId('history-panel-SE3').getByRole('link', { name: /Ladda ner data/ })).toHaveAttribute('href', '/data/elpris-historik/SE3.csv');
  });
});

test.describe('/elpris-just-nu on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the day chart is readable: one area, a tall plot, labels at least 12 px', async ({ page, spotApi }) => {
    await spotApi.fail();
    await page.goto('/elpris-just-nu');
    // The live request has failed (and Chromium has logged it, as fail() declares) before the
    // chart of the bundled day is measured.
    await expect(page.getByTestId('fetch-failed')).toBeVisible();
    const chart = page.getByRole('img', { name: /^Spotpris i SE3 .* Lägst pris/ });
    await expect(chart.locator('path[data-area]')).toHaveCount(1);
    const box = (await chart.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(150);
    const sizes = await chart.locator('text').evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(sizes.length).toBeGreaterThan(4);
    // A glyph box is about 1,2 × the font size: 12 px text is at least 12 px tall.
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
