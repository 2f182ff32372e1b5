/**
 * `npm run publish:check [-- --out <dir>]`: refuses to publish while nobody is named as running the
 * site (`operator` in lib/site.ts) or the export in out/ was built without the operator
 * (scripts/lib/publishable.ts). Run it before uploading out/ by hand; `npm run deploy` and the
 * deploy workflow run it before they upload anything. Exit code 1 with the reason in Swedish.
 */
import path from 'node:path';

import { siteConfig } from '../lib/site';

import { publishProblems } from './lib/publishable';

const outIndex = process.argv.indexOf('--out');
const exportDir = path.resolve(outIndex === -1 ? 'out' : (process.argv[outIndex + 1] ?? 'out'));
const problems = publishProblems(siteConfig, exportDir);
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length === 0)
  console.log(`Kan publiceras: ${siteConfig.operator?.companyName} står som ansvarig, och ${path.relative(process.cwd(), exportDir) || '.'} visar det.`);
process.exitCode = problems.length === 0 ? 0 : 1;
