import { templateSamples } from '../support/templates';

import { expect, httpTest, test } from './fixtures';

/**
 * Every page template over nginx with deploy/nginx.conf: loads, scrolled to the end (lazy parts and
 * link prefetches run), with no Content-Security-Policy violation and no console error (both fixtures
 * fail the test otherwise). One page per template, read from what the build exported
 * (tests/e2e/support/templates.ts, as templates.spec.ts): a route family (/stader/{kommun},
 * /blog/kategori/{kategori}, …) is represented by its largest page.
 */

const samples = templateSamples();
const templates = samples.map((sample) => sample.path);

httpTest('the export yields the templates this spec is meant to cover', () => {
  // A family that disappears or a new one shows up here first.
  for (const expected of ['/', '/jamfor', '/kalkylator', '/elpris-just-nu', '/elpris-historik', '/elnat', '/blog']) {
    expect(templates).toContain(expected);
  }
  for (const family of ['/stader/[slug]', '/leverantor/[provider]', '/blog/kategori/[category]', '/energinyheter/artikel/[slug]']) {
    expect(samples.filter((sample) => sample.template === family)).toHaveLength(1);
  }
});

for (const path of templates) {
  test(`${path} loads over nginx with its page policy and no violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  });
}

test('the 404 page loads over nginx with status 404 and no violation', async ({ page, consoleErrors }) => {
  consoleErrors.expectDocument404();
  const response = await page.goto('/finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  await page.waitForLoadState('networkidle');
});
