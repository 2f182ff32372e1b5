/**
 * `npm run weight`: prints, per page in out/, the gzip size of the JavaScript it loads, and
 * exits 1 when a page is over its budget (scripts/lib/site-check.ts).
 */
import { listExportedPages } from './lib/export-pages';
import { budgetFor, pageWeight } from './lib/site-check';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
let over = 0;

for (const page of listExportedPages()) {
  const weight = pageWeight(page);
  const budget = budgetFor(page.urlPath);
  const isOver = weight.totalGzipBytes > budget * 1024;
  if (isOver) over += 1;
  console.log(`${isOver ? '✗' : ' '} ${kib(weight.totalGzipBytes).padStart(7)} KiB  (budget ${budget})  ${page.urlPath}  [${weight.scripts.length} scripts]`);
}
if (over > 0) console.error(`${over} sidor är över sin JS-budget.`);
process.exit(over === 0 ? 0 : 1);
