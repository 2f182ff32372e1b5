import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Reading the static export in out/: which HTML files exist and which URL path each serves. */

/** out/, or the folder ELVALET_OUT_DIR names (`npm run refresh` builds and checks in out-refresh/). */
export const OUT_DIR = path.resolve(__dirname, '..', '..', process.env.ELVALET_OUT_DIR || 'out');

export interface ExportedPage {
  file: string;
  /** URL path the page is served at: 'index.html' → '/', 'villkor.html' → '/villkor'. */
  urlPath: string;
  html: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Next's internal copies of the 404 page are not pages of their own. */
const INTERNAL_PAGES = new Set(['_not-found.html', '404.html']);

export function urlPathForFile(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.html$/, '');
  if (withoutExt === 'index') return '/';
  return `/${withoutExt.replace(/\/index$/, '')}`;
}

export function listExportedPages(outDir = OUT_DIR, { includeNotFound = false } = {}): ExportedPage[] {
  return walk(outDir)
    .map((full) => path.relative(outDir, full))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .filter((file) => includeNotFound || !INTERNAL_PAGES.has(file))
    .sort()
    .map((file) => ({ file, urlPath: urlPathForFile(file), html: readFileSync(path.join(outDir, file), 'utf8') }));
}

/** Whether a site-relative path resolves to a file in the export, as scripts/serve.mjs serves it. */
export function resolvesInExport(urlPath: string, outDir = OUT_DIR): boolean {
  const clean = decodeURI(urlPath.split(/[?#]/)[0] || '/');
  const candidates =
    clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.some((candidate) => {
    try {
      return statSync(path.join(outDir, candidate)).isFile();
    } catch {
      return false;
    }
  });
}
