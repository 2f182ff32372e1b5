/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { startTempPostgres, supabaseRolesSql, type TempPostgres } from './postgres-harness';

/**
 * The newsletter rate limit (supabase/migrations/*_newsletter_rate_limit.sql) on a real PostgreSQL,
 * applied after the newsletter migration: five accepted calls per caller in ten minutes, a ceiling
 * of 300 new addresses an hour for everyone, the same refusal for known and new addresses, and the
 * caller stored only as a hash.
 */

const migrationsDir = path.join(__dirname, '..', '..', '..', 'supabase', 'migrations');
const files = readdirSync(migrationsDir).sort();
const newsletter = files.find((file) => file.endsWith('_newsletter_subscribers.sql'))!;
const rateLimit = files.find((file) => file.endsWith('_newsletter_rate_limit.sql'))!;

let pg: TempPostgres;

function ok(sql: string): string {
  const result = pg.psql(sql);
  if (!result.ok) throw new Error(`${sql}\n${result.stderr}`);
  return result.stdout;
}

/** A call as PostgREST makes it: the anon role, the request's headers in request.headers. */
function subscribe(email: string, headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.5' }) {
  const json = JSON.stringify(headers).replace(/'/g, "''");
  return pg.psql(
    `begin; set local role anon; select set_config('request.headers', '${json}', true); ` +
      `select public.subscribe_newsletter('${email.replace(/'/g, "''")}', '2026-11-23'); commit;`,
  );
}

const answer = (result: { ok: boolean; stderr: string }) => ({ ok: result.ok, stderr: result.stderr.replace(/\bLINE \d+:.*$/ms, '') });

beforeAll(async () => {
  pg = await startTempPostgres();
  ok(supabaseRolesSql({ functions: true }));
  expect(files.indexOf(rateLimit)).toBeGreaterThan(files.indexOf(newsletter));
  for (const file of [newsletter, rateLimit]) {
    const applied = pg.psqlFile(path.join(migrationsDir, file));
    if (!applied.ok) throw new Error(applied.stderr);
  }
});

afterAll(() => {
  pg?.stop();
});

beforeEach(() => {
  ok('truncate public.newsletter_attempts, public.newsletter_subscribers');
});

it('can be applied twice (idempotent)', () => {
  const again = pg.psqlFile(path.join(migrationsDir, rateLimit));
  expect(again.stderr).not.toMatch(/ERROR/);
  expect(again.ok).toBe(true);
});

it('takes five calls from one caller in ten minutes, refuses the sixth with PT429, known and new alike', () => {
  for (let i = 1; i <= 5; i += 1) expect(answer(subscribe(`person${i}@exempel.se`))).toEqual({ ok: true, stderr: '' });
  const known = subscribe('person1@exempel.se');
  const fresh = subscribe('ny@exempel.se');
  expect(known.ok).toBe(false);
  expect(known.stderr).toMatch(/too many attempts/);
  expect(answer(known)).toEqual(answer(fresh));
  expect(ok(`select count(*) from public.newsletter_subscribers`)).toBe('5');
  // Another caller is not held up.
  expect(subscribe('annan@exempel.se', { 'x-forwarded-for': '198.51.100.7' }).ok).toBe(true);
});

it('PostgREST answers PT429 with HTTP 429: the code reaches the client', () => {
  for (let i = 0; i < 5; i += 1) subscribe(`p${i}@exempel.se`);
  const refused = pg.psql(
    `begin; set local role anon; select set_config('request.headers', '{"x-forwarded-for":"203.0.113.5"}', true);
     do $$ begin perform public.subscribe_newsletter('x@exempel.se', 'v'); exception when others then raise notice 'state %', sqlstate; end $$; commit;`,
  );
  expect(refused.stderr).toContain('state PT429');
});

it('counts calls again once they are older than ten minutes, and forgets them after an hour', () => {
  for (let i = 0; i < 5; i += 1) subscribe(`p${i}@exempel.se`);
  ok(`update public.newsletter_attempts set attempted_at = now() - interval '11 minutes'`);
  expect(subscribe('sjatte@exempel.se').ok).toBe(true);
  ok(`update public.newsletter_attempts set attempted_at = now() - interval '61 minutes'`);
  subscribe('sjunde@exempel.se');
  expect(ok(`select count(*) from public.newsletter_attempts`)).toBe('1');
});

it('reads the caller from cf-connecting-ip first, then x-real-ip, then the first x-forwarded-for entry', () => {
  const hash = (text: string) => ok(`select encode(sha256(convert_to('${text}', 'UTF8')), 'hex')`);
  subscribe('a@exempel.se', { 'cf-connecting-ip': '192.0.2.1', 'x-real-ip': '192.0.2.2', 'x-forwarded-for': '192.0.2.3' });
  subscribe('b@exempel.se', { 'x-real-ip': '192.0.2.2', 'x-forwarded-for': '192.0.2.3' });
  subscribe('c@exempel.se', { 'x-forwarded-for': ' 192.0.2.3 , 10.0.0.1' });
  subscribe('d@exempel.se', {});
  expect(ok(`select string_agg(client_key, ',' order by id) from public.newsletter_attempts`).split(',')).toEqual([
    hash('192.0.2.1'),
    hash('192.0.2.2'),
    hash('192.0.2.3'),
    hash('unknown'),
  ]);
  // Only hashes: no address is stored.
  expect(ok(`select count(*) from public.newsletter_attempts where client_key like '%192.0.2%'`)).toBe('0');
});

it('stops taking calls from anyone while 300 addresses were added in the last hour', () => {
  ok(`insert into public.newsletter_subscribers (email, consent_text_version)
      select 'bulk' || n || '@exempel.se', 'v' from generate_series(1, 300) n`);
  const result = subscribe('ny@exempel.se', { 'x-forwarded-for': '198.51.100.99' });
  expect(result.ok).toBe(false);
  expect(result.stderr).toMatch(/too many attempts/);
  ok(`update public.newsletter_subscribers set created_at = now() - interval '2 hours'`);
  expect(subscribe('ny@exempel.se', { 'x-forwarded-for': '198.51.100.99' }).ok).toBe(true);
});

it('still refuses bad input, and an address longer than any real one before any work on it', () => {
  expect(subscribe('inte-en-adress').stderr).toMatch(/invalid e-mail address/);
  expect(subscribe(`${'a'.repeat(2000)}@exempel.se`).stderr).toMatch(/invalid e-mail address/);
  expect(subscribe(`${'a'.repeat(250)}@exempel.se`).stderr).toMatch(/invalid e-mail address/);
  // Two addresses in one call are not an address.
  expect(subscribe('a@exempel.se,b@exempel.se').stderr).toMatch(/invalid e-mail address/);
  expect(subscribe('a@exempel.se b@exempel.se').stderr).toMatch(/invalid e-mail address/);
  expect(ok(`select count(*) from public.newsletter_subscribers`)).toBe('0');
});

it('gives the public roles nothing of the attempts table', () => {
  for (const sql of [
    `select * from public.newsletter_attempts`,
    `insert into public.newsletter_attempts (client_key) values (repeat('a', 64))`,
    `delete from public.newsletter_attempts`,
  ]) {
    const result = pg.psql(`begin; set local role anon; ${sql}; commit;`);
    expect({ sql, ok: result.ok }).toEqual({ sql, ok: false });
    expect(result.stderr).toMatch(/permission denied/);
  }
  expect(ok(`select relrowsecurity from pg_class where oid = 'public.newsletter_attempts'::regclass`)).toBe('t');
});
