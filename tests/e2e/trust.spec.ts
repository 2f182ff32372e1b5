import type { Page } from '@playwright/test';

import { formatNumber } from '../../lib/format';

import { axeViolations, expect, test, openJamfor } from './fixtures';

/**
 * Issue 8 ("Trust"), the forms and pages half: consent that works (remembered inputs on /jamfor
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

const jamfor = {
  postcode: (page: Page) => page.getByLabel('Postnummer', { exact: true }),
  search: (page: Page) => page.getByRole('button', { name: 'Sök', exact: true }),
  area: (page: Page) => page.getByLabel('Elområde', { exact: true }),
  kwh: (page: Page) => page.getByTestId('kwh-value'),
  slider: (page: Page) => page.getByRole('slider', { name: 'Förbrukning per månad' }),
  firstCard: (page: Page) => page.getByTestId('offer-card').first(),
};

const calc = {
  kwh: (page: Page) => page.getByLabel('Årlig elförbrukning (kWh)'),
  price: (page: Page) => page.getByLabel('Nuvarande elpris (öre/kWh, valfritt)'),
  postcode: (page: Page) => page.getByLabel('Postnummer (valfritt)'),
  area: (page: Page) => page.getByLabel('Elområde', { exact: true }),
  button: (page: Page) => page.getByRole('button', { name: 'Beräkna elkostnad' }),
  result: (page: Page) => page.getByRole('region', { name: 'Ditt resultat' }),
  cheapest: (page: Page) => page.getByTestId('cheapest-offer'),
};

test.describe('with functional consent, inputs are remembered across a reload', () => {
  test('/jamfor: postcode, chosen area and consumption', async ({ page }) => {
    await consentBeforeLoad(page, true);
    await openJamfor(page, '/jamfor');
    await jamfor.postcode(page).fill('211 22');
    await jamfor.search(page).click();
    await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 211 22' })).toBeVisible();
    await jamfor.area(page).selectOption('SE3');
    await jamfor.slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(jamfor.kwh(page)).toHaveText('430\u00A0kWh/mån');
    await expect.poll(() => remembered(page)).toEqual({ version: 1, postalCode: '21122', area: 'SE3', monthlyKwh: 430, annualKwh: 5160 });

    // A fresh visit without anything in the address fills everything in and searches again.
    await openJamfor(page, '/jamfor');
    await expect(jamfor.postcode(page)).toHaveValue('21122');
    await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 211 22' })).toBeVisible();
    await expect(jamfor.area(page)).toHaveValue('SE3');
    await expect(jamfor.kwh(page)).toHaveText('430\u00A0kWh/mån');
    await expect(page.getByTestId('area-note')).toContainText('Du har valt elområde SE3');

    // A postcode in the address wins over the remembered one.
    await openJamfor(page, '/jamfor?postalCode=97231');
    await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 972 31' })).toBeVisible();
    await expect(jamfor.area(page)).toHaveValue('SE1');
  });

  test('/kalkylator: consumption, postcode and area; the price is not kept', async ({ page }) => {
    await consentBeforeLoad(page, true);
    await page.goto('/kalkylator');
    await calc.kwh(page).fill('36 000');
    await calc.price(page).fill('95');
    await calc.postcode(page).fill('97231');
    await expect(page.getByTestId('area-note')).toContainText('Postnumret ligger i elområde SE1');
    await calc.button(page).click();
    await expect(calc.result(page)).toBeVisible();

    await page.reload();
    await expect(calc.kwh(page)).toHaveValue(formatNumber(36000));
    await expect(calc.postcode(page)).toHaveValue('97231');
    await expect(calc.area(page)).toHaveValue('SE1');
    await expect(calc.price(page)).toHaveValue('');

    // /jamfor follows the same consumption, as kWh per month.
    await openJamfor(page, '/jamfor');
    await expect(jamfor.kwh(page)).toHaveText('3\u202F000\u00A0kWh/mån');
    await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 972 31' })).toBeVisible();
  });
});

test('without functional consent nothing is stored', async ({ page }) => {
  await openJamfor(page, '/jamfor');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
  await jamfor.postcode(page).fill('11122');
  await jamfor.search(page).click();
  await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 111 22' })).toBeVisible();
  expect(await remembered(page)).toBeNull();

  await page.goto('/kalkylator');
  await calc.kwh(page).fill('12 000');
  await calc.price(page).fill('100');
  await calc.button(page).click();
  await expect(calc.result(page)).toBeVisible();
  expect(await remembered(page)).toBeNull();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys).toEqual([CONSENT_KEY]);

  await openJamfor(page, '/jamfor');
  await expect(jamfor.postcode(page)).toHaveValue('');
});

test('withdrawing functional consent deletes what was stored', async ({ page }) => {
  await consentBeforeLoad(page, true);
  await openJamfor(page, '/jamfor');
  await jamfor.postcode(page).fill('11122');
  await jamfor.search(page).click();
  await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 111 22' })).toBeVisible();
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

  await openJamfor(page, '/jamfor');
  await expect(jamfor.postcode(page)).toHaveValue('');
  await expect(page.locator('#jamfor-resultat')).toContainText('elområde SE3');
});

test.describe('stored values that cannot be used are ignored silently', () => {
  const STORED = [
    ['corrupt JSON', '{"version":1,"postalCode":'],
    ['an older version', JSON.stringify({ version: 0, postalCode: '11122', monthlyKwh: 3000 })],
    ['an out-of-range value', JSON.stringify({ version: 1, postalCode: '11122', monthlyKwh: 99999 })],
    ['a foreign value', '"11122"'],
  ] as const;

  test('corrupt JSON, an older version, an out-of-range value, a foreign value', async ({ page }) => {
    await consentBeforeLoad(page, true);
    // The first value is stored before the first page runs, each next one from the page before.
    await page.addInitScript(
      ([key, raw]) => {
        if (window.sessionStorage.getItem('seeded') !== null) return;
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem(key!, raw!);
      },
      [REMEMBERED_KEY, STORED[0][1]],
    );
    for (const [index, [label, value]] of STORED.entries()) {
      await test.step(label, async () => {
        if (index > 0) await page.evaluate(([key, raw]) => window.localStorage.setItem(key!, raw!), [REMEMBERED_KEY, value]);
        await openJamfor(page, '/jamfor');
        await expect(page.locator('#jamfor-resultat')).toContainText('elområde SE3');
        await expect(jamfor.postcode(page)).toHaveValue('');
        await expect(jamfor.kwh(page)).toHaveText('417\u00A0kWh/mån');
        await page.goto('/kalkylator');
        await expect(calc.kwh(page)).toHaveValue('');
        await expect(calc.area(page)).toHaveValue('SE3');
      });
    }
  });

  test('storage that throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('/kalkylator');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Acceptera alla' }).click();
    await calc.kwh(page).fill('12 000');
    await calc.price(page).fill('100');
    await calc.button(page).click();
    await expect(calc.result(page)).toBeVisible();
  });
});

test.describe('/kalkylator input', () => {
  test.beforeEach(async ({ page }) => {
    await consentBeforeLoad(page, false);
  });

  test("'12.000' is 12 000 kWh and '1,25' is echoed as 1,25", async ({ page }) => {
    await page.goto('/kalkylator');
    await calc.kwh(page).fill('12.000');
    await calc.price(page).fill('1,25');
    await calc.button(page).click();
    const result = calc.result(page);
    await expect(result).toContainText(spaced(`Beräknat för ${formatNumber(12000)} kWh per år (${formatNumber(1000)} kWh per månad)`));
    await expect(result).toContainText('elhandelspris på 1,25 öre/kWh');
    // 12 000 kWh × 1,25 öre = 150 kr.
    await expect(result.getByTestId('current-cost')).toContainText('150 kr per år');
  });

  test('a refused price gets a hint beside the field and the old result disappears', async ({ page }) => {
    await page.goto('/kalkylator');
    await calc.kwh(page).fill('12 000');
    await calc.price(page).fill('100');
    await calc.button(page).click();
    await expect(calc.result(page)).toBeVisible();

    await calc.price(page).fill('1500');
    await expect(calc.result(page)).toHaveCount(0);
    await expect(page.getByText(spaced(`Det är orimligt högt. Ange högst ${formatNumber(1000)} öre/kWh (10 kr/kWh).`))).toBeVisible();
    await expect(calc.price(page)).toHaveValue('1500');
    await expect(calc.price(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(calc.button(page)).toBeDisabled();

    await calc.price(page).fill('tio');
    await expect(page.getByText(spaced(`Skriv priset med siffror, till exempel ${formatNumber(125.5, 1)}.`))).toBeVisible();
    await calc.price(page).fill('0');
    await expect(page.getByText('Priset måste vara större än 0 öre/kWh.')).toBeVisible();
    expect(await axeViolations(page, 'form')).toEqual([]);
  });

  test('the page says the price is without elnätsavgift and energiskatt, and promises no saving', async ({ page }) => {
    await page.goto('/kalkylator');
    await expect(calc.price(page)).toHaveAccessibleDescription(/Utan elnätsavgift och energiskatt, som står på elnätsfakturan\./);
    await expect(page.locator('main')).not.toContainText(/spara upp till/i);
    await expect(page.locator('main')).not.toContainText(/energiskatt \(.*\) och .* moms\. I norra/);
  });
});

test.describe("the calculator's cheapest alternative is /jamfor's top card", () => {
  test.beforeEach(async ({ page }) => {
    await consentBeforeLoad(page, false);
  });

  for (const area of ['SE3', 'SE1', 'SE4'] as const) {
    test(`${area} at 24 000 kWh per year = 2 000 kWh per month`, async ({ page }) => {
      await page.goto('/kalkylator');
      await calc.area(page).selectOption(area);
      await calc.kwh(page).fill('24.000');
      await calc.price(page).fill('100');
      await calc.button(page).click();
      const cheapest = calc.cheapest(page);
      await expect(cheapest).toBeVisible();
      const offerId = await cheapest.getAttribute('data-offer-id');
      const monthly = await cheapest.getByTestId('cheapest-offer-monthly').innerText();
      const annual = await cheapest.getByTestId('cheapest-offer-cost').innerText();
      expect(offerId).toBeTruthy();

      // The card's own link opens /jamfor for the same area and consumption.
      await cheapest.getByRole('link', { name: /Jämför avtalen/ }).click();
      await expect(page).toHaveURL(new RegExp(`/jamfor\\?area=${area}&annualKwh=24000$`));
      await expect(page.locator('#jamfor-resultat')).toContainText(`elområde ${area}`);
      await expect(jamfor.kwh(page)).toHaveText('2\u202F000\u00A0kWh/mån');
      const top = jamfor.firstCard(page);
      await expect(top).toHaveAttribute('data-offer-id', offerId!);
      await expect(top.getByTestId('monthly-cost')).toHaveText(`${monthly}/mån`);
      await expect(top.getByTestId('yearly-cost')).toHaveText(spaced(annual).replace(' per år', ''));
    });
  }
});

test("/jamfor: a postcode we do not know still searches and says the area is assumed ('999 99')", async ({ page }) => {
  await consentBeforeLoad(page, false);
  await openJamfor(page, '/jamfor');
  await jamfor.postcode(page).fill('999 99');
  await jamfor.search(page).click();
  await expect(page.locator('#jamfor-resultat', { hasText: 'postnummer 999 99' })).toBeVisible();
  await expect(page.getByTestId('area-note')).toContainText(
    'Postnummer 999 99 finns inte i vår postnummertabell, så vi har antagit elområde SE3 (Stockholm) utifrån de första siffrorna. Stämmer det inte kan du byta elområde',
  );
  await jamfor.area(page).selectOption('SE4');
  await expect(page.getByTestId('area-note')).toContainText('Du har valt elområde SE4 (Malmö).');
});
