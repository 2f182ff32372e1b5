/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { startTempPostgres, supabaseRolesSql, type TempPostgres } from './postgres-harness';

/**
 * The provider_prices migrations on a real PostgreSQL, in the order Supabase runs them: the first
 * one (keyed on the retired catalogue's ids) and then the one that keys the table on the market
 * catalogue's offer ids. The table, its checks and index, and the promise of
 * docs/rules/price-basis.md that the public (anon) role can read and nothing else.
 */

const migrationsDir = path.join(__dirname, '..', '..', '..', 'supabase', 'migrations');
const migrations = readdirSync(migrationsDir)
  .filter((file) => /_provider_prices(_offer_ids)?\.sql$/.test(file))
  .sort();

const SE3_TIBBER = 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris';
const SE3_VATTENFALL = 'se3-vattenfall-fast-pris-1-ar-fast-1-ar';
const SE1_TIBBER = 'se1-tibber-kvartsprisavtal-lopande-se1-kvartspris';
const COLUMNS = 'offer_id, date, elomrade, fee_kr_year, fixed_price_ore_kwh, markup_ore_kwh, variable_costs_ore_kwh';

let pg: TempPostgres;

function ok(sql: string): string {
  const result = pg.psql(sql);
  if (!result.ok) throw new Error(`${sql}\n${result.stderr}`);
  return result.stdout;
}

/** Runs SQL as a role inside one transaction, the way PostgREST does with the request's role. */
function asRole(role: string, sql: string) {
  return pg.psql(`begin; set local role ${role}; ${sql}; commit;`);
}

function apply(file: string) {
  const applied = pg.psqlFile(path.join(migrationsDir, file));
  if (!applied.ok || /ERROR/.test(applied.stderr)) throw new Error(`${file}: ${applied.stderr}`);
}

beforeAll(async () => {
  pg = await startTempPostgres();
  // A plain PostgreSQL has none of Supabase's roles; create them, and give them the broad default
  // privileges Supabase gives on new public tables, so the test proves the migration narrows them.
  ok(supabaseRolesSql());
  expect(migrations).toEqual([expect.stringMatching(/_provider_prices\.sql$/), expect.stringMatching(/_provider_prices_offer_ids\.sql$/)]);
  // The first migration with a row of the retired catalogue, as a database that ran it has; then the new one.
  apply(migrations[0]!);
  ok(`insert into public.provider_prices values ('vattenfall-rorligt', 95.3, 49, '2026-11-22', 'SE3')`);
  apply(migrations[1]!);
  ok(`insert into public.provider_prices (${COLUMNS}) values
        ('${SE3_TIBBER}', '2026-11-22', 'SE3', 564.48, 0, 6, 3.28),
        ('${SE3_VATTENFALL}', '2026-11-22', 'SE3', 633.6, 118.2, 0, 0),
        ('${SE1_TIBBER}', '2026-11-22', 'SE1', 564.48, 0, 6, 3.28)`);
});

afterAll(() => {
  pg?.stop();
});

it('replaces the retired table: the old columns and rows are gone', () => {
  expect(ok(`select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns where table_name = 'provider_prices'`)).toBe(
    'offer_id,date,elomrade,fee_kr_year,fixed_price_ore_kwh,markup_ore_kwh,variable_costs_ore_kwh',
  );
  expect(ok(`select count(*) from public.provider_prices where offer_id = 'vattenfall-rorligt'`)).toBe('0');
});

it('can be applied again (idempotent) without touching the rows', () => {
  apply(migrations[1]!);
  expect(ok(`select count(*) from public.provider_prices`)).toBe('3');
});

it('keys rows on (offer_id, date) with an index for the query, and has RLS on', () => {
  expect(
    ok(`select string_agg(a.attname, ',' order by k.ord)
             from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = 'public.provider_prices'::regclass and i.indisprimary`),
  ).toBe('offer_id,date');
  expect(ok(`select indexdef from pg_indexes where indexname = 'provider_prices_date_elomrade_idx'`)).toContain('(date, elomrade, offer_id)');
  expect(ok(`select relrowsecurity from pg_class where oid = 'public.provider_prices'::regclass`)).toBe('t');
});

it.each([
  ['an unknown price area', `('se5-x-y-rorligt', '2026-11-22', 'SE5', 1, 0, 1, 1)`],
  ['an id of another area', `('se1-x-y-rorligt', '2026-11-22', 'SE3', 1, 0, 1, 1)`],
  ['an id of the retired catalogue', `('tibber-timpris', '2026-11-22', 'SE3', 1, 0, 1, 1)`],
  ['an id with upper case or spaces', `('se3-Tibber x', '2026-11-22', 'SE3', 1, 0, 1, 1)`],
  ['a negative fee', `('se3-x-y-rorligt', '2026-11-22', 'SE3', -1, 0, 1, 1)`],
  ['a negative påslag', `('se3-x-y-rorligt', '2026-11-22', 'SE3', 1, 0, -0.5, 1)`],
  ['a price above 1 000 öre', `('se3-x-y-rorligt', '2026-11-22', 'SE3', 1, 1000.5, 1, 1)`],
])('rejects %s', (_, values) => {
  expect(pg.psql(`insert into public.provider_prices (${COLUMNS}) values ${values}`).stderr).toMatch(/check constraint/);
});

it('rejects a second row for the same offer and day', () => {
  expect(pg.psql(`insert into public.provider_prices (${COLUMNS}) values ('${SE3_TIBBER}', '2026-11-22', 'SE3', 1, 0, 1, 1)`).stderr).toMatch(/duplicate key/);
});

it('lets anon run the site query (lib/compare/live-prices.ts)', () => {
  const result = asRole(
    'anon',
    `select offer_id, fee_kr_year, fixed_price_ore_kwh, markup_ore_kwh, variable_costs_ore_kwh from public.provider_prices
     where date = '2026-11-22' and elomrade = 'SE3' and offer_id in ('${SE3_TIBBER}', '${SE3_VATTENFALL}', '${SE1_TIBBER}')
     order by offer_id`,
  );
  expect(result.stderr).toBe('');
  expect(result.stdout.split('\n')).toEqual([`${SE3_TIBBER}\t564.48\t0\t6\t3.28`, `${SE3_VATTENFALL}\t633.6\t118.2\t0\t0`]);
});

it.each(['anon', 'authenticated'])('denies %s insert, update, delete and truncate', (role) => {
  const attempts = [
    `insert into public.provider_prices (${COLUMNS}) values ('se3-fusk-x-rorligt', '2026-11-22', 'SE3', 0, 0, 0, 0)`,
    `update public.provider_prices set markup_ore_kwh = 0`,
    `delete from public.provider_prices`,
    `truncate public.provider_prices`,
  ];
  for (const sql of attempts) {
    const result = asRole(role, sql);
    expect(result.ok).toBe(false);
    expect(result.stderr).toMatch(/permission denied/);
  }
  expect(ok(`select count(*) from public.provider_prices`)).toBe('3');
  expect(ok(`select markup_ore_kwh from public.provider_prices where offer_id = '${SE3_TIBBER}'`)).toBe('6');
});

it('keeps the public roles out even if a later grant slips through: RLS has only a select policy', () => {
  ok(`grant insert, update, delete on public.provider_prices to anon`);
  try {
    const insert = asRole('anon', `insert into public.provider_prices (${COLUMNS}) values ('se3-fusk-x-rorligt', '2026-11-22', 'SE3', 0, 0, 0, 0)`);
    expect(insert.stderr).toMatch(/row-level security/);
    // Without a policy for them, update and delete see no rows and change nothing.
    expect(asRole('anon', `update public.provider_prices set markup_ore_kwh = 0`).ok).toBe(true);
    expect(asRole('anon', `delete from public.provider_prices`).ok).toBe(true);
    expect(ok(`select count(*) from public.provider_prices where markup_ore_kwh = 0`)).toBe('1');
    expect(ok(`select count(*) from public.provider_prices`)).toBe('3');
  } finally {
    ok(`revoke insert, update, delete on public.provider_prices from anon`);
  }
});
