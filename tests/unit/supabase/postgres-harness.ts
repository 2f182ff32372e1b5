import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL for migration tests: initdb into a temp dir, started on 127.0.0.1 on a
 * free port, removed afterwards. Uses Debian's server binaries (.ci/run installs the `postgresql`
 * package when they are missing). PostgreSQL refuses to run as root, so as root the server runs
 * as the `postgres` OS user the Debian package creates.
 */

function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`No PostgreSQL server binaries under ${base} (apt-get install postgresql)`);
  return path.join(base, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PsqlResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

export interface TempPostgres {
  port: number;
  /** Runs SQL as the superuser; rows come back tab-separated, one per line. */
  psql(sql: string): PsqlResult;
  psqlFile(file: string): PsqlResult;
  stop(): void;
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const asServerUser = (command: string, args: string[]) =>
    isRoot ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };

  const dir = mkdtempSync(path.join(tmpdir(), 'elvalet-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const call = asServerUser(command, args);
    const result = spawnSync(call.command, call.args, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };

  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    '-w',
    '-t',
    '30',
    'start',
  ]);

  const psqlArgs = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1'];
  const psqlBin = path.join(bin, 'psql');
  const exec = (args: string[]): PsqlResult => {
    const result = spawnSync(psqlBin, [...psqlArgs, ...args], { encoding: 'utf8', timeout: 30_000 });
    return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
  };

  return {
    port,
    psql: (sql) => exec(['-c', sql]),
    psqlFile: (file) => exec(['-f', file]),
    stop: () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * SQL that gives a plain PostgreSQL Supabase's public roles (anon, authenticated, and `extraRoles`
 * for a test's own) with the broad default privileges Supabase grants on new public tables (and,
 * with `functions`, functions), so a migration test proves the migration narrows them.
 */
export function supabaseRolesSql({ extraRoles = [], functions = false }: { extraRoles?: string[]; functions?: boolean } = {}): string {
  const roles = ['anon', 'authenticated', ...extraRoles];
  return [
    'do $$ begin',
    ...roles.map((role) => `  if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;`),
    'end $$;',
    `grant usage on schema public to ${roles.join(', ')};`,
    'alter default privileges in schema public grant all on tables to anon, authenticated;',
    ...(functions ? ['alter default privileges in schema public grant all on functions to anon, authenticated;'] : []),
  ].join('\n');
}
