import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PRICE_AREAS } from '../lib/domain/price-area';
import { encodeAreaFile } from '../lib/market/area-file';
import { catalogueOffers } from '../lib/market/catalogue';
import { resolveRawDataDir } from './lib/build-municipality-data';
import { OFFERS_FILE, SCB_FILE, buildOffers } from './lib/build-offers';

/**
 * `npm run import:offers`: regenerates content/data/elavtal/offers.json (Elpriskollen's July 2026
 * snapshot, with the reviewed corrections of scripts/lib/offer-corrections.ts) and
 * content/data/elavtal/scb-nya-avtal.json (SCB's averages for new contracts) from
 * ../shared/data/raw/offers (or $RAW_DATA_DIR/offers). The output is committed.
 */
function main(): void {
  const repoRoot = path.resolve(__dirname, '..');
  const result = buildOffers(resolveRawDataDir(repoRoot));
  for (const [file, text] of [
    [OFFERS_FILE, result.json],
    [SCB_FILE, result.scbJson],
  ] as const) {
    const target = path.join(repoRoot, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`${file}: ${Buffer.byteLength(text)} B`);
  }
  const { catalogue } = result;
  console.log(`${catalogue.offers.length} offers from ${catalogue.suppliers.length} suppliers; SCB: ${result.scb.series.length} series × ${result.scb.months.length} months`);
  const offers = catalogueOffers(catalogue);
  for (const area of PRICE_AREAS) {
    const { rows, offers: kept } = result.counts[area];
    const served = JSON.stringify(encodeAreaFile(area, catalogue.areas[area], offers.filter((offer) => offer.area === area), catalogue.suppliers));
    console.log(
      `${area}: ${rows} rows, ${kept} offers (spot ${catalogue.areas[area].spotOre} öre/kWh, ${catalogue.areas[area].date}); browser file ${Buffer.byteLength(served)} B, gzip ${gzipSync(served).length} B`,
    );
  }
}

main();
