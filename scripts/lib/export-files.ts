import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of a static export (docs/benchmarks.md, "What a host serves"): what kinds there are and
 * how large, and the ones no request ever asks for, which the build's last step
 * (scripts/secure-export.ts) removes.
 *
 * Next 16 writes each route's RSC payload twice: `<route>.txt`, which the client router fetches
 * when it navigates to a route it has not prefetched, and `<route>/__next._full.txt`, which the
 * server side of Next uses to build the per-segment files and which the browser never requests
 * (its prefetches ask for `__next._tree.txt`, `__next._index.txt` and the segments'
 * `__next.<segment>.txt`; node_modules/next/dist/client/components/segment-cache/cache.js). The
 * site's own browser test of every template's navigation (tests/e2e/navigation.spec.ts) and the
 * check over out/ (tests/site/export-files.test.ts) keep both claims honest.
 */

/** Files the browser never requests: Next's second copy of each route's payload. */
export const UNREQUESTED_FILE = /(?:^|\/)__next\._full\.txt$/;

export type FileKind = 'page' | 'payload' | 'prefetch' | 'script' | 'data' | 'other';

export function fileKind(relative: string): FileKind {
  const file = relative.replace(/\\/g, '/');
  if (file.endsWith('.html')) return 'page';
  if (/(?:^|\/)__next\.[^/]*\.txt$/.test(file)) return 'prefetch';
  if (file.endsWith('.txt') && file !== 'robots.txt') return 'payload';
  if (file.startsWith('_next/')) return 'script';
  if (file.startsWith('data/')) return 'data';
  return 'other';
}

function walk(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, root) : [path.relative(root, full)];
  });
}

export interface ExportInventory {
  files: number;
  bytes: number;
  byKind: Record<FileKind, { files: number; bytes: number }>;
  largest: { file: string; bytes: number };
}

/** Every file of the export, counted and summed per kind, with the largest. */
export function exportInventory(outDir: string): ExportInventory {
  const byKind = Object.fromEntries(
    (['page', 'payload', 'prefetch', 'script', 'data', 'other'] as const).map((kind) => [kind, { files: 0, bytes: 0 }]),
  ) as ExportInventory['byKind'];
  let largest = { file: '', bytes: -1 };
  let files = 0;
  let bytes = 0;
  for (const file of walk(outDir)) {
    const size = statSync(path.join(outDir, file)).size;
    const kind = byKind[fileKind(file)];
    kind.files += 1;
    kind.bytes += size;
    files += 1;
    bytes += size;
    if (size > largest.bytes) largest = { file: file.replace(/\\/g, '/'), bytes: size };
  }
  return { files, bytes, byKind, largest };
}

/** The files of the export no request asks for, relative to it. */
export function unrequestedFiles(outDir: string): string[] {
  return walk(outDir)
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => UNREQUESTED_FILE.test(file));
}

/** Removes the files no request asks for; returns how many and their bytes. */
export function removeUnrequestedFiles(outDir: string): { files: number; bytes: number } {
  let bytes = 0;
  const files = unrequestedFiles(outDir);
  for (const file of files) {
    const full = path.join(outDir, file);
    bytes += statSync(full).size;
    rmSync(full);
  }
  return { files: files.length, bytes };
}
