import { memoisedJson, type FetchImpl } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';
import { isSpotMonthFile, spotMonthPath, type IntervalDay, type SpotMonthFile } from '@/lib/spot/interval-file';

/**
 * The browser's read of the build's spot month files (/data/spotpriser/{area}-{YYYY-MM}.json),
 * only the months a meter file covers, each once per page load and checked by a hand-written
 * guard. A month the site has no file for (before its data, after its latest day) is no prices,
 * not an error; any other failure rejects.
 */

const loaders = new Map<string, (fetchImpl?: FetchImpl) => Promise<SpotMonthFile>>();

function loader(area: string, month: string) {
  const key = `${area}-${month}`;
  let load = loaders.get(key);
  if (!load) {
    load = memoisedJson(spotMonthPath(area, month), versionedCheck('spotpriser', (value): value is SpotMonthFile => isSpotMonthFile(value, area, month)), 'a spot month file');
    loaders.set(key, load);
  }
  return load;
}

/** Every interval day of the given months the site has, ascending. */
export async function loadSpotDays(area: string, months: readonly string[], available: { from: string; to: string }, fetchImpl?: FetchImpl): Promise<IntervalDay[]> {
  const wanted = months.filter((month) => month >= available.from.slice(0, 7) && month <= available.to.slice(0, 7));
  const files = await Promise.all(wanted.map((month) => loader(area, month)(fetchImpl)));
  return files.flatMap((file) => file.days);
}
