import { getAllRoutes } from '../../lib/routes';

import { axeViolations, expect, test } from './fixtures';

/** Every page of the route index: loads without console errors and passes axe (banner open). */
for (const route of getAllRoutes()) {
  test(`${route.path} loads cleanly and passes axe`, async ({ page, consoleErrors }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
