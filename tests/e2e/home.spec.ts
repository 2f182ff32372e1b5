import catalogueJson from '../../content/data/elavtal/offers.json';
import { marketCatalogueSchema } from '../../lib/content/market-schemas';
import { formatNumber } from '../../lib/format';

import { expect, test, withConsentGiven } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('the postal-code box goes to the compare page with the code', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Ditt postnummer').fill('11122');
  await page.getByRole('button', { name: 'Jämför elavtal' }).click();
  await expect(page).toHaveURL('/jamfor?postalCode=11122');
});

test('the postal-code box also submits an empty value', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Ditt postnummer').press('Enter');
  await expect(page).toHaveURL('/jamfor?postalCode=');
});

test('home shows four benefits, three steps without invented durations and a four-question FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="fordelar"] li')).toHaveCount(4);
  const steps = page.locator('section[aria-labelledby="sa-fungerar-det"] ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.filter({ hasText: /sekunder|minut/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Vanliga frågor' })).toBeVisible();
});

test('the FAQ keeps one answer open at a time and can close it', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section[aria-labelledby="faq-heading"]');
  const items = faq.locator('details');
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(4);

  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeVisible();
  await questions.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await questions.nth(1).click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');

  // Keyboard: a question is focusable and opens with Enter.
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(2)).toHaveAttribute('open', '');
});

test('home carries FAQPage, Organization and WebSite structured data', async ({ page }) => {
  await page.goto('/');
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
});

test('the figures are the market catalogue’s, each with its basis beside it', async ({ page }) => {
  const file = marketCatalogueSchema.parse(catalogueJson);
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'Elvalet i siffror' });
  const values = figures.locator('dd.font-bold');
  await expect(values.nth(0)).toHaveText(formatNumber(file.suppliers.length));
  await expect(figures).toContainText('elleverantörer från Elpriskollen*');
  await expect(values.nth(1)).toHaveText(formatNumber(file.offers.length));
  await expect(values.nth(2)).toHaveText('290');
  await expect(page.getByTestId('count-basis')).toContainText(
    `* ${formatNumber(file.offers.length)} elavtal från ${formatNumber(file.suppliers.length)} elleverantörer som Elpriskollen (Energimarknadsinspektionen) visade i`,
  );
  // The headline range is the smallest and largest saving of the areas listed beside it, to tens of kronor.
  const basis = page.getByTestId('saving-basis');
  const savings = [...((await basis.textContent()) ?? '').matchAll(/SE\d ([\d\u202F]+)\u00A0kr/g)].map((m) => Number(m[1]!.replace(/\u202F/g, '')));
  expect(savings).toHaveLength(4);
  const tens = (kr: number) => formatNumber(Math.round(kr / 10) * 10);
  await expect(values.nth(3)).toHaveText(`${tens(Math.min(...savings))}–${tens(Math.max(...savings))}\u00A0kr`);
  await expect(basis).toContainText('mellan det mittersta (median) och det billigaste rörliga avtalet');
  await expect(basis).toContainText('Elpriskollens antagna spotpris');
  // What suppliers add, from the catalogue with its basis, not the unsourced '4–8 öre'.
  await expect(page.getByText(/rörliga avtal som Elpriskollen \(Energimarknadsinspektionen\) visade i [a-zåäö]+ \d{4} lade hälften till mellan/)).toBeVisible();
  // Nothing from the old catalogue or its paid links, and no unsourced rating, review count, user count or '50+'.
  await expect(page.getByText(/4–8|ersättning från vissa|Välj detta avtal|50\+|Över 50|\/5|omdömen|användare/)).toHaveCount(0);
});
