/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ASSET_DAYS } from '@/scripts/lib/deploy';

import {
  CACHE_CONTROL,
  cacheKind,
  connectOrigins,
  HEADER_POLICY,
  NGINX_ASSETS_VARIABLE,
  NGINX_HOST_BEGIN,
  NGINX_HOST_END,
  NGINX_RELEASE_ROOT,
  pagePolicy,
  usesWorker,
  parsePolicy,
  renderHeadersFile,
  renderNginxBrotliConf,
  renderNginxConf,
  SECURITY_HEADERS,
  serializePolicy,
} from '@/scripts/lib/security-headers';

const repo = path.join(__dirname, '..', '..', '..');

describe('one definition, every output', () => {
  it.each([
    ['deploy/nginx.conf', renderNginxConf],
    ['deploy/nginx-brotli.conf', renderNginxBrotliConf],
  ])('the committed %s is what the definition renders (npm run deploy:config)', (file, render) => {
    expect(readFileSync(path.join(repo, file), 'utf8')).toBe(render());
  });

  it('nginx sends every security header and the cache rule in every location, always (also on 404 and redirects)', () => {
    const conf = renderNginxConf();
    const blocks = conf.split(/\n    location /).slice(1);
    // _headers, dotfiles, _next/static and its fallback to assets/, data, the calendars, the two
    // feeds, sitemap/robots, images, asset extensions, pages.
    expect(blocks).toHaveLength(12);
    const serving = blocks.filter((block) => !block.includes('return 404;'));
    expect(serving).toHaveLength(10);
    for (const block of serving) {
      for (const [name, value] of SECURITY_HEADERS) expect(block).toContain(`add_header ${name} "${value}" always;`);
      expect(block).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    expect(conf).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toMatch(/gzip on;[\s\S]*gzip_types [^;]*application\/javascript/);
  });

  it('nginx serves the live release of the release layout, and /_next/static/ from assets/ when the live release lacks a file', () => {
    const conf = renderNginxConf();
    expect(conf).toContain(`root ${NGINX_RELEASE_ROOT}/current;`);
    expect(conf).toContain(`set ${NGINX_ASSETS_VARIABLE} ${NGINX_RELEASE_ROOT}/assets;`);
    const location = (match: string) => conf.split(`\n    location ${match} {`)[1]!.split('\n    }')[0]!;
    expect(location('^~ /_next/static/')).toContain('try_files $uri @elvalet_assets;');
    expect(location('@elvalet_assets')).toContain(`root ${NGINX_ASSETS_VARIABLE};`);
    expect(location('@elvalet_assets')).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    // Pages and RSC payloads come only from the live release.
    expect(location('/')).not.toContain('@elvalet_assets');
    // What the file tells an operator is what the deploy keeps.
    expect(conf).toContain(`last ${ASSET_DAYS} days`);
    // Both paths are host lines, which an operator sets and the nginx tests replace.
    const [, host] = conf.split(`    ${NGINX_HOST_BEGIN}\n`);
    expect(host!.split(`    ${NGINX_HOST_END}`)[0]).toContain(NGINX_ASSETS_VARIABLE);
  });

  it('_headers: security headers on every path; Cache-Control only where no other rule sets it', () => {
    const file = renderHeadersFile();
    const rules = file
      .split('\n\n')
      .filter((block) => !block.startsWith('#'))
      .map((block) => block.trim().split('\n'));
    expect(rules[0]![0]).toBe('/*');
    expect(rules[0]!.slice(1)).toEqual(SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`));
    expect(rules[0]!.join('\n')).not.toContain('Cache-Control');
    const cachePaths = rules.slice(1).map((rule) => rule[0]);
    expect(cachePaths).toEqual(['/_next/static/*', '/data/*', '/data/kalender/*', '/blog/feed.xml', '/energinyheter/feed.xml', '/sitemap.xml', '/robots.txt', '/images/*', '/icon.svg', '/apple-touch-icon.png']);
    expect(rules[1]).toEqual(['/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable']);
    // Under /data/* the calendars get only their type: both hosts would join a second Cache-Control.
    expect(rules[2]).toEqual(['/data/*', `  Cache-Control: ${CACHE_CONTROL.data}`, '  Access-Control-Allow-Origin: *']);
    expect(rules[3]).toEqual(['/data/kalender/*', '  Content-Type: text/calendar; charset=utf-8']);
    expect(rules[4]).toEqual(['/blog/feed.xml', '  Content-Type: application/atom+xml; charset=utf-8', `  Cache-Control: ${CACHE_CONTROL.data}`]);
  });

  it('lets any site read the published data, and serves the calendars and feeds with their types (nginx)', () => {
    const conf = renderNginxConf();
    const block = (match: string) => conf.split(/\n    location /).find((b) => b.startsWith(`${match} {`)) ?? '';
    expect(block('^~ /data/')).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(block('^~ /data/kalender/')).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(block('^~ /data/kalender/')).toContain('types { text/calendar ics; }');
    expect(block('= /blog/feed.xml')).toContain('types { application/atom+xml xml; }');
    expect(block('= /energinyheter/feed.xml')).toContain('types { application/atom+xml xml; }');
    // Pages are not for other sites' scripts.
    expect(block('/')).not.toContain('Access-Control-Allow-Origin');
    expect(conf).toMatch(/charset_types [^;]*text\/calendar[^;]*application\/atom\+xml/);
  });
});

describe('the policies', () => {
  it('the page policy allows scripts from the site and by hash only', () => {
    const policy = parsePolicy(serializePolicy(pagePolicy({ scriptHashes: ["'sha256-abc='"], connectOrigins: ['https://api.example'] })));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example']);
    expect(policy.get('style-src-elem')).toEqual(["'self'"]);
    for (const [name, sources] of policy) {
      if (name.startsWith('script-src')) expect(sources).not.toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
    }
    // A <meta> policy cannot carry frame-ancestors; the header policy does.
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
  });

  it('allows the site\'s own workers only on a page that declares one', () => {
    const withWorker = parsePolicy(serializePolicy(pagePolicy({ scriptHashes: [], connectOrigins: [], workers: true })));
    expect(withWorker.get('worker-src')).toEqual(["'self'"]);
    expect(usesWorker('<main><div class="space-y-8" data-uses-worker="">')).toBe(true);
    expect(usesWorker('<div data-uses-worker>')).toBe(true);
    expect(usesWorker('<p>data-uses-worker</p>')).toBe(false);
    expect(usesWorker('<div data-uses-workers="">')).toBe(false);
  });

  it('the header policy: frame-ancestors and a floor that needs no build, never a script allowance', () => {
    const policy = parsePolicy(serializePolicy(HEADER_POLICY));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });

  it('the other headers', () => {
    const headers = Object.fromEntries(SECURITY_HEADERS);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
    // The share button uses Web Share and the clipboard.
    expect(headers['Permissions-Policy']).not.toMatch(/web-share|clipboard/);
  });
});

describe('connectOrigins', () => {
  it('defaults to the public spot-price API', () => {
    expect(connectOrigins({})).toEqual(['https://www.elprisetjustnu.se']);
  });

  it('takes the configured API and adds Supabase only when both of its values are set', () => {
    const env = { NEXT_PUBLIC_ELPRIS_API_BASE: 'http://127.0.0.1:4330/sub/', NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/' };
    expect(connectOrigins(env)).toEqual(['http://127.0.0.1:4330']);
    expect(connectOrigins({ ...env, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key' })).toEqual(['http://127.0.0.1:4330', 'https://abc.supabase.co']);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => connectOrigins({ NEXT_PUBLIC_ELPRIS_API_BASE: 'javascript:alert(1)' })).toThrow(/must be http\(s\)/);
    expect(() => connectOrigins({ NEXT_PUBLIC_ELPRIS_API_BASE: 'not a url' })).toThrow(/not an absolute URL/);
  });
});

describe('cacheKind', () => {
  it.each([
    ['/_next/static/chunks/abc.js', 'immutable'],
    ['/_next/static/media/logo.svg', 'immutable'],
    ['/data/stader-sok.json', 'data'],
    ['/data/kalender/SE3.ics', 'data'],
    ['/blog/feed.xml', 'data'],
    ['/sitemap.xml', 'data'],
    ['/robots.txt', 'data'],
    ['/images/blog/x.svg', 'asset'],
    ['/icon.svg', 'asset'],
    ['/apple-touch-icon.png', 'asset'],
    ['/', 'document'],
    ['/villkor', 'document'],
    ['/villkor.txt', 'document'],
    ['/jamfor/__next._tree.txt', 'document'],
  ] as const)('%s → %s', (pathname, kind) => {
    expect(cacheKind(pathname)).toBe(kind);
  });
});
