import type { Page } from '@playwright/test';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { calculator } from './pages/calculator';
import { expectHydrated } from './support/settled';
import { bundledDay, bundledOptimisation, dayPriceText } from './support/bundled-spot';

/**
 * The two tool pages: /kalkylator (form, result, share fallback, invalid input) and /optimering
 * (tabs by keyboard, appliance toggles, price area), each state checked with axe. The fixture
 * fails a test on any console error; here we also fail on hydration warnings of any level.
 */

/** Page text uses no-break and thin spaces; compare with them collapsed. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Hydration warnings at any console level; production React reports them as errors #418/#423/#425. */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|React error #(418|423|425)\b/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test.describe('/kalkylator', () => {
  const { kwh, price, calculate } = calculator;

  test('a home type and a price give the result cards, said in the live region', async ({ page }) => {
    const hydration = watchHydration(page);
    await calculator.open(page);
    await expect(calculate(page)).toBeDisabled();
    await page.getByRole('button', { name: /^Villa med elvärme/ }).click();
    await expect(kwh(page)).toHaveValue('20\u202F000');
    await price(page).fill('125,5');
    await expect(calculate(page)).toBeEnabled();
    await calculate(page).click();

    const result = calculator.result(page);
    // 20 000 kWh × 125,5 öre = 25 100 kr; × 0,8 = 20 080 kr; 5 020 kr less.
    await expect(result.getByTestId('current-cost')).toContainText(spaced(`25\u202F100 kr per år`));
    await expect(result.getByTestId('scenario')).toContainText(spaced(`20\u202F080 kr per år`));
    await expect(result).toContainText(spaced(`Med 20 % lägre elpris betalar du 5\u202F020 kr mindre per år.`));
    await expect(result).not.toContainText(/spara upp till/i);
    // No toast over the result: the live region says what the figure is (elhandel only).
    await expect(page.getByTestId('calculator-announcement')).toHaveText(
      spaced(
        `Resultatet visas nedan. Elhandeln kostar dig 25\u202F100 kr per år med ditt elpris, utan elnätsavgift och energiskatt. Hela elkostnaden räknas under resultatet.`,
      ),
    );
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

    // The filled form and its result (the page around them is the template's first view, templates.spec.ts).
    expect(await axeViolations(page, 'main form, section[aria-labelledby="resultat-rubrik"]')).toEqual([]);
    expect(hydration).toEqual([]);
  });

  test('Dela resultat copies to the clipboard when Web Share is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: async (text: string) => void copied.push(text) }),
      });
    });
    await calculator.open(page);
    await kwh(page).fill('12 000');
    await price(page).fill('100');
    await calculate(page).click();
    await page.getByRole('button', { name: 'Dela resultat' }).click();
    await expect(page.getByText('Kopierat!', { exact: true })).toBeVisible();
    await expect(page.getByText('Resultatet har kopierats till urklipp', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied).toHaveLength(1);
    expect(spaced(copied[0] ?? '')).toContain(spaced(`12\u202F000 kr per år`));
    expect(copied[0]).toContain('/kalkylator');
  });

  test('each unusable consumption gets its hint and keeps the text, one after another on one page', async ({ page }) => {
    // Six values, each checked with axe: close to the default 30 s on a loaded machine.
    test.slow();
    // Each value on its own is a jsdom case (tests/unit/components/calculator-form.test.tsx); here
    // the page as built, in an order where each hint differs from the one before, so a hint that
    // stayed from the previous value cannot pass for the next.
    await calculator.open(page);
    await price(page).fill('125,5');
    let previous: string | undefined;
    for (const [typed, hint] of [
      ['0', 'Förbrukningen måste vara större än 0 kWh.'],
      ['abc', `Skriv förbrukningen med siffror, till exempel 12\u202F000.`],
      ['-5', 'Förbrukningen måste vara större än 0 kWh.'],
      ['1e9', `Skriv förbrukningen med siffror, till exempel 12\u202F000.`],
      ['5000000', `Det är orimligt högt för ett hushåll. Ange högst 1\u202F000\u202F000 kWh per år.`],
      ['', 'Fyll i din årliga elförbrukning i kWh.'],
    ] as const) {
      await test.step(JSON.stringify(typed), async () => {
        await kwh(page).fill(typed);
        await kwh(page).blur();
        await expect(page.getByText(spaced(hint))).toBeVisible();
        if (previous) await expect(page.getByText(spaced(previous))).toHaveCount(0);
        await expect(kwh(page)).toHaveValue(typed);
        await expect(kwh(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(calculate(page)).toBeDisabled();
        expect(await axeViolations(page, 'form')).toEqual([]);
      });
      previous = hint;
    }
  });

  test('an invalid price gets its own hint', async ({ page }) => {
    await calculator.open(page);
    await kwh(page).fill('8000');
    await price(page).fill('2000');
    await expect(page.getByText(spaced(`Det är orimligt högt. Ange högst 1\u202F000 öre/kWh (10 kr/kWh).`))).toBeVisible();
    await expect(calculate(page)).toBeDisabled();
    await price(page).fill('99,9');
    await expect(calculate(page)).toBeEnabled();
  });

  test('the call to action leads to a page that exists', async ({ page }) => {
    await calculator.open(page);
    const cta = page.getByRole('link', { name: 'Jämför elpriser nu' });
    const href = await cta.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!.split('#')[0]!);
    expect(response.status()).toBe(200);
  });
});

test.describe('/optimering', () => {
  const dailySaving = (page: Page) => page.getByTestId('daily-saving');

  test('tabs work by keyboard and every other tab passes axe, with no hydration warning', async ({ page }) => {
    const hydration = watchHydration(page);
    await page.goto('/optimering');
    await expectHydrated(page);
    const dashboard = page.getByRole('tab', { name: 'Översikt' });
    await expect(dashboard).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Möjlig besparing');
    // Swedish tab names only, and no 'Analys' tab without an analysis.
    await expect(page.getByRole('tab')).toHaveText(['Översikt', 'Apparater', 'Tidsschema']);

    await dashboard.focus();
    for (const [key, name, text] of [
      ['ArrowRight', 'Apparater', 'Tvättmaskin'],
      ['ArrowRight', 'Tidsschema', 'Timpriser i SE3'],
    ] as const) {
      await page.keyboard.press(key);
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(text);
      // The rest of the page was checked above and does not change with the tab.
      expect(await axeViolations(page, '[role="tabpanel"]')).toEqual([]);
    }
    await page.keyboard.press('Home');
    await expect(dashboard).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Tidsschema' })).toHaveAttribute('aria-selected', 'true');

    expect(hydration).toEqual([]);
  });

  test('without the live source the dashboard shows the newest bundled day, its real hours and one computed saving, no invented figures', async ({
    page,
    spotApi,
  }) => {
    await spotApi.fail();
    await page.goto('/optimering');
    await expect(page.getByTestId('price-day')).toContainText(`Spotpriset i SE3 den ${bundledDay.label}, senaste dygnet i vår data`);
    // The bundled day of SE3 through the optimisation model with the preset appliances (its rules
    // and a worked day are unit-tested, tests/unit/tools/optimisation.test.ts): the same day average
    // /elpris-just-nu shows, the cheapest hour, and the flexible kWh moved there per day.
    const expected = bundledOptimisation('SE3');
    await expect(page.getByTestId('day-average')).toHaveText(expected.average);
    await expect(page.getByRole('tabpanel')).toContainText(`kl. ${expected.cheapestHour}`);
    await expect(page.getByTestId('daily-saving')).toHaveText(expected.perDay);
    await expect(page.getByText('Aktuellt pris')).toHaveCount(0);
    // The month is the same day × 365 / 12, stated beside it.
    await expect(page.getByTestId('monthly-saving')).toHaveText(expected.perMonth);
    await expect(page.getByTestId('saving-basis')).toContainText('365 dagar om året, delat på 12');
    // No figure without a computation: the old example household (grade, CO₂, points, goal) is gone.
    await expect(page.locator('main')).not.toContainText(/Exempelhushåll|Energibetyg|CO₂|Miljöpoäng|månadsmål/i);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // The schedule as a chart, with the table as its text form; at 375 px no column is cut off.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: 'Tidsschema' }).click();
    await expect(page.getByRole('img', { name: /Timpriser i SE3/ })).toBeVisible();
    const table = page.getByRole('table');
    const clipped = await table.locator('th, td').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
    expect(clipped).toBe(0);
    const fits = await table.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
  });

  test("with the live source it shows today's prices and says so", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
    await page.goto('/optimering');
    await expect(page.getByTestId('price-day')).toContainText('Dagens spotpris i SE3 i dag, 15 januari 2026');
  });

  test('switching an appliance on changes the daily potential', async ({ page }) => {
    await page.goto('/optimering');
    // Read the figures once today's prices (the mock's) have replaced the bundled day.
    await expect(page.getByTestId('price-day')).toContainText('Dagens spotpris');
    const before = await dailySaving(page).textContent();
    await page.getByRole('tab', { name: 'Apparater' }).click();
    const ev = page.getByTestId('appliance-elbilsladdning');
    const toggle = ev.getByRole('button', { name: /Elbilsladdning/ });
    await expect(toggle).toHaveText(/Av$/);
    await toggle.click();
    await expect(toggle).toHaveText(/På$/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page, '[role="tabpanel"]')).toEqual([]);

    await page.getByRole('tab', { name: 'Översikt' }).click();
    const after = await dailySaving(page).textContent();
    // 3,8 kWh of flexible use before (washer, dishwasher), 31,8 kWh with the car: same hours.
    const kronor = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    // Both are shown rounded to öre, so allow half an öre each (scaled): |after − before × 31,8 / 3,8| ≤ 0,05 kr.
    expect(Math.abs(kronor(after) - (kronor(before) * 31.8) / 3.8)).toBeLessThanOrEqual(0.05);
  });

  test('choosing another price area changes the day average and the hours', async ({ page, spotApi }) => {
    await spotApi.fail();
    await page.goto('/optimering');
    const average = page.getByTestId('day-average');
    await expect(average).toHaveText(dayPriceText('SE3'));
    await page.getByLabel('Elområde').selectOption('SE1');
    await expect(average).toHaveText(dayPriceText('SE1'));
    await expect(page.getByTestId('price-day')).toContainText('Spotpriset i SE1');
  });
});
