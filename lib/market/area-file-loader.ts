import type { PriceArea } from '@/lib/domain/price-area';
import { areaFilePath, parseAreaFile, type AreaOffers } from '@/lib/market/area-file';
import { memoisedJsonByKey, type FetchImpl } from '@/lib/memoised-json';

/**
 * Browser side of the per-area offer files: /jamfor renders its first results on the
 * server and fetches the whole area's list from /data/elavtal/{se1..se4}.json when it needs it,
 * once per page load and area (lib/memoised-json.ts: a failure rejects and the next call tries
 * again); the page keeps its server-rendered list and says in Swedish that the full
 * list could not be loaded (AREA_FILE_FAILED).
 */

export const AREA_FILE_FAILED =
  'Hela listan med elavtal för elområdet kunde inte hämtas, så du ser bara de första avtalen. Ladda om sidan för att försöka igen.';

const loadAreaFile = memoisedJsonByKey<PriceArea, AreaOffers>(areaFilePath, (area) => (value) => parseAreaFile(value, area), 'the offers of an area');

export function loadAreaOffers(area: PriceArea, fetchImpl?: FetchImpl): Promise<AreaOffers> {
  return loadAreaFile(area, fetchImpl);
}
