#!/usr/bin/env node
/**
 * Serves the static export in out/ on 127.0.0.1 the way a static host would: clean URLs
 * (/villkor → villkor.html), out/404.html with status 404 for anything else, text gzip-compressed
 * (scripts/lib/static-host.mjs).
 * Usage: node scripts/serve.mjs [--port 3000] [--root out]   (PORT and HOST env vars also work)
 * --root serves another export, e.g. out-live/ (the build with live prices the e2e tests use).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createStaticServer } from './lib/static-host.mjs';

const rootArg = process.argv.indexOf('--root');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', rootArg > -1 ? process.argv[rootArg + 1] : 'out');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

// Every export has its 404 page (a build of some pages only, --debug-build-paths, may have no home page).
if (!existsSync(path.join(root, '404.html'))) {
  console.error(`Hittar ingen byggd webbplats i ${root}. Kör "npm run build" först.`);
  process.exit(1);
}

const server = createStaticServer(root);

server.listen(port, host, () => {
  console.log(`Elvalet körs på http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
