import type { Page } from '@playwright/test';

import { formatNumber } from '../../lib/format';

import { axeViolations, expect, test } from './fixtures';
import { calculator } from './pages/calculator';
import { jamfor } from './pages/jamfor';

/**
 * ("Trust"), the forms and pages half: consent that works (remembered inputs on /jamfor
 * and /kalkylator), the calculator's input rules, and the calculator's cheapest alternative
 * against /jamfor's top card. Against the built export.
 */

const CONSENT_KEY = 'cookie-consent';
const REMEMBERED_KEY = 'elvalet-remembered-inputs';

/** Page text uses no-break and thin spaces; compare with them collapsed. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A stored consent before the first page load, only if none is stored yet, so a reload keeps what
 * the visitor chose during the test.
 */
async function consentBeforeLoad(page: Page, functional: boolean) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key!) === null) window.localStorage.setItem(key!, value!);
    },
    [CONSENT_KEY, JSON.stringify({ necessary: true, functional, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' })],
  );
}

async function remembered(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), REMEMBERED_KEY);
  return raw === null ? null : JSON.parse(raw);
}

test.describe('with functional consent, inputs are remembered across a reload', () => {
  test('/jamfor: postcode, chosen area and consumption', async ({ page }) => {
    await consentBeforeLoad(page, true);
    await jamfor.open(page, '/jamfor');
    await jamfor.postcode(page).fill('211 22');
    await jamfor.search(page).click();
    await expect(jamfor.heading(page).filter({ hasText: 'postnummer 211 22' })).toBeVisible();
    await jamfor.area(page).selectOption('SE3');
    await jamfor.slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(jamfor.kwh(page)).toHaveText('430\u00A0kWh/mån');
    await expect.poll(() => remembered(page)).toEqual({ version: 1, postalCode: '21122', area: 'SE3', monthlyKwh: 430, annualKwh: 5160 });

    // A fresh visit without anything in the address fills everything in and searches again.
    await jamfor.open(page, '/jamfor');
    await expect(jamfor.postcode(page)).toHaveValue('21122');
    await expect(jamfor.heading(page).filter({ hasText: 'postnummer 211 22' })).toBeVisible();
    await expect(jamfor.area(page)).toHaveValue('SE3');
    await expect(jamfor.kwh(page)).toHaveText('430\u00A0kWh/mån');
    await expect(page.getByTestId('area-note')).toContainText('Du har valt elområde SE3');

    // A postcode in the address wins over the remembered one.
    await jamfor.open(page, '/jamfor?postalCode=97231');
    await expect(jamfor.heading(page).filter({ hasText: 'postnummer 972 31' })).toBeVisible();
    await expect(jamfor.area(page)).toHaveValue('SE1');
  });

  test('/kalkylator: consumption, postcode and area; the price is not kept', async ({ page }) => {
    await consentBeforeLoad(page, true);
    await calculator.open(page);
    await calculator.kwh(page).fill('36 000');
    await calculator.price(page).fill('95');
    await calculator.postcode(page).fill('97231');
    await expect(page.getByTestId('area-note')).toContainText('Postnumret ligger i elområde SE1');
    await calculator.calculate(page).click();
    await expect(calculator.result(page)).toBeVisible();

    await page.reload();
    await expect(calculator.kwh(page)).toHaveValue(formatNumber(36000));
    await expect(calculator.postcode(page)).toHaveValue('97231');
    await expect(calculator.area(page)).toHaveValue('SE1');
    await expect(calculator.price(page)).toHaveValue('');

    // /jamfor follows the same consumption, as kWh per month.
    await jamfor.open(page, '/jamfor');
    await expect(jamfor.kwh(page)).toHaveText('3\u202F000\u00A0kWh/mån');
    await expect(jamfor.heading(page).filter({ hasText: 'postnummer 972 31' })).toBeVisible();
  });
});

test('without functional consent nothing is stored', async ({ page }) => {
  await jamfor.open(page, '/jamfor');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
  await jamfor.postcode(page).fill('11122');
  await jamfor.search(page).click();
  await expect(jamfor.heading(page).filter({ hasText: 'postnummer 111 22' })).toBeVisible();
  expect(await remembered(page)).toBeNull();

  await calculator.open(page);
  await calculator.kwh(page).fill('12 000');
  await calculator.price(page).fill('100');
  await calculator.calculate(page).click();
  await expect(calculator.result(page)).toBeVisible();
  expect(await remembered(page)).toBeNull();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys).toEqual([CONSENT_KEY]);

  await jamfor.open(page, '/jamfor');
  await expect(jamfor.postcode(page)).toHaveValue('');
});

test('withdrawing functional consent deletes what was stored', async ({ page }) => {
  await consentBeforeLoad(page, true);
  await jamfor.open(page, '/jamfor');
  await jamfor.postcode(page).fill('11122');
  await jamfor.search(page).click();
  await expect(jamfor.heading(page).filter({ hasText: 'postnummer 111 22' })).toBeVisible();
  expect(await remembered(page)).toMatchObject({ postalCode: '11122' });

  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Ändra cookieinställningar' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookieinställningar' });
  await expect(settings.getByRole('switch', { name: 'Funktionella' })).toBeChecked();
  await settings.getByRole('switch', { name: 'Funktionella' }).click();
  await settings.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  expect(await remembered(page)).toBeNull();

  await jamfor.open(page, '/jamfor');
  await expect(jamfor.postcode(page)).toHaveValue('');
  await expect(jamfor.heading(page)).toContainText('elområde SE3');
});

test.describe('stored values that cannot be used are ignored silently', () => {
  // Corrupt JSON, an older version, an out-of-range or foreign value: tests/unit/lib/remembered-inputs.test.ts
  // (parseRememberedInputs ignores each; the pages start from their defaults).
  test('storage that throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await calculator.open(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Acceptera alla' }).click();
    await calculator.kwh(page).fill('12 000');
    await calculator.price(page).fill('100');
    await calculator.calculate(page).click();
    await expect(calculator.result(page)).toBeVisible();
  });
});

test.describe('/kalkylator input', () => {
  test.beforeEach(async ({ page }) => {
    await consentBeforeLoad(page, false);
  });

  // Reading '12.000' and '1,25': tests/unit/components/calculator-form.test.tsx.
  test('a refused price gets a hint beside the field and the old result disappears', async ({ page }) => {
    await calculator.open(page);
    await calculator.kwh(page).fill('12 000');
    await calculator.price(page).fill('100');
    await calculator.calculate(page).click();
    await expect(calculator.result(page)).toBeVisible();

    await calculator.price(page).fill('1500');
    await expect(calculator.result(page)).toHaveCount(0);
    await expect(page.getByText(spaced(`Det är orimligt högt. Ange högst ${formatNumber(1000)} öre/kWh (10 kr/kWh).`))).toBeVisible();
    await expect(calculator.price(page)).toHaveValue('1500');
    await expect(calculator.price(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.calculate(page)).toBeDisabled();

    await calculator.price(page).fill('tio');
    await expect(page.getByText(spaced(`Skriv priset med siffror, till exempel ${formatNumber(125.5, 1)}.`))).toBeVisible();
    await calculator.price(page).fill('0');
    await expect(page.getByText('Priset måste vara större än 0 öre/kWh.')).toBeVisible();
    expect(await axeViolations(page, 'form')).toEqual([]);
  });

  // What the page says about the price and savings, in its HTML: tests/site/static-pages.test.ts.
});

test.describe("the calculator's cheapest alternative is /jamfor's top card", () => {
  test.beforeEach(async ({ page }) => {
    await consentBeforeLoad(page, false);
  });

  for (const area of ['SE3', 'SE1', 'SE4'] as const) {
    test(`${area} at 24 000 kWh per year = 2 000 kWh per month`, async ({ page }) => {
      await calculator.open(page);
      await calculator.area(page).selectOption(area);
      await calculator.kwh(page).fill('24.000');
      await calculator.price(page).fill('100');
      await calculator.calculate(page).click();
      const cheapest = calculator.cheapest(page);
      await expect(cheapest).toBeVisible();
      const offerId = await cheapest.getAttribute('data-offer-id');
      const monthly = await cheapest.getByTestId('cheapest-offer-monthly').innerText();
      const annual = await cheapest.getByTestId('cheapest-offer-cost').innerText();
      expect(offerId).toBeTruthy();

      // The card's own link opens /jamfor for the same area and consumption.
      await cheapest.getByRole('link', { name: /Jämför avtalen/ }).click();
      await expect(page).toHaveURL(new RegExp(`/jamfor\\?area=${area}&annualKwh=24000$`));
      await expect(jamfor.heading(page)).toContainText(`elområde ${area}`);
      await expect(jamfor.kwh(page)).toHaveText('2\u202F000\u00A0kWh/mån');
      const top = jamfor.firstCard(page);
      await expect(top).toHaveAttribute('data-offer-id', offerId!);
      await expect(top.getByTestId('monthly-cost')).toHaveText(`${monthly}/mån`);
      await expect(top.getByTestId('yearly-cost')).toHaveText(spaced(annual).replace(' per år', ''));
    });
  }
});

// 111 99 is not in the postcode table, but Stockholm's 111 prefix is (a code no Swedish postcode
// starts with, like 999 99, asks for the area instead: tests/e2e/search-tolerance.spec.ts).
test("/jamfor: a postcode we do not know still searches and says the area is assumed ('111 99')", async ({ page }) => {
  await consentBeforeLoad(page, false);
  await jamfor.open(page, '/jamfor');
  await jamfor.postcode(page).fill('111 99');
  await jamfor.search(page).click();
  await expect(jamfor.heading(page).filter({ hasText: 'postnummer 111 99' })).toBeVisible();
  await expect(page.getByTestId('area-note')).toContainText(
    'Postnummer 111 99 finns inte i vår postnummertabell, så vi har antagit elområde SE3 (Stockholm) utifrån de första siffrorna. Stämmer det inte kan du byta elområde',
  );
  await jamfor.area(page).selectOption('SE4');
  await expect(page.getByTestId('area-note')).toContainText('Du har valt elområde SE4 (Malmö).');
});
