import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { compactGridList } from '../lib/grid/compact-list';
import { compactConcessions } from '../lib/grid/concessions';
import { AREAS_OUTPUT_FILE, buildGridAreas } from './lib/build-grid-areas';
import { OUTPUT_FILE, buildGridTariffs } from './lib/build-grid-tariffs';
import { resolveRawDataDir, writeFilesAtomically } from './lib/raw-data';

/**
 * `npm run import:grid`: regenerates content/data/grid-tariffs.json from
 * the raw folder's grid_tariffs (or $RAW_DATA_DIR/grid_tariffs), with the reviewed corrections in
 * content/reviewed/grid-tariff-corrections.ts and the page readings in grid-tariff-additions.ts,
 * and content/data/grid-areas.json from the raw folder's grid_areas (concessions per municipality,
 * operator identities; reviewed joins in content/reviewed/grid-area-review.ts). Both outputs are
 * committed, and written together: a failed run leaves both as they were (docs/data-pipeline.md).
 */
async function main(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..');
  const rawDir = resolveRawDataDir(repoRoot);
  const { content, json } = buildGridTariffs(rawDir);
  const areas = buildGridAreas(rawDir, content);
  const files = { [OUTPUT_FILE]: json, [AREAS_OUTPUT_FILE]: areas.json };
  await writeFilesAtomically(repoRoot, files);
  for (const [file, bytes] of Object.entries(files)) console.log(`${file}: ${Buffer.byteLength(bytes)} B`);
  const tariffs = content.operators.flatMap((operator) => operator.tariffs);
  const unverified = (part: 'fixedFee' | 'transferFee' | 'powerFee') => tariffs.filter((t) => t[part].status === 'unverified').length;
  const count = (test: (t: (typeof tariffs)[number]) => boolean) => new Set(content.operators.filter((o) => o.tariffs.some(test)).map((o) => o.id)).size;
  console.log(
    `${content.operators.length} operators (${content.operators.filter((o) => o.status === 'placeholder').length} placeholders), ${tariffs.length} tariffs in force on ${content.meta.referenceDate}; ` +
      `unverified: fixed fee ${unverified('fixedFee')}, transfer fee ${unverified('transferFee')}, power fee ${unverified('powerFee')}`,
  );
  const fees = (status: string) => count((t) => t.authorityFee.status === status);
  console.log(
    `Authority fees by operator: on top ${fees('onTop')} (the page's amounts: ${count((t) => t.authorityFee.status === 'onTop' && t.authorityFee.amount === 'page')}), ` +
      `included ${fees('included')}, partly included ${fees('partlyIncluded')}, not stated (usual amounts) ${fees('notStated')}; with an apartment tariff: ${count((t) => t.apartment !== null)}`,
  );
  const byMatch = new Map<string, number>();
  for (const operator of areas.content.operators) byMatch.set(operator.match, (byMatch.get(operator.match) ?? 0) + 1);
  console.log(
    `${areas.content.operators.length} operator identities (${[...byMatch].map(([k, v]) => `${k} ${v}`).join(', ')}), ` +
      `${areas.content.operators.filter((o) => o.hasPage).length} with a page; ${Object.keys(areas.content.municipalities).length} municipalities`,
  );
  const served = JSON.stringify(
    compactGridList(
      content,
      areas.content.operators.map((o) => ({ id: o.id, name: o.name, slug: o.hasPage ? o.slug : null })),
    ),
  );
  const concessions = JSON.stringify(compactConcessions(areas.content.municipalities));
  console.log(
    `Browser files as served: operator list ${Buffer.byteLength(served)} B (gzip ${gzipSync(served).length} B), concessions ${Buffer.byteLength(concessions)} B (gzip ${gzipSync(concessions).length} B)`,
  );
}

main().catch((error: unknown) => {
  console.error(`import:grid failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
