import { axeViolations, ELNAT_ROWS_AFTER_20, expect, test } from './fixtures';
import { templateSamples } from './support/templates';

/**
 * Every page template once (issue 18): the largest page each app route rendered stands for all of
 * them (one city page for 290), from what the build exported (tests/e2e/support/templates.ts). A
 * first visit: status 200, one h1, the cookie banner open, no console error (the shared fixture),
 * and axe's WCAG 2.2 AA rules. Topic specs run axe only on states a first view does not show (a
 * result, an open menu, an error); every page gets the static checks in Node (tests/site).
 */

/** Parts of a template axe may skip (see ELNAT_ROWS_AFTER_20). */
const AXE_EXCLUDE: Readonly<Record<string, string>> = { '/elnat': ELNAT_ROWS_AFTER_20 };

for (const { template, path, pages } of templateSamples()) {
  test(`${template}: ${path}${pages > 1 ? ` (for ${pages} pages)` : ''} loads cleanly and passes axe`, async ({ page }) => {
    test.slow(template in AXE_EXCLUDE, 'a large page');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, undefined, AXE_EXCLUDE[template])).toEqual([]);
  });
}
