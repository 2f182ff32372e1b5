import { energyTaxRate } from '../../lib/domain/energy-tax';
import { formatNumber } from '../../lib/format';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { sidewaysOverflow } from './support/layout-checks';
import { trackRequests } from './support/settled';

/**
 * /stader and a sample of the 290 city pages: the filter, three small municipalities,
 * the fallback city page and addresses typed by people. The ten footer cities are loaded with axe
 * by pages.spec.ts; every city page is checked statically by site-integrity.spec.ts.
 */

test.beforeEach(async ({ page }) => {
  // Large pages with axe, and pages that decide in the browser: give them room on a busy machine.
  test.slow();
  await withConsentGiven(page);
});

/**
 * The not-found page decides in the browser (load the city handling, fetch the search file, then
 * redirect or render), which takes a few seconds on a busy CI machine.
 */
const SLOW = { timeout: 20_000 };

test.describe('/stader', () => {
  // The whole list with its groups and counts, without JavaScript: tests/site/static-pages.test.ts.

  test("filters by name ('sal'), postal town ('Sälen') and postcode, and leads to Malung-Sälen", async ({ page }) => {
    await page.goto('/stader');
    const input = page.getByLabel('Sök kommun, ort eller postnummer');
    // The page's own live region (the toast layer keeps another one, outside <main>).
    const results = page.getByRole('main').getByRole('status');

    await input.fill('sal');
    const municipalities = results.getByRole('list', { name: 'Kommuner' });
    await expect(municipalities.getByRole('link')).toHaveText(['Sala', 'Salem', 'Malung-Sälen']);
    await expect(page.getByRole('heading', { name: /^Storstäder/ })).toBeHidden();

    await input.fill('78067');
    await expect(results).toContainText('Postnummer 780 67 ligger i Malung-Sälen');

    await input.fill('Sälen');
    await expect(results).toContainText('Sälen ligger i Malung-Sälen');
    // What the filter shows (the rest is the template's first view, checked in templates.spec.ts).
    expect(await axeViolations(page, 'main [role="status"]')).toEqual([]);
    await results.getByRole('link', { name: 'Malung-Sälen' }).last().click();
    await expect(page).toHaveURL('/stader/malung-salen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elpris och elavtal i Malung-Sälen');

    await page.goto('/stader');
    await input.fill('');
    await expect(page.getByRole('heading', { name: /^Storstäder/ })).toBeVisible();
  });
});

test.describe('small municipalities', () => {
  // Every block of a small municipality's page (Bjurholm, Malung-Sälen, Gotland): tests/site/static-pages.test.ts.

  test('Malung-Sälen: reduced energy tax, its nearest neighbours and the area history link', async ({ page }) => {
    await page.goto('/stader/malung-salen');
    // Malung-Sälen (2023) has the reduced energy tax of the site's tax period.
    const reduced = formatNumber(energyTaxRate('2023').oreInclVat, 1);
    await expect(page.getByText(new RegExp(`${reduced}\\s*öre/kWh med moms\\), den sänkta skatten`))).toBeVisible();
    const nearby = page.getByRole('region', { name: 'Närliggande kommuner i Dalarnas län' });
    await expect(nearby.getByRole('link', { name: /Vansbro/ })).toBeVisible();
    const variable = page.getByRole('link', { name: 'Jämför rörliga elavtal' });
    await expect(variable).toHaveAttribute('href', '/jamfor?postalCode=78201&type=rorligt');
    await page.getByRole('link', { name: 'Elprishistorik för SE3' }).click();
    await expect(page).toHaveURL('/elpris-historik#SE3');
    await expect(page.getByTestId('history-panel-SE3')).toBeVisible();
    // The variable button opens /jamfor with the variable group chosen, not 'Alla typer'.
    await page.goBack();
    await variable.click();
    await expect(page).toHaveURL(/\/jamfor\?.*type=rorligt/);
    await expect(page.getByRole('radio', { name: 'Rörligt' })).toBeChecked();
  });

  test('Kalmar: its grid operators with their area shares, costs and links; no sideways scroll at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/stader/kalmar');
    const grid = page.getByRole('region', { name: 'Elnät i Kalmar' });
    for (const [name, href] of [
      ['Kalmar Energi Elnät AB', '/elnat/kalmar-energi-elnat'],
      ['E.ON', '/elnat/e-on'],
    ] as const) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(card).toContainText(/Täcker cirka \d+\s%\sav kommunens yta/);
      await expect(card.getByRole('row', { name: /^Villa utan elvärme/ }).first()).toContainText(/\d\skr/);
    }
    await expect(grid).toContainText(/Källa: Energimarknadsinspektionen/);
    expect(await sidewaysOverflow(page)).toBe(0);
    const kalmar = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Kalmar Energi Elnät AB' }) });
    await kalmar.getByRole('link', { name: 'Räkna hela elkostnaden' }).first().click();
    await expect(page).toHaveURL(/\/kalkylator\?omrade=SE4&kommun=0880&natbolag=kalmar-energi-elnat-ab$/);
  });

  test("Karlshamn: E.ON's three lists, each said to be one of which only one applies; Västerås: no list for 80 A and up; Gotland: 'på Gotland'", async ({
    page,
  }) => {
    await page.goto('/stader/karlshamn');
    const eon = page
      .getByRole('region', { name: 'Elnät i Karlshamn' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'E.ON' }) });
    await expect(eon).toContainText(
      'Bara en av prislistorna Syd, Stockholm och Nord gäller för ett hushåll, beroende på var i elnätet det ligger. Källan säger inte vilken som gäller i Karlshamn',
    );
    await expect(page.getByRole('main')).not.toContainText(/(^|\s)0\skr/);
    await page.goto('/stader/vasteras');
    await expect(page.getByRole('region', { name: 'Elnät i Västerås' })).not.toContainText('Effektabonnemang');
    await page.goto('/stader/gotland');
    await expect(page.getByRole('table', { name: 'Gotlands Elnät AB, Enkeltariff E4: kostnad per år på Gotland' })).toBeVisible();
  });

  test('the history link opens /elpris-historik on the city’s own area', async ({ page }) => {
    await page.goto('/stader/kiruna');
    await page.getByRole('link', { name: 'Elprishistorik för SE1' }).click();
    await expect(page).toHaveURL('/elpris-historik#SE1');
    await expect(page.getByTestId('history-panel-SE1')).toBeVisible();
    await expect(page.getByTestId('history-panel-SE3')).toBeHidden();
  });
});

test.describe('unknown /stader/ addresses on a static host', () => {
  for (const [typed, slug] of [
    ['/stader/Stockholm', 'stockholm'],
    ['/stader/malmö', 'malmo'],
    ['/stader/MALUNG-SÄLEN', 'malung-salen'],
    ['/stader/salen', 'malung-salen'],
    ['/stader/S%C3%A4len/', 'malung-salen'],
  ] as const) {
    test(`${typed} goes to /stader/${slug} in the same history entry`, async ({ page, consoleErrors }) => {
      consoleErrors.expectDocument404();
      await page.goto('/');
      await page.goto(typed);
      await expect(page).toHaveURL(`/stader/${slug}`, SLOW);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Elpris och elavtal i');
      await page.goBack();
      await expect(page).toHaveURL('/');
    });
  }

  test('any other place gets the fallback city page: named, noindex, with filter, postcode box and prices', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    const requests = trackRequests(page);
    const response = await page.goto('/stader/ny-ort');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('fallback-city-name')).toHaveText('Ny Ort', SLOW);
    await expect(page).toHaveTitle('Ny Ort – ingen egen sida | Elvalet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('404', { exact: true })).toHaveCount(0);
    for (const area of ['SE1', 'SE2', 'SE3', 'SE4']) {
      await expect(page.getByTestId(`area-${area}`)).toContainText(/Snittpris [a-zåäö]+ \d{4}/);
    }
    await page.getByLabel('Sök kommun, ort eller postnummer').fill('Sälen');
    await expect(page.getByRole('status').filter({ hasText: 'Sälen ligger i' })).toBeVisible();
    await requests.settled();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Postnummer', { exact: true }).fill('78067');
    await page.getByRole('button', { name: 'Jämför elavtal' }).click();
    await expect(page).toHaveURL(/\/jamfor\?postalCode=78067$/);
  });

  test('a postal town shared by two municipalities offers both', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    await page.goto('/stader/tving');
    await expect(page.getByText('Orten Tving finns i flera kommuner')).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Karlskrona' })).toHaveAttribute('href', '/stader/karlskrona');
    await expect(page.getByRole('link', { name: 'Ronneby' })).toHaveAttribute('href', '/stader/ronneby');
  });

  for (const [hostile, expected] of [
    ['/stader/%3Cscript%3Ealert(1)%3C%2Fscript%3E', { name: 'Scriptalert1script' }],
    ['/stader/%00', { url: '/stader' }],
    [`/stader/${'x'.repeat(300)}`, { name: 'X'.padEnd(60, 'x') }],
    ['/stader/%E0%A4%A', { name: 'E0a4a' }],
  ] as const) {
    test(`hostile address ${hostile.slice(0, 40)} gives a clear page without errors`, async ({ page, consoleErrors }) => {
      consoleErrors.expectDocument404();
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.goto(hostile);
      if ('url' in expected) {
        await expect(page).toHaveURL(expected.url, SLOW);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await expect(page.getByTestId('fallback-city-name')).toHaveText(expected.name, SLOW);
      }
      expect(dialogs).toBe(0);
    });
  }
});
