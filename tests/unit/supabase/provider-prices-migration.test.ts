/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { startTempPostgres, supabaseRolesSql, type TempPostgres } from './postgres-harness';

/**
 * The provider_prices migration on a real PostgreSQL: the table, its checks and index, and the
 * promise of spec section 7 / decisions.md that the public (anon) role can read and nothing else.
 */

jest.setTimeout(90_000);

const migrationsDir = path.join(__dirname, '..', '..', '..', 'supabase', 'migrations');
const migration = readdirSync(migrationsDir).find((file) => file.endsWith('_provider_prices.sql'));

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

beforeAll(async () => {
  pg = await startTempPostgres();
  // A plain PostgreSQL has none of Supabase's roles; create them, and give them the broad default
  // privileges Supabase gives on new public tables, so the test proves the migration narrows them.
  ok(supabaseRolesSql());
  expect(migration).toBeDefined();
  const applied = pg.psqlFile(path.join(migrationsDir, migration!));
  if (!applied.ok) throw new Error(applied.stderr);
  ok(`insert into public.provider_prices values
        ('vattenfall-rorligt', 95.3, 49, '2026-11-22', 'SE3'),
        ('tibber-timpris', 88.1, 49, '2026-11-22', 'SE3'),
        ('vattenfall-rorligt', 60.2, 49, '2026-11-22', 'SE1')`);
});

afterAll(() => {
  pg?.stop();
});

it('can be applied twice (idempotent)', () => {
  const again = pg.psqlFile(path.join(migrationsDir, migration!));
  expect(again.stderr).not.toMatch(/ERROR/);
  expect(again.ok).toBe(true);
});

it('creates the table with the primary key (provider_id, date, elomrade) and an index for the query', () => {
  expect(ok(`select string_agg(a.attname, ',' order by k.ord)
             from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where i.indrelid = 'public.provider_prices'::regclass and i.indisprimary`)).toBe('provider_id,date,elomrade');
  expect(ok(`select indexdef from pg_indexes where indexname = 'provider_prices_date_elomrade_idx'`)).toContain('(date, elomrade, provider_id)');
  expect(ok(`select relrowsecurity from pg_class where oid = 'public.provider_prices'::regclass`)).toBe('t');
});

it('rejects an unknown price area, negative prices and duplicate rows', () => {
  expect(pg.psql(`insert into public.provider_prices values ('x', 50, 10, '2026-11-22', 'SE5')`).stderr).toMatch(/check constraint/);
  expect(pg.psql(`insert into public.provider_prices values ('x', -1, 10, '2026-11-22', 'SE3')`).stderr).toMatch(/check constraint/);
  expect(pg.psql(`insert into public.provider_prices values ('vattenfall-rorligt', 1, 1, '2026-11-22', 'SE3')`).stderr).toMatch(
    /duplicate key/,
  );
});

it('lets anon run the site query', () => {
  const result = asRole(
    'anon',
    `select provider_id, price_per_kwh_ore, monthly_fee from public.provider_prices
     where date = '2026-11-22' and elomrade = 'SE3' and provider_id in ('vattenfall-rorligt', 'tibber-timpris')
     order by provider_id`,
  );
  expect(result.stderr).toBe('');
  expect(result.stdout.split('\n')).toEqual(['tibber-timpris\t88.1\t49', 'vattenfall-rorligt\t95.3\t49']);
});

it.each(['anon', 'authenticated'])('denies %s insert, update, delete and truncate', (role) => {
  const attempts = [
    `insert into public.provider_prices values ('fusk', 1, 0, '2026-11-22', 'SE3')`,
    `update public.provider_prices set price_per_kwh_ore = 1`,
    `delete from public.provider_prices`,
    `truncate public.provider_prices`,
  ];
  for (const sql of attempts) {
    const result = asRole(role, sql);
    expect(result.ok).toBe(false);
    expect(result.stderr).toMatch(/permission denied/);
  }
  expect(ok(`select count(*) from public.provider_prices`)).toBe('3');
  expect(ok(`select price_per_kwh_ore from public.provider_prices where provider_id = 'tibber-timpris'`)).toBe('88.1');
});

it('keeps the public roles out even if a later grant slips through: RLS has only a select policy', () => {
  ok(`grant insert, update, delete on public.provider_prices to anon`);
  try {
    const insert = asRole('anon', `insert into public.provider_prices values ('fusk', 1, 0, '2026-11-22', 'SE3')`);
    expect(insert.stderr).toMatch(/row-level security/);
    // Without a policy for them, update and delete see no rows and change nothing.
    expect(asRole('anon', `update public.provider_prices set price_per_kwh_ore = 1`).ok).toBe(true);
    expect(asRole('anon', `delete from public.provider_prices`).ok).toBe(true);
    expect(ok(`select count(*) from public.provider_prices where price_per_kwh_ore = 1`)).toBe('0');
    expect(ok(`select count(*) from public.provider_prices`)).toBe('3');
  } finally {
    ok(`revoke insert, update, delete on public.provider_prices from anon`);
  }
});
