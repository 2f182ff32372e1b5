import { FOOTER_CITY_SLUGS, cityPath } from '../../lib/cities/paths';
import { getAllRoutes } from '../../lib/routes';

import { axeViolations, expect, test } from './fixtures';

/** Pages whose full axe run takes long: /elnat has a table of some 1 300 cells. */
const LARGE_PAGES = new Set(['/elnat']);

/**
 * Every page of the route index except the cities section: its 290 city pages share one template,
 * so one axe run per template is enough. The first footer city (the largest) is loaded here with
 * the banner open; tests/e2e/cities.spec.ts runs axe on /stader, its filter, three small
 * municipalities and the fallback page. The site-wide static check (site-integrity.spec.ts) still
 * covers every page.
 */
const SAMPLED_CITY_PATH = cityPath(FOOTER_CITY_SLUGS[0]);
const routes = getAllRoutes().filter((route) => route.section !== 'cities' || route.path === SAMPLED_CITY_PATH);

/** Loads without console errors and passes axe (banner open). */
for (const route of routes) {
  test(`${route.path} loads cleanly and passes axe`, async ({ page }) => {
    if (LARGE_PAGES.has(route.path)) test.slow();
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}
