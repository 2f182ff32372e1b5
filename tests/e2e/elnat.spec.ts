import type { Page } from '@playwright/test';

import { formatDate, formatNumber } from '../../lib/format';
import { buildElnatRows, VERIFICATION_LABELS } from '../../lib/grid/elnat-table';

import { expect, test, withConsentGiven } from './fixtures';
import { bundledGrid, bundledTariff, gridSourceDate } from './support/bundled-grid';
import { sidewaysOverflow } from './support/layout-checks';

/**
 * /elnat: the grid operators' overview. Sorted by name when served, sortable by each
 * numeric column, usable at 375 px, with the source and its licence, the FAQ and structured data;
 * the compact list the full-bill picker fetches is a static file within 15 KiB gzip.
 */

/** /elnat's rows as the page builds them, from the bundled grid tariffs. */
const elnat = {
  operatorCount: bundledGrid.operators.length,
  sourceDate: gridSourceDate,
  referenceDate: bundledGrid.meta.referenceDate,
  rows: buildElnatRows(bundledGrid.operators, gridSourceDate),
};
const ellevioRow = elnat.rows.find((row) => row.operatorName === 'Ellevio' && row.variant === null)!;

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const table = (page: Page) => page.getByRole('table', { name: /Elnätsavgifter per elnätsbolag/ });
const operatorNames = (page: Page) => table(page).getByRole('rowheader').getByRole('link').allTextContents();

const numberIn = (text: string) => Number(text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.'));
/** The first amount in kronor in a cell ('5 127 kr427 kr/mån' → 5127). */
const kronorIn = (text: string | null) => Number((/^[\d\s\u00A0\u202F]+/.exec(text ?? '')?.[0] ?? '').replace(/\D/g, ''));

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('lists every operator by name, with their fees and a link to their own price page', async ({ page }) => {
  test.slow();
  await page.goto('/elnat');
  await expect(page.getByRole('heading', { level: 1, name: 'Elnätsavgifter för Sveriges elnätsbolag' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${formatNumber(elnat.operatorCount)} elnätsbolag` })).toBeVisible();
  const names = (await operatorNames(page)).map(spaced);
  expect(names).toEqual(elnat.rows.map((row) => spaced(row.operatorName)));

  // Ellevio's row as the page model builds it from content/data (its fees and price-list date come from the import).
  const ellevio = table(page).getByRole('row', { name: /^Ellevio/ });
  const cells = (await ellevio.getByRole('cell').allTextContents()).map(spaced);
  expect(cells).toEqual(
    [
      ...[ellevioRow.fixed16, ellevioRow.fixed20, ellevioRow.fixed25, ellevioRow.transfer, ellevioRow.power].map((cell) => `${cell.text}${cell.note ?? ''}`),
      `${ellevioRow.fromDate}${ellevioRow.fromDateNote ?? ''}`,
      VERIFICATION_LABELS[ellevioRow.status],
    ].map(spaced),
  );
  // The name leads to the operator's own page here, which links its price page.
  await expect(ellevio.getByRole('link', { name: 'Ellevio' })).toHaveAttribute('href', '/elnat/ellevio');

  await expect(page.getByText('Data: spotpilot/grid-tariffs (MIT), elnätsföretagens prislistor')).toBeVisible();
  // Dates as the source gives them: the day it read the lists and each list's own date, never a day they all applied.
  await expect(page.getByText(new RegExp(`^Källan läste prislistorna ${formatDate(elnat.sourceDate)}, och varje rad visar från vilket datum`))).toBeVisible();
  await expect(page.getByText(formatDate(elnat.referenceDate))).toHaveCount(0);
  // A list dated more than a year before the source read it is marked as possibly changed.
  const old = elnat.rows.find((row) => row.fromDateNote !== null && elnat.rows.filter((other) => other.operatorName === row.operatorName).length === 1);
  if (old) {
    const oldRow = table(page)
      .getByRole('row', { name: new RegExp(`^${old.operatorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first();
    await expect(oldRow.getByRole('cell').nth(5)).toHaveText(new RegExp(`^${old.fromDate}\\s*${old.fromDateNote}$`));
  }
  await expect(
    page.getByText('Namnen länkar till elnätsbolagens sidor här, med avgifterna per hushåll och en länk till bolagets egen prissida.'),
  ).toBeVisible();
});

test('sorts by a numeric column both ways, by mouse and keyboard, with unknown values last', async ({ page }) => {
  await page.goto('/elnat');
  const header = table(page).getByRole('columnheader', { name: /16 A/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const values = async () =>
    (
      await table(page)
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[0]?.firstChild?.textContent ?? ''))
    ).map(spaced);
  const ascending = await values();
  const known = ascending.filter((v) => /\d/.test(v)).map(numberIn);
  expect(known.length).toBeGreaterThan(100);
  expect(known).toEqual([...known].sort((a, b) => a - b));
  expect(ascending.at(-1)).toBe('Okänd');

  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = (await values()).filter((v) => /\d/.test(v)).map(numberIn);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await expect(page.getByRole('status').filter({ hasText: 'Sorterad efter' })).toHaveText('Sorterad efter fast avgift 16 A, högst först.');

  await table(page)
    .getByRole('columnheader', { name: /Effektavgift/ })
    .getByRole('button')
    .click();
  const first = table(page).locator('tbody tr').first();
  await expect(first.getByRole('cell').nth(4)).toHaveText(/^Nej/);
});

// Axe over /elnat, and the layout rules at 375 px: tests/e2e/nginx/templates.spec.ts.
test('works on a 375 px phone: the name and one chosen column, short rows, nothing sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/elnat');
  const region = page.getByRole('region', { name: /Elnätsavgifter per elnätsbolag/ });
  const header = table(page).locator('thead th:visible');
  await expect(header).toHaveCount(2);
  await expect(header.nth(1)).toHaveText(/16 A/);
  await page.getByLabel('Kolumn att visa').selectOption({ label: 'Effektavgift' });
  await expect(header.nth(1)).toHaveText(/Effektavgift/);
  const { scrollWidth, clientWidth, height, rows } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    height: el.getBoundingClientRect().height,
    rows: el.querySelectorAll('tbody tr').length,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // A row is a line or two of name, not a stack of every column's notes.
  expect(height / rows).toBeLessThan(80);
  expect(await sidewaysOverflow(page)).toBe(0);
  // From the tablet width the whole table is there again, scrolling in its own region.
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(page.getByText('Tabellen är bredare än skärmen: svep i sidled för att se alla kolumner.')).toBeVisible();
  await expect(header).toHaveCount(8);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('finds an operator by name, accents and case folded, and says when none matches', async ({ page }) => {
  await page.goto('/elnat');
  const search = page.getByRole('searchbox', { name: 'Sök elnätsbolag' });
  await search.fill('malarenergi');
  const names = (await operatorNames(page)).map(spaced);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/Mälarenergi/);
  await expect(page.getByTestId('elnat-count')).toHaveText(new RegExp(`^Visar ${names.length} av \\d+ rader$`));
  await search.fill('zzzz');
  await expect(page.getByTestId('elnat-count')).toHaveText('Inget elnätsbolag har ”zzzz” i namnet.');
  await page.getByRole('button', { name: 'Visa alla elnätsbolag' }).click();
  await expect(search).toHaveValue('');
  expect((await operatorNames(page)).length).toBeGreaterThan(100);
});

test('has metadata, Dataset, BreadcrumbList and FAQ structured data, and the FAQ opens', async ({ page }) => {
  await page.goto('/elnat');
  await expect(page).toHaveTitle('Elnätsavgifter – jämför alla elnätsbolags prislistor | Elvalet');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/elnat$/);
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
  expect(types).toEqual(expect.arrayContaining(['Dataset', 'BreadcrumbList', 'FAQPage', 'WebPage']));
  const dataset = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')).find((d) => d['@type'] === 'Dataset'));
  expect(dataset).toMatchObject({
    license: 'https://opensource.org/license/mit',
    creditText: 'Data: spotpilot/grid-tariffs (MIT), elnätsföretagens prislistor',
  });
  await page.getByText('Hur vet jag vilken huvudsäkring jag har?').click();
  await expect(page.getByText(/Huvudsäkringen står på elnätsfakturan eller i elnätsavtalet\./)).toBeVisible();
});

// The compact list for the picker (/data/elnatsavgifter.json): tests/site/static-pages.test.ts.

test.describe('an operator page, /elnat/{slug}', () => {
  test('Ellevio: its fees by fuse, the power fee and how it is measured, household costs, municipalities and a filled-in bill', async ({ page }) => {
    test.slow();
    await page.goto('/elnat');
    await table(page)
      .getByRole('row', { name: /^Ellevio/ })
      .getByRole('link', { name: 'Ellevio' })
      .click();
    await expect(page).toHaveURL(/\/elnat\/ellevio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ellevio' })).toBeVisible();
    await expect(page).toHaveTitle(/^Ellevio – elnätsavgifter, prislista från januari 20\d\d \| Elvalet$/);
    await expect(page.getByRole('link', { name: 'Elnätsbolagets prissida' })).toHaveAttribute('href', 'https://www.ellevio.se/abonnemang/elnatspriser-privat/');
    const fees = page.getByRole('region', { name: 'Prislistan' });
    // The fixed fee at 16 A, as on /elnat.
    const fixed16 = spaced(ellevioRow.fixed16.text).replace(/ /g, '\\s');
    await expect(fees.getByText(new RegExp(`^16\\sA: ${fixed16}\\skr per år$`))).toBeVisible();
    await expect(fees.getByText(/högsta timmedeleffekter/)).toBeVisible();
    const costs = fees.getByRole('table', { name: /kostnad per år för typhushåll/ });
    await expect(costs.getByRole('row', { name: /^Villa utan elvärme/ })).toContainText(/\d\skr/);
    const places = page.getByRole('region', { name: 'Här har Ellevio elnät' });
    await expect(places.getByRole('link', { name: 'Stockholms kommun' })).toHaveAttribute('href', '/stader/stockholm');
    await places.getByRole('link', { name: 'Hela elkostnaden i Stockholm' }).click();
    await expect(page).toHaveURL(/\/kalkylator\?omrade=SE3&kommun=0180&natbolag=ellevio$/);
    await expect(page.getByRole('region', { name: 'Hela elkostnaden' }).getByRole('combobox', { name: 'Ditt elnätsbolag' })).toHaveValue(/Ellevio/);
  });

  test('Karlshamn: the fixed part of its transfer fee, no power fee, and why its figure can differ from its own', async ({ page }) => {
    await page.goto('/elnat/karlshamn-elnat');
    const fees = page.getByRole('region', { name: 'Prislistan' });
    // Its transfer fee: a fixed part with VAT plus a share of the spot price (the bundled tariff).
    const { tariff } = bundledTariff('karlshamn-elnat-ab');
    const transfer = tariff.transferFee.status === 'known' && tariff.transferFee.type === 'spotVariable' ? tariff.transferFee : null;
    expect(transfer).not.toBeNull();
    const [base, share] = [formatNumber(transfer!.baseOrePerKwh, 1), formatNumber(transfer!.spotShare * 100, 1)];
    await expect(fees.getByText(new RegExp(`^${base}\\söre/kWh \\+ ${share}\\s% av spotpriset med moms$`))).toBeVisible();
    await expect(fees.getByText('Ingen effektavgift.')).toBeVisible();
    const villa = fees.getByRole('row', { name: /^Villa utan elvärme/ });
    await expect(villa).not.toContainText(/okänd/);
    // More than its fixed fee at 16 A plus the fixed part of the transfer fee for 5 000 kWh.
    const fixed16 = tariff.fixedFee.status === 'known' ? tariff.fixedFee.yearlyKr[16]! : 0;
    expect(kronorIn(await villa.getByRole('cell').first().textContent())).toBeGreaterThan(fixed16 + (transfer!.baseOrePerKwh * 5000) / 100);
    const caveats = fees.getByTestId('figure-caveats');
    await expect(caveats.getByRole('link', { name: 'Energimarknadsinspektionen' })).toHaveAttribute(
      'href',
      'https://ei.se/om-oss/statistik-och-oppna-data/natavgifter---elnat',
    );
    await expect(caveats).toContainText('Överföringsavgiften följer spotpriset');
  });

  test('Alingsås has no 16 A tariff: no 0 kr, the villa at 25 A, labelled; Mälarenergi’s effektabonnemang is for 80 A and up', async ({ page }) => {
    await page.goto('/elnat/alingsas-energi-elnat');
    const villa = page.getByRole('region', { name: 'Prislistan' }).getByRole('row', { name: /^Villa utan elvärme/ });
    await expect(villa).toContainText('Prislistan har ingen tariff för 16 A. Beloppet gäller 25 A, den minsta huvudsäkringen i prislistan.');
    await expect(page.getByRole('main')).not.toContainText(/(^|\s)0\skr/);

    await page.goto('/elnat/malarenergi');
    const effekt = page.getByRole('region', { name: 'Prislista: Effektabonnemang, lågspänning' });
    await expect(effekt).toContainText('Prislistan gäller huvudsäkringar från 80 A.');
    await expect(effekt.getByRole('table')).toHaveCount(0);
    const fuseTariff = page.getByRole('region', { name: 'Prislista: Säkringsabonnemang' });
    await expect(fuseTariff.getByText(/antagen effekttopp, \d,\d–\d,\d\skW per månad för villa utan elvärme/)).toBeVisible();
    await expect(fuseTariff.getByRole('link', { name: 'Räkna hela elkostnaden med prislistan Säkringsabonnemang och din egen effekttopp' })).toBeVisible();
  });

  test('without a saved price page, says so; E.ON says only one of its regional lists applies', async ({ page }) => {
    await page.goto('/elnat/leva-nat');
    await expect(page.getByText(/^Källan har ingen sparad kopia av elnätsbolagets prissida/)).toBeVisible();
    await expect(page.getByText(/Vi har kontrollerat uppgifterna/)).toHaveCount(0);
    await page.goto('/elnat/e-on');
    await expect(
      page.getByText(/^E\.ON har tre prislistor för olika delar av sitt elnät: Syd, Stockholm och Nord\. Bara en av dem gäller för ett hushåll/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prislista: Nord' }).getByTestId('figure-caveats')).toContainText(
      `Prislistan gäller från ${formatDate(bundledTariff('e-on-nord').tariff.fromDate)}, mer än ett år innan källan lästes ${formatDate(gridSourceDate)}`,
    );
  });

  // Axe and the layout rules over the template's largest page: tests/e2e/nginx/templates.spec.ts.
  test('Organization JSON-LD, and no sideways scroll at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/elnat/kalmar-energi-elnat');
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
    await expect(page.getByText(/Hela elkostnaden är räknad med det billigaste avtalet i elområde SE4/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
