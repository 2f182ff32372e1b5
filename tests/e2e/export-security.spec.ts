import { existsSync } from 'node:fs';
import path from 'node:path';

import { test, expect } from '@playwright/test';

import { listExportedPages } from '../../scripts/lib/export-pages';
import { exportSecurityProblems, scanExportForSecrets, unsafeLinks } from '../../scripts/lib/export-security';
import { pagePolicyProblems } from '../../scripts/lib/page-csp';

import { E2E_MOCK_PORT } from './support/ports';

/**
 * The built exports as a static host would publish them (issue 23, item 4), read from disk: every
 * page's Content-Security-Policy, the absence of secrets and the new-tab links. out/ is the site
 * without Supabase; out-live/ (when built) has the public key of the PostgREST stand-in.
 */

const OUT = path.resolve('out');
const OUT_LIVE = path.resolve('out-live');
/** The environment scripts/build-live.sh builds out-live/ with. */
const LIVE_ENV = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${E2E_MOCK_PORT}`, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'e2e-anon-key' };

test('out/: every page carries exactly its policy, _headers is current, no secret, no unsafe link', () => {
  expect(exportSecurityProblems(OUT, process.env)).toEqual([]);
});

test('out-live/: the pages may reach the Supabase of their build, and only the public key is in it', () => {
  // The live build renders only /jamfor and the data files (scripts/build-live.sh).
  test.skip(!existsSync(path.join(OUT_LIVE, 'jamfor.html')), 'out-live/ is not built (npm run build:live)');
  const pages = listExportedPages(OUT_LIVE, { includeNotFound: true });
  expect(pages.flatMap((page) => pagePolicyProblems(page.html, LIVE_ENV).map((problem) => `${page.file}: ${problem}`))).toEqual([]);
  expect(/connect-src [^;"]*/.exec(pages[0]!.html)?.[0]).toMatch(new RegExp(` http://127\\.0\\.0\\.1:${E2E_MOCK_PORT}$`));
  expect(scanExportForSecrets(OUT_LIVE, LIVE_ENV)).toEqual([]);
  expect(pages.flatMap((page) => unsafeLinks(page.html))).toEqual([]);
});
