import type { Page } from '@playwright/test';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * /stader and a sample of the 290 city pages (issue 10): the filter, three small municipalities,
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

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test.describe('/stader', () => {
  test('lists all 290 municipalities in five groups with their counts', async ({ page }) => {
    await page.goto('/stader');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elpris och elavtal i Sveriges kommuner');
    await expect(page.getByTestId('city-total')).toContainText('290 kommuner i 21 län');
    for (const [label, count] of [
      ['Storstäder', 20],
      ['Större städer', 31],
      ['Mellanstora städer', 37],
      ['Mindre städer', 70],
      ['Mindre kommuner', 132],
    ] as const) {
      await expect(page.getByRole('heading', { level: 2, name: `${label} (${count})` })).toBeVisible();
    }
    await expect(page.getByTestId('city-list').locator('a[href^="/stader/"]')).toHaveCount(290);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
  });

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

  test('shows the whole list without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/stader');
    await expect(page.getByTestId('city-list').locator('a[href^="/stader/"]')).toHaveCount(290);
    await expect(page.getByRole('link', { name: /Malung-Sälen/ })).toBeVisible();
    await context.close();
  });
});

test.describe('small municipalities', () => {
  for (const slug of ['bjurholm', 'malung-salen', 'gotland']) {
    test(`/stader/${slug} shows every block`, async ({ page }) => {
      const response = await page.goto(`/stader/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      // 'på Gotland', 'i Bjurholm' (lib/cities/place.ts).
      for (const heading of [/^Fakta om /, /^Spotpriset i SE[1-4]$/, /^Vad kostar el (i|på) /, /^Jämför elavtal (i|på) /, /^Elnät (i|på) /, 'Ekonomi och befolkning', 'Klimat och uppvärmning', /^Vanliga frågor om el (i|på) /]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: /Spotpris per månad i SE[1-4]/ })).toBeVisible();
      await expect(page.getByText('exkl. elnätsavgift')).toBeVisible();
      await expect(page.getByText(/Befolkning 31 december 2024, SCB/).first()).toBeVisible();
      await expect(page.getByText(/inkomståret 2021/).first()).toBeVisible();
      const compare = page.getByRole('link', { name: 'Jämför rörliga elavtal' });
      await expect(compare).toHaveAttribute('href', /^\/jamfor\?postalCode=[1-9]\d{4}&type=rorligt$/);
      // Elpriskollen lists fixed prices in every area: the button to them carries the same postcode.
      await expect(page.getByRole('link', { name: 'Jämför fasta elavtal' })).toHaveAttribute('href', /^\/jamfor\?postalCode=[1-9]\d{4}&type=fast$/);
      // The offers section: the cheapest of each type group from the market catalogue, with its source and basis.
      const costs = page.getByRole('region', { name: /^Vad kostar el (i|på) / });
      for (const kwh of [2000, 5000, 20000]) {
        await expect(costs.locator(`table[data-kwh="${kwh}"] tbody tr`)).toHaveCount(3);
        await expect(costs.locator(`table[data-kwh="${kwh}"] a[href^="/leverantor/"]`)).toHaveCount(3);
      }
      await expect(page.getByTestId('city-cost-basis')).toContainText(/Källa: Elpriskollen \(Energimarknadsinspektionen\), hämtat \d+ [a-zåäö]+ 2026, för postnummer \d{3} \d{2} i SE[1-4]\./);
      await expect(page.getByTestId('city-cost-basis')).toContainText('Rörliga avtal räknas med Elpriskollens antagna spotpris');
      await expect(costs.getByText(/Villkor enligt|Kraftringen/)).toHaveCount(0);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['AdministrativeArea', 'BreadcrumbList', 'FAQPage']));
    });
  }

  test('Malung-Sälen: reduced energy tax, its nearest neighbours and the area history link', async ({ page }) => {
    await page.goto('/stader/malung-salen');
    await expect(page.getByText(/33,0\s*öre\/kWh med moms\), den sänkta skatten/)).toBeVisible();
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

  test("Karlshamn: E.ON's three lists, each said to be one of which only one applies; Västerås: no list for 80 A and up; Gotland: 'på Gotland'", async ({ page }) => {
    await page.goto('/stader/karlshamn');
    const eon = page.getByRole('region', { name: 'Elnät i Karlshamn' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'E.ON' }) });
    await expect(eon).toContainText('Bara en av prislistorna Syd, Stockholm och Nord gäller för ett hushåll, beroende på var i elnätet det ligger. Källan säger inte vilken som gäller i Karlshamn');
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
    await page.waitForLoadState('networkidle');
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
