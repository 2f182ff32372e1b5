import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What every import script shares: where the raw data is, reading a raw file, and writing the
 * outputs so that a failed run leaves the previous files whole. The raw sources and what each
 * import writes: docs/data-pipeline.md.
 */

/**
 * The raw directory: $RAW_DATA_DIR, else the first of the RAW_DATA_DIR defaults in
 * docs/data-pipeline.md (beside the checkout, or beside a worktree's parent) that exists; if none does, the
 * first candidate, so that the error names the usual place.
 */
export function resolveRawDataDir(
  repoRoot: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (dir: string) => boolean = existsSync,
): string {
  if (env.RAW_DATA_DIR) return path.resolve(env.RAW_DATA_DIR);
  const candidates = ['../shared/data/raw', '../../shared/data/raw'].map((rel) => path.resolve(repoRoot, rel));
  return candidates.find((dir) => exists(dir)) ?? (candidates[0] as string);
}

/**
 * A raw file's text. A missing file fails with `Missing raw file: {path}`, as the error the caller
 * gives (each import has its own error class, which its tests and messages name).
 */
export function readRawText(file: string, fail: (message: string) => Error = (message) => new Error(message)): string {
  if (!existsSync(file)) throw fail(`Missing raw file: ${file}`);
  return readFileSync(file, 'utf8');
}

/**
 * Writes every file to a temporary name first and renames only when all writes succeeded, so a
 * failure leaves the previous files in place (rename is atomic within one directory). Names are
 * relative to `dir` and may have a folder ('content/data/elavtal/offers.json').
 */
export async function writeFilesAtomically(dir: string, files: Readonly<Record<string, string>>): Promise<void> {
  const names = Object.keys(files).sort();
  // A name may have a folder ('intervals/SE3-2025.json'); its temporary file sits beside it.
  for (const folder of new Set(names.map((name) => path.join(dir, path.dirname(name))))) await mkdir(folder, { recursive: true });
  const temps = names.map((name) => path.join(dir, path.dirname(name), `.${path.basename(name)}.${process.pid}.tmp`));
  try {
    await Promise.all(names.map((name, i) => writeFile(temps[i] as string, files[name] as string, 'utf8')));
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
  for (const [i, name] of names.entries()) await rename(temps[i] as string, path.join(dir, name));
}
