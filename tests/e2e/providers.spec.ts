import type { Page } from '@playwright/test';

import catalogueJson from '../../content/data/elavtal/offers.json';
import { marketCatalogueSchema } from '../../lib/content/market-schemas';
import { getAllProviders, getProvider } from '../../lib/content/providers';
import { formatPostalCode } from '../../lib/postcode/code';
import { formatKr, formatKrExact, formatNumber } from '../../lib/format';
import { sourceText } from '../../lib/market/basis';
import { catalogueAreaSources, catalogueOffers, searchSuppliers, type MarketSupplier } from '../../lib/market/catalogue';
import { supplierPage, type SupplierPage } from '../../lib/market/supplier-page';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';

/**
 * The supplier pages (/leverantor/{slug}) and the supplier list (/leverantor) against the market
 * catalogue they are built from (content/data/elavtal/offers.json through the pure page model):
 * a supplier with written copy, one without, the search, and an unknown slug.
 */

const file = marketCatalogueSchema.parse(catalogueJson);
const offers = catalogueOffers(file);
const sources = catalogueAreaSources(file);
const collator = new Intl.Collator('sv-SE');
const suppliers = [...file.suppliers].sort((a, b) => collator.compare(a.name, b.name));
const modelOf = (supplier: MarketSupplier): SupplierPage => supplierPage(supplier, offers, sources);
const supplierBySlug = (slug: string) => suppliers.find((s) => s.slug === slug)!;

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Every offer row and the cheapest table of each area, as the model computes them. */
async function expectOffersOf(page: Page, model: SupplierPage) {
  await expect(page.locator('tr[data-offer-id]')).toHaveCount(model.offerCount);
  for (const area of model.areas) {
    const section = page.locator(`section[data-area="${area.area}"]`);
    await expect(section.getByRole('heading', { level: 3 })).toContainText(`${area.area} – `);
    await expect(section.getByTestId('area-source')).toContainText(`Avtal som ${model.supplier.name} bara säljer på andra orter i elområdet kan saknas.`);
    await expect(section.getByTestId('area-source')).toContainText(`Källa: ${sourceText(area.source)}`);
    await expect(section.getByTestId('area-source')).toContainText(`för postnummer ${formatPostalCode(area.source.postalCode)}.`);
    await expect(section.getByText(area.basisText)).toBeVisible();
    await expect(section.locator('tr[data-offer-id]')).toHaveCount(area.offerCount);
    for (const type of area.types) {
      await expect(section.locator(`tbody[data-type="${type.type}"] td[data-group]`)).toContainText(type.label);
      const row = type.offers[0]!;
      const cells = section.locator(`tr[data-offer-id="${row.offer.id}"]`);
      await expect(cells.locator('th')).toContainText(row.offer.product);
      await expect(cells.locator('[data-cell="price"]')).toHaveText(formatNumber(row.pricePerKwh, 2));
      await expect(cells.locator('[data-cell="fee"]')).toHaveText(formatKrExact(row.feePerMonth));
      for (const j of row.jamforpris) await expect(cells.locator(`[data-cell="jamforpris-${j.annualKwh}"]`)).toHaveText(formatNumber(j.ore, 2));
    }
    const cheapest = model.cheapest.find((c) => c.area === area.area)!;
    const table = section.getByTestId('cheapest-table');
    await expect(table.locator('tbody tr')).toHaveCount(cheapest.types.length);
    for (const type of cheapest.types) {
      for (const at of type.at) {
        await expect(table.locator(`tr[data-type="${type.type}"] [data-cell="cheapest-${at.annualKwh}"]`)).toContainText(`${formatKr(at.cost.yearlyKr)}/år`);
      }
    }
  }
}

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('a supplier with written copy: the copy above its offers, every offer from the catalogue, sourced structured data', async ({ page }) => {
  // Axe and the layout rules over this page (the largest supplier page stands for all of them):
  // tests/e2e/nginx/templates.spec.ts.
  const provider = getProvider('vattenfall')!;
  const model = modelOf(supplierBySlug('vattenfall'));
  await page.goto(provider.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(provider.h1);
  await expect(page).toHaveTitle(`${provider.seoTitle} | Elvalet`);

  // The copy comes first, with its sources, then the offers.
  const about = page.getByRole('heading', { level: 2, name: provider.sections[0]!.heading, exact: true });
  const offersHeading = page.getByRole('heading', { level: 2, name: 'Elavtal från Vattenfall' });
  expect((await about.boundingBox())!.y).toBeLessThan((await offersHeading.boundingBox())!.y);
  await expect(page.getByTestId('copy-sources').getByRole('link')).toHaveAttribute('href', provider.sources[0]!.url);

  const facts = page.getByTestId('supplier-facts');
  await expect(facts.locator('[data-field="legal-name"] dd')).toHaveText(model.supplier.legalName);
  await expect(facts.locator('[data-field="offers"] dd')).toContainText(`${formatNumber(model.offerCount)} i SE1, SE2, SE3 och SE4`);
  await expect(facts.locator('[data-field="types"] dd')).toHaveText(model.typesText);
  await facts.getByRole('link', { name: 'SE4' }).click();
  await expect(page).toHaveURL(/#se4$/);

  await expectOffersOf(page, model);

  const faq = page.getByRole('region', { name: 'Vanliga frågor om Vattenfall' });
  await expect(faq.locator('details')).toHaveCount(provider.faq.length);
  await expect(page.getByTestId('provider-website')).toHaveAttribute('href', provider.website);

  const blocks = await jsonLdBlocks(page);
  const organization = blocks.find((block) => block['@type'] === 'Organization' && block.name === 'Vattenfall');
  expect(organization).toMatchObject({ legalName: model.supplier.legalName, url: provider.website, sameAs: provider.sameAs });
  for (const invented of ['logo', 'address', 'aggregateRating', 'review']) expect(organization).not.toHaveProperty(invented);
  expect((blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
    'Hem',
    'Elleverantörer',
    'Vattenfall',
  ]);
  await expect(page.getByText(/omdömen|Betyg \d|Populärt val|saknas i jämförelsen|Annons/)).toHaveCount(0);
});

test('Tibber in SE3: every offer row shows the jämförpris and the monthly fee the cost model gives the catalogue', async ({ page }) => {
  // Agreement with Elpriskollen's own totals, to 0,01 öre, is checked on the raw files
  // (tests/unit/market/cost-source.test.ts); here, that the page shows what the model computes.
  const area = modelOf(supplierBySlug('tibber')).areas.find((entry) => entry.area === 'SE3')!;
  const rows = area.types.flatMap((type) => type.offers);
  expect(rows.length).toBeGreaterThan(0);
  await page.goto('/leverantor/tibber');
  for (const row of rows) {
    const cells = page.locator(`section[data-area="SE3"] tr[data-offer-id="${row.offer.id}"]`);
    await expect(cells.locator('[data-cell="jamforpris-2000"]')).toHaveText(formatNumber(row.jamforpris.find((j) => j.annualKwh === 2000)!.ore, 2));
    await expect(cells.locator('[data-cell="fee"]')).toHaveText(formatKrExact(row.feePerMonth));
  }
  // The copy no longer says Tibber is missing from the comparison.
  await expect(page.getByText(/saknas i jämförelsen|inget pris för Tibber/)).toHaveCount(0);
});

test('a supplier without copy: its facts, every offer, the source and date, and no copy, FAQ or invented details', async ({ page }) => {
  const withCopy = new Set<string>(getAllProviders().map((provider) => provider.slug));
  const supplier = suppliers.find((s) => {
    if (withCopy.has(s.slug)) return false;
    const model = modelOf(s);
    return model.areas.length >= 2 && model.types.length >= 2;
  })!;
  const model = modelOf(supplier);
  await page.goto(`/leverantor/${supplier.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model.h1);
  await expect(page.getByText(model.lead)).toBeVisible();
  await expect(page).toHaveTitle(`${model.title} | Elvalet`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(model.description);
  await expect(page.getByTestId('supplier-facts').locator('[data-field="source"] dd')).toHaveText(`${model.sourceText}, för ett postnummer per elområde`);

  await expectOffersOf(page, model);

  await expect(page.getByTestId('copy-sources')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Vanliga frågor/ })).toHaveCount(0);
  await expect(page.getByTestId('provider-website')).toHaveCount(0);
  const organization = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Organization' && block.name === supplier.name)!;
  expect(Object.keys(organization).sort()).toEqual(['@context', '@id', '@type', 'description', 'legalName', 'name']);
  expect(organization.legalName).toBe(supplier.legalName);
  // The facts block without copy is the only part the template's page (Vattenfall, with copy) lays out otherwise.
  expect(await axeViolations(page, '[data-testid="supplier-facts"]')).toEqual([]);
});

test("each area's onward step: what to type at Elpriskollen, and the supplier's website only where the site has written copy", async ({ page }) => {
  const provider = getProvider('tibber')!;
  const model = modelOf(supplierBySlug('tibber'));
  await page.goto(provider.path);
  const steps = page.getByTestId('onward-step');
  await expect(steps).toHaveCount(model.areas.length);
  for (const [i, area] of model.areas.entries()) {
    const step = steps.nth(i);
    await expect(step.getByTestId('onward-toggle')).toHaveText('Sök avtalen hos Elpriskollen');
    await step.getByTestId('onward-toggle').click();
    const values = step.getByTestId('onward-value');
    expect(await values.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.copy))).toEqual([area.source.postalCode, '2000', 'Tibber']);
    await expect(step.getByRole('link', { name: /^Elpriskollen/ })).toHaveAttribute('href', 'https://www.elpriskollen.se/');
    await expect(step.getByRole('link', { name: /^Till leverantörens webbplats/ })).toHaveAttribute('href', provider.website);
  }

  const withCopy = new Set<string>(getAllProviders().map((p) => p.slug));
  const other = suppliers.find((s) => !withCopy.has(s.slug))!;
  await page.goto(`/leverantor/${other.slug}`);
  const step = page.getByTestId('onward-step').first();
  await step.getByTestId('onward-toggle').click();
  await expect(step.getByTestId('onward-panel')).toBeVisible();
  await expect(step.getByTestId('onward-website')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Se avtalen hos Elpriskollen/ })).toHaveCount(0);
});

test('/leverantor lists every supplier with its offers and areas, and finds one by name', async ({ page }) => {
  await page.goto('/leverantor');
  const list = page.getByTestId('supplier-list');
  await expect(list.getByRole('link')).toHaveCount(suppliers.length);
  await expect(page.getByTestId('supplier-count')).toHaveText(`${suppliers.length} elleverantörer`);
  await expect(page.getByTestId('count-basis')).toContainText(
    `elavtal från ${suppliers.length} elleverantörer som Elpriskollen (Energimarknadsinspektionen) visade i`,
  );
  const tibber = modelOf(supplierBySlug('tibber'));
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Tibber', exact: true }) })).toContainText(
    `${tibber.offerCount} elavtal i SE1, SE2, SE3 och SE4`,
  );

  const search = page.getByRole('searchbox', { name: 'Sök elleverantör' });
  // Accents and punctuation fold: 'eon' finds E.ON.
  await search.fill('eon');
  await expect(list.getByRole('link', { name: 'E.ON', exact: true })).toBeVisible();
  const matches = searchSuppliers(suppliers, 'eon');
  await expect(list.getByRole('link')).toHaveCount(matches.length);
  await expect(page.getByTestId('supplier-count')).toHaveText(`Visar ${matches.length} av ${suppliers.length} elleverantörer`);

  await search.fill('finns inte alls');
  await expect(page.getByTestId('supplier-count')).toContainText('har ”finns inte alls” i namnet');
  // The empty result, as the search shows it (the rest of the page is the template's first view).
  expect(await axeViolations(page, 'div:has(> [data-testid="supplier-count"])')).toEqual([]);
  await page.getByRole('button', { name: 'Visa alla elleverantörer' }).click();
  await expect(list.getByRole('link')).toHaveCount(suppliers.length);

  await search.fill('greenely');
  await list.getByRole('link', { name: 'Greenely' }).click();
  await expect(page).toHaveURL('/leverantor/greenely');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getProvider('greenely')!.h1);
});

test('/sitemap lists every supplier page', async ({ page }) => {
  await page.goto('/sitemap');
  const section = page.getByRole('region', { name: 'Elleverantörer' });
  await expect(section.locator('a[href^="/leverantor/"]')).toHaveCount(suppliers.length);
  await expect(section.getByRole('link', { name: 'Svekraft', exact: true })).toHaveAttribute('href', '/leverantor/svekraft');
});

test('an unknown supplier ends at /404 with the not-found page, and Back skips the bad address', async ({ page, consoleErrors }) => {
  // A static host answers the unknown path with 404.html and status 404, which Chromium logs.
  consoleErrors.expectDocument404();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  const response = await page.goto('/leverantor/okand');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('/leverantor/okand'))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/');

  // /404 itself is a page a reload can land on.
  await page.goForward();
  await expect(page).toHaveURL('/404');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
});
