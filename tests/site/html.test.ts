import path from 'node:path';

import { OUT_DIR, listExportedPages } from '@/scripts/lib/export-pages';
import { classifyVnu, findJava, formatHtmlReport, runVnu, vnuJarPath, type HtmlReport } from '@/scripts/lib/html-validator';

/**
 * Every exported page (the 404 page included) through the W3C Nu HTML Checker, in one
 * Java process for all of them. 0 errors per page; warnings are listed in the output; what only
 * comes from checking files instead of a served site is counted apart with its reason
 * (scripts/lib/html-validator.ts). Without Java the check fails and says so: it never passes
 * unchecked (.ci/run installs Debian's default-jre-headless).
 */

// One Java run over every page: about a minute on a quiet 2-core machine, three when it is busy.
jest.setTimeout(600_000);

const pages = listExportedPages(OUT_DIR, { includeNotFound: true });
const java = findJava();
let report: HtmlReport | null = null;

beforeAll(() => {
  if (!java) return;
  const files = pages.map((page) => path.join(OUT_DIR, page.file));
  report = classifyVnu(runVnu(java, vnuJarPath(path.resolve(__dirname, '..', '..')), files), OUT_DIR);
});

afterAll(() => {
  if (report) process.stdout.write(`\n${formatHtmlReport(report, pages.length)}\n`);
});

it('Java is there to run the W3C checker (install default-jre-headless, or set JAVA)', () => {
  expect(java).not.toBeNull();
});

it.each(pages.map((page) => [page.file] as const))('%s: 0 errors in the W3C Nu HTML Checker', (file) => {
  expect(report).not.toBeNull();
  expect(report!.errors.filter((error) => error.file === file).map((error) => `${error.line ?? '?'}: ${error.message}`)).toEqual([]);
});

it('no error is outside the pages (a file vnu could not read)', () => {
  const files = new Set(pages.map((page) => page.file));
  expect(report!.errors.filter((error) => !files.has(error.file))).toEqual([]);
});
