/**
 * npm run import:prices — converts the bundled spot-price snapshot (the raw data,
 * RAW_DATA_DIR) into content/data/spot/. Same input → same bytes.
 */
import path from 'node:path';
import { SPOT_UNIT } from '@/lib/domain/spot-price-schemas';
import { importSpotPrices } from './lib/spot-import';
import { resolveRawDataDir } from './lib/raw-data';

const repoRoot = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const rawDir = resolveRawDataDir(repoRoot);
  const outDir = path.join(repoRoot, 'content/data/spot');
  const { content, files } = await importSpotPrices({ rawDir, outDir });
  for (const { name, bytes } of files) console.log(`${path.relative(repoRoot, path.join(outDir, name))}: ${bytes} bytes`);
  const { meta } = content;
  console.log(`Latest day ${meta.latestDay}; averages through ${meta.averagesThrough} (${SPOT_UNIT}).`);
}

main().catch((error: unknown) => {
  console.error(`import:prices failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
