/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportSecurityProblems, findSecrets, secretValues, unsafeLinks } from '@/scripts/lib/export-security';
import { withPagePolicy } from '@/scripts/lib/page-csp';
import { renderHeadersFile } from '@/scripts/lib/security-headers';

const jwt = (payload: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJlLWJ5dGVz';

const ANON = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon', iat: 1, exp: 2 });
const SERVICE = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1, exp: 2 });

describe('findSecrets', () => {
  it('allows the public anon key and Supabase publishable keys', () => {
    expect(findSecrets(`const k="${ANON}";const p="sb_publishable_abcdefghij"`, {})).toEqual([]);
  });

  it('finds the service_role key, even where the anon key is expected', () => {
    expect(findSecrets(`NEXT_PUBLIC_SUPABASE_ANON_KEY:"${SERVICE}"`, {}, 'chunk.js')).toEqual([
      { file: 'chunk.js', kind: 'JWT with a role other than anon', excerpt: expect.stringMatching(/^eyJhbGciOi…\(\d+ tecken\)$/) },
    ]);
  });

  it.each([
    ['sb_secret_abcdefghijklmnop', 'Supabase secret key'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----', 'private key'],
    ['-----BEGIN PRIVATE KEY-----', 'private key'],
    ['AKIAABCDEFGHIJKLMNOP', 'AWS access key'],
    [`ghp_${'a'.repeat(36)}`, 'GitHub token'],
    [`sk_live_${'a'.repeat(24)}`, 'Stripe secret key'],
    ['xoxb-1234567890-abc', 'Slack token'],
  ])('finds %s', (text, kind) => {
    expect(findSecrets(`x ${text} y`, {}).map((finding) => finding.kind)).toEqual([kind]);
  });

  it('finds the value of any secret-named environment variable, never a NEXT_PUBLIC_ one', () => {
    const env = {
      SUPABASE_SERVICE_ROLE_KEY: 'the-service-role-value',
      DEPLOY_TOKEN: 'deploy-token-value',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'public-anon-key-value',
      SHORT_KEY: 'abc',
      HOME: '/root/home-directory',
    };
    expect(secretValues(env).map((entry) => entry.name)).toEqual(['SUPABASE_SERVICE_ROLE_KEY', 'DEPLOY_TOKEN']);
    const text = 'a the-service-role-value b public-anon-key-value c /root/home-directory deploy-token-value';
    expect(findSecrets(text, env).map((finding) => finding.kind)).toEqual(['the value of SUPABASE_SERVICE_ROLE_KEY', 'the value of DEPLOY_TOKEN']);
    expect(findSecrets(text, env)[0]!.excerpt).not.toContain('the-service-role-value');
  });
});

describe('unsafeLinks', () => {
  it('wants noopener (or noreferrer) on every new-tab link and no javascript: link', () => {
    expect(
      unsafeLinks(
        [
          '<a href="https://a.se" target="_blank" rel="noopener noreferrer">a</a>',
          '<a href="https://b.se" target="_blank" rel="sponsored nofollow noreferrer">b</a>',
          '<a href="https://c.se">same tab</a>',
          '<a href="/villkor">internal</a>',
        ].join(''),
      ),
    ).toEqual([]);
    expect(unsafeLinks('<a href="https://d.se" target="_blank">d</a><a target=_blank rel="nofollow" href=\'https://e.se\'>e</a>')).toEqual([
      'target=_blank without rel=noopener: https://d.se',
      'target=_blank without rel=noopener: https://e.se',
    ]);
    expect(unsafeLinks('<a href=" JavaScript:alert(1)">x</a>')).toHaveLength(1);
  });
});

describe('exportSecurityProblems', () => {
  let dir: string;
  const page = withPagePolicy('<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/></head><body><script>x()</script></body></html>', {});

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'elvalet-export-'));
    mkdirSync(path.join(dir, '_next', 'static'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, '404.html'), page);
    writeFileSync(path.join(dir, '_headers'), renderHeadersFile());
    writeFileSync(path.join(dir, 'logo.png'), ANON.replace('anon', 'x'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a clean export', () => {
    expect(exportSecurityProblems(dir, {})).toEqual([]);
  });

  it('reports a leaked key in a chunk, a page without its policy and a stale _headers', () => {
    writeFileSync(path.join(dir, '_next', 'static', 'chunk.js'), `var k="${SERVICE}"`);
    writeFileSync(path.join(dir, 'villkor.html'), '<html><head></head><body><script>y()</script></body></html>');
    writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    expect(exportSecurityProblems(dir, {})).toEqual([
      'villkor.html: 0 Content-Security-Policy <meta> elements (expected 1)',
      '_headers differs from scripts/lib/security-headers.ts (run the build again)',
      expect.stringMatching(/^_next\/static\/chunk\.js: JWT with a role other than anon/),
    ]);
  });
});
