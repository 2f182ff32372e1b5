import { listExportedPages } from './scripts/lib/export-pages';
import { pageWeight } from './scripts/lib/site-check';
const want = process.argv.slice(2);
for (const p of listExportedPages()) {
  if (!want.includes(p.urlPath)) continue;
  const w = pageWeight(p);
  console.log(p.urlPath, (w.totalGzipBytes / 1024).toFixed(1));
  for (const s of w.scripts) console.log('   ', s.src, (s.gzipBytes / 1024).toFixed(1));
}
