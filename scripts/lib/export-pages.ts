import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { PAGE_LIST_PATH, pageListSchema, type PageListEntry } from '../../lib/page-list';

/**
 * Reading what the build exported: the HTML files of out/ and the URL path each serves, the page
 * list the build wrote beside them (out/data/sidor.json), and the template (app route) each page
 * was rendered from (.next/prerender-manifest.json). sitemap.xml, the site-wide check, the JS
 * budget and Playwright's page list all start here, so a new route family needs no list of its own.
 */

/** out/, or the folder ELVALET_OUT_DIR names (`npm run refresh` builds and checks in out-refresh/). */
export const OUT_DIR = path.resolve(__dirname, '..', '..', process.env.ELVALET_OUT_DIR || 'out');
/** Where next build keeps its manifests (.next, also with the export in its own folder). */
export const NEXT_DIR = path.resolve(__dirname, '..', '..', '.next');
/** Where `next build` itself exports (distDir in next.config.mjs); scripts/place-export.ts moves it to OUT_DIR. */
export const NEXT_EXPORT_DIR = path.resolve(__dirname, '..', '..', '.export');

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
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.some((candidate) => {
    try {
      return statSync(path.join(outDir, candidate)).isFile();
    } catch {
      return false;
    }
  });
}

/** The page list the build wrote (lib/page-list.ts), checked with its schema. */
export function readPageList(outDir = OUT_DIR): PageListEntry[] {
  const file = path.join(outDir, PAGE_LIST_PATH);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (app/data/sidor.json/route.ts writes it)`);
  return pageListSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).pages;
}

/**
 * The template each exported page was rendered from: its app route ('/stader/[slug]' for every
 * city page, '/jamfor' for /jamfor), from the build's .next/prerender-manifest.json. Throws when a
 * page of out/ is missing there: out/ and .next/ are then not from the same build.
 */
export function pageTemplates(pages: readonly Pick<ExportedPage, 'urlPath'>[], nextDir = NEXT_DIR): Map<string, string> {
  const file = path.join(nextDir, 'prerender-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, { srcRoute?: string | null }> };
  const routes = manifest.routes ?? {};
  return new Map(
    pages.map(({ urlPath }) => {
      const template = routes[urlPath]?.srcRoute;
      if (!template) throw new Error(`${urlPath} is not in ${file}: out/ and .next/ are not from the same build (run npm run build)`);
      return [urlPath, template];
    }),
  );
}
