/**
 * Runs before `npm run bench:lighthouse`: installs bench/'s own packages (Lighthouse, chrome-launcher)
 * from bench/package-lock.json with `npm ci` when they are missing or differ from the lockfile, so
 * the site's install never carries them. Lighthouse 13 declares Node >= 22.19; it runs on Node 20.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = path.dirname(fileURLToPath(import.meta.url));
const lock = JSON.parse(readFileSync(path.join(bench, 'package-lock.json'), 'utf8'));

function installedVersion(name) {
  const manifest = path.join(bench, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

const stale = ['lighthouse', 'chrome-launcher'].filter((name) => installedVersion(name) !== lock.packages[`node_modules/${name}`]?.version);
if (stale.length > 0) {
  console.log(`Installerar benchmarkens verktyg i bench/ (${stale.join(', ')}) med npm ci ...`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: bench, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci i bench/ misslyckades: benchmarken kan inte köras.');
    process.exit(2);
  }
}
