import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { buildMunicipalityData, resolveRawDataDir } from './lib/build-municipality-data';
import { buildMunicipalityFacts } from './lib/build-municipality-facts';

/**
 * `npm run import:municipalities`: regenerates content/data/{municipalities,postcodes,
 * postcode-areas,municipality-facts,localities}.json from the raw data (RAW_DATA_DIR).
 * The output is committed, so building the site never needs the raw data.
 */
function main(): void {
  const repoRoot = path.resolve(__dirname, '..');
  const rawDir = resolveRawDataDir(repoRoot);
  const data = buildMunicipalityData(rawDir);
  const facts = buildMunicipalityFacts(
    rawDir,
    data.municipalities.map((m) => m.code),
  );
  for (const [file, contents] of Object.entries({ ...data.files, ...facts.files })) {
    const target = path.join(repoRoot, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
    const bytes = Buffer.byteLength(contents);
    console.log(`${file}: ${bytes} B (gzip ${gzipSync(contents).length} B)`);
  }
  const served = JSON.stringify(data.postcodeAreas);
  console.log(
    `${data.municipalities.length} municipalities, ${Object.values(data.postcodes).join(' ').split(' ').length} postal codes; ` +
      `browser lookup as served: ${Buffer.byteLength(served)} B (gzip ${gzipSync(served).length} B)`,
  );
}

main();
