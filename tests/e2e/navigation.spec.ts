import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { expectHydrated } from './support/settled';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** Every section the header reaches, in the header's order. */
const SECTIONS = [
  '/elpris-just-nu',
  '/elpris-historik',
  '/jamfor',
  '/leverantor',
  '/kalkylator',
  '/optimering',
  '/elnat',
  '/guider',
  '/el-avtals-skolan',
  '/blog',
  '/energinyheter',
  '/stader',
];

test('the header reaches every section, its groups open as disclosure menus, and the current page is marked', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  const hrefs = await nav.locator('a[href]').evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(SECTIONS));

  // A group by mouse: opens, leads to its page, and the page is marked in it.
  await nav.getByRole('button', { name: 'Elavtal' }).click();
  await expect(nav.getByRole('button', { name: 'Elavtal' })).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page, 'header')).toEqual([]);
  await nav.getByRole('link', { name: 'Kalkylator' }).click();
  await expect(page).toHaveURL('/kalkylator');
  await expect(nav.getByRole('button', { name: 'Elavtal' })).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('button', { name: 'Elavtal' }).click();
  await expect(nav.getByRole('link', { name: 'Kalkylator' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Elavtal' }).click();

  // A group by keyboard: Enter opens, Tab walks into it, Escape closes it and returns to its button.
  const learn = nav.getByRole('button', { name: 'Lär dig' });
  await learn.focus();
  await page.keyboard.press('Enter');
  await expect(learn).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Guider/ })).toBeFocused();
  // Each reading section says what it is for.
  await expect(nav.getByRole('link', { name: /^Guider/ })).toContainText(/\S{3,}.{20,}/);
  await page.keyboard.press('Escape');
  await expect(learn).toHaveAttribute('aria-expanded', 'false');
  await expect(learn).toBeFocused();

  // A plain link.
  await nav.getByRole('link', { name: 'Elnät' }).click();
  await expect(page).toHaveURL('/elnat');
  await expect(nav.getByRole('link', { name: 'Elnät' })).toHaveAttribute('aria-current', 'page');
});

test('footer shows the build year and links to the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Användarvillkor' }).click();
  await expect(page).toHaveURL('/villkor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a new page starts at the top after navigating from a scrolled page', async ({ page }) => {
  await page.goto('/villkor');
  await expectHydrated(page);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Integritetspolicy' }).click();
  await expect(page).toHaveURL('/integritet');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a deep link to an anchor keeps its position after the page has loaded', async ({ page }) => {
  await page.goto('/villkor#andringar-och-tillamplig-lag');
  await expectHydrated(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu opens, closes, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Öppna meny' });
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute('aria-expanded', 'true');
    // The open menu, in the sticky header (the page behind it is the template's first view).
    expect(await axeViolations(page, 'header:has(nav[aria-label="Mobilmeny"])')).toEqual([]);

    await page.getByRole('button', { name: 'Stäng meny' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Öppna meny' }).click();
    // Every section is in the phone menu too.
    const hrefs = await menu.locator('a[href]').evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(SECTIONS));
    await menu.getByRole('link', { name: 'Guider' }).click();
    await expect(page).toHaveURL('/guider');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Öppna meny' }).click();
    await expect(menu.getByRole('link', { name: 'Guider' })).toHaveAttribute('aria-current', 'page');
  });

  // No page scrolls sideways at 375 px: every template, in templates.spec.ts (sidewaysOverflow).
});
