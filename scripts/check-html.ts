/**
 * `npm run test:html`: the W3C Nu HTML Checker over every page of the export (out/, or
 * ELVALET_OUT_DIR), in one Java process. Exit 0 with 0 errors (warnings are listed), 1 on any error,
 * 2 when it cannot run (no Java: install Debian's default-jre-headless; .ci/run does). It never
 * passes without having checked.
 */
import path from 'node:path';

import { OUT_DIR, listExportedPages } from './lib/export-pages';
import { classifyVnu, findJava, formatHtmlReport, runVnu, vnuJarPath } from './lib/html-validator';

const java = findJava();
if (!java) {
  console.error('W3C-kontrollen kan inte köras: Java saknas (installera default-jre-headless eller sätt JAVA).');
  process.exit(2);
}
const pages = listExportedPages(OUT_DIR, { includeNotFound: true });
if (pages.length === 0) {
  console.error(`W3C-kontrollen hittar inga sidor i ${OUT_DIR} (kör npm run build först).`);
  process.exit(2);
}
const report = classifyVnu(
  runVnu(java, vnuJarPath(path.resolve(__dirname, '..')), pages.map((page) => path.join(OUT_DIR, page.file))),
  OUT_DIR,
);
console.log(formatHtmlReport(report, pages.length));
process.exit(report.errors.length === 0 ? 0 : 1);
