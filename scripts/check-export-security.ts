/**
 * `npm run test:security`: the security checks over the built export (out/, or the folder
 * ELVALET_OUT_DIR names): each page's Content-Security-Policy matches its inline scripts and this
 * environment's connect-src, _headers is current, no secret beyond the public Supabase key, no
 * new-tab link without noopener. Exits 1 on any problem. `npm run refresh` runs it before a swap.
 */
import path from 'node:path';

import { OUT_DIR } from './lib/export-pages';
import { exportSecurityProblems } from './lib/export-security';

const problems = exportSecurityProblems(OUT_DIR, process.env);
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`Säkerhetskontroll av ${path.relative(process.cwd(), OUT_DIR) || '.'}: ${problems.length} problem.`);
process.exitCode = problems.length === 0 ? 0 : 1;
