import { expect, test } from './fixtures';

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page, consoleErrors }) => {
  consoleErrors.expectDocument404();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  // Swedish only (docs/rules/site-wide.md): no English line, no 'Oops'.
  await expect(page.locator('main')).not.toContainText(/Oops|Page not found/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect.poll(() => warnings.some((text) => text.includes('/finns-inte/alls'))).toBe(true);

  // A way on, not only back: the main sections and a city search.
  const sections = page.getByRole('navigation', { name: 'Eller gå till en av våra avdelningar' });
  for (const href of ['/', '/jamfor', '/elpris-just-nu', '/elnat', '/guider', '/energinyheter', '/stader']) {
    await expect(sections.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await sections.getByRole('link', { name: 'Startsidan' }).click();
  await expect(page).toHaveURL('/');
});

test("the not-found page's search box finds a city", async ({ page, consoleErrors }) => {
  consoleErrors.expectDocument404();
  await page.goto('/finns-inte');
  const search = page.getByRole('search', { name: 'Sök stad' });
  await search.getByRole('searchbox').fill('Umeå');
  await search.getByRole('button', { name: 'Sök' }).click();
  await expect(page).toHaveURL(/\/stader\?sok=Ume/);
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toHaveValue('Umeå');
  await expect(page.getByRole('link', { name: 'Umeå', exact: true }).first()).toBeVisible();
});
