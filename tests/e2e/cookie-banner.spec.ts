import type { Page } from '@playwright/test';

import { axeViolations, expect, test } from './fixtures';
import { expectHydrated } from './support/settled';

const KEY = 'cookie-consent';

async function storedConsent(page: Page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

function banner(page: Page) {
  return page.getByTestId('cookie-banner');
}

test('is shown on a first visit and stores nothing before a choice', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test("'Acceptera alla' stores every category (necessary and functional: no analytics exists) and hides the banner for good", async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Acceptera alla' }).click();
  await expect(banner(page)).toHaveCount(0);
  const consent = await storedConsent(page);
  expect(consent).toMatchObject({ necessary: true, functional: true });
  expect(consent).not.toHaveProperty('analytics');
  expect(Date.parse(String(consent?.timestamp))).not.toBeNaN();
  await page.reload();
  await expectHydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("'Endast nödvändiga' stores only the necessary category", async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ necessary: true, functional: false });
});

test('both choices are equally prominent and the banner covers at most a third of a phone screen (docs/rules/consent-and-privacy.md)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const necessary = banner(page).getByRole('button', { name: 'Endast nödvändiga', exact: true });
  const all = banner(page).getByRole('button', { name: 'Acceptera alla' });
  const look = (locator: typeof all) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        bg: style.backgroundColor,
        color: style.color,
        border: style.borderStyle,
        weight: style.fontWeight,
        size: style.fontSize,
        w: Math.round(box.width),
        h: Math.round(box.height),
        top: Math.round(box.top),
      };
    });
  // Same colours, weight, size and row: neither choice nudges.
  expect(await look(necessary)).toEqual(await look(all));
  const box = await banner(page).boundingBox();
  expect(box!.height).toBeLessThanOrEqual(812 / 3);
  // The home page's main input, focused, is not under the banner.
  const postcode = page.getByLabel('Ditt postnummer');
  await postcode.focus();
  const field = await postcode.boundingBox();
  expect(field!.y + field!.height).toBeLessThanOrEqual(box!.y);
});

function settings(page: Page) {
  return page.getByRole('dialog', { name: 'Cookieinställningar' });
}

test('settings: a modal dialog that takes focus, traps it, closes on Escape, and saves the chosen categories', async ({ page }) => {
  await page.goto('/');
  const open = banner(page).getByRole('button', { name: 'Inställningar' });
  await open.click();
  const dialog = settings(page);
  const necessary = dialog.getByRole('switch', { name: 'Nödvändiga' });
  const functional = dialog.getByRole('switch', { name: 'Funktionella' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(functional).not.toBeChecked();
  // A category the site does not use is not offered (LEK 9 kap. 28 §): no 'Analys'.
  await expect(dialog.getByRole('switch')).toHaveCount(2);
  // Focus moves into the dialog and Tab cannot leave it.
  await expect(dialog.getByRole('heading', { name: 'Cookieinställningar' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  expect(await axeViolations(page, '[data-testid="cookie-settings"]')).toEqual([]);

  // Escape closes it without a choice, and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(banner(page).getByRole('button', { name: 'Acceptera alla' })).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await open.click();
  await settings(page).getByRole('button', { name: 'Tillbaka' }).click();
  await expect(settings(page)).toHaveCount(0);

  await open.click();
  await settings(page).getByRole('switch', { name: 'Funktionella' }).click();
  await settings(page).getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(settings(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ necessary: true, functional: true });
});

test('a corrupted or foreign stored value shows the banner and the page works', async ({ page }) => {
  for (const value of ['{not json', '"yes"', JSON.stringify({ necessary: false, functional: true }), 'null']) {
    await page.addInitScript(([key, v]) => window.localStorage.setItem(key!, v!), [KEY, value]);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Acceptera alla' }).click();
    await expect(banner(page)).toHaveCount(0);
  }
});

test('a browser whose storage throws still shows the banner and lets the visitor choose', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/villkor');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the cookie policy page reopens the settings with the earlier choice', async ({ page }) => {
  await page.goto('/cookies');
  await banner(page).getByRole('button', { name: 'Acceptera alla' }).click();
  await page.getByRole('button', { name: 'Ändra cookieinställningar' }).click();
  await expect(settings(page).getByRole('switch', { name: 'Funktionella' })).toBeChecked();
  await settings(page).getByRole('switch', { name: 'Funktionella' }).click();
  await settings(page).getByRole('button', { name: 'Spara inställningar' }).click();
  expect(await storedConsent(page)).toMatchObject({ functional: false });
});

test.describe('before the client bundle runs (the banner is part of the pre-rendered page)', () => {
  // Without the framework's JavaScript only the HTML, the CSS and the inline consent probe act:
  // what a visitor sees before hydration.
  test.beforeEach(async ({ page, consoleErrors }) => {
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    consoleErrors.expect(/^Failed to load resource: net::ERR_FAILED$/, 'the test blocks the client bundle');
  });

  test('a first visit paints the banner with the page', async ({ page }) => {
    await page.goto('/jamfor');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies' })).toBeVisible();
  });

  test('a returning visitor never sees it, not even before hydration', async ({ page }) => {
    await page.addInitScript(
      (key) =>
        window.localStorage.setItem(key, JSON.stringify({ necessary: true, functional: false, analytics: false, timestamp: '2026-11-23T09:00:00.000Z' })),
      KEY,
    );
    await page.goto('/jamfor');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-consent', '');
  });
});
