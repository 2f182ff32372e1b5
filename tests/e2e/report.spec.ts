import catalogueJson from '../../content/data/elavtal/offers.json';
import { marketCatalogueSchema } from '../../lib/content/market-schemas';

import { axeViolations, expect, openJamfor, test, withConsentGiven } from './fixtures';

/**
 * 'Rapportera fel' in a build without the remote database (docs/rules/transparency.md, "Reporting an
 * error"): two clicks from an offer card to a form with its id, area and date filled in, whose
 * button opens the mail program with the same fields and the text; the text survives closing the
 * form; without JavaScript the control is the e-mail link itself. The database's half is
 * tests/e2e/live-report.spec.ts.
 */

const catalogue = marketCatalogueSchema.parse(catalogueJson);

const bodyOf = (href: string | null) => new URL(href ?? '').searchParams.get('body') ?? '';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('an offer card: the form filled in with the offer, the e-mail link with the text; Escape closes and the text stays', async ({ page }) => {
  await openJamfor(page);
  const card = page.getByTestId('offer-card').first();
  const id = await card.getAttribute('data-offer-id');
  const open = card.getByRole('button', { name: /^Rapportera fel/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Rapportera fel' });
  await expect(dialog.getByTestId('report-id')).toHaveText(id!);
  await expect(dialog).toContainText('Elområde');
  const field = dialog.getByRole('textbox', { name: 'Vad är fel?' });
  await expect(field).toBeFocused();
  // No database in this build: no send button, the e-mail link is the way.
  await expect(dialog.getByRole('button', { name: 'Skicka rapport' })).toHaveCount(0);
  await field.fill('Påslaget är 4,9 öre/kWh enligt leverantörens sida.');
  const mail = dialog.getByRole('link', { name: 'Skicka med e-post' });
  const href = await mail.getAttribute('href');
  expect(href).toMatch(/^mailto:kontakt@elvalet\.se\?subject=/);
  const body = bodyOf(href);
  expect(body.startsWith('Påslaget är 4,9 öre/kWh enligt leverantörens sida.\n\nGäller: ')).toBe(true);
  expect(body).toContain(`Id: ${id}`);
  expect(body).toContain('Elområde: SE3');
  expect(body).toContain(`(${catalogue.areas.SE3.date})`);
  expect(body).toContain('Sida: http://127.0.0.1');
  expect(await axeViolations(page, '[data-testid="report-dialog"]')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Rapportera fel' }).getByRole('textbox', { name: 'Vad är fel?' })).toHaveValue(
    'Påslaget är 4,9 öre/kWh enligt leverantörens sida.',
  );
});

test('a supplier page and a grid operator page each report with their own id', async ({ page }) => {
  await page.goto('/leverantor/tibber');
  const area = page.locator('section[data-area]').first();
  await area.getByRole('button', { name: /^Rapportera fel/ }).click();
  await expect(page.getByRole('dialog', { name: 'Rapportera fel' }).getByTestId('report-id')).toHaveText('tibber');
  await page.keyboard.press('Escape');

  await page.goto('/elnat/ellevio');
  const tariff = page.getByTestId('tariff').first();
  const tariffId = await tariff.getAttribute('data-tariff-id');
  await tariff.getByRole('button', { name: /^Rapportera fel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapportera fel' });
  await expect(dialog.getByTestId('report-id')).toHaveText(tariffId!);
  await expect(dialog).toContainText('Uppgifterna gäller från');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("'Rapportera fel' is an e-mail link with the offer filled in", async ({ page }) => {
    await page.goto('/jamfor');
    const card = page.getByTestId('offer-card').first();
    const id = await card.getAttribute('data-offer-id');
    const link = card.getByRole('link', { name: /^Rapportera fel/ });
    expect(bodyOf(await link.getAttribute('href'))).toContain(`Id: ${id}`);
  });
});
