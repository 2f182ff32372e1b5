import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { APIResponse } from '@playwright/test';

import { expectedPagePolicy, pagePolicies } from '../../../scripts/lib/page-csp';
import { CACHE_CONTROL, cacheKind, SECURITY_HEADERS } from '../../../scripts/lib/security-headers';

import { expect, httpTest as test, OUT_DIR } from './fixtures';

/**
 * What nginx with deploy/nginx.conf answers, checked over HTTP (no browser): the headers of
 * scripts/lib/security-headers.ts on every kind of response, the cache rules, compression, clean
 * URLs, one address per page and the 404 page.
 */

function firstFile(dir: string, ext: string): string {
  const name = readdirSync(path.join(OUT_DIR, dir)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`No ${ext} file in out/${dir}`);
  return `/${dir}/${name}`;
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

test('every kind of response carries the security headers and its own cache rule', async ({ request }) => {
  const samples = [
    '/',
    '/villkor',
    '/villkor.txt',
    '/jamfor/__next._tree.txt',
    firstFile('_next/static/chunks', '.js'),
    firstFile('_next/static/chunks', '.css'),
    '/data/stader-sok.json',
    '/sitemap.xml',
    '/robots.txt',
    '/icon.svg',
    firstFile('images', '.svg'),
  ];
  const kinds = new Set<string>();
  for (const sample of samples) {
    const response = await request.get(sample);
    expect(response.status(), sample).toBe(200);
    expectSecurityHeaders(response, sample);
    const kind = cacheKind(sample);
    kinds.add(kind);
    expect(response.headers()['cache-control'], sample).toBe(CACHE_CONTROL[kind]);
  }
  // Each rule was exercised.
  expect([...kinds].sort()).toEqual(Object.keys(CACHE_CONTROL).sort());
  expect((await request.get(firstFile('_next/static/chunks', '.js'))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control']).toMatch(/max-age=0, must-revalidate/);
});

test('an unknown path gets the Swedish 404 page with status 404, headers and no caching', async ({ request }) => {
  for (const unknown of ['/finns-inte', '/stader/ny-ort', '/_next/static/chunks/finns-inte.js', '/_headers', '/.env', '/data/finns-inte.json']) {
    const response = await request.get(unknown);
    expect(response.status(), unknown).toBe(404);
    expect(response.headers()['content-type'], unknown).toBe('text/html; charset=utf-8');
    const body = await response.text();
    expect(body, unknown).toContain('<html lang="sv"');
    expect(body, unknown).toContain('Sidan hittades inte');
    expectSecurityHeaders(response, unknown);
    expect(response.headers()['cache-control'], unknown).toBe(CACHE_CONTROL.document);
  }
  // /404 itself is a page (clean URL of 404.html): the provider fallback replaces the address with it.
  expect((await request.get('/404')).status()).toBe(200);
});

test('clean URLs: /villkor is villkor.html, /villkor/ redirects to it, the query is kept', async ({ request }) => {
  const clean = await request.get('/villkor');
  expect(clean.status()).toBe(200);
  expect(await clean.text()).toBe(readFileSync(path.join(OUT_DIR, 'villkor.html'), 'utf8'));

  const slash = await request.get('/jamfor/?postalCode=11122', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(new URL(slash.headers().location!).pathname + new URL(slash.headers().location!).search).toBe('/jamfor?postalCode=11122');
  expectSecurityHeaders(slash, 'a redirect');
});

test('the trailing-slash redirect stays on the site and cannot split headers', async ({ request, baseURL }) => {
  for (const [requested, location] of [
    ['//evil.example/', `${baseURL}//evil.example`],
    ['/%2F%2Fevil.example/', `${baseURL}/%2F%2Fevil.example`],
    ['/a%0d%0aX-Injected:%201/', `${baseURL}/a%0d%0aX-Injected:%201`],
  ] as const) {
    // Absolute, or '//evil.example/' would be read as a protocol-relative address by the client.
    const response = await request.get(`${baseURL}${requested}`, { maxRedirects: 0 });
    expect(response.status(), requested).toBe(301);
    expect(response.headers().location, requested).toBe(location);
    expect(response.headers()['x-injected'], requested).toBeUndefined();
  }
});

test('text is gzip-compressed; Brotli too where the nginx module is installed', async ({ request, nginx }) => {
  const js = firstFile('_next/static/chunks', '.js');
  for (const sample of ['/', js, '/data/stader-sok.json', '/sitemap.xml']) {
    const gzip = await request.get(sample, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], sample).toBe('gzip');
    expect(gzip.headers().vary, sample).toMatch(/Accept-Encoding/i);
  }
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  if (!nginx.brotli) {
    // Debian's nginx has no Brotli of its own; the module is the package libnginx-mod-http-brotli-filter.
    if (process.env.CI) throw new Error('libnginx-mod-http-brotli-filter is not installed; .ci/run installs it with nginx.');
    test.info().annotations.push({ type: 'skipped part', description: 'Brotli not checked: libnginx-mod-http-brotli-filter is not installed' });
    return;
  }
  for (const sample of ['/', js, '/data/stader-sok.json']) {
    const br = await request.get(sample, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding'], sample).toBe('br');
  }
});

test('a page arrives with its own policy in a <meta>: the hashes of exactly its inline scripts', async ({ request }) => {
  for (const page of ['/', '/jamfor', '/blog', '/finns-inte']) {
    const html = await (await request.get(page)).text();
    expect(pagePolicies(html), page).toEqual([expectedPagePolicy(html, process.env)]);
  }
});
