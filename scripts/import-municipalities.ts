import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { buildMunicipalityData } from './lib/build-municipality-data';
import { buildMunicipalityFacts } from './lib/build-municipality-facts';
import { resolveRawDataDir, writeFilesAtomically } from './lib/raw-data';

/**
 * `npm run import:municipalities`: regenerates content/data/{municipalities,postcodes,
 * postcode-areas,municipality-facts,localities}.json from the raw data (RAW_DATA_DIR).
 * The output is committed, so building the site never needs the raw data.
 */
async function main(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..');
  const rawDir = resolveRawDataDir(repoRoot);
  const data = buildMunicipalityData(rawDir);
  const facts = buildMunicipalityFacts(
    rawDir,
    data.municipalities.map((m) => m.code),
  );
  const files: Record<string, string> = { ...data.files, ...facts.files };
  await writeFilesAtomically(repoRoot, files);
  for (const [file, contents] of Object.entries(files)) {
    const bytes = Buffer.byteLength(contents);
    console.log(`${file}: ${bytes} B (gzip ${gzipSync(contents).length} B)`);
  }
  const served = JSON.stringify(data.postcodeAreas);
  console.log(
    `${data.municipalities.length} municipalities, ${Object.values(data.postcodes).join(' ').split(' ').length} postal codes; ` +
      `browser lookup as served: ${Buffer.byteLength(served)} B (gzip ${gzipSync(served).length} B)`,
  );
}

main().catch((error: unknown) => {
  console.error(`import:municipalities failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
