import { z } from 'zod';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { DEFAULT_ELPRIS_API_BASE, priceUrl } from '@/lib/spot/live-prices';
import { type SpotContent } from '@/lib/domain/spot-prices';
import { addDays, stockholmMonthHours, stockholmYearHours } from '@/lib/domain/stockholm-time';
import {
  type RawDay,
  SpotDataError,
  accumulateByMonth,
  accumulateByYear,
  accumulateHourProfiles,
  buildRawDay,
  compactDay,
  extendPeriod,
  hourProfileFromAccumulator,
  monthlyFromAccumulator,
  readSpotContent,
  renderSpotContent,
  yearlyFromAccumulator,
} from './spot-data';
import { writeFilesAtomically } from './raw-data';
import { appendIntervalDays, readSpotIntervals, renderIntervals } from './spot-intervals';

/**
 * Refreshes content/data/spot/ from the elprisetjustnu.se API (docs/data-pipeline.md).
 *
 * Rules:
 * - Fetch starts the day after the later of meta.latestDay and meta.averagesThrough and runs up
 *   to tomorrow (published around 13:00), at most `maxDays` days per run.
 * - A day counts only when all four areas are there. A 404 means "not published yet": fetching
 *   stops there and the days before it are kept.
 * - Daily series: bundled plus fetched days, the latest `meta.daysKept` per area. The series may
 *   jump over a gap when the snapshot is older than `daysKept` days.
 * - Monthly and yearly averages are extended interval by interval: the running month/year is
 *   (avg × hours + new Σ price × h) / (hours + new h); new months start from fetched data alone.
 *   Hours below zero add up; each clock hour of the month's hour profile is extended the same way.
 *   `partial` stays true until the hours equal the month's (or year's) length.
 * - The full interval history (content/data/spot/intervals/{area}-{year}.json) gets every fetched
 *   day appended, a new year starting a new file.
 * - All or nothing: any offline, timeout, HTTP or validation failure writes no file; otherwise all
 *   files are validated, rendered, then renamed into place.
 */

export const DEFAULT_API_BASE = DEFAULT_ELPRIS_API_BASE;
export const DEFAULT_MAX_DAYS = 60;
export const DEFAULT_TIMEOUT_MS = 15_000;

export type SpotUpdateErrorKind = 'offline' | 'timeout' | 'http' | 'malformed';

export class SpotUpdateError extends Error {
  override name = 'SpotUpdateError';
  constructor(
    readonly kind: SpotUpdateErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const apiRowSchema = z.object({
  SEK_per_kWh: z.number().finite(),
  EUR_per_kWh: z.number().finite(),
  EXR: z.number().positive(),
  time_start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
  time_end: z.string(),
});
const apiDaySchema = z.array(apiRowSchema).min(1);

// Duck-typed on purpose: fetch's errors may come from another realm (test runners), where
// `instanceof Error` is false.
function errorField(error: unknown, field: 'name' | 'message' | 'cause' | 'code'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
}

function networkCode(error: unknown): string {
  const cause = errorField(error, 'cause');
  for (const detail of [errorField(cause, 'code'), errorField(cause, 'message'), errorField(error, 'message')]) {
    if (typeof detail === 'string' && detail.length > 0) return detail;
  }
  return String(error);
}

/** One area's day, or null when the API answers 404 (not published yet). */
export async function fetchDay(baseUrl: string, date: string, area: PriceArea, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<RawDay | null> {
  const url = priceUrl(baseUrl, date, area);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const name = errorField(error, 'name');
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SpotUpdateError('timeout', `Inget svar från ${url} inom ${timeoutMs / 1000} s. Inga filer ändrades.`);
    }
    throw new SpotUpdateError('offline', `Kunde inte nå ${url} (${networkCode(error)}). Ingen nätverksanslutning? Inga filer ändrades.`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SpotUpdateError('http', `${url} svarade HTTP ${response.status}. Inga filer ändrades.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new SpotUpdateError('malformed', `${url} gav inte giltig JSON. Inga filer ändrades.`);
  }
  const parsed = apiDaySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(rot)'}: ${issue.message}` : 'okänt fel';
    throw new SpotUpdateError('malformed', `${url} har oväntat format (${where}). Inga filer ändrades.`);
  }
  try {
    return buildRawDay(date, parsed.data);
  } catch (error) {
    if (error instanceof SpotDataError) {
      throw new SpotUpdateError('malformed', `${url}: ${error.message}. Inga filer ändrades.`);
    }
    throw error;
  }
}

/**
 * Adds fetched days (consecutive, starting the day after meta.averagesThrough) to the content.
 * Pure; see the rules at the top of this module.
 */
export function mergeFetchedDays(content: SpotContent, fetched: Readonly<Record<PriceArea, readonly RawDay[]>>): SpotContent {
  const { meta } = content;
  const dates = fetched.SE1.map((day) => day.date);
  const last = dates.at(-1);
  if (!last) return content;
  const start = addDays(meta.latestDay > meta.averagesThrough ? meta.latestDay : meta.averagesThrough);
  dates.forEach((date, i) => {
    if (date !== addDays(start, i)) throw new SpotDataError(`Fetched days must run from ${start} without gaps; got ${date} at ${i}`);
  });

  const monthly = {} as SpotContent['monthly'];
  const yearly = {} as SpotContent['yearly'];
  const hourProfiles = {} as SpotContent['hourProfiles'];
  const latestDays = {} as SpotContent['latestDays'];
  for (const area of PRICE_AREAS) {
    const days = fetched[area];
    if (days.map((day) => day.date).join() !== dates.join()) throw new SpotDataError(`${area}: fetched days differ from SE1`);

    latestDays[area] = [...content.latestDays[area], ...days.map(compactDay)].slice(-meta.daysKept);

    const months = [...content.monthly[area]];
    for (const [month, acc] of accumulateByMonth(days)) {
      const stored = months.at(-1);
      if (stored?.month === month) months[months.length - 1] = extendPeriod(stored, acc, stockholmMonthHours(month));
      else months.push(monthlyFromAccumulator(month, acc));
    }
    monthly[area] = months;

    const years = [...content.yearly[area]];
    for (const [year, acc] of accumulateByYear(days)) {
      const stored = years.at(-1);
      if (stored?.year === year) years[years.length - 1] = extendPeriod(stored, acc, stockholmYearHours(year));
      else years.push(yearlyFromAccumulator(year, acc));
    }
    yearly[area] = years;

    const profiles = [...content.hourProfiles[area]];
    for (const [month, acc] of accumulateHourProfiles(days)) {
      const stored = profiles.at(-1);
      if (stored?.month === month) profiles[profiles.length - 1] = hourProfileFromAccumulator(month, acc, stored);
      else profiles.push(hourProfileFromAccumulator(month, acc));
    }
    hourProfiles[area] = profiles;
  }
  return {
    meta: { ...meta, latestDay: last, latestMonth: last.slice(0, 7), averagesThrough: last },
    monthly,
    yearly,
    hourProfiles,
    latestDays,
  };
}

export interface UpdateOptions {
  contentDir: string;
  /** Stockholm calendar date of "today" ('YYYY-MM-DD'); tomorrow is tried as well. */
  today: string;
  baseUrl?: string;
  maxDays?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

export interface UpdateResult {
  /** Days added, ascending (empty when already up to date). */
  days: string[];
  /** First day the API did not have yet, if fetching stopped on a 404. */
  notPublished?: string;
  /** True when the per-run cap stopped fetching before tomorrow. */
  capped: boolean;
  files: string[];
}

export async function updateSpotPrices(options: UpdateOptions): Promise<UpdateResult> {
  const {
    contentDir,
    today,
    baseUrl = DEFAULT_API_BASE,
    maxDays = DEFAULT_MAX_DAYS,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    fetchImpl = fetch,
    log = () => {},
  } = options;
  const content = await readSpotContent(contentDir);
  const intervals = await readSpotIntervals(contentDir);
  const { latestDay, averagesThrough } = content.meta;
  const first = addDays(latestDay > averagesThrough ? latestDay : averagesThrough);
  const lastWanted = addDays(today);

  const fetched = mapPriceAreas((): RawDay[] => []);
  const days: string[] = [];
  let notPublished: string | undefined;
  let date = first;
  while (date <= lastWanted && days.length < maxDays) {
    const dayByArea: RawDay[] = [];
    for (const area of PRICE_AREAS) {
      const day = await fetchDay(baseUrl, date, area, timeoutMs, fetchImpl);
      if (!day) break;
      dayByArea.push(day);
    }
    if (dayByArea.length < PRICE_AREAS.length) {
      notPublished = date;
      log(`${date}: inte publicerat än (404), hämtningen slutar här.`);
      break;
    }
    PRICE_AREAS.forEach((area, i) => fetched[area].push(dayByArea[i] as RawDay));
    days.push(date);
    log(`${date}: ${dayByArea[0]?.prices.length ?? 0} intervall per elområde.`);
    date = addDays(date);
  }
  const capped = notPublished === undefined && date <= lastWanted;
  if (days.length === 0) return { days, notPublished, capped, files: [] };

  let files: Record<string, string>;
  try {
    files = {
      ...renderSpotContent(mergeFetchedDays(content, fetched)),
      ...renderIntervals(mapPriceAreas((area) => appendIntervalDays(area, intervals[area], fetched[area]))),
    };
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    throw new SpotUpdateError('malformed', `De hämtade priserna gick inte att foga in: ${reason}. Inga filer ändrades.`);
  }
  await writeFilesAtomically(contentDir, files);
  return { days, notPublished, capped, files: Object.keys(files).sort() };
}
