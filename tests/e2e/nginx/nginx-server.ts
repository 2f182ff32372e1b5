import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { NGINX_ASSETS_VARIABLE, NGINX_HOST_BEGIN, NGINX_HOST_END } from '../../../scripts/lib/security-headers';

/**
 * Debian's nginx serving an export with the committed deploy/nginx.conf, for the 'nginx' Playwright
 * project. Only the lines between the "BEGIN host" and "END host" markers (listen, server_name,
 * TLS, root, the assets folder) are replaced, by a plain-HTTP listener on 127.0.0.1 and the
 * export's folder (or a release layout's `current` and `assets`); every header, cache rule,
 * clean-URL and 404 rule is the deployed file's own. nginx runs in the
 * foreground of a temp prefix (its config, pid, logs and temp files), never as a system service.
 */

const REPO = path.resolve(__dirname, '..', '..', '..');
export const DEPLOY_CONF = path.join(REPO, 'deploy', 'nginx.conf');
export const BROTLI_CONF = path.join(REPO, 'deploy', 'nginx-brotli.conf');
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so'];

/**
 * The nginx binary, or null: NGINX_BIN when set (a path that does not exist means "no nginx"),
 * else Debian's /usr/sbin/nginx (which a user's PATH may lack), else nginx on the PATH.
 */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Debian's Brotli filter module, when libnginx-mod-http-brotli-filter is installed; else null. */
export function findBrotliModule(): string | null {
  return BROTLI_MODULES.find((file) => existsSync(file)) ?? null;
}

/**
 * deploy/nginx.conf with each host block replaced: the redirecting port-80 server goes, and the
 * site's listen/TLS/root lines become `replacement`. Throws when the markers are not where the test
 * expects them (two blocks), so a reworded file cannot silently test something else.
 */
export function siteConfigForTest(deployConf: string, replacement: string[]): string {
  const lines = deployConf.split('\n');
  const out: string[] = [];
  let blocks = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() !== NGINX_HOST_BEGIN) {
      out.push(line);
      continue;
    }
    const end = lines.findIndex((candidate, j) => j > i && candidate.trim() === NGINX_HOST_END);
    if (end === -1) throw new Error(`deploy/nginx.conf: "${NGINX_HOST_BEGIN}" without "${NGINX_HOST_END}"`);
    const indent = /^\s*/.exec(line)![0];
    // The first block is the top-level redirect server (no indent); the second is inside the site's server.
    if (indent !== '') out.push(...replacement.map((r) => `${indent}${r}`));
    blocks += 1;
    i = end;
  }
  if (blocks !== 2) throw new Error(`deploy/nginx.conf: expected 2 host blocks, found ${blocks}`);
  return out.join('\n');
}

export interface RunningNginx {
  origin: string;
  port: number;
  brotli: boolean;
  /** nginx's error log so far (for a failing test's message). */
  errorLog(): string;
  stop(): Promise<void>;
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with code ${child.exitCode}`));
        return;
      }
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` serving `root` with deploy/nginx.conf; `assets` is its fallback
 * for /_next/static/ (a release layout's assets/; by default the export itself).
 */
export async function startNginx(options: { nginx: string; port: number; root: string; assets?: string }): Promise<RunningNginx> {
  const { nginx, port, root, assets = root } = options;
  if (!existsSync(path.join(root, '404.html'))) throw new Error(`No export in ${root}: run npm run build first.`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'elvalet-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  const brotliModule = findBrotliModule();
  const site = siteConfigForTest(readFileSync(DEPLOY_CONF, 'utf8'), [
    `listen 127.0.0.1:${port};`,
    'server_name 127.0.0.1;',
    `root ${JSON.stringify(root)};`,
    `set ${NGINX_ASSETS_VARIABLE} ${JSON.stringify(assets)};`,
  ]);
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const tmp = (name: string) => path.join(prefix, 'tmp', name);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root nginx's workers need a user; Debian's package creates www-data for its own.
    ...(process.getuid?.() === 0 ? ['user www-data;'] : []),
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  access_log off;',
    `  client_body_temp_path ${tmp('body')};`,
    `  proxy_temp_path ${tmp('proxy')};`,
    `  fastcgi_temp_path ${tmp('fastcgi')};`,
    `  uwsgi_temp_path ${tmp('uwsgi')};`,
    `  scgi_temp_path ${tmp('scgi')};`,
    ...(brotliModule ? [`  include ${BROTLI_CONF};`] : []),
    `  include ${path.join(prefix, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, main);
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };

  // -e: the error log before the config is read (nginx would open /var/log/nginx/error.log).
  const test = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-e', path.join(prefix, 'logs', 'error.log'), '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t rejected the configuration:\n${test.stderr}${test.stdout}`);
  }
  const child = spawn(nginx, ['-p', prefix, '-e', path.join(prefix, 'logs', 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    const log = errorLog();
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}${log}`);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    brotli: brotliModule !== null,
    errorLog,
    async stop() {
      // SIGQUIT: graceful shutdown (finish the open requests, then exit).
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
