#!/usr/bin/env node
/**
 * Serves the static export in out/ on 127.0.0.1 the way a static host would: clean URLs
 * (/villkor → villkor.html) and out/404.html with status 404 for anything else.
 * Usage: node scripts/serve.mjs [--port 3000] [--root out]   (PORT and HOST env vars also work)
 * --root serves another export, e.g. out-live/ (the build with live prices the e2e tests use).
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const rootArg = process.argv.indexOf('--root');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', rootArg > -1 ? process.argv[rootArg + 1] : 'out');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`Hittar ingen byggd webbplats i ${root}. Kör "npm run build" först.`);
  process.exit(1);
}

const notFoundPage = readFileSync(path.join(root, '404.html'));
const assets = sirv(root, { extensions: ['html'], dotfiles: false, etag: true });

const server = createServer((req, res) => {
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Elvalet körs på http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
