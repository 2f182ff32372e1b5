/**
 * The step of `npm run build` after `next build`: moves the export from .export/ (distDir in
 * next.config.mjs, always the same folder so the build cache holds for every build) to out/, or
 * to the folder ELVALET_OUT_DIR names (`npm run refresh` builds into out-refresh/). The folder it
 * replaces is the previous build's, which stayed as it was while next build ran.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { NEXT_EXPORT_DIR, OUT_DIR } from './lib/export-pages';

function main(): void {
  // The folder, not its index.html: `next build --debug-build-paths` renders only some pages.
  if (!existsSync(NEXT_EXPORT_DIR)) {
    throw new Error(`Ingen export i ${NEXT_EXPORT_DIR}. Kör "npm run build".`);
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  renameSync(NEXT_EXPORT_DIR, OUT_DIR);
  console.log(`Exporten flyttad till ${path.relative(process.cwd(), OUT_DIR) || OUT_DIR}.`);
}

main();
