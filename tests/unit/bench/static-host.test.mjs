/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { acceptsGzip, createStaticServer, isCompressible } from '../../../scripts/lib/static-host.mjs';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/css', true],
    ['text/plain', true],
    ['application/javascript', true],
    ['application/json', true],
    ['application/xml', true],
    ['image/svg+xml', true],
    ['font/woff2', false],
    ['image/png', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%p → %p', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

/** GET `urlPath` and return status, headers and the raw (still encoded) body. */
function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('createStaticServer', () => {
  let root;
  let server;
  let port;
  // Large enough to span several stream chunks (64 KiB each), so back-pressure is exercised.
  const bigScript = `console.log(${JSON.stringify('x'.repeat(300_000))});`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-host-'));
    writeFileSync(path.join(root, 'index.html'), '<h1>Start</h1>');
    writeFileSync(path.join(root, 'villkor.html'), '<h1>Villkor</h1>');
    writeFileSync(path.join(root, '404.html'), '<h1>Sidan finns inte</h1>');
    writeFileSync(path.join(root, 'app.js'), bigScript);
    writeFileSync(path.join(root, 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    server = createStaticServer(root);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves clean URLs gzip-compressed when the browser accepts gzip', async () => {
    const res = await get(port, '/villkor', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toBe('<h1>Villkor</h1>');
  });

  it('compresses a large script completely', async () => {
    const res = await get(port, '/app.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(10_000);
    expect(gunzipSync(res.body).toString()).toBe(bigScript);
  });

  it('sends plain bytes to a client without gzip', async () => {
    const res = await get(port, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('<h1>Start</h1>');
  });

  it('leaves fonts uncompressed', async () => {
    const res = await get(port, '/font.woff2', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect([...res.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
  });

  it('answers unknown paths with 404.html and status 404, compressed', async () => {
    const res = await get(port, '/finns-inte', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('<h1>Sidan finns inte</h1>');
  });

  it('answers a matching ETag with an empty 304', async () => {
    const first = await get(port, '/villkor', { 'accept-encoding': 'gzip' });
    const again = await get(port, '/villkor', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.length).toBe(0);
  });
});
