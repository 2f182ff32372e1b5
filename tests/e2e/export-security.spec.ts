import path from 'node:path';

import { test, expect } from '@playwright/test';

import { exportSecurityProblems } from '../../scripts/lib/export-security';

/**
 * The built export as a static host would publish it (issue 23, item 4), read from disk: every
 * page's Content-Security-Policy, _headers, the absence of secrets and the new-tab links. out/ is
 * the site without Supabase. The export with live prices on (out-live/) gets the same check from
 * the refresh that builds it (`npm run test:security` with its environment, tests/refresh/).
 */

test('out/: every page carries exactly its policy, _headers is current, no secret, no unsafe link', () => {
  expect(exportSecurityProblems(path.resolve('out'), process.env)).toEqual([]);
});
