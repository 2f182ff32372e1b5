import { memoisedJsonByKey, type FetchImpl } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';
import { isSpotMonthFile, spotMonthPath, type IntervalDay, type SpotMonthFile } from '@/lib/spot/interval-file';

/**
 * The browser's read of the build's spot month files (/data/spotpriser/{area}-{YYYY-MM}.json),
 * only the months a meter file covers, each once per page load and checked by a hand-written
 * guard. A month the site has no file for (before its data, after its latest day) is no prices,
 * not an error; any other failure rejects.
 */

const loadMonth = memoisedJsonByKey<string, SpotMonthFile>(
  (key) => spotMonthPath(...splitKey(key)),
  (key) => versionedCheck('spotpriser', (value): value is SpotMonthFile => isSpotMonthFile(value, ...splitKey(key))),
  'a spot month file',
);

/** 'SE3|2025-01' → ['SE3', '2025-01']. */
function splitKey(key: string): [area: string, month: string] {
  const [area = '', month = ''] = key.split('|');
  return [area, month];
}

/** Every interval day of the given months the site has, ascending. */
export async function loadSpotDays(
  area: string,
  months: readonly string[],
  available: { from: string; to: string },
  fetchImpl?: FetchImpl,
): Promise<IntervalDay[]> {
  const wanted = months.filter((month) => month >= available.from.slice(0, 7) && month <= available.to.slice(0, 7));
  const files = await Promise.all(wanted.map((month) => loadMonth(`${area}|${month}`, fetchImpl)));
  return files.flatMap((file) => file.days);
}
