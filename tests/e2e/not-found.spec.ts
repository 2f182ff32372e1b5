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
  // Swedish only (decisions.md): no English line, no 'Oops'.
  await expect(page.locator('main')).not.toContainText(/Oops|Page not found/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect.poll(() => warnings.some((text) => text.includes('/finns-inte/alls'))).toBe(true);

  await page.getByRole('link', { name: 'Tillbaka till startsidan' }).click();
  await expect(page).toHaveURL('/');
});
