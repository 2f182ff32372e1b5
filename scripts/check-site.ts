/**
 * `npm run test:site`: the site-wide check over the built export in out/ (head, canonical,
 * JSON-LD, internal links, unique titles, sitemap.xml, robots.txt). Exits 1 on any problem.
 */
import { listExportedPages } from './lib/export-pages';
import { checkPage, checkSitemap, checkUniqueTitles } from './lib/site-check';

const pages = listExportedPages();
const problems = [
  ...pages.flatMap((page) => checkPage(page)),
  ...checkUniqueTitles(pages),
  ...checkSitemap(pages),
];

for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`Kontroll av webbplatsen: ${pages.length} sidor, ${problems.length} problem.`);
process.exit(problems.length === 0 ? 0 : 1);
