import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { listExportedPages, OUT_DIR } from '@/scripts/lib/export-pages';
import { headLinks, headRequestsBeforePaint, inlinePayload, payloadHash, scriptPlacementProblems, scriptsAfterPaint } from '@/scripts/lib/script-placement';

/**
 * When every page of out/ loads its framework scripts (scripts/lib/script-placement.ts, applied by
 * the build's last step, scripts/secure-export.ts): no `async` script is left in the page, the
 * loader at the end of <body> names the page's chunks (every one a file of the export) and, where
 * the export has the route's payload file, that file with its exact length and hash, and then the
 * inline payload is gone. That the page then hydrates is shown in the browser, once per template
 * (tests/e2e/nginx/templates.spec.ts: a client island responds), and client navigation in
 * tests/e2e/client-navigation.spec.ts.
 */

const pages = listExportedPages(OUT_DIR, { includeNotFound: true });

it.each(pages.map((page) => [page.file, page] as const))('%s: its scripts and payload load after the first paint', (_, page) => {
  expect(scriptPlacementProblems(page.html)).toEqual([]);
  const loader = scriptsAfterPaint(page.html)!;
  expect(loader.sources.length).toBeGreaterThan(0);
  expect(loader.sources.filter((src) => !src.startsWith('/_next/static/') || !existsSync(path.join(OUT_DIR, src)))).toEqual([]);
  const payloadFile = path.join(OUT_DIR, page.file.replace(/\.html$/, '.txt'));
  if (page.file === '404.html') {
    // Served for every unknown address, so it has no route payload file: its payload stays inline.
    expect(existsSync(payloadFile)).toBe(false);
    expect(loader.payload).toBeNull();
    expect(inlinePayload(page.html)?.text).toContain('"NotFoundView"');
    return;
  }
  const text = readFileSync(payloadFile, 'utf8');
  expect(loader.payload).toEqual({
    url: `/${page.file
      .replace(/\.html$/, '.txt')
      .split(path.sep)
      .join('/')}`,
    length: text.length,
    hash: payloadHash(text),
  });
  expect(inlinePayload(page.html)).toEqual({ text: '', elements: [] });
});

/**
 * Before its first paint a page asks for its document and its stylesheet, nothing else: no
 * preload, and the favicon once, as a data: address (a favicon file is fetched at the load event,
 * often before the first frame). Its touch icon is a file: browsers fetch that only to put the
 * site on a home screen.
 */
it.each(pages.map((page) => [page.file, page] as const))('%s: asks for nothing but its stylesheet before the first paint', (_, page) => {
  expect(headRequestsBeforePaint(page.html)).toEqual([]);
  const links = headLinks(page.html);
  expect(links.filter(({ rel }) => rel.split(/\s+/).includes('icon')).map(({ href }) => href?.slice(0, 19))).toEqual(['data:image/svg+xml,']);
  expect(links.filter(({ rel }) => rel === 'apple-touch-icon').map(({ href }) => href)).toEqual(['/apple-touch-icon.png']);
});
