import type { Page } from '@playwright/test';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';

/**
 * The full bill on /kalkylator and /jamfor (issue 14, "Done means"): Ellevio, 20 A, 5 000 kWh a
 * year in SE3 gives the same total on both pages, and its parts add up. Worked by hand in
 * tests/unit/grid/full-bill.test.ts: 4 298 (Eksjö Energi Rörligt) + 4 380 + 313 + 2 786 + 2 250
 * = 14 027 kr a year, 1 169 kr a month.
 */

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const kronor = (text: string) => Number(text.replace(/[^\d]/g, ''));
const section = (page: Page) => page.getByRole('region', { name: 'Ditt elnätsbolag' });
const LIST_URL = '/data/elnatsavgifter.json';

const FUNCTIONAL_CONSENT = JSON.stringify({ necessary: true, functional: true, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' });

/** Opens the section, picks Ellevio and 20 A, and returns the parts and the total as shown. */
async function pickEllevio20(page: Page) {
  const bill = section(page);
  const picker = bill.getByRole('combobox', { name: 'Ditt elnätsbolag' });
  await picker.click();
  await picker.fill('Ellevio');
  await bill.getByRole('option', { name: 'Ellevio', exact: true }).click();
  await bill.getByRole('combobox', { name: 'Huvudsäkring' }).selectOption('20');
  const table = bill.getByRole('table', { name: 'Kostnadens delar per år och per månad, inklusive moms' });
  const total = table.getByRole('row', { name: /^Totalt/ });
  await expect(total).toBeVisible();
  const parts = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
  );
  const totalCells = (await total.getByRole('cell').allTextContents()).map(spaced);
  return { parts: parts.map((cells) => cells.map(spaced)), total: totalCells };
}

test.describe('the full bill', () => {
  test('Ellevio, 20 A, 5 000 kWh a year in SE3: the same total on /kalkylator and /jamfor, parts that add up', async ({ page }) => {
    test.slow();
    await withConsentGiven(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LIST_URL)) listRequests.push(request.url());
    });

    await page.goto('/kalkylator');
    await page.getByLabel('Årlig elförbrukning (kWh)').fill('5000');
    await page.getByLabel('Nuvarande elpris (öre/kWh)').fill('100');
    await expect(page.getByLabel('Elområde')).toHaveValue('SE3');
    await page.getByRole('button', { name: 'Beräkna elkostnad' }).click();
    await expect(page.getByTestId('cheapest-offer-cost')).toHaveText(/4\s298\skr/);
    await section(page).getByRole('button', { name: 'Välj ditt elnätsbolag' }).click();
    await expect(section(page).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toBeFocused();
    await expect(section(page).getByTestId('full-bill-supply')).toContainText('det billigaste avtalet i elområde SE3');
    const calculator = await pickEllevio20(page);
    expect(calculator.parts).toEqual([
      ['4 298 kr', '358 kr'],
      ['4 380 kr', '365 kr'],
      ['313 kr', '26 kr'],
      ['2 786 kr', '232 kr'],
      ['2 250 kr', '188 kr'],
    ]);
    expect(calculator.total).toEqual(['14 027 kr', '1 169 kr']);
    expect(calculator.parts.reduce((sum, [year]) => sum + kronor(year ?? ''), 0)).toBe(kronor(calculator.total[0] ?? ''));
    await expect(section(page).getByText(/energiskatten är räknad med full skattesats/)).toBeVisible();
    expect(await axeViolations(page, '[data-testid="full-bill"]')).toEqual([]);

    await page.goto('/jamfor');
    await expect(page.getByRole('heading', { level: 2, name: /elområde SE3/ })).toBeVisible();
    expect(listRequests).toHaveLength(1);
    await section(page).getByRole('button', { name: 'Välj ditt elnätsbolag' }).click();
    const yearly = section(page).getByRole('textbox', { name: 'Årsförbrukning (kWh per år)' });
    await yearly.fill('5000');
    await expect(section(page).getByTestId('full-bill-supply')).toContainText('det billigaste avtalet i listan ovan vid 5 000 kWh per år');
    const compare = await pickEllevio20(page);
    expect(compare.total).toEqual(calculator.total);
    expect(compare.parts).toEqual(calculator.parts);
    expect(await axeViolations(page, '[data-testid="full-bill"]')).toEqual([]);
  });

  test('the operator list is fetched only when the picker opens', async ({ page }) => {
    await withConsentGiven(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LIST_URL)) listRequests.push(request.url());
    });
    await page.goto('/jamfor');
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
    await page.goto('/jamfor');
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
    await page.goto('/jamfor');
    await expect(section(page).getByRole('alert')).toHaveText(
      'Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.',
    );
    await expect(section(page).getByTestId('supply-only')).toContainText(/^Elhandel: [\d\s]+kr per år/);
    await expect(section(page).getByRole('table')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('a malformed operator id in the address gives the same line', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/jamfor?elnat=%3Cb%3E&sakring=99');
    await expect(section(page).getByRole('alert')).toHaveText(/^Vi känner inte igen elnätsbolaget som var valt/);
    await expect(section(page).getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('16');
    await expect(section(page).getByTestId('supply-only')).toBeVisible();
  });

  test("a /stader page's link preselects the municipality's area and its reduced energy tax, never an operator", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/stader/lulea');
    const block = page.getByRole('region', { name: 'Hela elkostnaden i Luleå' });
    await expect(block).toContainText('Vi vet inte vilket elnätsbolag som har nätet där du bor');
    await expect(block.getByRole('link', { name: 'Se alla elnätsbolags avgifter' })).toHaveAttribute('href', '/elnat');
    await block.getByRole('link', { name: 'Räkna ut hela elkostnaden' }).click();
    await expect(page).toHaveURL(/\/jamfor\?area=SE1&kommun=2580#elnatsbolag$/);
    await expect(page.getByRole('heading', { level: 2, name: /elområde SE1/ })).toBeVisible();
    await expect(section(page).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue('');
    await expect(section(page).getByText('Energiskatten är räknad med den sänkta skattesatsen i kommunen du kom från.', { exact: false })).toBeVisible();
  });
});
