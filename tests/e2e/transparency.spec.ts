import catalogueJson from '../../content/data/elavtal/offers.json';
import spotMeta from '../../content/data/spot/meta.json';
import { marketCatalogueSchema } from '../../lib/content/market-schemas';
import { dataAge, type DataKind } from '../../lib/domain/data-age';
import { ENERGY_TAX_PERIODS, energyTaxPeriodFor } from '../../lib/domain/energy-tax';
import { addDays } from '../../lib/domain/stockholm-time';
import { stockholmDate } from '../../lib/domain/stockholm-time';
import { formatDate, formatNumber } from '../../lib/format';
import { formatPostalCode } from '../../lib/postcode/code';
import { siteConfig } from '../../lib/site';
import {
  GRID_APARTMENT_TARIFFS,
  GRID_AUTHORITY_FEES,
  GRID_POWER_METHODS,
  GRID_TARIFF_CORRECTIONS,
  GRID_TARIFF_UNVERIFIED,
  OFFER_CONFLICT_NOTES,
  OFFER_EXCLUSIONS,
  ORIGIN_CORRECTIONS,
  TOTAL_RESIDUALS,
} from '../../lib/content/reviewed-lists';

import type { Page } from '@playwright/test';

import { expect, openJamfor, test, withConsentGiven } from './fixtures';

/**
 * The rules for comparison tools in the browser (docs/rules/transparency.md, docs/rules/taxes.md):
 * the coverage line before the first offer, the age of dated figures computed from the browser's
 * clock (set here) with a warning past each kind's threshold (in the HTML already when it was
 * due on the day the site was built) and only the date without JavaScript, the energy tax notice on a day the table has no rate for, the page of corrections,
 * and the pages about the site in every footer.
 */

const catalogue = marketCatalogueSchema.parse(catalogueJson);
const SE3 = catalogue.areas.SE3;
const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

/**
 * The kinds of data the pre-rendered page at `path` warns about: a warning already due on the day
 * the site was built is in the HTML (an age only grows) and stays whatever the browser's clock says.
 */
async function warnedInHtml(page: Page, path: string): Promise<DataKind[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/data-testid="data-age-warning" data-kind="([a-z]+)"/g)].map((match) => match[1] as DataKind);
}

/** Noon in Stockholm on a day, as the browser's clock. */
const noon = (date: string) => new Date(`${date}T12:00:00+01:00`);

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('/jamfor: before the first offer, never collapsed, what the list holds and lacks and when it was read', async ({ page }) => {
  await page.clock.setFixedTime(noon(addDays(SE3.date, 16)));
  await openJamfor(page);
  const coverage = page.getByTestId('coverage');
  await expect(coverage).toBeVisible();
  const offers = catalogue.offers.filter((offer) => offer.area === 'SE3');
  const suppliers = new Set(offers.map((offer) => offer.supplier)).size;
  expect(spaced(await coverage.textContent())).toBe(
    spaced(
      `Listan bygger på de ${formatNumber(offers.length)} elavtal från ${formatNumber(suppliers)} elleverantörer som Elpriskollen visade för postnummer ${formatPostalCode(SE3.postalCode)} (elområde SE3) den ${formatDate(SE3.date)} (16 dagar sedan). Elhandlare som bara säljer på andra orter i elområdet saknas, och Telge Energi, Dalakraft och Kärnfull fanns inte med i Elpriskollens lista för det postnumret.`,
    ),
  );
  // Above the first result, and not inside a closed <details>.
  const before = await page.evaluate(() => {
    const line = document.querySelector('[data-testid="coverage"]')!;
    const first = document.querySelector('[data-testid="offer-card"]')!;
    return { before: Boolean(line.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING), inDetails: line.closest('details') !== null };
  });
  expect(before).toEqual({ before: true, inDetails: false });
  // 16 days: no warning of the browser's own; only one the page was built with.
  await expect(page.getByTestId('data-age-warning')).toHaveCount((await warnedInHtml(page, '/jamfor')).length);
  await expect(page.getByText(/alla elavtal som Elpriskollen listar/)).toHaveCount(0);
});

test('/jamfor read 129 days after the offers were read: the age and a warning with where to check', async ({ page }) => {
  await page.clock.setFixedTime(noon(addDays(SE3.date, 129)));
  await openJamfor(page);
  await expect(page.getByTestId('coverage').getByTestId('data-age-text')).toHaveText(' (129 dagar sedan)');
  const warning = page.getByTestId('data-age-warning').and(page.locator('[data-kind="offers"]'));
  await expect(warning).toContainText('Priserna hämtades för mer än en månad sedan och kan ha ändrats.');
  await expect(warning.getByRole('link', { name: 'Elpriskollen' })).toHaveAttribute('href', 'https://www.elpriskollen.se/');
});

test('the home page: the spot day is current the day after, old the day after that', async ({ page }) => {
  const day = spotMeta.latestDay;
  await page.clock.setFixedTime(noon(addDays(day, 1)));
  await page.goto('/');
  const line = page.getByTestId('hero-spot-day');
  await expect(line.getByTestId('data-age-text')).toHaveText(' (i går)');
  await expect(page.getByTestId('data-age-warning').and(page.locator('[data-kind="spot"]'))).toHaveCount(
    (await warnedInHtml(page, '/')).includes('spot') ? 1 : 0,
  );

  await page.clock.setFixedTime(noon(addDays(day, 2)));
  await page.reload();
  await expect(line.getByTestId('data-age-text')).toHaveText(' (2 dagar sedan)');
  const warning = page.getByTestId('data-age-warning').and(page.locator('[data-kind="spot"]'));
  await expect(warning).toContainText('Det finns nyare spotpriser än de som visas här.');
  await expect(warning.getByRole('link', { name: 'Dagens elpris' })).toHaveAttribute('href', '/elpris-just-nu');
});

test('a city page dates its spot prices, offers and grid lists in one place', async ({ page }) => {
  await page.clock.setFixedTime(noon(addDays(SE3.date, 3)));
  await page.goto('/stader/stockholm');
  const block = page.getByTestId('city-data-age');
  await expect(block).toContainText(`elavtal hämtade från Elpriskollen ${formatDate(SE3.date)} (3 dagar sedan)`);
  await expect(block.getByTestId('data-age')).toHaveCount(3);
  // Spot data months old: warned; offers three days old: not, unless they were old when the site was built.
  await expect(block.locator('[data-testid="data-age-warning"][data-kind="spot"]')).toHaveCount(1);
  await expect(block.locator('[data-testid="data-age-warning"][data-kind="offers"]')).toHaveCount(
    (await warnedInHtml(page, '/stader/stockholm')).includes('offers') ? 1 : 0,
  );
});

test('the energy tax: nothing in the period the page uses; on the day after the table, which rate the page uses instead', async ({ page }) => {
  const used = energyTaxPeriodFor(new Date().toISOString().slice(0, 10)).period;
  await page.clock.setFixedTime(noon(used.validTo));
  await page.goto('/stader/stockholm');
  await expect(page.getByTestId('city-data-age')).toBeVisible();
  await expect(page.getByTestId('energy-tax-notice')).toHaveCount(0);

  const last = ENERGY_TAX_PERIODS.at(-1)!;
  const after = addDays(last.validTo, 1);
  await page.clock.setFixedTime(noon(after));
  await page.reload();
  const notice = page.getByTestId('energy-tax-notice');
  await expect(notice).toContainText(
    `Energiskatten för ${after.slice(0, 4)} finns inte på webbplatsen ännu. Sidan räknar i stället med ${used.validFrom.slice(0, 4)} års energiskatt`,
  );
  await expect(notice.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.skatteverket\.se\//);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pre-rendered page says the date, no age, no room for one, the warning due when it was built, and the coverage line', async ({ page }) => {
    await page.goto('/jamfor');
    const coverage = page.getByTestId('coverage');
    await expect(coverage).toContainText(`den ${formatDate(SE3.date)}.`);
    await expect(coverage.getByTestId('data-age-text')).toHaveCount(0);
    // The room kept for the age (a script fills it) closes without JavaScript: no gap before the full stop.
    expect(await coverage.locator('.text-room').evaluate((room) => room.getBoundingClientRect().width)).toBe(0);
    // The export is built the day the suite runs (scripts/test-all.sh builds it first).
    const dueAtBuild = dataAge('offers', SE3.date, stockholmDate()).stale;
    await expect(page.getByTestId('data-age-warning').and(page.locator('[data-kind="offers"]'))).toHaveCount(dueAtBuild ? 1 : 0);
  });
});

test('/rattelser lists every entry of the reviewed lists, each with what the source said or what was added', async ({ page }) => {
  await page.goto('/rattelser');
  const total =
    ORIGIN_CORRECTIONS.length +
    OFFER_EXCLUSIONS.length +
    OFFER_CONFLICT_NOTES.length +
    TOTAL_RESIDUALS.length +
    GRID_TARIFF_CORRECTIONS.length +
    GRID_TARIFF_UNVERIFIED.length +
    GRID_AUTHORITY_FEES.length +
    GRID_APARTMENT_TARIFFS.length +
    GRID_POWER_METHODS.length;
  await expect(page.getByTestId('correction')).toHaveCount(total);
  await expect(page.getByTestId('corrections-count')).toContainText(`${formatNumber(total)} poster`);
  const origins = page.getByTestId('group-ursprung').getByTestId('correction');
  await expect(origins).toHaveCount(ORIGIN_CORRECTIONS.length);
  await expect(origins.first().getByTestId('source-said')).toHaveText(ORIGIN_CORRECTIONS[0]!.raw);
  await expect(origins.first().getByTestId('site-shows')).toHaveText(ORIGIN_CORRECTIONS[0]!.corrected);
});

test('every page links who runs the site, the corrections and the accessibility statement from its footer', async ({ page }) => {
  await page.goto('/elpris-historik');
  const footer = page.getByRole('navigation', { name: 'Sidfot' });
  for (const [name, href] of [
    ['Om Elvalet', '/om-elvalet'],
    ['Rättelser', '/rattelser'],
    ['Tillgänglighet', '/tillganglighet'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.goto('/om-elvalet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Elvalet');
  // The operator of the site config, or a plain word that it is not yet named.
  const operator = siteConfig.operator;
  await expect(
    page.getByText(
      operator ? `Elvalet ägs och drivs av ${operator.companyName}` : 'Företaget som äger och driver Elvalet är ännu inte angivet på webbplatsen.',
    ),
  ).toBeVisible();
  await page.goto('/tillganglighet');
  await expect(page.getByRole('link', { name: 'DIGG' })).toHaveAttribute('href', 'https://www.digg.se/tdosanmalan');
});
