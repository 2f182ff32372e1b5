import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { compactGridList } from '../lib/domain/grid-tariff';
import { resolveRawDataDir } from './lib/build-municipality-data';
import { OUTPUT_FILE, buildGridTariffs } from './lib/build-grid-tariffs';

/**
 * `npm run import:grid`: regenerates content/data/grid-tariffs.json from
 * ../shared/data/raw/grid_tariffs (or $RAW_DATA_DIR/grid_tariffs), applying the reviewed
 * corrections in scripts/lib/grid-tariff-corrections.ts. The output is committed.
 */
function main(): void {
  const repoRoot = path.resolve(__dirname, '..');
  const { content, json } = buildGridTariffs(resolveRawDataDir(repoRoot));
  const target = path.join(repoRoot, OUTPUT_FILE);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, json);
  const tariffs = content.operators.flatMap((operator) => operator.tariffs);
  const unverified = (part: 'fixedFee' | 'transferFee' | 'powerFee') => tariffs.filter((t) => t[part].status === 'unverified').length;
  console.log(`${OUTPUT_FILE}: ${Buffer.byteLength(json)} B`);
  console.log(
    `${content.operators.length} operators (${content.operators.filter((o) => o.status === 'placeholder').length} placeholders), ${tariffs.length} tariffs in force on ${content.meta.referenceDate}; ` +
      `unverified: fixed fee ${unverified('fixedFee')}, transfer fee ${unverified('transferFee')}, power fee ${unverified('powerFee')}`,
  );
  const served = JSON.stringify(compactGridList(content));
  console.log(`Browser list as served: ${Buffer.byteLength(served)} B (gzip ${gzipSync(served).length} B)`);
}

main();
