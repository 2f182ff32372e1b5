import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { ConsoleMessage, Page } from '@playwright/test';

import { LIVE_PRICES_TIMEOUT_MS } from '../../lib/compare/live-config';

import { axeViolations, expect, test, withConsentGiven } from './fixtures';
import { resolvesInExport } from '../../scripts/lib/export-pages';

import { E2E_MOCK_PORT, E2E_PORT } from './support/ports';
import { startPostgrestMock, type PostgrestMock } from './support/postgrest-mock';

/**
 * Live prices (spec section 7) against out-live/, the export built with NEXT_PUBLIC_SUPABASE_URL
 * pointing at a PostgREST stand-in on 127.0.0.1 (scripts/build-live.sh). The specs share the
 * mock's fixed port, so they run one after another.
 *
 * out-live/ holds only what these tests reach (/jamfor and the data files). The pages /jamfor
 * links to (header, footer, cards) are prefetched when they scroll into view; those requests are
 * answered from out/, the full export of the same commit, so none of them ends in a 404.
 */

const LIVE_OUT = path.join(process.cwd(), 'out-live');
const FULL_EXPORT = `http://127.0.0.1:${E2E_PORT}`;

test.describe.configure({ mode: 'serial' });

let mock: PostgrestMock;

test.beforeAll(async () => {
  mock = await startPostgrestMock(E2E_MOCK_PORT);
});

test.afterAll(async () => {
  await mock?.close();
});

test.beforeEach(async ({ page, baseURL }) => {
  mock.requests.length = 0;
  await withConsentGiven(page);
  await page.route(`${baseURL}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (resolvesInExport(url.pathname, LIVE_OUT)) return route.continue();
    await route.fulfill({ response: await route.fetch({ url: `${FULL_EXPORT}${url.pathname}${url.search}` }) });
  });
});

test.afterEach(async ({ page }) => {
  // A prefetch still being answered when a test ends is of no interest to the next one.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const stockholmToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const card = (page: Page, id: string) => page.locator(`[data-testid="offer-card"][data-offer-id="${id}"]`);

async function staticPrice(page: Page, id: string): Promise<{ price: string; fee: string }> {
  return {
    // In the card's closed 'Visa detaljer': text content, not rendered text.
    price: (await card(page, id).getByTestId('price').textContent()) ?? '',
    fee: (await card(page, id).getByTestId('fee').textContent()) ?? '',
  };
}

async function searchStockholm(page: Page) {
  await page.getByLabel('Postnummer', { exact: true }).fill('11122');
  await page.getByRole('button', { name: 'Uppdatera resultat' }).click();
}

test('good rows overwrite price and fee of the matching offers, from the query spec section 7 describes', async ({ page }) => {
  const warnings = collectWarnings(page);
  mock.answer = {
    kind: 'rows',
    rows: [
      { provider_id: 'vattenfall-rorligt', price_per_kwh_ore: 123.45, monthly_fee: 39 },
      { provider_id: 'greenely-timpris', price_per_kwh_ore: 70, monthly_fee: 44.5 },
    ],
  };
  await page.goto('/jamfor');
  const untouched = await staticPrice(page, 'eon-rorligt');
  const ids = await page.getByTestId('offer-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.offerId));
  await searchStockholm(page);
  await expect(page.getByText('Resultat för postnummer 111 22')).toBeVisible();

  await expect(card(page, 'vattenfall-rorligt').getByTestId('price')).toHaveText('123,5\u00A0öre/kWh');
  await expect(card(page, 'vattenfall-rorligt').getByTestId('fee')).toHaveText('39\u00A0kr/mån');
  // 123,5 × 2 000 / 100 + 39 = 2 509 kr.
  await expect(card(page, 'vattenfall-rorligt').getByTestId('monthly-cost')).toHaveText('2\u202F509\u00A0kr/mån');
  await expect(card(page, 'greenely-timpris').getByTestId('fee')).toHaveText('44,50\u00A0kr/mån');
  // 70 × 2 000 / 100 + 44,50 = 1 444,50 → 1 445 kr (half up).
  await expect(card(page, 'greenely-timpris').getByTestId('monthly-cost')).toHaveText('1\u202F445\u00A0kr/mån');
  expect(await staticPrice(page, 'eon-rorligt')).toEqual(untouched);
  await expect(page.getByTestId('live-note')).toBeVisible();

  expect(mock.requests).toHaveLength(1);
  const { url, headers } = mock.requests[0]!;
  expect(url.searchParams.get('select')?.replace(/\s/g, '')).toBe('provider_id,price_per_kwh_ore,monthly_fee');
  expect(url.searchParams.get('date')).toBe(`eq.${stockholmToday()}`);
  expect(url.searchParams.get('elomrade')).toBe('eq.SE3');
  const requested = /^in\.\((.*)\)$/.exec(url.searchParams.get('provider_id') ?? '')?.[1]?.split(',') ?? [];
  // Every SE3 offer (all filters), not just the ones on screen.
  expect(requested.length).toBeGreaterThanOrEqual(ids.length);
  expect(requested).toEqual(expect.arrayContaining(ids as string[]));
  expect(headers.apikey).toBeTruthy();

  // Another area: its own request.
  await page.getByLabel('Elområde', { exact: true }).selectOption('SE1');
  await expect.poll(() => mock.requests.length).toBe(2);
  expect(mock.requests[1]!.url.searchParams.get('elomrade')).toBe('eq.SE1');
  expect(warnings).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

for (const [name, answer, browserLogsError] of [
  [
    'malformed rows',
    { kind: 'rows', rows: [{ provider_id: 'vattenfall-rorligt', price_per_kwh_ore: 'billigt', monthly_fee: null }] },
    false,
  ],
  ['not an array', { kind: 'rows', rows: { provider_id: 'vattenfall-rorligt' } }, false],
  ['HTTP 500', { kind: 'error', status: 500 }, true],
] as const) {
  test(`${name}: static prices stay, one console warning, nothing shown`, async ({ page, consoleErrors }) => {
    // Chromium itself logs the failed response; that is not the page's doing.
    if (browserLogsError) {
      consoleErrors.expect(/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/, 'the mock answers 500');
    }
    const warnings = collectWarnings(page);
    mock.answer = answer;
    await page.goto('/jamfor');
    const before = await staticPrice(page, 'vattenfall-rorligt');
    await searchStockholm(page);
    await expect(page.getByText('Resultat för postnummer 111 22')).toBeVisible();
    await expect(page.locator('[data-slot="toast"]')).toContainText('Sökning slutförd');
    expect(await staticPrice(page, 'vattenfall-rorligt')).toEqual(before);
    await expect(page.getByTestId('live-note')).toHaveCount(0);
    expect(mock.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Dagens priser kunde inte hämtas');
  });
}

test('no answer: the search ends at the 10 s timeout with static prices and one warning', async ({ page }) => {
  const warnings = collectWarnings(page);
  mock.answer = { kind: 'hang' };
  // The page's timers run on Playwright's clock, so the 10 s pass without being waited for.
  await page.clock.install();
  await page.goto('/jamfor');
  const before = await staticPrice(page, 'vattenfall-rorligt');
  await page.clock.pauseAt(Date.now() + 60_000);
  await searchStockholm(page);
  await expect.poll(() => mock.requests.length).toBe(1);
  const searching = page.getByRole('button', { name: 'Söker...' });
  await expect(searching).toBeDisabled();
  await page.clock.runFor(LIVE_PRICES_TIMEOUT_MS - 100);
  await expect(searching).toBeDisabled();
  await expect(page.getByText('Resultat för postnummer 111 22')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByText('Resultat för postnummer 111 22')).toBeVisible();
  expect(await staticPrice(page, 'vattenfall-rorligt')).toEqual(before);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('Dagens priser kunde inte hämtas');
  expect(LIVE_PRICES_TIMEOUT_MS).toBe(10_000);
});

test('the live build carries the Supabase client in a lazy chunk only', () => {
  const root = path.join(process.cwd(), 'out-live');
  const chunks = readdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(root, '_next', 'static', 'chunks', file), 'utf8') }));
  const withSupabase = chunks.filter((chunk) => /supabase/i.test(chunk.text));
  expect(withSupabase.length).toBeGreaterThan(0);
  expect(chunks.some((chunk) => chunk.text.includes(`127.0.0.1:${E2E_MOCK_PORT}`))).toBe(true);
  const html = readFileSync(path.join(root, 'jamfor.html'), 'utf8');
  for (const chunk of withSupabase) expect(html).not.toContain(path.basename(chunk.file));
});
