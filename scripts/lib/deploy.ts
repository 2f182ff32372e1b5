import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run deploy` (scripts/deploy.ts): atomic releases on a host that serves them with
 * deploy/nginx.conf (docs/deploy.md, "Releases on nginx").
 *
 * 1. The export (out/) is hashed here, file by file.
 * 2. `prepare` on the host creates the layout and names the live release.
 * 3. rsync uploads the export into ROOT/incoming/<id>/; a file identical to the live release's is a
 *    hard link to it, so a deploy sends and stores only what changed.
 * 4. `manifest` hashes the upload on the host; it must equal the export, file for file, or the
 *    upload is discarded. Until here nothing live has changed.
 * 5. `activate` moves the upload to ROOT/releases/<id>/, adds its hashed files to ROOT/assets/,
 *    points ROOT/current at it with one rename and prunes: the live release and the newest `keep`
 *    stay whole, a release that went out of service less than ASSET_DAYS days ago keeps its
 *    hashed files, and assets/ holds those of the live and recently retired ones, which nginx
 *    serves for /_next/static/ when the live release lacks them (skew protection: an open page of
 *    an older release still loads its chunks).
 *
 * `rollback` points current at the release before the live one (or a named one). The host side is
 * one POSIX shell script, scripts/lib/release-host.sh, piped to `sh` over ssh or run here for a
 * local folder: the test deploys to a local folder through the same script the host runs.
 */

/** How long the hashed files of a release stay reachable after a newer one went live. */
export const ASSET_DAYS = 7;
/** Releases kept whole for a rollback, the live one included. */
export const DEFAULT_KEEP = 5;
/** The file Netlify and Cloudflare Pages read; nginx's headers come from deploy/nginx.conf. */
const NOT_UPLOADED = new Set(['_headers']);

const HOST_SCRIPT = path.join(__dirname, 'release-host.sh');

export type DeployTarget = { kind: 'local'; root: string } | { kind: 'ssh'; destination: string; root: string };

/**
 * `user@host:/srv/elvalet` (or `host:/srv/elvalet`) is a host over ssh; a path without a host part
 * is a folder on this machine (the test's, or the server's own when the refresh runs there).
 */
export function parseTarget(value: string): DeployTarget {
  // The host part never starts with '-', which ssh would read as an option.
  const remote = /^([^-/:\s][^/:\s]*):(.*)$/.exec(value);
  if (remote) {
    const [, destination, root] = remote as unknown as [string, string, string];
    if (!root.startsWith('/')) throw new Error(`Målet ${value}: sökvägen på servern måste vara absolut (t.ex. deploy@example.se:/var/www/elvalet).`);
    // rsync and ssh each hand the path to a shell on the server; a plain path needs no quoting in either.
    if (!/^\/[\w./-]*$/.test(root)) throw new Error(`Målet ${value}: sökvägen på servern får bara innehålla bokstäverna a–z, siffror och . _ - /.`);
    return { kind: 'ssh', destination, root: path.posix.normalize(root).replace(/(.)\/+$/, '$1') };
  }
  if (!value.trim()) throw new Error('Inget mål: ange --target användare@server:/sökväg eller en mapp.');
  return { kind: 'local', root: path.resolve(value) };
}

/** A release id: the UTC time of the deploy to the millisecond, in an order that sorts like time. */
export function releaseId(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** The files of an export, relative path → SHA-256 (hex), as the host's sha256sum prints them. */
export type Manifest = Map<string, string>;

/**
 * Hashes every file of `dir` that is uploaded. An export has only plain files and folders; a
 * symlink, or a name sha256sum would escape (a backslash or a line break), is refused rather than
 * left out silently.
 */
export function exportManifest(dir: string): Manifest {
  for (const required of ['index.html', '404.html']) {
    if (!existsSync(path.join(dir, required))) throw new Error(`${dir} saknar ${required}: kör npm run build först.`);
  }
  const manifest: Manifest = new Map();
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const file = relative ? `${relative}/${name}` : name;
      if (!relative && NOT_UPLOADED.has(name)) continue;
      if (/[\\\n\r]/.test(file)) throw new Error(`Filnamnet ${JSON.stringify(file)} kan inte laddas upp.`);
      const stat = lstatSync(path.join(dir, file));
      if (stat.isDirectory()) walk(file);
      else if (stat.isFile())
        manifest.set(
          file,
          createHash('sha256')
            .update(readFileSync(path.join(dir, file)))
            .digest('hex'),
        );
      else throw new Error(`${file} i ${dir} är varken fil eller mapp (en symbolisk länk?): en export har bara filer.`);
    }
  };
  walk('');
  return manifest;
}

/** sha256sum's output (`<hex>  ./path`) as a manifest. */
export function parseSha256sum(output: string): Manifest {
  const manifest: Manifest = new Map();
  for (const line of output.split('\n')) {
    if (!line) continue;
    const match = /^([0-9a-f]{64}) [ *]\.\/(.+)$/.exec(line);
    if (!match) throw new Error(`Oväntad rad från sha256sum: ${line}`);
    manifest.set(match[2]!, match[1]!);
  }
  return manifest;
}

/** What differs between the export and the upload, one line per file (empty: identical). */
export function manifestDifferences(local: Manifest, uploaded: Manifest): string[] {
  const problems: string[] = [];
  for (const [file, hash] of local) {
    const there = uploaded.get(file);
    if (there === undefined) problems.push(`saknas på servern: ${file}`);
    else if (there !== hash) problems.push(`annat innehåll på servern: ${file}`);
  }
  for (const file of uploaded.keys()) if (!local.has(file)) problems.push(`finns bara på servern: ${file}`);
  return problems;
}

const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/** Quotes a word for a POSIX shell (ssh hands the remote command to the login shell as one line). */
export function shellQuote(word: string): string {
  return SAFE_WORD.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface SshOptions {
  /** A private key file (the workflow writes the deploy key to one). */
  key?: string;
  /** A known_hosts file; with it, an unknown or changed host key stops the deploy. */
  knownHosts?: string;
  port?: number;
}

export function sshCommand(options: SshOptions): string[] {
  return [
    'ssh',
    '-o',
    'BatchMode=yes',
    ...(options.key ? ['-i', options.key, '-o', 'IdentitiesOnly=yes'] : []),
    ...(options.knownHosts ? ['-o', `UserKnownHostsFile=${options.knownHosts}`, '-o', 'StrictHostKeyChecking=yes'] : []),
    ...(options.port ? ['-p', String(options.port)] : []),
  ];
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    // process.env passed on explicitly: a test's changed PATH (an ssh stand-in) reaches the child.
    const child = spawn(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${command} kunde inte startas: ${error.message}`)));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
    if (child.stdin) {
      // A command that fails before reading its script closes the pipe; its exit code says why.
      child.stdin.once('error', () => {});
      child.stdin.end(input);
    }
  });
}

/** The host a deploy talks to: its release script and the upload. Tests may wrap one. */
export interface ReleaseHost {
  readonly root: string;
  /** Runs a command of release-host.sh; resolves with its stdout, rejects with its stderr. */
  command(args: string[]): Promise<string>;
  /** Uploads the export into ROOT/incoming/<id>/, hard-linking what is unchanged in `linkTo`. */
  upload(from: string, id: string, linkTo: string | null): Promise<void>;
}

export function releaseHost(target: DeployTarget, ssh: SshOptions = {}): ReleaseHost {
  const script = readFileSync(HOST_SCRIPT, 'utf8');
  const shell = (args: string[]) => ['sh', '-s', '--', target.root, ...args];
  return {
    root: target.root,
    async command(args) {
      const result =
        target.kind === 'local'
          ? await run('sh', shell(args).slice(1), script)
          : await run(sshCommand(ssh)[0]!, [...sshCommand(ssh).slice(1), target.destination, shell(args).map(shellQuote).join(' ')], script);
      if (result.code !== 0)
        throw new Error(`${args[0]} på ${describeTarget(target)} misslyckades (${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
      return result.stdout;
    },
    async upload(from, id, linkTo) {
      const destination = `${target.root}/incoming/${id}/`;
      const args = [
        '--recursive',
        '--perms',
        // Readable by the web server whatever this machine's umask, and equal on both sides, so an
        // unchanged file can be a hard link to the live release's.
        '--chmod=D755,F644',
        // By content, not time: every build writes every file anew.
        '--checksum',
        ...[...NOT_UPLOADED].map((name) => `--exclude=/${name}`),
        ...(linkTo ? [`--link-dest=../../releases/${linkTo}/`] : []),
        ...(target.kind === 'ssh' ? ['--timeout=300', '-e', sshCommand(ssh).map(shellQuote).join(' ')] : []),
        `${from.replace(/\/+$/, '')}/`,
        target.kind === 'ssh' ? `${target.destination}:${destination}` : destination,
      ];
      const result = await run('rsync', args);
      if (result.code !== 0) throw new Error(`rsync till ${describeTarget(target)} misslyckades (${result.code}): ${result.stderr.trim()}`);
    },
  };
}

export function describeTarget(target: DeployTarget): string {
  return target.kind === 'local' ? target.root : `${target.destination}:${target.root}`;
}

/** The key=value lines release-host.sh prints. */
function values(output: string, key: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

export interface ReleaseSettings {
  keep?: number;
  assetDays?: number;
  log?: (message: string) => void;
}

export interface DeployResult {
  id: string;
  /** The release that was live before (null on the first deploy). */
  previous: string | null;
  /** Releases the pruning removed. */
  removed: string[];
  /** Releases the pruning cut down to their hashed files. */
  trimmed: string[];
}

function settings(options: ReleaseSettings) {
  const keep = options.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error(`--keep måste vara ett heltal ≥ 2 (den levande releasen och en att gå tillbaka till), fick ${keep}.`);
  return { keep: String(keep), days: String(options.assetDays ?? ASSET_DAYS), log: options.log ?? (() => {}) };
}

/**
 * Uploads `from` as a new release and makes it live. Any failure before the switch (a missing
 * export, the upload, a file that differs on the host) leaves the live release as it was.
 */
export async function deployRelease(host: ReleaseHost, from: string, options: ReleaseSettings & { id?: string } = {}): Promise<DeployResult> {
  const { keep, days, log } = settings(options);
  const local = exportManifest(from);
  const id = options.id ?? releaseId(new Date());
  const previous = values(await host.command(['prepare']), 'current')[0] || null;
  log(`Laddar upp ${local.size} filer som release ${id}${previous ? ` (oförändrade filer länkas till ${previous})` : ''} …`);
  try {
    await host.upload(from, id, previous);
    const differences = manifestDifferences(local, parseSha256sum(await host.command(['manifest', id])));
    if (differences.length > 0) {
      const shown = differences.slice(0, 10).join('; ');
      throw new Error(`Uppladdningen stämmer inte med ${from} (${differences.length} filer: ${shown}${differences.length > 10 ? ' …' : ''}).`);
    }
  } catch (error) {
    await host.command(['discard', id]).catch(() => {});
    throw error;
  }
  log('Alla filer kontrollerade. Byter release …');
  const activated = await host.command(['activate', id, keep, days]).catch(async (error: unknown) => {
    // Refused before the switch (an id in use, the lock): the upload goes. After the move there is none.
    await host.command(['discard', id]).catch(() => {});
    throw error;
  });
  const live = values(activated, 'current')[0];
  if (live !== id) throw new Error(`Efter bytet pekar current på ${live ?? 'ingenting'}, inte på ${id}.`);
  return { id, previous, removed: values(activated, 'removed'), trimmed: values(activated, 'trimmed') };
}

/** Makes the release before the live one (or `to`) live again. */
export async function rollbackRelease(host: ReleaseHost, options: ReleaseSettings & { to?: string } = {}): Promise<{ id: string; removed: string[] }> {
  const { keep, days } = settings(options);
  const output = await host.command(['rollback', keep, days, ...(options.to ? [options.to] : [])]);
  const id = values(output, 'current')[0];
  if (!id) throw new Error(`rollback svarade utan ny release: ${output.trim()}`);
  return { id, removed: values(output, 'removed') };
}

export interface ReleaseStatus {
  id: string;
  /** 'trimmed': beyond the newest `keep`, only its hashed files are left (for open pages). */
  state: 'live' | 'retired' | 'trimmed' | 'unused';
  /** When a retired release stopped being live (ISO 8601, UTC). */
  retiredAt: string | null;
}

export async function releaseStatus(host: ReleaseHost): Promise<ReleaseStatus[]> {
  return values(await host.command(['status']), 'release').map((line) => {
    const [id, state, retiredAt] = line.split(' ') as [string, ReleaseStatus['state'], string | undefined];
    return { id, state, retiredAt: retiredAt ?? null };
  });
}

export type DeployCommand =
  | { action: 'deploy'; target: DeployTarget; ssh: SshOptions; keep: number; from: string }
  | { action: 'rollback'; target: DeployTarget; ssh: SshOptions; keep: number; to?: string }
  | { action: 'status'; target: DeployTarget; ssh: SshOptions };

/** `npm run deploy -- …`'s arguments (scripts/deploy.ts); DEPLOY_TARGET stands in for --target. */
export function parseDeployArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = {}): DeployCommand {
  const { values: options } = parseArgs({
    args: argv,
    strict: true,
    options: {
      target: { type: 'string' },
      from: { type: 'string' },
      keep: { type: 'string' },
      'ssh-key': { type: 'string' },
      'known-hosts': { type: 'string' },
      'ssh-port': { type: 'string' },
      rollback: { type: 'boolean' },
      to: { type: 'string' },
      status: { type: 'boolean' },
    },
  });
  const targetValue = options.target ?? env.DEPLOY_TARGET;
  if (!targetValue) throw new Error('Inget mål: ange --target användare@server:/var/www/elvalet (eller en mapp), eller DEPLOY_TARGET.');
  const target = parseTarget(targetValue);
  const number = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`--${name} måste vara ett heltal, fick ${value}.`);
    return Number(value);
  };
  const ssh: SshOptions = {
    key: options['ssh-key'],
    knownHosts: options['known-hosts'],
    port: options['ssh-port'] === undefined ? undefined : number('ssh-port', options['ssh-port'], 22),
  };
  if (options.rollback && options.status) throw new Error('--rollback och --status går inte att kombinera.');
  if (options.to !== undefined && !options.rollback) throw new Error('--to hör till --rollback.');
  if (options.from !== undefined && (options.rollback || options.status))
    throw new Error('--from hör till en ny release, inte till --rollback eller --status.');
  const keep = number('keep', options.keep, DEFAULT_KEEP);
  if (options.status) return { action: 'status', target, ssh };
  if (options.rollback) return { action: 'rollback', target, ssh, keep, ...(options.to ? { to: options.to } : {}) };
  return { action: 'deploy', target, ssh, keep, from: path.resolve(options.from ?? 'out') };
}
