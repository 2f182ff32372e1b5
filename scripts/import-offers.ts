import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PRICE_AREAS } from '../lib/domain/price-area';
import { encodeAreaFile } from '../lib/market/area-file';
import { catalogueOffers } from '../lib/market/catalogue';
import { OFFERS_FILE, SCB_FILE, buildOffers, newerSnapshotAreas } from './lib/build-offers';
import { resolveRawDataDir, writeFilesAtomically } from './lib/raw-data';

/**
 * `npm run import:offers`: regenerates content/data/elavtal/offers.json (Elpriskollen's July 2026
 * snapshot, with the reviewed corrections of content/reviewed/offer-corrections.ts) and
 * content/data/elavtal/scb-nya-avtal.json (SCB's averages for new contracts) from
 * the raw offers folder under RAW_DATA_DIR (docs/data-pipeline.md). The output is committed.
 *
 * `--if-newer` (what `npm run refresh` passes): import only when a raw snapshot newer than the
 * imported one is there; without a raw folder (a deployed checkout) or with nothing newer, it says
 * so and leaves content/ as it is.
 */
async function main(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..');
  const rawDir = resolveRawDataDir(repoRoot);
  if (process.argv.includes('--if-newer')) {
    const imported = JSON.parse(readFileSync(path.join(repoRoot, OFFERS_FILE), 'utf8')) as { areas: Parameters<typeof newerSnapshotAreas>[1] };
    const newer = newerSnapshotAreas(rawDir, imported.areas);
    if (newer === null || newer.length === 0) {
      console.log(
        newer === null
          ? `Ingen rådata för elavtal i ${rawDir}: katalogen lämnas som den är.`
          : 'Ingen nyare ögonblicksbild av elavtalen: katalogen lämnas som den är.',
      );
      return;
    }
    console.log(`Nyare ögonblicksbild för ${newer.join(', ')}: importerar.`);
  }
  const result = buildOffers(rawDir);
  const files = { [OFFERS_FILE]: result.json, [SCB_FILE]: result.scbJson };
  await writeFilesAtomically(repoRoot, files);
  for (const [file, text] of Object.entries(files)) console.log(`${file}: ${Buffer.byteLength(text)} B`);
  const { catalogue } = result;
  console.log(
    `${catalogue.offers.length} offers from ${catalogue.suppliers.length} suppliers; SCB: ${result.scb.series.length} series × ${result.scb.months.length} months`,
  );
  const offers = catalogueOffers(catalogue);
  for (const area of PRICE_AREAS) {
    const { rows, offers: kept } = result.counts[area];
    const served = JSON.stringify(
      encodeAreaFile(
        area,
        catalogue.areas[area],
        offers.filter((offer) => offer.area === area),
        catalogue.suppliers,
      ),
    );
    console.log(
      `${area}: ${rows} rows, ${kept} offers (spot ${catalogue.areas[area].spotOre} öre/kWh, ${catalogue.areas[area].date}); browser file ${Buffer.byteLength(served)} B, gzip ${gzipSync(served).length} B`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`import:offers failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
