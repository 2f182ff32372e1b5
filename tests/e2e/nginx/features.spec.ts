import { expect, test } from './fixtures';
import { openJamfor, withConsentGiven } from '../fixtures';
import { calculator } from '../pages/calculator';
import { jamfor } from '../pages/jamfor';
import { expectHydrated } from '../support/settled';

/**
 * The interactive parts under nginx's headers and each page's Content-Security-Policy: what a
 * stricter policy would break first (inline scripts, fetches, styles set by scripts). The fixtures
 * fail each test on any CSP violation or console error. Locators are roles and labels, kept loose
 * where other work changes the pages' wording.
 */

const SLOW = { timeout: 15_000 };

test('the cookie banner: a choice hides it, and the inline probe keeps it hidden after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Endast nödvändiga', exact: true }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  // Set by the hashed inline consent probe before the banner is parsed.
  await expect(page.locator('html')).toHaveAttribute('data-consent', '');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('/jamfor: a postcode search lists offers', async ({ page }) => {
  await withConsentGiven(page);
  // Typed before the island has started, the search would be lost (it was, once, on a busy machine).
  await openJamfor(page, '/jamfor');
  await jamfor.postcode(page).fill('11122');
  await page
    .getByRole('button', { name: /Uppdatera resultat|Sök|Jämför/ })
    .first()
    .click();
  await expect(page.getByText(/postnummer 111\s22/).first()).toBeVisible(SLOW);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await expect(page).toHaveURL(/postalCode=11122/);
});

test('/kalkylator: a home type and a price give a result', async ({ page }) => {
  await withConsentGiven(page);
  await page.goto('/kalkylator');
  // A click before the form has hydrated is lost: click until the home type has filled in its consumption.
  await expect(async () => {
    await calculator.homeType(page, /^Villa \d/).click();
    await expect(calculator.kwh(page)).not.toHaveValue('', { timeout: 1_000 });
  }).toPass(SLOW);
  await calculator.price(page).fill('125,5');
  await calculator.calculate(page).click();
  await expect(calculator.result(page)).toContainText(/kr per år/);
});

test('charts: today’s prices from the spot-price API on /elpris-just-nu, the monthly chart on /elpris-historik', async ({ page, spotApi }) => {
  await withConsentGiven(page);
  await page.clock.setFixedTime(new Date('2026-01-15T10:07:00+01:00'));
  await page.goto('/elpris-just-nu');
  // The page's connect-src lets the browser reach the API (the fixture answers from the local stand-in).
  await expect.poll(() => spotApi.requests.length, SLOW).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('img', { name: /Spotpris/ }).first()).toBeVisible(SLOW);

  await page.goto('/elpris-historik');
  await expect(page.getByRole('img', { name: /Spotpris per månad i SE3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Välj SE1' }).click();
  await expect(page.getByRole('img', { name: /Spotpris per månad i SE1/ })).toBeVisible();
});

test('the newsletter box of a build without database links the feeds, which are served as Atom', async ({ page, request }) => {
  await withConsentGiven(page);
  await page.goto('/blog');
  const box = page.getByRole('region', { name: 'Följ nya artiklar och elpriset' });
  await expect(box.getByRole('textbox')).toHaveCount(0);
  for (const name of ['Bloggens flöde', 'energinyheternas flöde']) {
    const href = await box.getByRole('link', { name }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
  }
});

test.describe('fallbacks of the 404 page', () => {
  test('a municipality written another way goes to its page', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    await page.goto('/stader/Malm%C3%B6');
    await expect(page).toHaveURL('/stader/malmo', SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Malmö');
  });

  test('an unknown place gets the fallback city page, and the plain 404 text never shows', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    const response = await page.goto('/stader/ny-ort');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('fallback-city-name')).toHaveText('Ny Ort', SLOW);
    await expect(page.getByText('404', { exact: true })).toHaveCount(0);
  });

  test('a news city written another way goes to its page; another city gets Stockholm’s news', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    await page.goto('/energinyheter/Malm%C3%B6');
    await expect(page).toHaveURL('/energinyheter/malmo', SLOW);
    const response = await page.goto('/energinyheter/kiruna');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('news-fallback-note')).toContainText('Kiruna', SLOW);
  });

  test('an unknown provider ends at /404', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    await page.goto('/leverantor/finns-inte');
    await expect(page).toHaveURL('/404', SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  });
});

test('hostile URL parameters are shown as text, never run', async ({ page }) => {
  await withConsentGiven(page);
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const payload = encodeURIComponent('"><img src=x onerror=alert(1)><script>alert(2)</script>');
  for (const address of [
    `/jamfor?postalCode=${payload}&type=${payload}&kwh=${payload}&area=${payload}&elomrade=${payload}`,
    `/elnat?elnat=${payload}&sakring=${payload}&kommun=${payload}`,
    `/kalkylator?kwh=${payload}`,
    `/elpris-historik#${payload}`,
  ]) {
    await page.goto(address);
    await expectHydrated(page);
    await expect(page.locator('img[src="x"], img[src$="/x"]')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(dialogs).toBe(0);
});

test('the policy is in force: an inline script added to the page is blocked and reported', async ({ page, csp, consoleErrors }) => {
  const why = 'the test injects an inline script';
  // Chromium's wording has changed over versions ('Refused to execute inline script because it violates …').
  const refused = /(?:Refused to execute|Executing) inline script .*Content Security Policy directive/;
  consoleErrors.expect(refused, why);
  csp.expect(refused, why);
  csp.expect(/^script-src-elem blocked inline/, why);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => csp.reports.filter((report) => report.via === 'event').length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('frame-ancestors: another site cannot frame a page', async ({ context, baseURL, csp, consoleErrors }) => {
  // Chromium's wording has changed over versions ('Refused to frame … because an ancestor violates …').
  const refused = /(?:Refused to frame|Framing) .*Content Security Policy directive:? "frame-ancestors 'none'"/;
  consoleErrors.expect(refused, 'the test frames the site');
  csp.expect(refused, 'the test frames the site');
  // A tab of its own: in the worker's reused tab (playwright.config.ts, reuseContext), after an
  // earlier test's pages, the refusal never reached the test (3 runs of 3); a new tab gets it.
  const page = await context.newPage();
  await page.setContent(`<iframe src="${baseURL}/villkor" title="ram"></iframe>`);
  await expect.poll(() => csp.reports.length, SLOW).toBeGreaterThan(0);
  // The frame holds the browser's error page, not ours (every page of ours carries its policy).
  await expect(page.frameLocator('iframe[title="ram"]').locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
});
