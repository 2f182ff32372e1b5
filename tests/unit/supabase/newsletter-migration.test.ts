/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { startTempPostgres, supabaseRolesSql, type TempPostgres } from './postgres-harness';

/**
 * The newsletter_subscribers migration on a real PostgreSQL (docs/rules/consent-and-privacy.md): the public
 * (anon) role can add an address through subscribe_newsletter() and do nothing else, and a known
 * address gets exactly the answer a new one gets.
 */

const migrationsDir = path.join(__dirname, '..', '..', '..', 'supabase', 'migrations');
const migration = readdirSync(migrationsDir).find((file) => file.endsWith('_newsletter_subscribers.sql'));

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

const subscribe = (email: string, version = '2026-11-23') => asRole('anon', `select public.subscribe_newsletter('${email}', '${version}')`);

beforeAll(async () => {
  pg = await startTempPostgres();
  // Supabase's roles and its broad default privileges on new tables and functions, so the test
  // proves the migration narrows them.
  ok(supabaseRolesSql({ extraRoles: ['stranger'], functions: true }));
  expect(migration).toBeDefined();
  const applied = pg.psqlFile(path.join(migrationsDir, migration!));
  if (!applied.ok) throw new Error(applied.stderr);
});

afterAll(() => {
  pg?.stop();
});

it('can be applied twice (idempotent)', () => {
  const again = pg.psqlFile(path.join(migrationsDir, migration!));
  expect(again.stderr).not.toMatch(/ERROR/);
  expect(again.ok).toBe(true);
});

it('creates the table with RLS on and a unique index on lower(email)', () => {
  expect(
    ok(`select string_agg(column_name || ':' || data_type, ',' order by ordinal_position)
        from information_schema.columns where table_name = 'newsletter_subscribers'`),
  ).toBe('id:bigint,email:text,consent_at:timestamp with time zone,consent_text_version:text,created_at:timestamp with time zone');
  expect(ok(`select relrowsecurity from pg_class where oid = 'public.newsletter_subscribers'::regclass`)).toBe('t');
  expect(ok(`select indexdef from pg_indexes where indexname = 'newsletter_subscribers_email_key'`)).toMatch(/CREATE UNIQUE INDEX .* \(lower\(email\)\)/);
  expect(ok(`select count(*) from pg_policies where tablename = 'newsletter_subscribers'`)).toBe('0');
  expect(ok(`select prosecdef, array_to_string(proconfig, ',') from pg_proc where proname = 'subscribe_newsletter'`)).toBe('t\tsearch_path=""');
});

it('lets anon subscribe: trimmed, lower case, with the consent time and version; the answer is empty', () => {
  const result = subscribe('  Anna.Svensson@Exempel.SE ');
  expect(result.stderr).toBe('');
  expect(result.ok).toBe(true);
  expect(result.stdout).toBe('');
  expect(ok(`select email, consent_text_version, consent_at <= now(), created_at <= now() from public.newsletter_subscribers`)).toBe(
    'anna.svensson@exempel.se\t2026-11-23\tt\tt',
  );
});

it('answers a known address exactly as a new one and keeps the first consent', () => {
  const first = ok(`select consent_at from public.newsletter_subscribers where email = 'anna.svensson@exempel.se'`);
  const again = subscribe('ANNA.SVENSSON@exempel.se', '2027-01-01');
  const fresh = subscribe('bertil@exempel.se');
  expect({ ok: again.ok, stdout: again.stdout, stderr: again.stderr }).toEqual({ ok: fresh.ok, stdout: fresh.stdout, stderr: fresh.stderr });
  expect(ok(`select count(*) from public.newsletter_subscribers`)).toBe('2');
  expect(ok(`select consent_at, consent_text_version from public.newsletter_subscribers where email = 'anna.svensson@exempel.se'`)).toBe(
    `${first}\t2026-11-23`,
  );
});

it.each([
  ['no @', 'anna.exempel.se'],
  ['no domain', 'anna@'],
  ['a space', 'anna svensson@exempel.se'],
  ['an empty string', ''],
])('refuses an address with %s', (_, email) => {
  const result = subscribe(email);
  expect(result.ok).toBe(false);
  expect(result.stderr).toMatch(/invalid e-mail address/);
});

it('refuses an empty consent version', () => {
  expect(subscribe('cecilia@exempel.se', ' ').stderr).toMatch(/invalid consent version/);
});

it.each(['anon', 'authenticated'])('denies %s every direct use of the table', (role) => {
  const attempts = [
    `select * from public.newsletter_subscribers`,
    `select count(*) from public.newsletter_subscribers`,
    `insert into public.newsletter_subscribers (email, consent_text_version) values ('fusk@exempel.se', 'x')`,
    `update public.newsletter_subscribers set email = 'fusk@exempel.se'`,
    `delete from public.newsletter_subscribers`,
    `truncate public.newsletter_subscribers`,
  ];
  for (const sql of attempts) {
    const result = asRole(role, sql);
    expect({ sql, ok: result.ok }).toEqual({ sql, ok: false });
    expect(result.stderr).toMatch(/permission denied/);
  }
  expect(ok(`select count(*) from public.newsletter_subscribers`)).toBe('2');
});

it('lets no other role call the function (PUBLIC has no execute)', () => {
  const result = asRole('stranger', `select public.subscribe_newsletter('d@exempel.se', 'v')`);
  expect(result.ok).toBe(false);
  expect(result.stderr).toMatch(/permission denied for function subscribe_newsletter/);
});

it('keeps the public roles out even if a later grant slips through: RLS has no policy', () => {
  ok(`grant select, insert, update, delete on public.newsletter_subscribers to anon`);
  try {
    expect(asRole('anon', `select count(*) from public.newsletter_subscribers`).stdout).toBe('0');
    const insert = asRole('anon', `insert into public.newsletter_subscribers (email, consent_text_version) values ('fusk@exempel.se', 'x')`);
    expect(insert.stderr).toMatch(/row-level security/);
    expect(asRole('anon', `delete from public.newsletter_subscribers`).ok).toBe(true);
    expect(ok(`select count(*) from public.newsletter_subscribers`)).toBe('2');
  } finally {
    ok(`revoke select, insert, update, delete on public.newsletter_subscribers from anon`);
  }
});
