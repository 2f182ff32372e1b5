import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { ConsoleMessage, Page } from '@playwright/test';

import { LIVE_PRICES_TIMEOUT_MS } from '../../lib/compare/live-config';
import { LIVE_PRICE_COLUMNS } from '../../lib/compare/live-prices';
import { formatKrExact, formatOrePerKwh } from '../../lib/format';
import { parseAreaFile } from '../../lib/market/area-file';
import { NO_FILTERS, compareMarket, indexMarket } from '../../lib/market/compare';
import { DEFAULT_ANNUAL_KWH } from '../../lib/market/consumption';
import { pricePerKwhInclVat } from '../../lib/market/cost';
import type { MarketOffer } from '../../lib/market/offer';

import { axeViolations, expect, test, withConsentGiven, openJamfor } from './fixtures';
import { jamfor } from './pages/jamfor';

import { LIVE_OUT_DIR } from './support/live-build';
import { E2E_MOCK_PORT } from './support/ports';
import { startPostgrestMock, type PostgrestMock } from './support/postgrest-mock';

/**
 * Live prices (docs/rules/price-basis.md) against out-live/, the export built with
 * NEXT_PUBLIC_SUPABASE_URL pointing at a PostgREST stand-in on 127.0.0.1: the refresh test's
 * export (tests/e2e/support/live-build.ts). The specs share the mock's fixed port, so they run one
 * after another. That the Supabase client loads only when asked for is a site check over every
 * page of that export (tests/site/bundle.test.ts, which the refresh runs on it).
 */

const LIVE_OUT = path.join(process.cwd(), LIVE_OUT_DIR);

test.describe.configure({ mode: 'serial' });

let mock: PostgrestMock;

test.beforeAll(async () => {
  mock = await startPostgrestMock(E2E_MOCK_PORT);
});

test.afterAll(async () => {
  await mock?.close();
});

test.beforeEach(async ({ page }) => {
  mock.requests.length = 0;
  await withConsentGiven(page);
});

const stockholmToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** SE3's offers as the live export serves them, ranked as /jamfor ranks them by default. */
function se3Ranked(): MarketOffer[] {
  const parsed = parseAreaFile(JSON.parse(readFileSync(path.join(LIVE_OUT, 'data', 'elavtal', 'se3.json'), 'utf8')), 'SE3');
  if (!parsed) throw new Error('out-live/data/elavtal/se3.json is not a valid area file');
  return compareMarket(indexMarket(parsed.offers, parsed.suppliers), { filters: NO_FILTERS, sort: 'kostnad', annualKwh: DEFAULT_ANNUAL_KWH }).map(
    ({ offer }) => offer,
  );
}

/** A provider_prices row as the table holds it (excl. VAT, Elpriskollen's units), for today in SE3. */
function row(
  offer: MarketOffer,
  parts: { fee_kr_year: number; fixed_price_ore_kwh: number; markup_ore_kwh: number; variable_costs_ore_kwh: number },
  date = stockholmToday(),
) {
  return { offer_id: offer.id, date, elomrade: offer.area, ...parts };
}

/**
 * The live read starts once the area's file has come, and the list is ranked again after it: a few
 * seconds, more on a busy 2-core machine, so the waits for it get longer than expect's 5 s.
 */
const LOADED = { timeout: 15_000 };

const card = (page: Page, id: string) => page.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);
const firstCardId = (page: Page) => page.getByTestId('offer-card').first().getAttribute('data-offer-id');

test("good rows replace the supplier's parts of the matching offers before the list is ranked, from the query of the new table", async ({ page }) => {
  // Two areas' files, today's rows and an axe pass: more than 30 s on a busy 2-core machine.
  test.slow();
  const warnings = collectWarnings(page);
  const ranked = se3Ranked();
  const top = ranked[0]!;
  // A variable offer further down the list gets no påslag, costs or fee today: it becomes the cheapest.
  const target = ranked.slice(20).find((offer) => offer.type === 'rorligt' || offer.type === 'timpris' || offer.type === 'kvartspris')!;
  const cheap = { fee_kr_year: 0, fixed_price_ore_kwh: 0, markup_ore_kwh: 0, variable_costs_ore_kwh: 0 };
  mock.answer = {
    kind: 'rows',
    rows: [
      row(target, cheap),
      row(top, { fee_kr_year: 1200, fixed_price_ore_kwh: top.fixedPriceOre, markup_ore_kwh: top.markupOre, variable_costs_ore_kwh: top.variableCostsOre }),
      // Yesterday's row is not today's: the stand-in leaves it out, as the table would.
      row(ranked[1]!, cheap, '2020-01-01'),
    ],
  };
  await openJamfor(page, '/jamfor');
  await expect.poll(() => firstCardId(page), LOADED).toBe(target.id);
  const first = card(page, target.id);
  await expect(first.getByText('Dagens pris')).toBeVisible();
  // Price = 1,25 × (fixed + spot + påslag + rörliga), fee per month = fee_kr_year × 1,25 / 12.
  await expect(first.getByTestId('price')).toHaveText(
    formatOrePerKwh(pricePerKwhInclVat({ ...target, ...{ fixedPriceOre: 0, markupOre: 0, variableCostsOre: 0 } }), 2),
  );
  await expect(first.getByTestId('fee')).toHaveText(`${formatKrExact(0)}/mån`);
  await expect(page.getByTestId('live-note')).toBeVisible();
  // The former cheapest pays 1 200 kr a year today: 125 kr a month with VAT, and is no longer first.
  expect(await page.getByTestId('offer-card').nth(1).getAttribute('data-offer-id')).not.toBe(top.id);
  const topCard = card(page, top.id);
  if ((await topCard.count()) > 0) await expect(topCard.getByTestId('fee')).toHaveText(`${formatKrExact(125)}/mån`);
  // The second offer's row was for another day: its prices are the catalogue's.
  await expect(card(page, ranked[1]!.id).getByText('Dagens pris')).toHaveCount(0);

  expect(mock.requests).toHaveLength(1);
  const { url, headers } = mock.requests[0]!;
  expect(url.searchParams.get('select')?.replace(/\s/g, '')).toBe(LIVE_PRICE_COLUMNS.replace(/\s/g, ''));
  expect(url.searchParams.get('date')).toBe(`eq.${stockholmToday()}`);
  expect(url.searchParams.get('elomrade')).toBe('eq.SE3');
  // The whole area's rows of the day; its 600-odd ids would not fit in the address.
  expect(url.searchParams.has('offer_id')).toBe(false);
  expect(headers.apikey).toBeTruthy();

  // A postcode in the same area asks nothing new; another area asks once for its own rows.
  await jamfor.searchPostcode(page, '11122');
  await expect(jamfor.heading(page)).toHaveText(/postnummer 111 22/);
  await jamfor.area(page).selectOption('SE1');
  await expect.poll(() => mock.requests.length, LOADED).toBe(2);
  expect(mock.requests[1]!.url.searchParams.get('elomrade')).toBe('eq.SE1');
  await expect(page.locator('#jamfor-resultat')).toHaveText(/elområde SE1\)$/);
  expect(warnings).toEqual([]);
  expect(await axeViolations(page, '[data-testid="compare-tool"]')).toEqual([]);
});

for (const [name, answer, browserLogsError] of [
  ['malformed rows', { kind: 'rows', rows: [{ offer_id: 'x', fee_kr_year: 'gratis', markup_ore_kwh: null }] }, false],
  ['not an array', { kind: 'rows', rows: { offer_id: 'x' } }, false],
  ['HTTP 500', { kind: 'error', status: 500 }, true],
] as const) {
  test(`${name}: the catalogue's prices stay, one console warning, nothing shown`, async ({ page, consoleErrors }) => {
    // Chromium itself logs the failed response; that is not the page's doing.
    if (browserLogsError) {
      consoleErrors.expect(/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/, 'the mock answers 500');
    }
    const warnings = collectWarnings(page);
    mock.answer = answer;
    const ranked = se3Ranked();
    await openJamfor(page, '/jamfor');
    await expect.poll(() => mock.requests.length, LOADED).toBe(1);
    await expect.poll(() => warnings.length, LOADED).toBe(1);
    expect(warnings[0]).toContain('Dagens priser kunde inte hämtas');
    await expect(page.getByTestId('offer-card').first()).toHaveAttribute('data-offer-id', ranked[0]!.id);
    await expect(page.getByText('Dagens pris')).toHaveCount(0);
    await expect(page.getByTestId('live-note')).toHaveCount(0);
    await expect(page.getByTestId('area-file-failed')).toHaveCount(0);
  });
}

test('no answer: the list waits at most the 10 s timeout, then shows the catalogue prices with one warning', async ({ page }) => {
  const warnings = collectWarnings(page);
  mock.answer = { kind: 'hang' };
  // The page's timers run on Playwright's clock, held still from the start: the 10 s pass only
  // when the test says so, however long the area's file takes to come on a busy machine.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/jamfor');
  // Next starts hydrating on a timer, after the page's first paint: time moves on a millisecond at a
  // time until the page has asked for today's prices (its 10 s timeout starts then).
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return mock.requests.length;
    }, LOADED)
    .toBe(1);
  await expect(page.getByTestId('compare-tool')).toHaveAttribute('data-started', 'true');
  await page.clock.runFor(LIVE_PRICES_TIMEOUT_MS - 100);
  expect(warnings).toEqual([]);
  // Meanwhile the server's first page stands; a filter waits for the whole list.
  await page.getByRole('radio', { name: 'Mixat' }).check();
  await expect(page.getByTestId('area-file-pending')).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByTestId('area-file-pending')).toHaveCount(0);
  await expect(page.getByTestId('offer-type').first()).toHaveText(/^Mixat/);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('Dagens priser kunde inte hämtas');
  expect(LIVE_PRICES_TIMEOUT_MS).toBe(10_000);
});
