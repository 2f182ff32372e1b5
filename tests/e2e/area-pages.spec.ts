import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PRICE_AREAS } from '../../lib/domain/price-area';
import { parseAreaFile } from '../../lib/market/area-file';
import { OUT_DIR } from '../../scripts/lib/export-pages';

import { expect, test, withConsentGiven } from './fixtures';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * The area landing pages /jamfor/se1 … se4 in the browser: the link into /jamfor with the area
 * chosen, a type's link, and the layout at 375 px. What they pre-render (the cheapest offers of each
 * type, metadata, JSON-LD, SCB's averages) is checked in tests/site/static-pages.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

for (const area of PRICE_AREAS) {
  const slug = area.toLowerCase();

  // The pre-rendered cheapest offers, metadata and structured data: tests/site/static-pages.test.ts.
  test(`/jamfor/${slug} leads into /jamfor with ${area} chosen`, async ({ page }) => {
    await page.goto(`/jamfor/${slug}`);
    await page.getByTestId('compare-area').click();
    await expect(page).toHaveURL(new RegExp(`/jamfor\\?area=${area}&annualKwh=5000$`));
    await expect(page.getByLabel('Elområde', { exact: true })).toHaveValue(area);
    await expect(page.locator('#jamfor-resultat')).toHaveText(new RegExp(`elavtal i elområde ${area}$`));
    await expect(page.getByTestId('kwh-year')).toHaveText('Det är 5\u202F000\u00A0kWh per år (villa).');
  });
}

test("a type's link opens /jamfor with that type and the area", async ({ page }) => {
  await page.goto('/jamfor/se4');
  await page.getByRole('link', { name: /^Se listans [\d\s]+ fasta elavtal i SE4$/ }).click();
  await expect(page).toHaveURL(/\/jamfor\?area=SE4&type=fast&annualKwh=5000$/);
  await expect(page.getByRole('radio', { name: 'Fast', exact: true })).toBeChecked();
  await expect(page.getByTestId('offer-card').first().getByTestId('offer-type')).toHaveText(/^Fast pris/);
});

test('/jamfor links the market averages of the area it shows', async ({ page }) => {
  await page.goto('/jamfor');
  await page.getByRole('link', { name: 'Snittpriserna i SE3 månad för månad' }).click();
  await expect(page).toHaveURL('/jamfor/se3#snittpriser');
  await expect(page.getByRole('heading', { level: 2, name: 'Snittpriser för nya elavtal i SE3' })).toBeInViewport();
});

test("every offer of an area page has its onward step, with the area source's postcode and the offer's names", async ({ page }) => {
  await page.goto('/jamfor/se1');
  const offers = page.getByTestId('landing-offer');
  const count = await offers.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('onward-toggle')).toHaveCount(count);
  const first = offers.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.replace(/\s+/g, ' ').trim();
  await first.getByTestId('onward-toggle').click();
  const [supplier, product] = name.split(' – ');
  const source = parseAreaFile(JSON.parse(readFileSync(path.join(OUT_DIR, 'data', 'elavtal', 'se1.json'), 'utf8')) as unknown, 'SE1')!.source;
  expect(await first.getByTestId('onward-value').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.copy))).toEqual([
    source.postalCode,
    '2000',
    supplier,
    product,
  ]);
  await expect(first.getByRole('link', { name: /^Elpriskollen/ })).toHaveAttribute('href', 'https://www.elpriskollen.se/');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an area page does not scroll sideways; its table scrolls in a named region', async ({ page }) => {
    await page.goto('/jamfor/se3');
    expect(await sidewaysOverflow(page)).toBe(0);
    const region = page.getByRole('region', { name: /^Snittpris för nya avtal i SE3 per månad/ });
    await expect(region).toBeAttached();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Axe over the area pages, and the layout rules at 375 px: templates.spec.ts.
  });
});
