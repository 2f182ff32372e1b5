import { exportSecurityProblems } from '@/scripts/lib/export-security';
import { OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * The built export as a static host would publish it, read from disk: every
 * page's Content-Security-Policy, _headers, the absence of secrets and the new-tab links. It needs
 * no browser, so it runs here with the other checks over out/ (`npm run test:site`), in the
 * environment the build had: CI's out/ is the site without Supabase; the refresh runs the same
 * file over its export with live prices on (its `test:site` step, scripts/lib/refresh.ts).
 */

it('out/: every page carries exactly its policy, _headers is current, no secret, no unsafe link', () => {
  expect(exportSecurityProblems(OUT_DIR, process.env)).toEqual([]);
});
