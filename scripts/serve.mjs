#!/usr/bin/env node
/**
 * Serves the static export in out/ on 127.0.0.1 the way a static host would: clean URLs
 * (/villkor → villkor.html) and out/404.html with status 404 for anything else.
 * Usage: node scripts/serve.mjs [--port 3000]   (PORT and HOST env vars also work)
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > -1 ? process.argv[portArg + 1] : process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('Hittar ingen byggd webbplats i out/. Kör "npm run build" först.');
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
