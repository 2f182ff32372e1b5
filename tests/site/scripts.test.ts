import { existsSync } from 'node:fs';
import path from 'node:path';

import { executedInlineScripts } from '@/scripts/lib/page-csp';
import { listExportedPages, OUT_DIR } from '@/scripts/lib/export-pages';
import { scriptPlacementProblems } from '@/scripts/lib/script-placement';

/**
 * Where every page of out/ loads its framework scripts (scripts/lib/script-placement.ts, applied by
 * the build's last step, scripts/secure-export.ts): none waits in <head>, each page still names its
 * chunks (every one a file of the export) at the end of <body>, after its content and the inline
 * payload. That the page then hydrates is shown in the browser, once per template
 * (tests/e2e/nginx/templates.spec.ts: a client island responds).
 */

const pages = listExportedPages(OUT_DIR, { includeNotFound: true });
const ASYNC_SCRIPT = /<script\b[^>]*\ssrc="([^"]+)"[^>]*\sasync=""[^>]*><\/script>/g;

it.each(pages.map((page) => [page.file, page] as const))('%s: its scripts at the end of <body>, each in the export', (_, page) => {
  expect(scriptPlacementProblems(page.html)).toEqual([]);
  const bodyAt = page.html.search(/<body\b/);
  const scripts = [...page.html.matchAll(ASYNC_SCRIPT)];
  const sources = scripts.map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((src) => !src.startsWith('/_next/static/') || !existsSync(path.join(OUT_DIR, src)))).toEqual([]);
  expect(scripts.every((match) => match.index > bodyAt)).toBe(true);
  // The page's own chunks come after the last inline script (the payload and the runtime's registration).
  const lastInline = page.html.lastIndexOf(executedInlineScripts(page.html).at(-1)?.text ?? '\0');
  expect(lastInline).toBeGreaterThan(bodyAt);
  expect(scripts.filter((match) => match.index > lastInline).length).toBeGreaterThan(0);
});
