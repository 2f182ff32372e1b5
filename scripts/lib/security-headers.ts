/**
 * The one definition of what the site's host sends: the Content-Security-Policy, the
 * other security headers and the cache rules. Everything that states them is generated from here:
 *
 * - each page's `<meta http-equiv="Content-Security-Policy">` (the page policy, with the hashes of
 *   that page's own inline scripts), written into out/ after `next build` by scripts/secure-export.ts;
 * - `out/_headers` (Netlify, Cloudflare Pages), written by the same step;
 * - `deploy/nginx.conf` and `deploy/nginx-brotli.conf` (Debian's nginx), written by
 *   `npm run deploy:config` (scripts/write-deploy-config.ts); a unit test fails when the committed
 *   files differ from what this module renders.
 *
 * Why two policies. A static export has no server to stamp each response, and the inline scripts
 * differ per page (Next's `self.__next_f.push(…)` carries each page's RSC payload). So the page
 * policy, which needs those hashes and the build's own addresses (the spot-price API, Supabase when
 * configured), travels inside the HTML it belongs to: a deploy is one folder swap, with no server
 * reload and no per-page header rules (Cloudflare Pages allows 100; the site has ~370 pages). The
 * header policy carries what a `<meta>` cannot (frame-ancestors) and a floor that does not depend on
 * the build. Browsers enforce both policies; a load must pass each.
 */
import { ATOM_TYPE, BLOG_FEED, NEWS_FEED } from '../../lib/feeds/paths';
import { DEFAULT_ELPRIS_API_BASE } from '../../lib/spot/live-prices';

/** One CSP directive: its name and its source list. */
export type Directive = readonly [name: string, sources: readonly string[]];

/** `name a b; name2 c` — the serialised form of a policy. */
export function serializePolicy(directives: readonly Directive[]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Parses a serialised policy back into a map of directive → sources (lower-case names). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The environment of a build (process.env, or a test's own); only NEXT_PUBLIC_ELPRIS_API_BASE,
 * NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are read.
 */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

function originOf(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${variable} is not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${variable} must be http(s): ${url}`);
  return parsed.origin;
}

/**
 * Where the pages may connect besides the site itself: the spot-price API /elpris-just-nu reads
 * (NEXT_PUBLIC_ELPRIS_API_BASE, as lib/spot/live-prices.ts reads it) and Supabase when both of its
 * values are set (lib/supabase/config.ts: both or none), as origins.
 */
export function connectOrigins(env: BuildEnv): string[] {
  const origins = [originOf(env.NEXT_PUBLIC_ELPRIS_API_BASE || DEFAULT_ELPRIS_API_BASE, 'NEXT_PUBLIC_ELPRIS_API_BASE')];
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    origins.push(originOf(env.NEXT_PUBLIC_SUPABASE_URL, 'NEXT_PUBLIC_SUPABASE_URL'));
  }
  return [...new Set(origins)];
}

/**
 * The attribute a page's markup carries when it starts a Web Worker of the site's own
 * (`data-uses-worker` on the island's root); the page's policy then allows workers from 'self'.
 */
export const USES_WORKER_ATTRIBUTE = 'data-uses-worker';

/** Whether a built page declares a worker. */
export function usesWorker(html: string): boolean {
  return new RegExp(`<[a-z][^>]*\\s${USES_WORKER_ATTRIBUTE}(?:=|\\s|>)`, 'i').test(html);
}

/** A CSP hash source for a script's text, as the browser computes it (UTF-8, SHA-256, base64). */
export type HashSource = `'sha256-${string}'`;

/**
 * The page policy, in each page's `<meta http-equiv="Content-Security-Policy">`:
 *
 * - scripts: the site's own files and exactly the inline scripts of this page, by hash. No
 *   'unsafe-inline', no 'unsafe-eval', no 'strict-dynamic' (every script is a first-party file or
 *   one of the hashed inline scripts; Next loads its chunks from /_next/static/ as 'self').
 *   JSON-LD (`type="application/ld+json"`) is a data block the browser never executes, so CSP
 *   does not apply to it and it needs no hash.
 * - styles: stylesheets and `<style>` elements only from the site (`style-src-elem 'self'`; the
 *   pages have no `<style>` element). Inline style *attributes* are allowed: React renders style
 *   props into the HTML (Radix slider and progress positions, image aspect ratios), and a blocked
 *   attribute would never be re-applied at hydration. An attribute cannot run script or select
 *   other elements; `style-src-attr 'unsafe-inline'` states that choice, and `style-src` carries the
 *   same for browsers without the -elem/-attr directives (Firefox < 108, Safari < 15.4).
 * - connections: the site, the spot-price API, Supabase when configured.
 * - images from the site and `data:` addresses (the favicon is one, so it costs no request:
 *   lib/design-tokens.ts, logoIconDataUri; a data: image cannot run script or reach anyone), fonts
 *   from the site only; no plugins, frames or media; `<base>` forbidden; forms
 *   post only to the site.
 * - workers: none, except on a page that declares one (`usesWorker`): then the site's own files
 *   ('self'), which is where the build puts the worker's script. Only /min-forbrukning does, to read a
 *   meter file off the main thread (components/metering/parse-worker.ts).
 */
export function pagePolicy(input: { scriptHashes: readonly HashSource[]; connectOrigins: readonly string[]; workers?: boolean }): Directive[] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...input.connectOrigins]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', [input.workers ? "'self'" : "'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
}

/**
 * The header policy, the same for every response: frame-ancestors (a `<meta>` policy cannot carry
 * it) and a floor that holds even for a document served without its page policy: no plugins, no
 * `<base>`, no inline event handlers, forms only to the site.
 */
export const HEADER_POLICY: readonly Directive[] = [
  ['frame-ancestors', ["'none'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['script-src-attr', ["'none'"]],
  ['form-action', ["'self'"]],
];

/**
 * Features the site never uses, switched off for it and anything it might embed. Web Share and the
 * clipboard stay on (the calculator's share button uses them). Only features Chromium knows: an
 * unknown one is logged as a console error.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
] as const;

/** The security headers every response carries (HTML, assets, data and the 404 page alike). */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Content-Security-Policy', serializePolicy(HEADER_POLICY)],
  // Two years, subdomains included; not 'preload' (a submission to browsers' lists is the
  // operator's decision and hard to undo).
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
  // frame-ancestors for browsers that predate it.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The published data may be read by any site (docs/open-data.md): a script on another origin can
 * fetch /data/* (the JSON files, their schemas, the CSV and the calendars). Reads only, no
 * credentials: the files are public and the same for everyone.
 */
export const DATA_CORS_HEADERS: readonly (readonly [name: string, value: string])[] = [['Access-Control-Allow-Origin', '*']];

/**
 * Published files whose type a host would get wrong from the extension alone: Debian's nginx knows
 * no .ics (it would send application/octet-stream) and sends .xml as text/xml, not Atom.
 * `nginx` is the location that serves them, `headers` the _headers path.
 */
export const PUBLISHED_TYPES: readonly { nginx: string; headers: string; extension: string; type: string }[] = [
  { nginx: '^~ /data/kalender/', headers: '/data/kalender/*', extension: 'ics', type: 'text/calendar' },
  ...[BLOG_FEED.path, NEWS_FEED.path].map((path) => ({ nginx: `= ${path}`, headers: path, extension: 'xml', type: ATOM_TYPE })),
];

const FEED_PATHS: readonly string[] = [BLOG_FEED.path, NEWS_FEED.path];

/** Cache-Control per kind of file. */
export const CACHE_CONTROL = {
  /** /_next/static/*: file names carry a content hash, so a name never changes its content. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages (.html), the RSC payloads client navigation fetches (.txt) and 404.html: always revalidated. */
  document: 'public, max-age=0, must-revalidate',
  /** /data/*, the feeds, sitemap.xml, robots.txt: five minutes, then revalidated. */
  data: 'public, max-age=300, must-revalidate',
  /** Images and the icon: names without a hash, so a day, then revalidated. */
  asset: 'public, max-age=86400, must-revalidate',
} as const;

export type CacheKind = keyof typeof CACHE_CONTROL;

/** Which files get which Cache-Control, by URL path (first match wins; the last rule catches all). */
export function cacheKind(pathname: string): CacheKind {
  if (pathname.startsWith('/_next/static/')) return 'immutable';
  if (pathname.startsWith('/data/') || FEED_PATHS.includes(pathname) || pathname === '/sitemap.xml' || pathname === '/robots.txt') return 'data';
  if (pathname.startsWith('/images/') || ASSET_EXTENSION.test(pathname)) return 'asset';
  return 'document';
}

const ASSET_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'ico', 'woff2'] as const;
const ASSET_EXTENSION = new RegExp(`\\.(?:${ASSET_EXTENSIONS.join('|')})$`, 'i');

/** Text types worth compressing (text/html is always compressed by nginx). */
export const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/csv',
  'text/calendar',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/atom+xml',
  'application/manifest+json',
  'image/svg+xml',
] as const;

const GENERATED_BY = 'Generated from scripts/lib/security-headers.ts; do not edit by hand.';

/**
 * out/_headers for Netlify and Cloudflare Pages. Both join the values of a header set by several
 * matching rules, so Cache-Control is set only on paths no other rule sets it on; pages keep the
 * hosts' own default for HTML, `public, max-age=0, must-revalidate`, which is CACHE_CONTROL.document.
 * Both hosts serve clean URLs and 404.html with status 404 by themselves.
 */
export function renderHeadersFile(): string {
  const block = (path: string, headers: readonly (readonly [string, string])[]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    `# ${GENERATED_BY} Written into out/ by scripts/secure-export.ts.`,
    block('/*', SECURITY_HEADERS),
    block('/_next/static/*', [['Cache-Control', CACHE_CONTROL.immutable]]),
    block('/data/*', [['Cache-Control', CACHE_CONTROL.data], ...DATA_CORS_HEADERS]),
    ...PUBLISHED_TYPES.map(({ headers, type }) =>
      block(headers, [['Content-Type', `${type}; charset=utf-8`], ...(headers.startsWith('/data/') ? [] : [['Cache-Control', CACHE_CONTROL.data] as const])]),
    ),
    block('/sitemap.xml', [['Cache-Control', CACHE_CONTROL.data]]),
    block('/robots.txt', [['Cache-Control', CACHE_CONTROL.data]]),
    block('/images/*', [['Cache-Control', CACHE_CONTROL.asset]]),
    block('/icon.svg', [['Cache-Control', CACHE_CONTROL.asset]]),
    block('/apple-touch-icon.png', [['Cache-Control', CACHE_CONTROL.asset]]),
  ].join('\n\n')}\n`;
}

/** The lines of deploy/nginx.conf an operator sets for their host, between these markers. */
export const NGINX_HOST_BEGIN = '# BEGIN host: set these lines for your server';
export const NGINX_HOST_END = '# END host';

/**
 * The release layout of `npm run deploy` (scripts/lib/release-host.sh) under its root: nginx's
 * root is `current`, a link to the live release; `assets` holds the hashed files of the live
 * release and of those retired less than ASSET_DAYS days ago. The host lines set both.
 */
export const NGINX_RELEASE_ROOT = '/var/www/elvalet';
/** The folder nginx falls back to for /_next/static/, set in the host lines. */
export const NGINX_ASSETS_VARIABLE = '$elvalet_assets';
const NGINX_ASSETS_LOCATION = '@elvalet_assets';

function nginxHeaderLines(kind: CacheKind, indent: string, extra: readonly (readonly [string, string])[] = []): string[] {
  const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
  return [...SECURITY_HEADERS, ['Cache-Control', CACHE_CONTROL[kind]] as const, ...extra].map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

/**
 * deploy/nginx.conf: a site for Debian's nginx (1.22 in bookworm), for /etc/nginx/sites-available/.
 * nginx's add_header in a location replaces every add_header of the server, so each location
 * repeats the whole set (generated, so they cannot drift apart).
 */
export function renderNginxConf(): string {
  const location = (match: string, kind: CacheKind, body: string[], extra: readonly (readonly [string, string])[] = []) => [
    `    location ${match} {`,
    ...nginxHeaderLines(kind, '        ', extra),
    ...body.map((line) => `        ${line}`),
    '    }',
  ];
  const lines = [
    `# Elvalet on Debian's nginx. ${GENERATED_BY}`,
    '# Regenerate with `npm run deploy:config`. docs/deploy.md says how to install it.',
    '#',
    '# The pages carry their own Content-Security-Policy in a <meta> (script hashes, connect-src);',
    '# the headers below add frame-ancestors, the other security headers and the cache rules.',
    '',
    NGINX_HOST_BEGIN,
    'server {',
    '    listen 80;',
    '    listen [::]:80;',
    '    server_name elvalet.se www.elvalet.se;',
    '    return 301 https://elvalet.se$request_uri;',
    '}',
    NGINX_HOST_END,
    '',
    'server {',
    `    ${NGINX_HOST_BEGIN}`,
    '    listen 443 ssl http2;',
    '    listen [::]:443 ssl http2;',
    '    server_name elvalet.se;',
    '    ssl_certificate /etc/letsencrypt/live/elvalet.se/fullchain.pem;',
    '    ssl_certificate_key /etc/letsencrypt/live/elvalet.se/privkey.pem;',
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    # The live release: `npm run deploy` uploads each export into releases/<id>/ beside this',
    '    # link and switches the link in one step (docs/deploy.md, "Releases on nginx").',
    `    root ${NGINX_RELEASE_ROOT}/current;`,
    '    # Hashed files of the releases that went out of service in the last 7 days, for pages still',
    '    # open on them (/_next/static/ below).',
    `    set ${NGINX_ASSETS_VARIABLE} ${NGINX_RELEASE_ROOT}/assets;`,
    `    ${NGINX_HOST_END}`,
    '',
    '    # Redirects answered at the server level carry the headers too; each location repeats them.',
    ...nginxHeaderLines('document', '    '),
    '',
    '    server_tokens off;',
    '    charset utf-8;',
    `    charset_types ${['text/html', 'text/plain', 'text/css', 'text/xml', 'text/csv', 'text/calendar', 'application/javascript', 'application/json', 'application/xml', 'application/atom+xml', 'image/svg+xml'].join(' ')};`,
    '    etag on;',
    '',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_comp_level 6;',
    '    gzip_min_length 256;',
    '    gzip_proxied any;',
    `    gzip_types ${COMPRESSED_TYPES.join(' ')};`,
    '    # Brotli as well: install libnginx-mod-http-brotli-filter and deploy/nginx-brotli.conf.',
    '',
    '    # Unknown paths get the Swedish 404 page with status 404 (its script then handles',
    '    # /stader/{x} and /energinyheter/{x}, docs/deploy.md).',
    '    error_page 404 /404.html;',
    '',
    '    # One address per page: /villkor/ → /villkor (the export has no index.html in folders).',
    '    # From $request_uri, still percent-encoded: a decoded $uri could carry %0d%0a into the header.',
    '    if ($request_uri ~ "^([^?]*[^/?])/+(\\?.*)?$") {',
    '        return 301 $1$2;',
    '    }',
    '',
    '    # Files that are not part of the site: the host file for other hosts, anything hidden.',
    '    location = /_headers {',
    '        return 404;',
    '    }',
    '    location ~ /\\. {',
    '        return 404;',
    '    }',
    '',
    "    # Hashed file names never change their content: the live release's file, else the same",
    '    # file of a release retired in the last 7 days (skew protection: a page opened before a',
    '    # deploy still loads its chunks after it).',
    ...location('^~ /_next/static/', 'immutable', [`try_files $uri ${NGINX_ASSETS_LOCATION};`]),
    ...location(NGINX_ASSETS_LOCATION, 'immutable', [`root ${NGINX_ASSETS_VARIABLE};`, 'try_files $uri =404;']),
    '',
    ...location('^~ /data/', 'data', ['try_files $uri =404;'], DATA_CORS_HEADERS),
    '',
    '    # The calendars and the Atom feeds: their content types, which the extensions alone do not give.',
    ...PUBLISHED_TYPES.flatMap(({ nginx, headers, extension, type }, i) => [
      ...(i > 0 ? [''] : []),
      ...location(nginx, 'data', [`types { ${type} ${extension}; }`, 'try_files $uri =404;'], headers.startsWith('/data/') ? DATA_CORS_HEADERS : []),
    ]),
    '',
    ...location('~ ^/(?:sitemap\\.xml|robots\\.txt)$', 'data', ['try_files $uri =404;']),
    '',
    ...location('^~ /images/', 'asset', ['try_files $uri =404;']),
    '',
    ...location(`~* \\.(?:${ASSET_EXTENSIONS.join('|')})$`, 'asset', ['try_files $uri =404;']),
    '',
    '    # Pages: clean URLs (/villkor is villkor.html), the RSC payloads (.txt) and 404.html.',
    ...location('/', 'document', ['try_files $uri $uri.html $uri/index.html =404;']),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * deploy/nginx-brotli.conf: Brotli for nginx's http block (/etc/nginx/conf.d/). Debian's nginx
 * package has no Brotli; Debian ships it as the module package libnginx-mod-http-brotli-filter,
 * which must be installed first (it enables itself in /etc/nginx/modules-enabled/).
 */
export function renderNginxBrotliConf(): string {
  return `${[
    `# Brotli for Elvalet's nginx. ${GENERATED_BY}`,
    '# Needs the module: apt-get install libnginx-mod-http-brotli-filter; then copy this file to',
    '# /etc/nginx/conf.d/elvalet-brotli.conf and run nginx -t && systemctl reload nginx.',
    'brotli on;',
    'brotli_comp_level 5;',
    'brotli_min_length 256;',
    `brotli_types ${['text/html', ...COMPRESSED_TYPES].join(' ')};`,
  ].join('\n')}\n`;
}
