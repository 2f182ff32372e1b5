import type { Page } from '@playwright/test';

import { energyTaxRate } from '../../lib/domain/energy-tax';
import { formatKr, formatOrePerKwh } from '../../lib/format';
import { fullBillView } from '../../lib/grid/full-bill';

import { axeViolations, expect, test, withConsentGiven, openJamfor } from './fixtures';
import { calculator as calc } from './pages/calculator';
import { bundledTariff } from './support/bundled-grid';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * The full bill on /kalkylator and /jamfor (docs/rules/grid-tariffs.md): Ellevio, 20 A, 5 000 kWh a year in
 * SE3 gives the same grid parts and energy tax on both pages (GRID_AND_TAX below), each page's supply is
 * the cheapest offer it shows, and the parts add up; a filled-in link, the municipality-first
 * picker and the 375 px layout.
 */

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const kronor = (text: string) => Number(text.replace(/[^\d]/g, ''));
const section = (page: Page) => page.getByRole('region', { name: 'Ditt elnätsbolag' });
const LIST_URL = '/data/elnatsavgifter.json';

/**
 * Ellevio at 20 A, 5 000 kWh a year, full energy tax: fixed fee, transfer, power fee, the usual
 * authority fees (its page does not say), energy tax; per year and month. Computed from the bundled
 * tariff with the site's bill model (worked by hand on a fixture in tests/unit/grid/full-bill.test.ts),
 * so a re-import of the grid tariffs or a new tax year changes nothing here.
 */
const GRID_AND_TAX = (() => {
  const ellevio = bundledTariff('ellevio');
  const view = fullBillView({
    annualKwh: 5000,
    supply: { pricePerKwhOre: 100, monthlyFeeKr: 0 },
    fuse: 20,
    spotOreExVat: 50,
    pick: { kind: 'chosen', operatorName: ellevio.operator.name, tariff: ellevio.tariff },
  });
  if (view.kind !== 'total') throw new Error(`No full bill for Ellevio 20 A: ${view.kind}`);
  return view.result.parts
    .filter((part) => part.id !== 'supply')
    .map((part) => (part.status === 'known' ? [formatKr(part.yearKr), formatKr(part.monthKr)].map(spaced) : [part.reason]));
})();

const FUNCTIONAL_CONSENT = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });

/** Opens the section, picks Ellevio and 20 A, and returns the parts and the total as shown. */
async function pickEllevio20(page: Page, bill = section(page)) {
  const picker = bill.getByRole('combobox', { name: 'Ditt elnätsbolag' });
  await picker.click();
  await picker.fill('Ellevio');
  await bill.getByRole('option', { name: 'Ellevio', exact: true }).click();
  await bill.getByRole('combobox', { name: 'Huvudsäkring' }).selectOption('20');
  const table = bill.getByRole('table', { name: 'Kostnadens delar per år och per månad, inklusive moms' });
  const total = table.getByRole('row', { name: /^Totalt/ });
  await expect(total).toBeVisible();
  const parts = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
  const totalCells = (await total.getByRole('cell').allTextContents()).map(spaced);
  return { parts: parts.map((cells) => cells.map(spaced)), total: totalCells };
}

test.describe('the full bill', () => {
  test('Ellevio, 20 A, 5 000 kWh a year in SE3: the same grid parts and tax on /kalkylator and /jamfor, parts that add up', async ({ page }) => {
    test.slow();
    await withConsentGiven(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LIST_URL)) listRequests.push(request.url());
    });

    // No price typed: the calculator's full bill (open under the result) uses the area's cheapest offer.
    await calc.open(page);
    await calc.kwh(page).fill('5000');
    await expect(calc.area(page)).toHaveValue('SE3');
    await calc.calculate(page).click();
    const cheapest = kronor((await page.getByTestId('cheapest-offer-cost').textContent()) ?? '');
    expect(cheapest).toBeGreaterThan(0);
    const bill = page.getByRole('region', { name: 'Hela elkostnaden' });
    await expect(bill.getByTestId('full-bill-supply')).toContainText('det billigaste avtalet i elområde SE3');
    const calculator = await pickEllevio20(page, bill);
    // Elhandel is the cheapest offer shown above; the grid parts and the tax are Ellevio's and the state's.
    expect(kronor(calculator.parts[0]?.[0] ?? '')).toBe(cheapest);
    expect(calculator.parts.slice(1)).toEqual(GRID_AND_TAX);
    expect(calculator.parts.reduce((sum, [year]) => sum + kronor(year ?? ''), 0)).toBe(kronor(calculator.total[0] ?? ''));
    await expect(bill.getByText(/energiskatten är räknad med full skattesats/)).toBeVisible();
    expect(await axeViolations(page, '[data-testid="full-bill"]')).toEqual([]);

    await openJamfor(page, '/jamfor');
    await expect(page.getByRole('heading', { level: 2, name: /elområde SE3/ })).toBeVisible();
    expect(listRequests).toHaveLength(1);
    await section(page).getByRole('button', { name: 'Välj ditt elnätsbolag' }).click();
    const yearly = section(page).getByRole('textbox', { name: 'Årsförbrukning (kWh per år)' });
    await yearly.fill('5000');
    await expect(section(page).getByTestId('full-bill-supply')).toContainText('det billigaste avtalet i listan ovan');
    const compare = await pickEllevio20(page);
    // /jamfor's supply is its own list's cheapest offer; the grid parts and the tax are the same.
    expect(compare.parts.slice(1)).toEqual(GRID_AND_TAX);
    expect(compare.parts.reduce((sum, [year]) => sum + kronor(year ?? ''), 0)).toBe(kronor(compare.total[0] ?? ''));
    expect(await axeViolations(page, '[data-testid="full-bill"]')).toEqual([]);
  });

  test('the operator list is fetched only when the picker opens', async ({ page }) => {
    await withConsentGiven(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LIST_URL)) listRequests.push(request.url());
    });
    await openJamfor(page, '/jamfor');
    const open = section(page).getByRole('button', { name: 'Välj ditt elnätsbolag' });
    await expect(open).toBeVisible();
    expect(listRequests).toEqual([]);
    const listLoaded = page.waitForResponse((response) => response.url().includes(LIST_URL));
    await open.click();
    expect((await listLoaded).ok()).toBe(true);
    await expect(section(page).getByRole('listbox', { name: 'Elnätsbolag' })).toBeVisible();
  });

  test('a chosen operator and fuse are remembered with functional consent', async ({ page }) => {
    await page.addInitScript((consent) => window.localStorage.setItem('cookie-consent', consent), FUNCTIONAL_CONSENT);
    await openJamfor(page, '/jamfor');
    await section(page).getByRole('button', { name: 'Välj ditt elnätsbolag' }).click();
    await pickEllevio20(page);
    await page.reload();
    await expect(section(page).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue('Ellevio');
    await expect(section(page).getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('20');
    await expect(section(page).getByRole('row', { name: /^Totalt/ })).toBeVisible();
  });

  test('a bad stored operator id gives a Swedish line and supply-only figures', async ({ page }) => {
    await page.addInitScript((consent) => {
      window.localStorage.setItem('cookie-consent', consent);
      window.localStorage.setItem('elvalet-remembered-inputs', JSON.stringify({ version: 1, gridTariffId: 'nedlagt-elnat', mainFuse: 20 }));
    }, FUNCTIONAL_CONSENT);
    await openJamfor(page, '/jamfor');
    await expect(section(page).getByRole('alert')).toHaveText(
      'Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.',
    );
    await expect(section(page).getByTestId('supply-only')).toContainText(/^Elhandel: [\d\s]+kr per år/);
    await expect(section(page).getByRole('table')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('a malformed operator id in the address gives the same line', async ({ page }) => {
    await withConsentGiven(page);
    await openJamfor(page, '/jamfor?elnat=%3Cb%3E&sakring=99');
    await expect(
      section(page)
        .getByRole('status')
        .filter({ hasText: /^Vi kände/ }),
    ).toHaveText('Vi kände inte igen elnätsbolaget och huvudsäkringen i länken och visar standardvärdena i stället.');
    await expect(section(page).getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('16');
    await expect(section(page).getByTestId('supply-only')).toBeVisible();
  });

  test("a /stader page's grid section lists the concession holders and its link preselects the area and the reduced energy tax", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/stader/lulea');
    const block = page.getByRole('region', { name: 'Elnät i Luleå' });
    await expect(block).toContainText('Andelen är en andel av kommunens yta, inte av hushållen');
    await expect(block).not.toContainText(/ditt elnätsbolag är/i);
    await expect(block.getByRole('link', { name: 'Se alla elnätsbolags avgifter' })).toHaveAttribute('href', '/elnat');
    await block.getByRole('link', { name: 'Räkna ut hela elkostnaden' }).click();
    await expect(page).toHaveURL(/\/jamfor\?area=SE1&kommun=2580#elnatsbolag$/);
    await expect(page.getByRole('heading', { level: 2, name: /elområde SE1/ })).toBeVisible();
    await expect(section(page).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue('');
    await expect(section(page).getByText(`Energiskatt: Luleå kommun: ${spaced(formatOrePerKwh(energyTaxRate('2580').oreInclVat))} inkl. moms`)).toBeVisible();
    await expect(section(page).getByText(/Vi räknar med den sänkta energiskatten i Luleå kommun, kommunen du kom från\./)).toBeVisible();
  });

  test('a filled-in link on a 375 px phone: operator, fuse, own peak and municipality from the address; its concession holders first', async ({ page }) => {
    test.slow();
    await withConsentGiven(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/kalkylator?kwh=20000&omrade=SE1&kommun=2482&natbolag=skelleftea-kraft-elnat&sakring=20&topp=7');
    const bill = page.getByRole('region', { name: 'Hela elkostnaden' });
    await expect(bill.getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue('Skellefteå Kraft Elnät AB');
    await expect(bill.getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('20');
    // Postcode 931 31 is in Skellefteå: the reduced energy tax.
    await expect(bill.getByText(`Skellefteå kommun: ${spaced(formatOrePerKwh(energyTaxRate('2482').oreInclVat))} inkl. moms`).first()).toBeVisible();
    await expect(bill.getByRole('row', { name: /^Totalt/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    const picker = bill.getByRole('combobox', { name: 'Ditt elnätsbolag' });
    await bill.getByRole('button', { name: 'Ta bort valt elnätsbolag' }).click();
    await picker.click();
    const first = bill.getByRole('listbox', { name: 'Elnätsbolag' }).getByRole('group').first();
    await expect(first).toHaveAccessibleName('Elnätsbolag med koncession i Skellefteå');
    await expect(first.getByRole('option').first()).toContainText(/täcker cirka \d+\s%/);
    await expect(bill).not.toContainText(/ditt elnätsbolag är/i);
  });
});
