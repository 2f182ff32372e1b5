import { existsSync } from 'node:fs';
import path from 'node:path';

import { exportInventory, unrequestedFiles } from '@/scripts/lib/export-files';
import { listExportedPages, OUT_DIR } from '@/scripts/lib/export-pages';

/**
 * The files of out/ (scripts/lib/export-files.ts): none that no request asks for, and for every
 * page what the client router does fetch: `<route>.txt` when it navigates without a prefetch, and
 * the route tree and root segment a prefetch starts with. That navigation to every template works
 * with them is shown in the browser (tests/e2e/client-navigation.spec.ts).
 */

const pages = listExportedPages(OUT_DIR);

it('has no file no request asks for', () => {
  const inventory = exportInventory(OUT_DIR);
  expect(inventory.files).toBeGreaterThan(pages.length);
  expect(inventory.byKind.prefetch.files).toBeGreaterThan(0);
  expect(unrequestedFiles(OUT_DIR)).toEqual([]);
});

it.each(pages.map((page) => [page.urlPath, page] as const))('%s: its payload and its prefetch start are there', (urlPath) => {
  const route = urlPath === '/' ? '' : urlPath.slice(1);
  const missing = [route === '' ? 'index.txt' : `${route}.txt`, path.join(route, '__next._tree.txt'), path.join(route, '__next._index.txt')].filter(
    (file) => !existsSync(path.join(OUT_DIR, file)),
  );
  expect(missing).toEqual([]);
});
