/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  ASSET_DAYS,
  deployRelease,
  exportManifest,
  manifestDifferences,
  parseDeployArgs,
  parseSha256sum,
  parseTarget,
  releaseHost,
  releaseId,
  releaseStatus,
  rollbackRelease,
  shellQuote,
  sshCommand,
  type ReleaseHost,
} from '@/scripts/lib/deploy';

/**
 * The release layout with the host's own script (scripts/lib/release-host.sh) on a local folder:
 * rsync, sha256sum, the switch of `current`, the assets of retired releases and the pruning. The
 * browser's view of a deploy is tests/e2e/nginx/deploy.spec.ts.
 */

let work: string;
let root: string;
let host: ReleaseHost;

/** A small export: two pages, the 404 page and the given hashed files. */
function makeExport(name: string, chunks: Record<string, string>, page = name): string {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><title>${page}</title>`);
  writeFileSync(path.join(dir, 'villkor.html'), '<!DOCTYPE html><title>Villkor</title>');
  writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><title>404</title>');
  writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  for (const [file, text] of Object.entries(chunks)) writeFileSync(path.join(dir, '_next', 'static', 'chunks', file), text);
  return dir;
}

const live = () => readlinkSync(path.join(root, 'current'));
const served = (file: string) => readFileSync(path.join(root, 'current', file), 'utf8');
const assets = () => readdirSync(path.join(root, 'assets', '_next', 'static', 'chunks')).sort();
const releases = () => readdirSync(path.join(root, 'releases')).sort();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** Dates the moment release `id` went out of service. */
const retiredAt = (id: string, date: Date) => utimesSync(path.join(root, 'retired', id), date, date);

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'elvalet-deploy-'));
  root = path.join(work, 'site');
  host = releaseHost(parseTarget(root));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('deployRelease', () => {
  it('uploads into releases/<id>, points current at it and serves every file but _headers', async () => {
    const a = makeExport('a', { 'a1.js': 'one' });
    const result = await deployRelease(host, a, { id: 'r1' });
    expect(result).toEqual({ id: 'r1', previous: null, removed: [], trimmed: [] });
    expect(lstatSync(path.join(root, 'current')).isSymbolicLink()).toBe(true);
    expect(live()).toBe('releases/r1');
    expect(served('index.html')).toContain('<title>a</title>');
    expect(existsSync(path.join(root, 'current', '_headers'))).toBe(false);
    expect(assets()).toEqual(['a1.js']);
    expect(readdirSync(path.join(root, 'incoming'))).toEqual([]);
    // Readable by the web server whatever the umask here.
    expect(statSync(path.join(root, 'current', 'index.html')).mode & 0o777).toBe(0o644);
  });

  it('a second release: the switch, the old hashed files kept in assets/, unchanged files shared by hard link', async () => {
    await deployRelease(host, makeExport('a', { 'a1.js': 'one', 'shared.js': 'same' }), { id: 'r1' });
    const result = await deployRelease(host, makeExport('b', { 'b1.js': 'two', 'shared.js': 'same' }), { id: 'r2' });
    expect(result.previous).toBe('r1');
    expect(live()).toBe('releases/r2');
    expect(served('index.html')).toContain('<title>b</title>');
    // The live release has only its own chunks; assets/ has the retired release's too.
    expect(readdirSync(path.join(root, 'current', '_next', 'static', 'chunks')).sort()).toEqual(['b1.js', 'shared.js']);
    expect(assets()).toEqual(['a1.js', 'b1.js', 'shared.js']);
    expect(statSync(path.join(root, 'releases', 'r2', 'villkor.html')).ino).toBe(statSync(path.join(root, 'releases', 'r1', 'villkor.html')).ino);
    expect(statSync(path.join(root, 'releases', 'r2', 'index.html')).ino).not.toBe(statSync(path.join(root, 'releases', 'r1', 'index.html')).ino);
    expect(existsSync(path.join(root, 'retired', 'r1'))).toBe(true);
    expect(await releaseStatus(host)).toEqual([
      { id: 'r2', state: 'live', retiredAt: null },
      { id: 'r1', state: 'retired', retiredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
    ]);
  });

  it('an upload that differs from the export is discarded and changes nothing live', async () => {
    await deployRelease(host, makeExport('a', { 'a1.js': 'one' }), { id: 'r1' });
    const b = makeExport('b', { 'b1.js': 'two' });
    // A transfer that loses a file on the way.
    const lossy: ReleaseHost = {
      root: host.root,
      command: (args) => host.command(args),
      upload: async (from, id, linkTo) => {
        await host.upload(from, id, linkTo);
        rmSync(path.join(root, 'incoming', id, '_next', 'static', 'chunks', 'b1.js'));
      },
    };
    await expect(deployRelease(lossy, b, { id: 'r2' })).rejects.toThrow('Uppladdningen stämmer inte med');
    await expect(deployRelease(lossy, b, { id: 'r2' })).rejects.toThrow('saknas på servern: _next/static/chunks/b1.js');
    expect(live()).toBe('releases/r1');
    expect(releases()).toEqual(['r1']);
    expect(readdirSync(path.join(root, 'incoming'))).toEqual([]);
    expect(assets()).toEqual(['a1.js']);
  });

  it('refuses an export without its pages before it touches the host', async () => {
    const empty = path.join(work, 'empty');
    mkdirSync(empty);
    await expect(deployRelease(host, empty, { id: 'r1' })).rejects.toThrow('saknar index.html');
    expect(existsSync(root)).toBe(false);
  });

  it('refuses an id that is live already, or one that is no plain name', async () => {
    const a = makeExport('a', { 'a1.js': 'one' });
    await deployRelease(host, a, { id: 'r1' });
    await expect(deployRelease(host, a, { id: 'r1' })).rejects.toThrow('release r1 exists already');
    await expect(deployRelease(host, a, { id: '../x' })).rejects.toThrow("not a release id: '../x'");
    expect(live()).toBe('releases/r1');
    expect(readdirSync(path.join(root, 'incoming'))).toEqual([]);
  });
});

describe('pruning', () => {
  it('keeps the newest KEEP releases whole, the hashed files of every release retired less than ASSET_DAYS days ago, nothing else', async () => {
    const complete = (id: string) => existsSync(path.join(root, 'releases', id, 'index.html'));
    for (const n of [1, 2, 3]) await deployRelease(host, makeExport(`e${n}`, { [`c${n}.js`]: `chunk ${n}` }), { id: `r${n}`, keep: 2 });
    // r1 went out of service just now and is beyond the newest two: only its hashed files stay,
    // for pages still open on it.
    expect(releases()).toEqual(['r1', 'r2', 'r3']);
    expect(complete('r1')).toBe(false);
    expect(readdirSync(path.join(root, 'releases', 'r1'))).toEqual(['_next']);
    expect(readdirSync(path.join(root, 'releases', 'r1', '_next', 'static', 'chunks'))).toEqual(['c1.js']);
    expect([complete('r2'), complete('r3')]).toEqual([true, true]);
    expect(assets()).toEqual(['c1.js', 'c2.js', 'c3.js']);
    expect((await releaseStatus(host)).map((release) => release.state)).toEqual(['live', 'retired', 'trimmed']);

    retiredAt('r1', daysAgo(ASSET_DAYS + 0.1));
    retiredAt('r2', daysAgo(ASSET_DAYS - 0.1));
    const result = await deployRelease(host, makeExport('e4', { 'c4.js': 'chunk 4' }), { id: 'r4', keep: 2 });
    expect(result.removed).toEqual(['r1']);
    expect(result.trimmed).toEqual(['r2']);
    expect(releases()).toEqual(['r2', 'r3', 'r4']);
    expect(assets()).toEqual(['c2.js', 'c3.js', 'c4.js']);

    retiredAt('r2', daysAgo(ASSET_DAYS + 0.1));
    retiredAt('r3', daysAgo(ASSET_DAYS + 0.1));
    // r3 is among the newest three, so it stays whole for a rollback; its assets go (no open page uses them).
    const fifth = await deployRelease(host, makeExport('e5', { 'c5.js': 'chunk 5' }), { id: 'r5', keep: 3 });
    expect(fifth.removed).toEqual(['r2']);
    expect(releases()).toEqual(['r3', 'r4', 'r5']);
    expect(complete('r3')).toBe(true);
    expect(assets()).toEqual(['c4.js', 'c5.js']);
    expect(readdirSync(path.join(root, 'retired')).sort()).toEqual(['r3', 'r4']);
  });

  it('a release neither live nor marked (a switch cut off before its mark) counts as retired from now', async () => {
    await deployRelease(host, makeExport('a', { 'a1.js': 'one' }), { id: 'r1' });
    await deployRelease(host, makeExport('b', { 'b1.js': 'two' }), { id: 'r2' });
    rmSync(path.join(root, 'retired', 'r1'));
    await deployRelease(host, makeExport('c', { 'c1.js': 'three' }), { id: 'r3', keep: 2 });
    expect(releases()).toEqual(['r1', 'r2', 'r3']);
    expect(existsSync(path.join(root, 'retired', 'r1'))).toBe(true);
    expect(assets()).toEqual(['a1.js', 'b1.js', 'c1.js']);
  });

  it('refuses KEEP below 2', async () => {
    await expect(deployRelease(host, makeExport('a', {}), { id: 'r1', keep: 1 })).rejects.toThrow('--keep måste vara ett heltal ≥ 2');
  });
});

describe('rollbackRelease', () => {
  it('makes the release before the live one live again, restores its assets and keeps the newer one', async () => {
    await deployRelease(host, makeExport('a', { 'a1.js': 'one' }), { id: 'r1' });
    await deployRelease(host, makeExport('b', { 'b1.js': 'two' }), { id: 'r2' });
    retiredAt('r1', daysAgo(ASSET_DAYS + 1));
    await deployRelease(host, makeExport('c', { 'c1.js': 'three' }), { id: 'r3', keep: 3 });
    expect(assets()).toEqual(['b1.js', 'c1.js']);

    expect(await rollbackRelease(host, { keep: 3 })).toEqual({ id: 'r2', removed: [] });
    expect(live()).toBe('releases/r2');
    expect(served('index.html')).toContain('<title>b</title>');
    expect(existsSync(path.join(root, 'retired', 'r2'))).toBe(false);
    expect(existsSync(path.join(root, 'retired', 'r3'))).toBe(true);

    // Again: one further back; r1's hashed files come back with it.
    expect((await rollbackRelease(host, { keep: 3 })).id).toBe('r1');
    expect(served('index.html')).toContain('<title>a</title>');
    expect(assets()).toEqual(['a1.js', 'b1.js', 'c1.js']);
    await expect(rollbackRelease(host, { keep: 3 })).rejects.toThrow('no release before r1');

    // Forward again to a named release.
    expect((await rollbackRelease(host, { keep: 3, to: 'r3' })).id).toBe('r3');
    expect(live()).toBe('releases/r3');
  });

  it('skips a release cut down to its hashed files, and refuses to go live with one', async () => {
    for (const n of [1, 2, 3]) await deployRelease(host, makeExport(`e${n}`, { [`c${n}.js`]: `chunk ${n}` }), { id: `r${n}`, keep: 2 });
    expect((await rollbackRelease(host, { keep: 2 })).id).toBe('r2');
    await expect(rollbackRelease(host, { keep: 2 })).rejects.toThrow('no release before r2');
    await expect(rollbackRelease(host, { keep: 2, to: 'r1' })).rejects.toThrow('release r1 keeps only its hashed files');
    expect(live()).toBe('releases/r2');
  });

  it('needs a live release', async () => {
    await expect(rollbackRelease(host)).rejects.toThrow('no live release to roll back from');
  });
});

describe('over ssh', () => {
  const originalPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = originalPath;
  });

  it('runs the host script and rsync through ssh with the key, known_hosts and port', async () => {
    // An ssh that runs the remote command here, as sshd would (the words joined, given to sh -c),
    // and writes down how it was called.
    const bin = path.join(work, 'bin');
    mkdirSync(bin);
    const calls = path.join(work, 'ssh-calls');
    writeFileSync(
      path.join(bin, 'ssh'),
      [
        '#!/bin/sh',
        `printf '%s\\n' "$*" >> ${shellQuote(calls)}`,
        'while [ $# -gt 0 ]; do case $1 in -o|-i|-p|-l) shift 2 ;; -*) shift ;; *) break ;; esac; done',
        'shift',
        'exec sh -c "$*"',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    process.env.PATH = `${bin}:${originalPath}`;
    const remote = releaseHost(parseTarget(`deploy@example.invalid:${root}`), { key: '/keys/deploy', knownHosts: '/keys/known_hosts', port: 2222 });

    await deployRelease(remote, makeExport('a', { 'a1.js': 'one' }), { id: 'r1' });
    await deployRelease(remote, makeExport('b', { 'b1.js': 'two' }), { id: 'r2' });
    expect(live()).toBe('releases/r2');
    expect(assets()).toEqual(['a1.js', 'b1.js']);
    expect((await rollbackRelease(remote)).id).toBe('r1');
    expect(served('index.html')).toContain('<title>a</title>');

    const lines = readFileSync(calls, 'utf8').trim().split('\n');
    const options = '-o BatchMode=yes -i /keys/deploy -o IdentitiesOnly=yes -o UserKnownHostsFile=/keys/known_hosts -o StrictHostKeyChecking=yes -p 2222';
    // rsync passes the user as -l.
    expect(lines.every((line) => line.startsWith(`${options} deploy@example.invalid `) || line.startsWith(`${options} -l deploy example.invalid rsync --server `))).toBe(true);
    expect(lines.filter((line) => line.includes(' rsync --server ')).map((line) => line.split(' ').at(-1))).toEqual([`${root}/incoming/r1/`, `${root}/incoming/r2/`]);
    expect(lines.find((line) => line.includes(`${root}/incoming/r2/`))).toContain('--link-dest ../../releases/r1/');
    expect(lines).toContain(`${options} deploy@example.invalid sh -s -- ${root} activate r2 5 ${ASSET_DAYS}`);
  });
});

describe('manifests', () => {
  it('hashes every file but _headers and refuses a symlink', () => {
    const a = makeExport('a', { 'a1.js': 'one' });
    const manifest = exportManifest(a);
    expect([...manifest.keys()]).toEqual(['404.html', '_next/static/chunks/a1.js', 'index.html', 'villkor.html']);
    expect(manifest.get('_next/static/chunks/a1.js')).toBe('7692c3ad3540bb803c020b3aee66cd8887123234ea0c6e7143c0add73ff431ed');
    symlinkSync('/etc/passwd', path.join(a, 'x.txt'));
    expect(() => exportManifest(a)).toThrow('x.txt i');
  });

  it('reads sha256sum and names every difference', () => {
    const hash = (c: string) => c.repeat(64);
    const uploaded = parseSha256sum(`${hash('a')}  ./index.html\n${hash('b')}  ./_next/static/x.js\n${hash('c')}  ./extra.txt\n`);
    expect([...uploaded.keys()]).toEqual(['index.html', '_next/static/x.js', 'extra.txt']);
    const local = new Map([
      ['index.html', hash('a')],
      ['_next/static/x.js', hash('d')],
      ['404.html', hash('e')],
    ]);
    expect(manifestDifferences(local, uploaded)).toEqual([
      'annat innehåll på servern: _next/static/x.js',
      'saknas på servern: 404.html',
      'finns bara på servern: extra.txt',
    ]);
    expect(() => parseSha256sum('not a line')).toThrow('Oväntad rad');
  });
});

describe('the command line', () => {
  it('parses a host over ssh and a local folder', () => {
    expect(parseTarget('deploy@elvalet.se:/var/www/elvalet/')).toEqual({ kind: 'ssh', destination: 'deploy@elvalet.se', root: '/var/www/elvalet' });
    expect(parseTarget('/srv/site')).toEqual({ kind: 'local', root: '/srv/site' });
    expect(() => parseTarget('deploy@elvalet.se:www')).toThrow('måste vara absolut');
    expect(() => parseTarget("deploy@elvalet.se:/var/www/a b;rm")).toThrow('får bara innehålla');
    // Not an ssh option smuggled in as the host: a local folder of that name.
    expect(parseTarget('-oProxyCommand=x:/tmp')).toEqual({ kind: 'local', root: path.resolve('-oProxyCommand=x:/tmp') });
  });

  it('parses deploy, rollback and status', () => {
    expect(parseDeployArgs(['--target', 'd@h:/w', '--keep', '3', '--ssh-key', '/k', '--known-hosts', '/kh'])).toEqual({
      action: 'deploy',
      target: { kind: 'ssh', destination: 'd@h', root: '/w' },
      ssh: { key: '/k', knownHosts: '/kh', port: undefined },
      keep: 3,
      from: path.resolve('out'),
    });
    expect(parseDeployArgs(['--rollback', '--to', 'r1'], { DEPLOY_TARGET: '/srv/x' })).toMatchObject({ action: 'rollback', to: 'r1', keep: 5, target: { root: '/srv/x' } });
    expect(parseDeployArgs(['--status', '--target', '/srv/x'])).toMatchObject({ action: 'status' });
    expect(() => parseDeployArgs([])).toThrow('Inget mål');
    expect(() => parseDeployArgs(['--target', '/x', '--to', 'r1'])).toThrow('--to hör till --rollback');
    expect(() => parseDeployArgs(['--target', '/x', '--keep', 'två'])).toThrow('--keep måste vara ett heltal');
    expect(() => parseDeployArgs(['--target', '/x', '--delete-after'])).toThrow();
  });

  it('quotes for the remote shell and checks the host key when given known_hosts', () => {
    expect(shellQuote('/var/www/elvalet')).toBe('/var/www/elvalet');
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(execFileSync('sh', ['-c', `printf %s ${shellQuote("a b'c;$(x)")}`], { encoding: 'utf8' })).toBe("a b'c;$(x)");
    expect(sshCommand({ key: '/k', knownHosts: '/kh', port: 2222 })).toEqual([
      'ssh',
      '-o',
      'BatchMode=yes',
      '-i',
      '/k',
      '-o',
      'IdentitiesOnly=yes',
      '-o',
      'UserKnownHostsFile=/kh',
      '-o',
      'StrictHostKeyChecking=yes',
      '-p',
      '2222',
    ]);
  });

  it('release ids sort like time', () => {
    const ids = ['2026-12-01T12:30:00.000Z', '2026-12-01T09:05:59.999Z', '2026-11-30T23:59:59.000Z'].map((iso) => releaseId(new Date(iso)));
    expect(ids[0]).toBe('2026-12-01T12-30-00-000Z');
    expect([...ids].sort()).toEqual([ids[2], ids[1], ids[0]]);
  });
});
