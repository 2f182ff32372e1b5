import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { invalidContent, lazy, lazyByKey } from '@/lib/content/load';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { intervalYearSchema, type IntervalYear } from '@/lib/domain/spot-interval-schemas';
import type { SpotMonthFile } from '@/lib/spot/interval-file';

/**
 * The full interval history per area (content/data/spot/intervals/, written by
 * `npm run import:prices` and `npm run prices:update`), read from disk when the build writes the
 * per-month files /min-forbrukning fetches (app/data/spotpriser/). Read, not imported, like the
 * other spot files (lib/content/spot-prices.ts): the daily refresh rewrites them.
 */

const DIR = 'content/data/spot/intervals';

const yearsOf = lazyByKey((area: PriceArea): readonly IntervalYear[] => {
  const dir = path.join(process.cwd(), DIR);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${area}-`) && name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = intervalYearSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      if (!parsed.success)
        throw invalidContent(
          `${DIR}/${name}`,
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        );
      return parsed.data;
    });
});

/** An area's months with interval prices, 'YYYY-MM' ascending. */
export const getIntervalMonths = lazyByKey((area: PriceArea): readonly string[] => [
  ...new Set(yearsOf(area).flatMap((year) => year.days.map((day) => day.date.slice(0, 7)))),
]);

/** One area's month as the build publishes it. */
export function getSpotMonthFile(area: PriceArea, month: string): SpotMonthFile {
  const days = yearsOf(area)
    .filter((year) => year.year === Number(month.slice(0, 4)))
    .flatMap((year) => year.days.filter((day) => day.date.startsWith(`${month}-`)));
  return { area, month, days };
}

/** Every (area, month) the build writes a file for. */
export function allSpotMonths(): { area: PriceArea; month: string }[] {
  return PRICE_AREAS.flatMap((area) => getIntervalMonths(area).map((month) => ({ area, month })));
}

/** The first and last day every area has interval prices for ('YYYY-MM-DD'). */
export const getIntervalRange = lazy((): { from: string; to: string } => {
  const spans = PRICE_AREAS.map((area) => {
    const years = yearsOf(area);
    const from = years[0]?.days[0]?.date;
    const to = years.at(-1)?.days.at(-1)?.date;
    if (!from || !to) throw new Error(`${DIR}: no interval prices for ${area}`);
    return { from, to };
  });
  return {
    from: spans
      .map((s) => s.from)
      .sort()
      .at(-1)!,
    to: spans.map((s) => s.to).sort()[0]!,
  };
});
