/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { reportRpcArgs } from '@/lib/reports/report';

import { startTempPostgres, supabaseRolesSql, type TempPostgres } from './postgres-harness';
import { OFFER_REPORT as OFFER } from '../reports/fixtures';

/**
 * The error reports (supabase/migrations/*_error_reports.sql) on a real PostgreSQL: the public roles
 * may only call report_error(), which stores one report and returns nothing; they can neither read
 * nor change the table; five reports per caller in ten minutes and 200 an hour for everyone, the
 * caller stored only as a hash for an hour; bad input refused.
 */

const migrationsDir = path.join(__dirname, '..', '..', '..', 'supabase', 'migrations');
const migration = readdirSync(migrationsDir).find((file) => file.endsWith('_error_reports.sql'))!;

let pg: TempPostgres;

function ok(sql: string): string {
  const result = pg.psql(sql);
  if (!result.ok) throw new Error(`${sql}\n${result.stderr}`);
  return result.stdout;
}

const quote = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

/** A call as PostgREST makes it: the anon role, the request's headers in request.headers, the form's arguments. */
type RpcArgs = { [K in keyof ReturnType<typeof reportRpcArgs>]: string | null };

function report(args: Partial<RpcArgs> = {}, headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.5' }) {
  const a: RpcArgs = { ...reportRpcArgs(OFFER, 'Påslaget är 4,9 öre, inte 3,9 öre.', '/jamfor'), ...args };
  const json = JSON.stringify(headers).replace(/'/g, "''");
  return pg.psql(
    `begin; set local role anon; select set_config('request.headers', '${json}', true); ` +
      `select public.report_error(${quote(a.p_subject_kind)}, ${quote(a.p_subject_id)}, ${quote(a.p_area)}, ${quote(a.p_data_date)}, ${quote(a.p_page)}, ${quote(a.p_message)}); commit;`,
  );
}

beforeAll(async () => {
  pg = await startTempPostgres();
  ok(supabaseRolesSql({ functions: true }));
  const applied = pg.psqlFile(path.join(migrationsDir, migration));
  if (!applied.ok) throw new Error(applied.stderr);
});

afterAll(() => {
  pg?.stop();
});

beforeEach(() => {
  ok('truncate public.error_reports, public.error_report_attempts');
});

it('can be applied twice (idempotent)', () => {
  const again = pg.psqlFile(path.join(migrationsDir, migration));
  expect(again.stderr).not.toMatch(/ERROR/);
  expect(again.ok).toBe(true);
});

it('stores a report with what the form filled in and the text, trimmed, and answers nothing', () => {
  const result = report({ p_message: '  Påslaget är 4,9 öre.  ' });
  expect(result.ok).toBe(true);
  expect(ok(`select subject_kind || '|' || subject_id || '|' || area || '|' || data_date || '|' || page || '|' || message from public.error_reports`)).toBe(
    'offer|se3-tibber-kvartsprisavtal-lopande-se3-kvartspris|SE3|2026-07-25|/jamfor|Påslaget är 4,9 öre.',
  );
  // A grid tariff has no area.
  expect(report({ p_subject_kind: 'grid_tariff', p_subject_id: 'ellevio-ab', p_area: null, p_page: '/elnat/ellevio' }).ok).toBe(true);
  expect(ok(`select count(*) from public.error_reports where area is null`)).toBe('1');
});

it('gives the public roles no read, change or delete of the reports or the attempts', () => {
  report();
  for (const role of ['anon', 'authenticated']) {
    for (const sql of [
      'select * from public.error_reports',
      `insert into public.error_reports (subject_kind, subject_id, data_date, page, message) values ('offer', 'x', '2026-07-25', '/jamfor', 'x')`,
      `update public.error_reports set message = 'x'`,
      'delete from public.error_reports',
      'select * from public.error_report_attempts',
      'delete from public.error_report_attempts',
    ]) {
      const result = pg.psql(`begin; set local role ${role}; ${sql}; commit;`);
      expect({ role, sql, ok: result.ok }).toEqual({ role, sql, ok: false });
      expect(result.stderr).toMatch(/permission denied/);
    }
  }
  for (const table of ['error_reports', 'error_report_attempts']) {
    expect(ok(`select relrowsecurity from pg_class where oid = 'public.${table}'::regclass`)).toBe('t');
  }
  expect(ok(`select count(*) from public.error_reports`)).toBe('1');
});

it('takes five reports from one caller in ten minutes and refuses the sixth with PT429; another caller is not held up', () => {
  for (let i = 1; i <= 5; i += 1) expect(report({ p_message: `Fel nummer ${i}` }).ok).toBe(true);
  const sixth = report();
  expect(sixth.ok).toBe(false);
  expect(sixth.stderr).toMatch(/too many reports/);
  const refused = pg.psql(
    `begin; set local role anon; select set_config('request.headers', '{"x-forwarded-for":"203.0.113.5"}', true);
     do $$ begin perform public.report_error('offer', 'x', 'SE3', '2026-07-25', '/jamfor', 'x'); exception when others then raise notice 'state %', sqlstate; end $$; commit;`,
  );
  expect(refused.stderr).toContain('state PT429');
  expect(report({}, { 'x-forwarded-for': '198.51.100.7' }).ok).toBe(true);
  expect(ok(`select count(*) from public.error_reports`)).toBe('6');
  ok(`update public.error_report_attempts set attempted_at = now() - interval '11 minutes'`);
  expect(report().ok).toBe(true);
});

it('stores the caller only as a hash, and forgets it after an hour', () => {
  report({}, { 'cf-connecting-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.3' });
  expect(ok(`select client_key from public.error_report_attempts`)).toBe(ok(`select encode(sha256(convert_to('192.0.2.1', 'UTF8')), 'hex')`));
  expect(ok(`select count(*) from public.error_report_attempts where client_key like '%192.0.2%'`)).toBe('0');
  ok(`update public.error_report_attempts set attempted_at = now() - interval '61 minutes'`);
  report({}, { 'x-forwarded-for': '198.51.100.8' });
  expect(ok(`select count(*) from public.error_report_attempts`)).toBe('1');
});

it('takes no report from anyone while 200 were stored in the last hour', () => {
  ok(`insert into public.error_reports (subject_kind, subject_id, data_date, page, message)
      select 'offer', 'se3-x-' || n, '2026-07-25', '/jamfor', 'x' from generate_series(1, 200) n`);
  expect(report({}, { 'x-forwarded-for': '198.51.100.99' }).stderr).toMatch(/too many reports/);
  ok(`update public.error_reports set created_at = now() - interval '2 hours'`);
  expect(report({}, { 'x-forwarded-for': '198.51.100.99' }).ok).toBe(true);
});

it('refuses bad input and stores nothing of it', () => {
  const bad: Partial<RpcArgs>[] = [
    { p_message: '   ' },
    { p_message: 'x'.repeat(2001) },
    { p_message: 'x'.repeat(20000) },
    { p_subject_kind: 'kund' },
    { p_subject_id: 'SE3 Tibber' },
    { p_subject_id: `a${'-b'.repeat(150)}` },
    { p_area: 'SE5' },
    { p_page: 'https://elvalet.se/jamfor' },
    { p_page: '/jamfor?postalCode=11122' },
  ];
  for (const args of bad) {
    const result = report(args);
    expect({ args: Object.keys(args), ok: result.ok }).toEqual({ args: Object.keys(args), ok: false });
    expect(result.stderr).toMatch(/invalid (message|report)/);
  }
  expect(report({ p_data_date: 'igår' }).ok).toBe(false);
  expect(ok(`select count(*) from public.error_reports`)).toBe('0');
  // A refused report rolls back its attempt too: it uses up nothing of the caller's five.
  expect(ok(`select count(*) from public.error_report_attempts`)).toBe('0');
});
