/**
 * The last step of `npm run build` (after next build and the sitemap): removes the files no
 * request asks for (scripts/lib/export-files.ts); on every page, moves the `async` framework
 * scripts and its inline RSC payload out of the HTML, to be added by a small loader after the
 * first paint (scripts/lib/script-placement.ts: the page paints before they load), then writes its Content-Security-Policy into a `<meta http-equiv>` at
 * the top of its <head>, with the hashes of its inline scripts and the connect-src of this
 * build's environment; and writes out/_headers for Netlify and Cloudflare Pages. Both come from
 * scripts/lib/security-headers.ts. Prints the export's size and its largest file. Works on out/
 * or the folder ELVALET_OUT_DIR names; running it twice gives the same files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { exportInventory, removeUnrequestedFiles } from './lib/export-files';
import { listExportedPages, OUT_DIR } from './lib/export-pages';
import { withPagePolicy } from './lib/page-csp';
import { withScriptsAfterFirstPaint, type PayloadFile } from './lib/script-placement';
import { renderHeadersFile } from './lib/security-headers';

/** The route's payload file beside a page (index.html → /index.txt, stader/stockholm.html → /stader/stockholm.txt), if the export has one. */
function payloadFile(pageFile: string): PayloadFile | null {
  const file = pageFile.replace(/\.html$/, '.txt');
  const full = path.join(OUT_DIR, file);
  return existsSync(full) ? { url: `/${file.split(path.sep).join('/')}`, text: readFileSync(full, 'utf8') } : null;
}

function main(): void {
  const pages = listExportedPages(OUT_DIR, { includeNotFound: true });
  if (pages.length === 0) throw new Error(`Inga sidor i ${OUT_DIR}. Kör "npm run build".`);
  const removed = removeUnrequestedFiles(OUT_DIR);
  let changed = 0;
  for (const page of pages) {
    const file = path.join(OUT_DIR, page.file);
    const html = withPagePolicy(withScriptsAfterFirstPaint(page.html, payloadFile(page.file)), process.env);
    if (html !== readFileSync(file, 'utf8')) {
      writeFileSync(file, html);
      changed += 1;
    }
  }
  writeFileSync(path.join(OUT_DIR, '_headers'), renderHeadersFile());
  const where = path.relative(process.cwd(), OUT_DIR) || '.';
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`Skripten efter första målningen och Content-Security-Policy i ${pages.length} sidor (${changed} ändrade); _headers skriven i ${where}.`);
  const inventory = exportInventory(OUT_DIR);
  console.log(
    `${where}: ${inventory.files} filer, ${mb(inventory.bytes)} (${removed.files} filer som ingen begäran hämtar borttagna, ${mb(removed.bytes)}); ` +
      `störst: ${inventory.largest.file}, ${(inventory.largest.bytes / 1024).toFixed(0)} KiB.`,
  );
}

try {
  main();
} catch (error) {
  console.error(`secure-export: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
