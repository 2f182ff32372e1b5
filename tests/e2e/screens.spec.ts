import type { Locator, Page } from '@playwright/test';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { calculator } from './pages/calculator';
import { expectHydrated, transitionsDone } from './support/settled';
import { bundledDay, bundledMonth, dayChangeText, monthAverageText } from './support/bundled-spot';

/**
 * Site-wide screens: the phone menu (Escape, focus kept inside), one toast at a time at
 * the bottom that goes by itself, the footer's 'Elpriser' and 'Elbolag' groups, the tools links
 * without half-empty rows, one area selector on /elpris-historik and the home hero's dated prices.
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** The vertical positions of a grid's items grouped into rows: how many items each row holds. */
async function rowSizes(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('Escape closes the menu and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    await page.getByRole('button', { name: 'Öppna meny' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Elpriset just nu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Öppna meny' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab and Shift+Tab stay inside the open menu', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    const toggle = page.getByRole('button', { name: 'Öppna meny' });
    await toggle.click();
    const close = page.getByRole('button', { name: 'Stäng meny' });
    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);

    await close.focus();
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    // Past the last link focus comes back to the button, not to the page behind the menu.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(count - 2)).toBeFocused();
    // Axe over the open menu: navigation.spec.ts ('on a phone').

    // Closed, Tab goes on into the page again.
    await close.click();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true);
  });
});

test.describe('toasts', () => {
  const { price, calculate } = calculator;
  const toast = (page: Page) => page.locator('[data-slot="toast"]');

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`one at a time, clear of the header and the focused control, gone after four seconds (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The share button's toast: no Web Share here, so the result is copied and a toast says so.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
        Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: async () => undefined }) });
      });
      // Page time stands still from here on: only runFor moves it, so the four seconds are exact.
      const start = new Date('2026-11-23T10:00:00+01:00').getTime();
      await page.clock.install({ time: start });
      await page.goto('/kalkylator');
      await page.clock.pauseAt(start + 60_000);
      const status = page.locator('[data-slot="toast"] [role="status"]');
      await page.getByRole('button', { name: /^Villa med elvärme/ }).click();
      await price(page).fill('125,5');
      await calculate(page).click();
      const share = page.getByRole('button', { name: 'Dela resultat' });
      await share.click();
      // Away from the toast: a pointer resting on it would (rightly) hold it open.
      await page.mouse.move(1, 1);
      await expect(toast(page)).toHaveCount(1);
      await expect(status).toContainText('Kopierat!');
      await expect(status).toHaveAttribute('aria-live', 'polite');

      // On screen, clear of the header, and never over the control that has focus (the layer moves
      // to the top when the bottom would cover it).
      const box = (await toast(page).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      const focused = (await share.boundingBox())!;
      expect(box.y).toBeGreaterThan(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const apart =
        box.x + box.width <= focused.x || box.x >= focused.x + focused.width || box.y + box.height <= focused.y || box.y >= focused.y + focused.height;
      expect(apart, 'the toast covers the focused button').toBe(true);

      // A second one replaces the toast instead of stacking a second one, and starts its four seconds anew.
      await page.clock.runFor(3_000);
      await share.click();
      await page.mouse.move(1, 1);
      await expect(toast(page)).toHaveCount(1);
      await expect(status).toContainText('Kopierat!');
      await page.clock.runFor(3_000);
      await expect(toast(page)).toHaveCount(1);
      await page.clock.runFor(1_000);
      await expect(toast(page)).toHaveCount(0);
      // Axe over the calculator's result: tools.spec.ts. The toast's role and live region are asserted above.
    });
  }
});

test.describe('navigation', () => {
  test("the footer's 'Elpriser' and 'Elbolag' groups reach the spot-price and supplier pages", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Sidfot' });
    const prices = footer.getByRole('list', { name: 'Elpriser' });
    await expect(prices.getByRole('link', { name: 'Elpriset just nu' })).toHaveAttribute('href', '/elpris-just-nu');
    await expect(prices.getByRole('link', { name: 'Elprishistorik' })).toHaveAttribute('href', '/elpris-historik');
    const suppliers = footer.getByRole('list', { name: 'Elbolag' });
    await expect(suppliers.getByRole('link', { name: 'Alla elbolag' })).toHaveAttribute('href', '/leverantor');
    await expect(suppliers.getByRole('link')).toHaveCount(6);

    await suppliers.getByRole('link', { name: 'Vattenfall' }).click();
    await expect(page).toHaveURL('/leverantor/vattenfall');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vattenfall');
    await page.getByRole('navigation', { name: 'Sidfot' }).getByRole('link', { name: 'Elprishistorik' }).click();
    await expect(page).toHaveURL('/elpris-historik');
  });

  test('the tools links never leave a half-empty row', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Fler verktyg' }).getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (const width of [375, 700, 900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Measured until the resized layout has settled (a busy machine once measured it midway).
      await expect(async () => {
        const rows = await rowSizes(cards);
        expect(
          rows.every((size) => size === rows[0]),
          `${width} px: rows of ${rows.join(', ')}`,
        ).toBe(true);
      }).toPass({ timeout: 5_000 });
    }
  });
});

test.describe('/elpris-historik', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`one area selector, and the day's change outside the monthly figures (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/elpris-historik');
      // One button per area on the whole page.
      for (const area of ['SE1', 'SE2', 'SE3', 'SE4']) await expect(page.getByRole('button', { name: area })).toHaveCount(1);

      const panel = page.getByTestId('history-panel-SE3');
      await expect(panel.getByTestId('stats-SE3')).not.toContainText('%');
      const day = panel.getByRole('region', { name: 'Senaste dygnet i vår data' });
      await expect(day).toContainText(bundledDay.label);
      // SE3's change of the daily mean from the day before to the bundled day (content/data/spot/latest-days.json).
      await expect(day.getByTestId('daily-change-SE3')).toHaveText(dayChangeText('SE3') ?? 'ingen jämförelse');

      // The selected area's history starts within the first two screens, also on a phone.
      const top = await panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(2 * viewport.height);
      // The whole page is checked in spot-prices.spec.ts; here the two parts this spec is about.
      expect(await axeViolations(page, 'section[aria-labelledby="elomrade-heading"]')).toEqual([]);
      expect(await axeViolations(page, 'section[aria-labelledby="historik-SE3-dygn"]')).toEqual([]);
    });
  }
});

test.describe('home', () => {
  test('at 1280 px the hero shows the four areas’ bundled prices, dated, beside the postal-code box', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Spotpriset per elområde' });
    await expect(panel.getByRole('columnheader')).toHaveText(['Elområde', `Medel ${bundledMonth.label}`, `Dygn ${bundledDay.label}`]);
    await expect(panel.getByRole('row')).toHaveCount(5);
    // content/data/spot/monthly-averages.json: SE3's average in the latest complete month.
    await expect(panel.getByRole('row', { name: /SE3/ })).toContainText(monthAverageText('SE3'));
    await expect(panel).not.toContainText(/just nu|aktuell/i);

    const form = (await page.getByLabel('Ditt postnummer').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThan(form.x + form.width);
    expect(Math.abs(box.y + box.height / 2 - (form.y + form.height / 2))).toBeLessThan(250);
  });

  test('the FAQ is left-aligned with the sections beside it', async ({ page }) => {
    await page.goto('/');
    const faq = (await page.getByRole('region', { name: 'Vanliga frågor' }).boundingBox())!;
    const benefits = (await page.getByRole('heading', { name: 'Därför jämför du här' }).boundingBox())!;
    const tools = (await page.getByRole('region', { name: 'Fler verktyg' }).boundingBox())!;
    expect(Math.abs(faq.x - benefits.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(faq.x - tools.x)).toBeLessThanOrEqual(1);
  });
});

test.describe('focus you can see', () => {
  /** The focused element's ring: its style, and its contrast against the surface around it (the nearest opaque background). */
  async function ring(locator: Locator) {
    return locator.evaluate((el) => {
      // Any CSS colour (rgb(), color(srgb …), oklab() from Tailwind's colour-mix) as 0–255 RGB and 0–1 alpha, painted on a canvas.
      const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgb = (value: string) => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = value;
        paint.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      let surface: Element | null = el.parentElement;
      while (surface && (rgb(getComputedStyle(surface).backgroundColor)[3] ?? 1) === 0) surface = surface.parentElement;
      const style = getComputedStyle(el);
      const around = rgb(surface ? getComputedStyle(surface).backgroundColor : 'rgb(255, 255, 255)');
      const outline = rgb(style.outlineColor);
      return {
        visible: el.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        againstSurface: Math.round(contrast(outline, around) * 10) / 10 >= 3,
        // A filled button: the ring must also differ from the button's own fill.
        againstFill: rgb(style.backgroundColor)[3] === 0 || Math.round(contrast(outline, rgb(style.backgroundColor)) * 10) / 10 >= 3,
      };
    });
  }

  test('the primary button, a link and a form field show a ring of at least 3:1', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expectHydrated(page);
    const targets = [
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Jämför nu' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Användarvillkor' }),
      page.getByLabel('Ditt postnummer'),
    ];
    // Keyboard focus, as a keyboard user gets it: Tab onto the page first, then move focus.
    await page.keyboard.press('Tab');
    for (const target of targets) {
      await target.focus();
      // Transitions settle before the colours are read.
      await transitionsDone(target);
      expect({ target: target.toString(), ...(await ring(target)) }).toEqual({
        target: target.toString(),
        visible: true,
        style: 'solid',
        width: 2,
        againstSurface: true,
        againstFill: true,
      });
    }
  });
});

test.describe('targets on a phone (WCAG 2.2 2.5.8)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  // Every link and control of every page template at least 24 × 24 px on a 375 px phone:
  // tests/e2e/nginx/templates.spec.ts (smallTargets in tests/e2e/support/layout-checks.ts).

  test('the primary controls are at least 44 px tall: menu button, tabs, chips, city results', async ({ page }) => {
    const tall = async (locator: Locator) => Math.round((await locator.boundingBox())!.height);
    await page.goto('/');
    expect(await tall(page.getByRole('button', { name: 'Öppna meny' }))).toBeGreaterThanOrEqual(44);
    await page.goto('/optimering');
    for (const tab of await page.getByRole('tab').all()) expect(await tall(tab)).toBeGreaterThanOrEqual(44);
    await page.goto('/blog');
    const chips = page.getByRole('navigation', { name: 'Filtrera efter kategori' }).getByRole('link');
    for (const chip of await chips.all()) expect(await tall(chip)).toBeGreaterThanOrEqual(44);
    await page.goto('/stader');
    await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('Umeå');
    const result = page.getByRole('link', { name: 'Umeå', exact: true }).first();
    await expect(result).toBeVisible();
    expect(await tall(result)).toBeGreaterThanOrEqual(44);
  });
});
