import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * /kalkylator's full bill for an apartment, and 'Dela resultat' with the full bill. The operators
 * are chosen from the list the page itself loads (/data/elnatsavgifter.json), so a data refresh
 * changes the names, not the test: one without an apartment tariff (Göteborg Energi where it is
 * one of them), one with.
 */

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ListTariff {
  id: string;
  variant: string | null;
  fixedFee: { status: string; yearlyKr?: Record<string, number> };
  apartment?: { label: string; yearlyKr: number } | null;
}
interface ListOperator {
  id: string;
  name: string;
  tariffs: ListTariff[];
}

/** Operators with one price list that has a known fixed fee at 16 and 20 A. */
async function simpleOperators(page: Page): Promise<ListOperator[]> {
  const list = (await (await page.request.get('/data/elnatsavgifter.json')).json()) as { operators: ListOperator[] };
  return list.operators.filter((operator) => {
    const tariff = operator.tariffs[0];
    return (
      operator.tariffs.length === 1 &&
      tariff?.fixedFee.status === 'known' &&
      tariff.fixedFee.yearlyKr?.['16'] !== undefined &&
      tariff.fixedFee.yearlyKr['20'] !== undefined
    );
  });
}

const label = (operator: ListOperator) => (operator.tariffs[0]?.variant ? `${operator.name} – ${operator.tariffs[0].variant}` : operator.name);

async function pick(bill: Locator, operator: ListOperator) {
  const picker = bill.getByRole('combobox', { name: 'Ditt elnätsbolag' });
  await picker.click();
  await picker.fill(operator.name);
  await bill
    .getByRole('option', { name: new RegExp(`^${escape(label(operator))}`) })
    .first()
    .click();
  await expect(picker).toHaveValue(label(operator));
}

test.describe('/kalkylator: the full bill', () => {
  test("an apartment's bill: the grid apart and labelled villatariff without an apartment tariff, the apartment tariff where there is one", async ({
    page,
  }) => {
    test.slow();
    const operators = await simpleOperators(page);
    const without = operators.filter((operator) => !operator.tariffs[0]?.apartment);
    const noApartment = without.find((operator) => operator.id.startsWith('goteborg-energi')) ?? without[0];
    const withApartment = operators.find((operator) => operator.tariffs[0]?.apartment);
    if (!noApartment || !withApartment) throw new Error('the grid list needs operators with and without an apartment tariff');

    await page.goto('/kalkylator');
    await page.getByRole('button', { name: /^Lägenhet/ }).click();
    await page.getByRole('button', { name: 'Beräkna elkostnad' }).click();
    const bill = page.getByRole('region', { name: 'Hela elkostnaden' });

    await pick(bill, noApartment);
    const apart = bill.getByTestId('grid-apart');
    await expect(apart).toBeVisible();
    // No summed headline: no 'Totalt', the two sums stand apart and the grid is labelled villatariff.
    await expect(bill.getByRole('row', { name: /^Totalt/ })).toHaveCount(0);
    await expect(bill.locator('[data-slot="total-cost"]').getByText('Hela elkostnaden', { exact: true })).toHaveCount(0);
    await expect(apart.getByRole('table', { name: new RegExp(`^Elnätet med villatariffen hos ${escape(noApartment.name)}`) })).toBeVisible();
    await expect(apart.getByRole('row', { name: /^Fast elnätsavgift \(villatariff\)/ })).toBeVisible();
    await expect(bill.getByRole('radio', { name: /^Lägenhet \(ingen lägenhetstariff/ })).toBeChecked();

    await bill.getByRole('button', { name: 'Ta bort valt elnätsbolag' }).click();
    await pick(bill, withApartment);
    await expect(bill.getByRole('radio', { name: new RegExp(`^Lägenhet \\(${escape(withApartment.tariffs[0]!.apartment!.label)}`) })).toBeChecked();
    await expect(bill.getByRole('row', { name: /^Totalt/ })).toBeVisible();
    await expect(bill.getByTestId('grid-apart')).toHaveCount(0);
    // The fixed fee is the apartment tariff's, not the house tariff's.
    const fixed = bill
      .getByRole('row', { name: /^Fast elnätsavgift/ })
      .getByRole('cell')
      .first();
    expect(Number(spaced(await fixed.textContent()).replace(/\D/g, ''))).toBe(Math.round(withApartment.tariffs[0]!.apartment!.yearlyKr));
  });

  test('Dela resultat shares the full bill with a link that restores every input in a fresh page', async ({ page, browser }) => {
    test.slow();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: async (text: string) => void copied.push(text) }),
      });
    });
    const operator = (await simpleOperators(page))[0];
    if (!operator) throw new Error('no operator with one price list in the grid list');

    await page.goto('/kalkylator');
    await page.getByLabel('Årlig elförbrukning (kWh)').fill('12000');
    await page.getByLabel('Nuvarande elpris (öre/kWh, valfritt)').fill('99,5');
    await page.getByLabel('Elområde', { exact: true }).selectOption('SE4');
    await page.getByRole('button', { name: 'Beräkna elkostnad' }).click();
    const bill = page.getByRole('region', { name: 'Hela elkostnaden' });
    await pick(bill, operator);
    await bill.getByRole('combobox', { name: 'Huvudsäkring' }).selectOption('20');
    const total = bill.getByRole('row', { name: /^Totalt/ });
    await expect(total).toBeVisible();
    const totalCells = (await total.getByRole('cell').allTextContents()).map(spaced);
    const current = spaced(await page.getByTestId('current-cost').textContent());

    await page.getByRole('button', { name: 'Dela resultat' }).click();
    await expect(page.getByText('Resultatet har kopierats till urklipp', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied).toHaveLength(1);
    const [text, url] = [copied[0]!.split('\n').slice(0, -1).join('\n'), copied[0]!.split('\n').at(-1)!];
    expect(spaced(text)).toContain(`Hela elkostnaden med ${operator.name}`);
    expect(spaced(text)).toContain(`${totalCells[0]} per år`);
    const shared = new URL(url);
    expect(shared.pathname).toBe('/kalkylator');
    expect(Object.fromEntries(shared.searchParams)).toEqual({ kwh: '12000', omrade: 'SE4', natbolag: operator.tariffs[0]!.id, sakring: '20', pris: '99.5' });

    // A fresh page (no storage, no history) shows the same result from the link alone.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(shared.href);
    await expect(fresh.getByLabel('Årlig elförbrukning (kWh)')).toHaveValue('12\u202F000');
    await expect(fresh.getByLabel('Nuvarande elpris (öre/kWh, valfritt)')).toHaveValue('99,5');
    await expect(fresh.getByLabel('Elområde', { exact: true })).toHaveValue('SE4');
    await expect(fresh.getByTestId('current-cost')).toHaveText(current);
    const freshBill = fresh.getByRole('region', { name: 'Hela elkostnaden' });
    await expect(freshBill.getByRole('combobox', { name: 'Huvudsäkring' })).toHaveValue('20');
    const freshTotal = freshBill.getByRole('row', { name: /^Totalt/ });
    await expect(freshTotal).toBeVisible();
    expect((await freshTotal.getByRole('cell').allTextContents()).map(spaced)).toEqual(totalCells);
    await context.close();
  });
});
