import type { Page } from '@playwright/test';

import { checkedDateLabel } from '../../lib/content/offers';
import { getAllProviders } from '../../lib/content/providers';
import { AFFILIATE_REL } from '../../components/offers/affiliate-link';
import { jamforprisTable } from '../../lib/domain/cost';
import { formatKrExact, formatOrePerKwh } from '../../lib/format';

import { expect, test, withConsentGiven } from './fixtures';

/** The provider pages (/leverantor/{slug}) against the catalogue they are built from. */

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const provider of getAllProviders()) {
  test.describe(provider.path, () => {
    test.beforeEach(async ({ page }) => {
      await withConsentGiven(page);
    });

    test('shows every offer with the prices of lib/content/offers.ts', async ({ page }) => {
      await page.goto(provider.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(provider.h1);
      await expect(page.locator('article[data-offer-id]')).toHaveCount(provider.offers.length);

      for (const offer of provider.offers) {
        const card = page.locator(`article[data-offer-id="${offer.id}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(offer.name);
        await expect(card.locator('[data-field="monthly-fee"]')).toContainText(`${formatKrExact(offer.monthlyFee)}/mån inkl. moms`);
        const source = card.getByTestId('offer-source');
        await expect(source.getByRole('link')).toHaveAttribute('href', offer.source);
        await expect(source).toContainText(`${offer.sourceName} (öppnas i en ny flik), ${checkedDateLabel(offer.checkedDate)}.`);
        await expect(card.locator('dt:text-is("Bindningstid") + dd')).toHaveText(offer.bindingLabel);
        await expect(card.locator('dt:text-is("Elområden") + dd')).toHaveText(offer.priceAreas.join(', '));
        await expect(card.locator('tbody tr')).toHaveCount(offer.prices.length);
        for (const price of offer.prices) {
          const row = card.locator(`tr[data-area="${price.area}"]`);
          await expect(row.locator('[data-cell="price"]')).toHaveText(formatOrePerKwh(price.pricePerKwh));
          for (const jamfor of jamforprisTable(price.pricePerKwh, offer.monthlyFee)) {
            await expect(row.locator(`[data-cell="jamforpris-${jamfor.annualKwh}"]`)).toHaveText(
              formatOrePerKwh(jamfor.orePerKwh),
            );
          }
        }
      }
      if (provider.offers.length > 0) {
        // The basis of the prices is stated next to them.
        await expect(page.getByText(/exklusive elnätsavgift och energiskatt/)).toBeVisible();
        await expect(page.getByTestId('no-offers')).toHaveCount(0);
      } else {
        // No dated source: the page says why there is no price instead of showing a guess.
        await expect(page.getByTestId('no-offers')).toContainText(`Vår jämförelse har inget avtal från ${provider.name}`);
        await expect(page.getByTestId('no-offers').getByRole('link')).toHaveAttribute('href', provider.website);
      }
      await expect(page.getByText(/omdömen|Betyg \d|Populärt val/)).toHaveCount(0);
    });

    test("links sign-up as an ad, the supplier's site, FAQ and structured data", async ({ page }) => {
      await page.goto(provider.path);

      const withAffiliate = provider.offers.filter((offer) => offer.affiliateLink);
      const signUps = page.getByRole('link', { name: new RegExp(`^Teckna avtal hos ${provider.name}`) });
      await expect(signUps).toHaveCount(withAffiliate.length);
      for (const [index, offer] of withAffiliate.entries()) {
        const link = signUps.nth(index);
        await expect(link).toHaveAttribute('href', offer.affiliateLink!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', AFFILIATE_REL);
        await expect(link.locator('xpath=..').getByText('Annons', { exact: true })).toBeVisible();
      }

      await expect(page.getByTestId('provider-website')).toHaveAttribute('href', provider.website);

      const faq = page.getByRole('region', { name: `Vanliga frågor om ${provider.name}` });
      await expect(faq.locator('details')).toHaveCount(provider.faq.length);
      await faq.getByText(provider.faq[0]!.question).click();
      await expect(faq.getByText(provider.faq[0]!.answer)).toBeVisible();

      const blocks = await jsonLdBlocks(page);
      const organization = blocks.find((block) => block['@type'] === 'Organization' && block.name === provider.name);
      expect(organization).toMatchObject({ url: provider.website });
      const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
      expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(provider.faq.length);
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      const crumbs = breadcrumb?.itemListElement as { name: string }[] | undefined;
      expect(crumbs?.map((crumb) => crumb.name)).toEqual(['Hem', 'Elleverantörer', provider.name]);
    });
  });
}

test('Fortum in SE3: price and jämförpris worked by hand from the bundled March 2026 average', async ({ page }) => {
  await withConsentGiven(page);
  await page.goto('/leverantor/fortum');
  const row = page.locator('article[data-offer-id="fortum-rorligt"] tr[data-area="SE3"]');
  // SE3 March 2026: 58,67 öre ex VAT (content/data/spot/monthly-averages.json). 58,67 × 1,25 +
  // 13,04 öre markup incl. VAT = 86,38 → 86,4 öre/kWh. Fee 828 kr a year = 69 kr a month.
  await expect(row.locator('[data-cell="price"]')).toHaveText('86,4\u00A0öre/kWh');
  // 2 000 kWh a year = 166,67 kWh a month: 86,4 + 6 900 / 166,67 = 86,4 + 41,4 = 127,8.
  await expect(row.locator('[data-cell="jamforpris-2000"]')).toHaveText('127,8\u00A0öre/kWh');
  // 5 000 kWh: 86,4 + 6 900 / 416,67 = 86,4 + 16,56 = 102,96 → 103,0.
  await expect(row.locator('[data-cell="jamforpris-5000"]')).toHaveText('103,0\u00A0öre/kWh');
  // 20 000 kWh: 86,4 + 6 900 / 1 666,67 = 86,4 + 4,14 = 90,54 → 90,5.
  await expect(row.locator('[data-cell="jamforpris-20000"]')).toHaveText('90,5\u00A0öre/kWh');
});

test('an unknown provider ends at /404 with the not-found page, and Back skips the bad address', async ({
  page,
  consoleErrors,
}) => {
  // A static host answers the unknown path with 404.html and status 404, which Chromium logs.
  consoleErrors.expectDocument404();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  const response = await page.goto('/leverantor/okand');
  // A static host answers the unknown path with 404.html and status 404.
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

test('the overview and /sitemap list every provider page', async ({ page }) => {
  await withConsentGiven(page);
  await page.goto('/leverantor');
  for (const provider of getAllProviders()) {
    await expect(page.getByRole('link', { name: `Elavtal och priser från ${provider.name}` })).toHaveAttribute(
      'href',
      provider.path,
    );
  }
  await page.goto('/sitemap');
  const section = page.getByRole('region', { name: 'Elleverantörer' });
  for (const provider of getAllProviders()) {
    await expect(section.getByRole('link', { name: provider.name, exact: true })).toHaveAttribute('href', provider.path);
  }
});
