/** @jest-environment node */
import { LIVE_PRICE_COLUMNS, fetchLivePrices } from '@/lib/compare/live-prices';
import { offerCost } from '@/lib/market/cost';
import { applyLivePrices } from '@/lib/market/live';

import { E2E_PORT } from '../../e2e/support/ports';
import { PROVIDER_PRICES_COLUMNS, startPostgrestMock, type PostgrestMock } from '../../e2e/support/postgrest-mock';
import { GOTEBORG_FIXED_SE3, MARKET, TIBBER_SE3 } from './fixtures';

/**
 * Live prices keyed on the market catalogue's offer ids: the read through supabase-js
 * against the PostgREST stand-in of the e2e specs (on a port of this worktree's range), and how a
 * row replaces the supplier's parts while the assumed spot price stays Elpriskollen's.
 */

// In this checkout's range (E2E_PORT + 15, after the e2e ports of tests/e2e/support/ports.ts):
// a fixed port collided with another checkout's nginx on a shared machine.
const PORT = Number(process.env.LIVE_UNIT_MOCK_PORT ?? E2E_PORT + 15);
const url = `http://127.0.0.1:${PORT}`;
let mock: PostgrestMock;

beforeAll(async () => {
  mock = await startPostgrestMock(PORT);
});
afterAll(() => mock?.close());
beforeEach(() => {
  mock.requests.length = 0;
});

const request = (offerIds: readonly string[], timeoutMs = 5000) => ({
  url,
  anonKey: 'unit-anon-key',
  area: 'SE3' as const,
  offerIds,
  date: '2026-11-26',
  timeoutMs,
});
const row = (offer_id: string, fields: Partial<Record<string, unknown>> = {}) => ({
  offer_id,
  date: '2026-11-26',
  elomrade: 'SE3',
  fee_kr_year: 480,
  fixed_price_ore_kwh: 0,
  markup_ore_kwh: 4.5,
  variable_costs_ore_kwh: 2,
  ...fields,
});

describe('applying today’s rows', () => {
  it('replaces the fee, fixed price, påslag and rörliga kostnader, keeps the spot basis, and marks the offer', () => {
    const [tibber, goteborg, ...rest] = applyLivePrices(MARKET, {
      [TIBBER_SE3.id]: { feeKrPerYear: 480, fixedPriceOre: 0, markupOre: 4.5, variableCostsOre: 2 },
      [GOTEBORG_FIXED_SE3.id]: { feeKrPerYear: 432, fixedPriceOre: 100, markupOre: 0, variableCostsOre: 0 },
    });
    expect(tibber).toEqual({ ...TIBBER_SE3, feeElementOre: 24, markupOre: 4.5, variableCostsOre: 2, live: true });
    // 1,25 × (480 + (77,98 + 4,5 + 2) × 20) = 2 712 kr at 2 000 kWh.
    expect(offerCost(tibber!, 2000).yearlyKr).toBe(2712);
    expect(goteborg).toMatchObject({ fixedPriceOre: 100, spotOre: 0, live: true });
    expect(rest).toEqual(MARKET.slice(2));
  });

  it('changes nothing without rows, or for a row of another id', () => {
    expect(applyLivePrices(MARKET, null)).toEqual(MARKET);
    expect(applyLivePrices(MARKET, { 'se3-okand-x-rorligt': { feeKrPerYear: 1, fixedPriceOre: 1, markupOre: 1, variableCostsOre: 1 } })).toEqual(MARKET);
    expect(applyLivePrices(MARKET, JSON.parse('{"__proto__": {"feeKrPerYear": 0}}'))).toEqual(MARKET);
  });
});

describe('the read (lib/compare/live-prices.ts) against the PostgREST stand-in', () => {
  it('asks for today’s rows of the area, in the table’s columns, and returns those of these ids by id', async () => {
    mock.answer = {
      kind: 'rows',
      rows: [
        row(TIBBER_SE3.id),
        row(GOTEBORG_FIXED_SE3.id, { fixed_price_ore_kwh: 100, markup_ore_kwh: 0, variable_costs_ore_kwh: 0 }),
        row('se3-annan-x-rorligt'),
      ],
    };
    const prices = await fetchLivePrices(request([TIBBER_SE3.id, GOTEBORG_FIXED_SE3.id]));
    expect(prices).toEqual({
      [TIBBER_SE3.id]: { feeKrPerYear: 480, fixedPriceOre: 0, markupOre: 4.5, variableCostsOre: 2 },
      [GOTEBORG_FIXED_SE3.id]: { feeKrPerYear: 480, fixedPriceOre: 100, markupOre: 0, variableCostsOre: 0 },
    });
    const [sent] = mock.requests;
    expect(sent!.url.searchParams.get('select')?.replace(/\s/g, '')).toBe(LIVE_PRICE_COLUMNS.replace(/\s/g, ''));
    expect(
      LIVE_PRICE_COLUMNS.split(',')
        .map((c) => c.trim())
        .every((c) => (PROVIDER_PRICES_COLUMNS as readonly string[]).includes(c)),
    ).toBe(true);
    expect(sent!.url.searchParams.get('date')).toBe('eq.2026-11-26');
    expect(sent!.url.searchParams.get('elomrade')).toBe('eq.SE3');
    // An area's ids would not fit in the address (SE3: 643 ids, 39 KB); rows of other ids are dropped here.
    expect(sent!.url.searchParams.has('offer_id')).toBe(false);
    expect(sent!.headers.apikey).toBe('unit-anon-key');
  });

  it.each([
    ['malformed rows', { kind: 'rows' as const, rows: [row(TIBBER_SE3.id, { markup_ore_kwh: 'billigt' })] }, /markup_ore_kwh|expected number/i],
    ['a negative fee', { kind: 'rows' as const, rows: [row(TIBBER_SE3.id, { fee_kr_year: -5 })] }, /fee_kr_year|>=0|too small/i],
    ['not an array', { kind: 'rows' as const, rows: { offer_id: TIBBER_SE3.id } }, /expected array/i],
    ['HTTP 500', { kind: 'error' as const, status: 500 }, /provider_prices: internal error/],
  ])('throws on %s (the caller keeps the static prices and warns once)', async (_, answer, message) => {
    mock.answer = answer;
    await expect(fetchLivePrices(request([TIBBER_SE3.id]))).rejects.toThrow(message);
  });

  it('throws when the database does not answer within the timeout', async () => {
    mock.answer = { kind: 'hang' };
    await expect(fetchLivePrices(request([TIBBER_SE3.id], 200))).rejects.toThrow(/provider_prices/);
  });

  it('gets the error PostgREST gives for the retired columns', async () => {
    mock.answer = { kind: 'rows', rows: [] };
    const response = await fetch(`${url}/rest/v1/provider_prices?select=provider_id,price_per_kwh_ore,monthly_fee`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '42703', message: 'column provider_prices.provider_id does not exist' });
  });
});
