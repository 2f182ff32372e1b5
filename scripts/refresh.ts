/**
 * `npm run refresh`: newer spot prices (and offers, when a newer raw snapshot is there),
 * a new build, the site-wide and security checks, and out/ replaced only when all of them passed
 * (scripts/lib/refresh.ts). Run it daily after the day-ahead auction (docs/data-pipeline.md, "Keeping the data
 * current"). ELPRIS_API_BASE overrides the price API; `--today=YYYY-MM-DD` overrides the date.
 * Exit code 0: out/ is new and deployable; otherwise out/ is the previous export, untouched.
 */
import path from 'node:path';

import { refresh } from './lib/refresh';

async function main(): Promise<void> {
  const today = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`--today must be YYYY-MM-DD, got ${today}`);
  const result = await refresh({ root: path.resolve(__dirname, '..'), today });
  if (!result.ok) process.exitCode = result.exitCode || 1;
}

main().catch((error: unknown) => {
  console.error(`refresh misslyckades: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
