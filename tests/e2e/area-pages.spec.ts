import { readFileSync } from 'node:fs';
import path from 'node:path';

import { load } from 'cheerio';

import { PRICE_AREAS } from '../../lib/domain/price-area';
import { parseAreaFile } from '../../lib/market/area-file';
import { NO_FILTERS, compareMarket, indexMarket } from '../../lib/market/compare';
import { TYPE_GROUPS, TYPE_GROUP_OF } from '../../lib/market/offer';
import { OUT_DIR } from '../../scripts/lib/export-pages';

import { expect, test, withConsentGiven } from './fixtures';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * The area landing pages /jamfor/se1 … se4: the cheapest offers of each
 * type pre-rendered, metadata, canonical and JSON-LD, a link into /jamfor with the area chosen,
 * and SCB's averages for new contracts as a chart with a table. Expected offers come from the
 * export's own per-area files.
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** The five cheapest of each type group at 5 000 kWh a year, as the page should list them. */
function cheapestByGroup(area: (typeof PRICE_AREAS)[number]): string[][] {
  const file = JSON.parse(readFileSync(path.join(OUT_DIR, 'data', 'elavtal', `${area.toLowerCase()}.json`), 'utf8')) as unknown;
  const parsed = parseAreaFile(file, area)!;
  const ranked = compareMarket(indexMarket(parsed.offers, parsed.suppliers), { filters: NO_FILTERS, sort: 'kostnad', annualKwh: 5000 });
  return TYPE_GROUPS.map((group) => ranked.filter(({ offer }) => TYPE_GROUP_OF[offer.type] === group).slice(0, 5).map(({ offer }) => offer.id)).filter(
    (ids) => ids.length > 0,
  );
}

for (const area of PRICE_AREAS) {
  const slug = area.toLowerCase();

  test(`/jamfor/${slug} is pre-rendered with the cheapest of each type, its metadata and structured data`, async ({ request }) => {
    const response = await request.get(`/jamfor/${slug}`);
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    expect($('head > title').text()).toMatch(new RegExp(`^Billigaste elavtalen i ${area} \\(.+\\) – [a-zåäö]+ \\d{4} \\| Elvalet$`));
    expect($('meta[name="description"]').attr('content')).toMatch(new RegExp(`elområde ${area} enligt Elpriskollen`));
    expect($('link[rel="canonical"]').attr('href')).toMatch(new RegExp(`/jamfor/${slug}$`));
    expect($('h1').text()).toContain(`Billigaste elavtalen i elområde ${area}`);

    const groups = $('[data-testid="landing-group"]')
      .map((_, ol) => [$(ol).find('[data-testid="landing-offer"]').map((__, li) => $(li).attr('data-offer-id')).get()])
      .get() as string[][];
    expect(groups).toEqual(cheapestByGroup(area));

    const jsonLd = $('script[type="application/ld+json"]')
      .map((_, el) => JSON.parse($(el).text()) as { '@type': string; mainEntity?: { '@type': string; itemListElement: unknown[] } })
      .get();
    const webPage = jsonLd.find((data) => data['@type'] === 'WebPage');
    expect(webPage?.mainEntity?.['@type']).toBe('ItemList');
    expect(webPage?.mainEntity?.itemListElement.length).toBe($('[data-testid="cheapest-of-type"]').length);

    // SCB's averages: a chart and the same figures as a table, thirteen months, with the source.
    expect($('#snittpriser svg[role="img"] polyline')).toHaveLength(5);
    expect($('#snittpriser table tbody tr')).toHaveLength(13);
    expect($('#snittpriser').text()).toContain('Källa: SCB och Energimyndigheten, SSDManadElhandelpris');
  });

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

test("/jamfor links the market averages of the area it shows", async ({ page }) => {
  await page.goto('/jamfor');
  await page.getByRole('link', { name: 'Snittpriserna i SE3 månad för månad' }).click();
  await expect(page).toHaveURL('/jamfor/se3#snittpriser');
  await expect(page.getByRole('heading', { level: 2, name: 'Snittpriser för nya elavtal i SE3' })).toBeInViewport();
});

test('every offer of an area page has its onward step, with the area source\'s postcode and the offer\'s names', async ({ page }) => {
  await page.goto('/jamfor/se1');
  const offers = page.getByTestId('landing-offer');
  const count = await offers.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('onward-toggle')).toHaveCount(count);
  const first = offers.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.replace(/\s+/g, ' ').trim();
  await first.getByTestId('onward-toggle').click();
  const [supplier, product] = name.split(' – ');
  const source = (parseAreaFile(JSON.parse(readFileSync(path.join(OUT_DIR, 'data', 'elavtal', 'se1.json'), 'utf8')) as unknown, 'SE1'))!.source;
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
