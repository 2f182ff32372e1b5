import { getAllRoutes } from '../../lib/routes';

import { axeViolations, expect, test } from './fixtures';

/** Pages whose full axe run takes long: /elnat has a table of some 1 300 cells. */
const LARGE_PAGES = new Set(['/elnat']);

/** Every page of the route index: loads without console errors and passes axe (banner open). */
for (const route of getAllRoutes()) {
  test(`${route.path} loads cleanly and passes axe`, async ({ page, consoleErrors }) => {
    if (LARGE_PAGES.has(route.path)) test.slow();
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
