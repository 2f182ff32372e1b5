import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { newsCollection } from '../../lib/content/news/collection';
import { NEWS_FALLBACK_DATA_PATH } from '../../lib/news/paths';
import { OUT_DIR } from '../../scripts/lib/export-pages';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { trackRequests } from './support/settled';
import { bundledMonth, monthAverageText } from './support/bundled-spot';

/**
 * Energy news and /fiber-stockholm as a reader meets them: the hub, a city, a category,
 * a generated report and a written item, the unknown-city fallback on a static host, bad slugs,
 * and the fibre page; axe on each. The report's SE3 figure must equal /elpris-historik's.
 */

test.beforeEach(async ({ page }) => {
  test.slow(true, 'axe over long pages and a not-found page that decides in the browser');
  await withConsentGiven(page);
});

/** The not-found page fetches its module and Stockholm's news before it renders. */
const SLOW = { timeout: 20_000 };

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test('the hub: four city teasers with their areas, eight city pages, three categories, the newest items', async ({ page }) => {
  await page.goto('/energinyheter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energinyheter');
  for (const [city, area] of [
    ['Stockholm', 'SE3'],
    ['Göteborg', 'SE3'],
    ['Malmö', 'SE4'],
    ['Umeå', 'SE2'],
  ] as const) {
    const teaser = page.getByRole('article', { name: city, exact: true });
    await expect(teaser).toContainText(area);
    await expect(teaser.getByRole('link', { name: new RegExp(`^Alla \\d+ nyheter för ${city}$`) })).toBeVisible();
  }
  const cities = page.getByRole('region', { name: 'Energinyheter per stad' });
  await expect(cities.getByRole('link')).toHaveCount(8);
  for (const slug of ['stockholm', 'goteborg', 'malmo', 'umea', 'uppsala', 'linkoping', 'orebro', 'vasteras']) {
    await expect(cities.locator(`a[href="/energinyheter/${slug}"]`)).toHaveCount(1);
  }
  const categories = page.getByRole('region', { name: 'Kategorier' });
  await expect(categories.getByRole('link')).toHaveText(['Elpriser', 'Förnybart och kraftproduktion', 'Politik och regler']);
  const newest = page.getByRole('list', { name: 'Nyheter, nyast först' });
  await expect(newest.getByRole('article')).toHaveCount(9);
  await expect(newest.getByRole('article').first()).toContainText(`Rapport för ${bundledMonth.label}`);
  await expect(page.locator('main')).not.toContainText(/visningar|läsningar \d/i);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));

  await cities.getByRole('link', { name: /Umeå/ }).click();
  await expect(page).toHaveURL('/energinyheter/umea');
});

test('a city page: what is local first, then the items of its area and the national ones, labelled', async ({ page }) => {
  await page.goto('/energinyheter/umea');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energinyheter för Umeå');
  const facts = page.getByTestId('city-news-facts');
  await expect(facts).toContainText('SE2 (Sundsvall)');
  await expect(facts).toContainText(/134\s249/);
  await expect(facts).toContainText('Befolkning 31 december 2024, SCB');
  await expect(facts).toContainText(`${monthAverageText('SE2')}\u00A0öre/kWh exkl. moms (${bundledMonth.label})`);
  await expect(facts.getByText('Antal nyheter').locator('xpath=following-sibling::dd')).toHaveText('20');
  // Local first: SE2's latest month, Umeå's reduced energy tax, its grid operators.
  const local = page.getByTestId('city-news-local');
  await expect(local).toContainText(`Spotpriset i SE2 var i snitt ${monthAverageText('SE2')}\u00A0öre/kWh exkl. moms i ${bundledMonth.label}`);
  await expect(local).toContainText('Umeå kommun har den sänkta energiskatten');
  await expect(local.getByRole('link', { name: 'Elnätsavgifterna i hela landet' })).toHaveAttribute('href', '/elnat');
  // Then the area's items and, labelled apart, the national ones: 20 in all.
  const areaItems = page.getByRole('list', { name: 'Nyheter för SE2' }).getByRole('article');
  const national = page.getByRole('list', { name: 'Nationella nyheter' }).getByRole('article');
  expect((await areaItems.count()) + (await national.count())).toBe(20);
  await expect(national.first().getByRole('list', { name: 'Elområden' })).toHaveText('Hela Sverige');
  // Items about SE3 and SE4 only are not Umeå's.
  await expect(page.getByRole('link', { name: /Ringhals 2/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Elpris och elavtal i Umeå' })).toHaveAttribute('href', '/stader/umea');
});

test('a category lists its items; nuclear news sits under a label that does not call it renewable', async ({ page }) => {
  await page.goto('/energinyheter/kategori/fornybart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Förnybart och kraftproduktion');
  const items = page.getByRole('list', { name: 'Förnybart och kraftproduktion' }).getByRole('article');
  await expect(items).toHaveCount(newsCollection.all().filter((item) => item.category === 'fornybart').length);
  await expect(items.filter({ hasText: 'Ringhals 1' })).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Nyhetskategorier' });
  await expect(nav.getByRole('link', { name: 'Förnybart och kraftproduktion' })).toHaveAttribute('aria-current', 'page');
});

test('a monthly report: computed figures, its data date, NewsArticle data, Dela, related reports', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(bundledMonth.reportPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bundledMonth.label, { ignoreCase: true });
  await expect(page.getByTestId('report-basis')).toHaveText(`Baserad på spotpriser till och med ${bundledMonth.lastDayLabel}`);
  await expect(page.getByText(/\d+ min läsning/).first()).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Brödsmulor' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Hem', 'Energinyheter', 'Elpriser', new RegExp(bundledMonth.label, 'i')]);
  const table = page.locator('.prose-elvalet table');
  await expect(table.locator('tr', { hasText: 'SE3' })).toContainText(monthAverageText('SE3'));
  await expect(page.getByRole('heading', { level: 2, name: 'Högkostnadsskyddet' })).toBeVisible();
  await expect(page.getByText('Elpriser tillhandahålls av Elpriset just nu.se')).toBeVisible();

  await page.getByRole('button', { name: 'Dela' }).click();
  await expect(page.getByText('Länken till artikeln har kopierats till urklipp').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(bundledMonth.reportPath);

  const related = page.getByRole('region', { name: 'Relaterade nyheter' });
  await expect(related.getByRole('article')).toHaveCount(3);
  await expect(related.getByRole('link', { name: new RegExp(bundledMonth.previousLabel, 'i') })).toHaveCount(1);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
});

test("the latest report's SE3 figure equals /elpris-historik's for the same month", async ({ page }) => {
  await page.goto('/energinyheter/kategori/elpriser');
  const latest = page.getByRole('list', { name: 'Elpriser' }).getByRole('article').first();
  const monthText = (await latest.getByText(/^Rapport för /).textContent())!.replace('Rapport för ', '').split(' ·')[0]!.trim();
  await latest.getByRole('heading').getByRole('link').click();
  const reportSe3 = (await page.locator('.prose-elvalet table tr', { hasText: 'SE3' }).locator('td').nth(1).textContent())!.trim();

  await page.goto('/elpris-historik');
  const month = await page.evaluate((label) => {
    const names = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
    const [name, year] = label.split(' ');
    return `${year}-${String(names.indexOf(name!) + 1).padStart(2, '0')}`;
  }, monthText);
  const historySe3 = (await page.getByTestId('monthly-table-SE3').locator(`tr[data-month="${month}"] td`).first().textContent())!.trim();
  expect(month).toBe(bundledMonth.iso);
  expect(reportSe3).toBe(monthAverageText('SE3'));
  expect(historySe3).toBe(reportSe3);
});

test('a written item: event date, sources, areas and NewsArticle data', async ({ page }) => {
  const item = newsCollection.get('ringhals-1-stangdes-31-december-2020')!;
  await page.goto(item.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(page.getByText('Händelsen: 31 december 2020')).toBeVisible();
  await expect(page.getByText('Gäller: SE3 och SE4')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Källor' });
  await expect(sources.getByRole('listitem')).toHaveText(item.sources.map((source) => new RegExp(`^${source.name}`)));
  await expect(sources.getByRole('link').first()).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Fler nyheter i kategorin Förnybart och kraftproduktion' })).toHaveAttribute(
    'href',
    '/energinyheter/kategori/fornybart',
  );
  await expect(page.getByRole('region', { name: 'Relaterade nyheter' }).getByRole('link', { name: /Ringhals 2/ })).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
});

test.describe('unknown /energinyheter/ addresses on a static host', () => {
  test('another city shows Stockholm’s news with a note, noindex, without errors', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    const requests = trackRequests(page);
    const response = await page.goto('/energinyheter/kiruna');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('news-fallback-note')).toHaveText('Vi har ingen egen nyhetssida för Kiruna.', SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energinyheter för Stockholm');
    await expect(page).toHaveTitle('Energinyheter för Stockholm – ingen nyhetssida för Kiruna | Elvalet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('404', { exact: true })).toHaveCount(0);
    // As many as the fallback file the page fetched holds (out/data/energinyheter-fallback.json).
    const fallback = JSON.parse(readFileSync(path.join(OUT_DIR, NEWS_FALLBACK_DATA_PATH), 'utf8')) as { items: unknown[] };
    expect(fallback.items.length).toBeGreaterThan(0);
    await expect(page.getByTestId('news-fallback-list').getByRole('link')).toHaveCount(fallback.items.length);
    await requests.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('one of the eight cities written another way goes to its page', async ({ page, consoleErrors }) => {
    consoleErrors.expectDocument404();
    await page.goto('/energinyheter/Malm%C3%B6');
    await expect(page).toHaveURL('/energinyheter/malmo', SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energinyheter för Malmö');
  });

  for (const [hostile, note] of [
    ['/energinyheter/%00', 'Vi har ingen nyhetssida på den adressen.'],
    ['/energinyheter/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Vi har ingen egen nyhetssida för Scriptalert1script.'],
    [`/energinyheter/${'x'.repeat(300)}`, `Vi har ingen egen nyhetssida för ${'X'.padEnd(60, 'x')}.`],
  ] as const) {
    test(`encoded junk ${hostile.slice(0, 40)} gets Stockholm’s news without errors`, async ({ page, consoleErrors }) => {
      consoleErrors.expectDocument404();
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.goto(hostile);
      await expect(page.getByTestId('news-fallback-note')).toHaveText(note, SLOW);
      expect(dialogs).toBe(0);
    });
  }

  for (const path of [
    '/energinyheter/artikel/finns-inte',
    '/energinyheter/kategori/sport',
    '/energinyheter/artikel/..%2f',
    `/energinyheter/artikel/${'y'.repeat(300)}`,
  ]) {
    test(`${path.slice(0, 45)} is the not-found page`, async ({ page, consoleErrors }) => {
      consoleErrors.expectDocument404();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
      await expect(page.getByTestId('news-fallback-note')).toHaveCount(0);
    });
  }
});

test('/fiber-stockholm: coverage in words, typical ranges, ordering steps, FAQ with FAQPage data, a button to /jamfor', async ({ page }) => {
  await page.goto('/fiber-stockholm');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fiber i Stockholm');
  for (const heading of ['Var finns fiber i Stockholm?', 'Vad ska du jämföra?', 'Så beställer du fiber', 'Vanliga frågor']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('main')).not.toContainText('%');
  await expect(page.locator('.prose-elvalet table')).toContainText('299–799');
  await expect(page.locator('details')).toHaveCount(4);
  await page.getByText('Vad är Stokab?').click();
  await expect(page.getByText(/Stokab ägs av Stockholms stad och bygger och hyr ut svartfiber, alltså fiber utan/)).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList', 'WebPage']));
  await page.getByRole('link', { name: 'Jämför elavtal', exact: true }).last().click();
  await expect(page).toHaveURL('/jamfor');
});

test('the footer links the news and the fibre page; the home page links the latest report; the fibre article links the page, and its old address leads to it', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Sidfot' });
  await expect(footer.getByRole('link', { name: 'Energinyheter' })).toHaveAttribute('href', '/energinyheter');
  await expect(footer.getByRole('link', { name: 'Fiber i Stockholm' })).toHaveAttribute('href', '/fiber-stockholm');
  // Dated, never a bare "senaste".
  const teaser = page.getByRole('region', { name: `Prisrapport för ${bundledMonth.label} (senaste hela månaden i våra data)` });
  await expect(teaser).toContainText(`${monthAverageText('SE3')}\u00A0öre/kWh`);
  await teaser.getByRole('link').first().click();
  await expect(page).toHaveURL(bundledMonth.reportPath);

  await page.goto('/blog/fiber-internet-stockholm');
  await expect(page.locator('.prose-elvalet a[href="/fiber-stockholm"]')).toHaveCount(1);
  // The article's old address (content/moved-articles.ts) sends the reader on, on the static host too.
  await page.goto('/blog/fiber-internet-stockholm-2025');
  await expect(page).toHaveURL('/blog/fiber-internet-stockholm');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Artikeln har flyttat');
});

test("Stockholm's news page does not present the northern tax cut as its own", async ({ page }) => {
  await page.goto('/energinyheter/stockholm');
  await expect(page.getByTestId('city-news-local')).toContainText('Stockholms kommun har full energiskatt');
});
