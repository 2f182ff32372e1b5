/**
 * The static host of scripts/serve.mjs (the e2e tests' server and `npm start`) and of
 * `npm run bench:lighthouse`: serves an export folder the way a static host does, with clean URLs
 * (/villkor → villkor.html), the folder's 404.html with status 404 for anything else, and text
 * responses gzip-compressed when the browser accepts it (every common host does, and Lighthouse
 * should measure the bytes a visitor gets).
 * Plain JavaScript: serve.mjs runs under node without tsx.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

import sirv from 'sirv';

/** Content types worth compressing: text and the text formats of a Next.js export. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Whether a response of this Content-Type is compressed (fonts, images and binaries are not). */
export function isCompressible(contentType) {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType.trim());
}

/** Whether an Accept-Encoding header accepts gzip (`gzip;q=0` refuses it; `*` accepts it). */
export function acceptsGzip(acceptEncoding) {
  if (typeof acceptEncoding !== 'string') return false;
  let star = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/** Statuses with a body of the requested resource (not 204/304, not a 206 byte range). */
const COMPRESSIBLE_STATUS = new Set([200, 404]);

/**
 * Makes `res` gzip its body once its status and Content-Type are known, when the request accepts
 * gzip. Works with any handler that calls writeHead/write/end or pipes a stream into `res`
 * (sirv does both). Static files are small, so the gzip stream buffers what `res` cannot take yet.
 */
export function gzipWhenAccepted(req, res) {
  if (req.method === 'HEAD' || !acceptsGzip(req.headers['accept-encoding'])) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {import('node:zlib').Gzip | null} */
  let gzip = null;

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    if (COMPRESSIBLE_STATUS.has(status) && isCompressible(res.getHeader('content-type')) && !res.getHeader('content-encoding')) {
      res.removeHeader('content-length');
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'Accept-Encoding');
      gzip = createGzip();
      gzip.on('data', (chunk) => original.write.call(res, chunk));
      gzip.on('end', () => original.end.call(res));
    }
    return original.writeHead.call(res, status);
  };
  res.write = function write(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!gzip) return original.write.call(res, chunk, encoding, callback);
    gzip.write(chunk, encoding, callback);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!gzip) return original.end.call(res, chunk, encoding, callback);
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null) gzip.end(chunk, encoding);
    else gzip.end();
    return res;
  };
}

/** An http.Server (not yet listening) serving the export in `root`, which must hold 404.html. */
export function createStaticServer(root) {
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  const assets = sirv(root, { extensions: ['html'], dotfiles: false, etag: true });
  return createServer((req, res) => {
    gzipWhenAccepted(req, res);
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFoundPage);
    });
  });
}
