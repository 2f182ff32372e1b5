import type { Page } from '@playwright/test';

import { formatPostalCode } from '../../lib/postcode/code';

import { expect, openJamfor, test, withConsentGiven } from './fixtures';
import { trackRequests } from './support/settled';

/**
 * Search that forgives the visitor and never contradicts them: typos on /stader and /leverantor,
 * two /jamfor searches in a row on a slow line (the last code typed wins), and a postcode in the
 * address that only looks valid once something is stripped (it is not searched).
 */

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test.describe('typos', () => {
  for (const [typed, name] of [
    ['Upsala', 'Uppsala'],
    ['Gotebrog', 'Göteborg'],
    ['Kirna', 'Kiruna'],
  ] as const) {
    test(`/stader: '${typed}' finds ${name}`, async ({ page }) => {
      await page.goto('/stader');
      await page.getByLabel('Sök kommun, ort eller postnummer').fill(typed);
      const results = page.getByRole('main').getByRole('status');
      await expect(results).toContainText(`Ingen kommun eller ort heter ”${typed}”. Menade du`);
      await expect(results.getByRole('list', { name: 'Kommuner' }).getByRole('link').first()).toHaveText(name);
    });
  }

  test("/leverantor: 'vatenfal' finds Vattenfall", async ({ page }) => {
    await page.goto('/leverantor');
    await page.getByRole('searchbox', { name: 'Sök elleverantör' }).fill('vatenfal');
    await expect(page.getByTestId('supplier-count')).toContainText('Inget namn innehåller ”vatenfal”. Liknande namn:');
    await expect(page.getByTestId('supplier-list').getByRole('link').first()).toHaveText(/^Vattenfall/);
  });
});

const postalInput = (page: Page) => page.getByLabel('Postnummer', { exact: true });
const heading = (page: Page) => page.locator('#jamfor-resultat');

test('/jamfor: two searches in a row on a slow line, the last code typed wins', async ({ page }) => {
  // The first lookup's files take 3 s; the second search starts while they are on their way.
  let slow = true;
  await page.route(/\/data\/postnummer(-elomraden)?\.json$/, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await openJamfor(page);
  const requests = trackRequests(page);
  await postalInput(page).fill('11122');
  await postalInput(page).press('Enter');
  await expect(page.getByRole('button', { name: /Söker/ })).toBeEnabled();
  slow = false;
  await postalInput(page).fill('97231');
  await postalInput(page).press('Enter');
  await expect(heading(page)).toContainText(`för postnummer ${formatPostalCode('97231')} (elområde SE1)`, { timeout: 15_000 });
  // After the first lookup's slow answer has come: the list still agrees with the field.
  await requests.settled();
  await expect(postalInput(page)).toHaveValue('97231');
  await expect(heading(page)).toContainText(`för postnummer ${formatPostalCode('97231')} (elområde SE1)`);
  await expect(page.getByLabel('Elområde', { exact: true })).toHaveValue('SE1');
  await expect(page.getByTestId('search-pending-input')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('postalCode')).toBe('97231');
});

test('/jamfor: ?postalCode=11122%00 keeps what came and says the code is invalid, searching nothing', async ({ page }) => {
  const lookups: string[] = [];
  const requests = trackRequests(page);
  page.on('request', (request) => {
    if (/\/data\/postnummer/.test(request.url())) lookups.push(request.url());
  });
  await openJamfor(page, '/jamfor?postalCode=11122%00');
  await expect(postalInput(page)).toHaveValue('11122\uFFFD');
  await expect(page.getByRole('alert').filter({ hasText: 'Ange ett giltigt svenskt postnummer (5 siffror)' })).toBeVisible();
  await requests.settled();
  expect(lookups).toEqual([]);
  await expect(heading(page)).not.toContainText('111 22');
});

test('/jamfor at 375: a code from the home page shows its first offer on arrival', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openJamfor(page, '/jamfor?postalCode=11122');
  await expect(heading(page)).toContainText('för postnummer 111 22');
  // The first card's first lines (its place and supplier) are on the first screen.
  const first = page.getByTestId('offer-card').first();
  await expect(first).toBeInViewport();
  // Polled: the result is brought into view with a smooth scroll, so the card moves until it ends.
  await expect.poll(() => first.evaluate((el) => window.innerHeight - el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(60);
});

test('/jamfor at 375: a code no Swedish postcode starts with asks for the area above the results', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openJamfor(page, '/jamfor?postalCode=99999');
  const note = page.getByTestId('area-note');
  await expect(note).toContainText('Inget svenskt postnummer börjar på 99');
  await expect(note).toBeInViewport();
  await expect(heading(page)).toContainText('för postnummer 999 99');
});

test('/jamfor at 1280: every filter control can be reached, Bindningstid included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openJamfor(page, '/jamfor?type=fast');
  const controls = page.getByTestId('compare-controls');
  // No inner scroll region that hides a control.
  expect(await controls.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  const length = page.getByLabel('Bindningstid');
  await length.scrollIntoViewIfNeeded();
  await expect(length).toBeInViewport();
  await length.selectOption({ index: 1 });
  await expect(length).not.toHaveValue('');
});
