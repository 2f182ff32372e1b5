import { getCatalogueFile, getScbFile } from '@/lib/content/market-files';
import { getHourProfiles, getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { invalidContent, lazy } from '@/lib/content/load';
import type { HourProfile, MonthlyAverage, YearlyAverage } from '@/lib/domain/spot-prices';
import { VAT_RATE, withVat } from '@/lib/domain/constants';
import { REDUCED_ENERGY_TAX_AREA, energyTaxPeriodFor, energyTaxRate } from '@/lib/domain/energy-tax';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatChangePercent, formatDate, formatKr, formatList, formatMonthYear, formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';
import { areaDatesText, sourceText } from '@/lib/market/basis';
import { catalogueAreaSources, catalogueOffers } from '@/lib/market/catalogue';
import { ELPRISKOLLEN, type AreaSource, type MarketOffer } from '@/lib/market/offer';
import { SCB_CONTRACTS, SCB_HOUSEHOLD_KWH, scbSourceText, seriesOf, type ScbAverages, type ScbContract, type ScbHouseholdKwh } from '@/lib/market/scb';
import { variableOfferSpread, type OfferPart, type Spread } from '@/lib/market/spread';

import { DIRECTIVE } from './markdown-file';

/**
 * The figures inside Markdown (docs/rules/editorial.md), for every collection (articles,
 * guides, the school, news, /fiber-stockholm, city copy) and the copy modules that opt in
 * (lib/content/editorial/copy.ts): `{{spot.month SE3 2025-10}}` and its kin are replaced at build
 * time by sv-SE text computed from the bundled spot prices (lib/content/spot-prices.ts), the
 * market catalogue and SCB's averages (lib/content/market-files.ts: `market.*`, `scb.*`) and the
 * tax table (lib/domain/energy-tax.ts), so no writer types a price by hand. An unknown directive or a bad argument fails the build, naming
 * the file and the line. Copy that may only be paragraphs (city copy) takes the inline directives
 * only: a table fails the build there.
 *
 * Where the city-copy engine this one replaced answered differently, this one's answer is kept
 * (tests/unit/editorial/directives.test.ts): a month must be complete in all four areas and from
 * 2023 on; `latest` is the newest such month; a change from an average of zero or below is refused,
 * not computed against its absolute value.
 */

/**
 * The first month and year a directive may name. The raw interval files bundled with the project
 * start in 2023 (shared/data/raw/README.md); earlier averages exist only in the derived snapshot,
 * and SE2 2022 misses four hours, so articles quote 2023 onwards.
 */
export const FIRST_DIRECTIVE_MONTH = '2023-01';
export const FIRST_DIRECTIVE_YEAR = 2023;
/** The most months one {{spot.monthTable}} may show (a table still readable on a phone). */
export const MAX_TABLE_MONTHS = 6;

class DirectiveError extends Error {}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

interface SpotIndex {
  month: Map<string, Record<PriceArea, number>>;
  year: Map<number, Record<PriceArea, number>>;
  /** Hours below zero of the complete months and years, where the data counts them. */
  negativeMonth: Map<string, Record<PriceArea, number>>;
  negativeYear: Map<number, Record<PriceArea, number>>;
  firstMonth: string;
  latestMonth: string;
  firstYear: number;
  latestYear: number;
}

function hasEveryArea<T>(row: Record<PriceArea, T | undefined>): row is Record<PriceArea, T> {
  return PRICE_AREAS.every((area) => row[area] !== undefined);
}

/** The keys every area has, each with its four values. */
function completeRows<K>(byArea: Record<PriceArea, ReadonlyMap<K, number>>): Map<K, Record<PriceArea, number>> {
  const rows = new Map<K, Record<PriceArea, number>>();
  for (const key of byArea.SE1.keys()) {
    const row = mapPriceAreas((area) => byArea[area].get(key));
    if (hasEveryArea(row)) rows.set(key, row);
  }
  return rows;
}

/** The spot data the directives read: the bundled files in the site, fixtures in tests. */
export interface DirectiveSpotData {
  monthly(area: PriceArea): readonly (Pick<MonthlyAverage, 'month' | 'avg' | 'partial'> & Partial<Pick<MonthlyAverage, 'negativeHours'>>)[];
  yearly(area: PriceArea): readonly (Pick<YearlyAverage, 'year' | 'avg' | 'partial'> & Partial<Pick<YearlyAverage, 'negativeHours'>>)[];
  /** Each month's prices by clock hour (only {{spot.cheapHours}} reads them). */
  hourProfiles?(area: PriceArea): readonly HourProfile[];
  /** The last day of the bundled prices ('YYYY-MM-DD') and the source to credit. */
  dates(): { averagesThrough: string; attribution: string; sourceUrl: string };
}

/** The market catalogue and SCB's averages as the directives read them: the bundled files, fixtures in tests. */
export interface DirectiveMarketData {
  offers(): readonly MarketOffer[];
  areaSources(): Readonly<Record<PriceArea, AreaSource>>;
  scb(): ScbAverages;
}

const BUNDLED: DirectiveSpotData = {
  monthly: getMonthlyAverages,
  yearly: getYearlyAverages,
  hourProfiles: getHourProfiles,
  dates: getSpotDataDates,
};

const BUNDLED_MARKET: DirectiveMarketData = {
  offers: lazy(() => catalogueOffers(getCatalogueFile())),
  areaSources: lazy(() => catalogueAreaSources(getCatalogueFile())),
  scb: getScbFile,
};

/** Months and years that are complete in all four areas, from FIRST_DIRECTIVE_* on. */
function buildSpotIndex(data: DirectiveSpotData): SpotIndex {
  const month = completeRows(
    mapPriceAreas(
      (area) =>
        new Map(data.monthly(area).flatMap((entry) => (entry.partial || entry.month < FIRST_DIRECTIVE_MONTH ? [] : [[entry.month, entry.avg] as const]))),
    ),
  );
  const year = completeRows(
    mapPriceAreas(
      (area) => new Map(data.yearly(area).flatMap((entry) => (entry.partial || entry.year < FIRST_DIRECTIVE_YEAR ? [] : [[entry.year, entry.avg] as const]))),
    ),
  );
  const negativeMonth = completeRows(
    mapPriceAreas(
      (area) =>
        new Map(
          data
            .monthly(area)
            .flatMap((entry) =>
              entry.partial || entry.month < FIRST_DIRECTIVE_MONTH || entry.negativeHours === undefined ? [] : [[entry.month, entry.negativeHours] as const],
            ),
        ),
    ),
  );
  const negativeYear = completeRows(
    mapPriceAreas(
      (area) =>
        new Map(
          data
            .yearly(area)
            .flatMap((entry) =>
              entry.partial || entry.year < FIRST_DIRECTIVE_YEAR || entry.negativeHours === undefined ? [] : [[entry.year, entry.negativeHours] as const],
            ),
        ),
    ),
  );
  const months = [...month.keys()].sort();
  const years = [...year.keys()].sort((a, b) => a - b);
  if (months.length === 0 || years.length === 0) throw new Error('The bundled spot data has no complete month or year for the directives');
  return {
    month,
    year,
    negativeMonth,
    negativeYear,
    firstMonth: months[0]!,
    latestMonth: months[months.length - 1]!,
    firstYear: years[0]!,
    latestYear: years[years.length - 1]!,
  };
}

function parseArea(arg: string | undefined): PriceArea {
  if (arg && (PRICE_AREAS as readonly string[]).includes(arg)) return arg as PriceArea;
  throw new DirectiveError(`price area "${arg ?? ''}" is not one of ${PRICE_AREAS.join(', ')}`);
}

function percentChange(from: number, to: number): string {
  if (!(from > 0)) throw new DirectiveError('the change from an average of zero or below is not meaningful');
  return formatChangePercent(((to - from) / from) * 100);
}

function expectArgs(args: readonly string[], count: number): void {
  if (args.length !== count) throw new DirectiveError(`expected ${count} argument${count === 1 ? '' : 's'}, got ${args.length}`);
}

/** A GFM table: areas as rows, periods as columns, one decimal, right-aligned numbers. */
function areaTable(columns: readonly string[], value: (area: PriceArea, column: number) => number): string {
  const header = `| Elområde | ${columns.join(' | ')} |`;
  const rule = `| :-- | ${columns.map(() => '--:').join(' | ')} |`;
  const rows = PRICE_AREAS.map((area) => `| ${area} | ${columns.map((_, i) => formatNumber(value(area, i), 1)).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

const reducedRate = () => energyTaxRate(REDUCED_ENERGY_TAX_AREA.municipalities[0]);
/** 2025's row of the tax table, for copy that compares the years. */
const rate2025 = () => energyTaxRate(undefined, energyTaxPeriodFor('2025-07-01').period);

type Directive = { block?: boolean; render: (args: readonly string[]) => string };

/** A directive with a fixed number of arguments. */
function inline(count: number, render: (args: readonly string[]) => string): Directive {
  return {
    render: (args) => {
      expectArgs(args, count);
      return render(args);
    },
  };
}

/** 'alla' (every area) or one price area. */
function parseAreaOrAll(arg: string | undefined): PriceArea | null {
  return arg === 'alla' ? null : parseArea(arg);
}

/** Whole hours, as a count: '1 timme', '428 timmar' (a quarter-hour counts 0,25 h; rounded once, here). */
function formatHourCount(hours: number): string {
  const whole = Math.round(hours);
  return `${formatNumber(whole)}\u00A0${whole === 1 ? 'timme' : 'timmar'}`;
}

/** A clock hour as Swedish times are written in running text: '02', '12'. */
function clockHour(hour: number): string {
  return String(((hour % 24) + 24) % 24).padStart(2, '0');
}

/** The length of the block {{spot.cheapHours}} names: three hours in a row. */
export const CHEAP_HOURS_BLOCK = 3;

/**
 * The cheapest run of `length` clock hours in a profile of 24 mean prices, the run may cross
 * midnight; ties go to the earliest start. Returns the first hour.
 */
export function cheapestRun(avg: readonly number[], length = CHEAP_HOURS_BLOCK): number {
  let best = 0;
  let bestSum = Number.POSITIVE_INFINITY;
  for (let start = 0; start < avg.length; start += 1) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += avg[(start + i) % avg.length]!;
    if (sum < bestSum - 1e-9) {
      best = start;
      bestSum = sum;
    }
  }
  return best;
}

function parseContract(arg: string | undefined): ScbContract {
  if (arg && (SCB_CONTRACTS as readonly string[]).includes(arg)) return arg as ScbContract;
  throw new DirectiveError(`contract "${arg ?? ''}" is not one of ${SCB_CONTRACTS.join(', ')}`);
}

function parseHousehold(arg: string | undefined): ScbHouseholdKwh {
  const kwh = Number(arg);
  if ((SCB_HOUSEHOLD_KWH as readonly number[]).includes(kwh)) return kwh as ScbHouseholdKwh;
  throw new DirectiveError(`household "${arg ?? ''}" is not one of SCB's ${SCB_HOUSEHOLD_KWH.join(', ')} kWh`);
}

/** The market directives: the catalogue's variable offers and SCB's averages, each read on first use. */
function marketDirectives(market: DirectiveMarketData): Readonly<Record<string, Directive>> {
  const spread = (areaArg: string | undefined, part: OfferPart): Spread => {
    const area = parseAreaOrAll(areaArg);
    try {
      return variableOfferSpread(market.offers(), area, part);
    } catch (error) {
      if (error instanceof RangeError) throw new DirectiveError(error.message);
      throw error;
    }
  };
  const oreRange = (s: Spread) => `${formatNumber(s.low, 1)}–${formatOrePerKwh(s.high)}`;

  function scbMonthIndex(arg: string | undefined): number {
    const { months } = market.scb();
    const index = arg === undefined || arg === 'latest' ? months.length - 1 : months.indexOf(arg);
    if (index < 0) throw new DirectiveError(`month "${arg ?? ''}" is not in SCB's series (${months[0]} to ${months.at(-1)}, or latest)`);
    return index;
  }

  /** anvisat − rörligt for one area and household in one month of SCB's series, öre/kWh excl. VAT. */
  function anvisatPremium(area: PriceArea, kwh: ScbHouseholdKwh, monthIndex: number): number {
    const data = market.scb();
    return seriesOf(data, 'anvisat', area, kwh)[monthIndex]! - seriesOf(data, 'rorligt', area, kwh)[monthIndex]!;
  }

  return {
    'market.markupRange': inline(1, ([area]) => oreRange(spread(area, 'markup'))),
    'market.markupMedian': inline(1, ([area]) => formatOrePerKwh(spread(area, 'markup').median)),
    'market.addedRange': inline(1, ([area]) => oreRange(spread(area, 'added'))),
    'market.addedMedian': inline(1, ([area]) => formatOrePerKwh(spread(area, 'added').median)),
    'market.feeRange': inline(1, ([area]) => {
      const fee = spread(area, 'fee');
      return `${formatNumber(fee.low)}–${formatKr(fee.high)}`;
    }),
    'market.feeMedian': inline(1, ([area]) => formatKr(spread(area, 'fee').median)),
    'market.count': inline(1, ([area]) => formatNumber(spread(area, 'markup').count)),
    'market.period': inline(0, () => {
      const months = [...new Set(Object.values(market.areaSources()).map((source) => source.date.slice(0, 7)))].sort();
      return formatList(months.map(formatMonthYear));
    }),
    'market.source': inline(1, ([areaArg]) => {
      const area = parseAreaOrAll(areaArg);
      const sources = market.areaSources();
      return area ? sourceText(sources[area]) : `${ELPRISKOLLEN.name}, hämtat för ${areaDatesText(sources)}`;
    }),
    'scb.price': {
      render: (args) => {
        if (args.length !== 3 && args.length !== 4) throw new DirectiveError(`expected 3 or 4 arguments, got ${args.length}`);
        const [contract, area, kwh, month] = args;
        return formatOrePerKwh(seriesOf(market.scb(), parseContract(contract), parseArea(area), parseHousehold(kwh))[scbMonthIndex(month)]!);
      },
    },
    'scb.month': inline(0, () => formatMonthYear(market.scb().months.at(-1)!)),
    'scb.source': inline(0, () => scbSourceText(market.scb())),
    // The copy says anvisade avtal cost more: the build fails the day SCB's newest month says otherwise.
    'scb.anvisatPremium': inline(2, ([areaArg, kwhArg]) => {
      const premium = anvisatPremium(parseArea(areaArg), parseHousehold(kwhArg), scbMonthIndex('latest'));
      if (!(premium > 0))
        throw new DirectiveError(
          `anvisade avtal were not dearer than new variable ones in SCB's newest month (${formatNumber(premium, 1)} öre/kWh): reword the copy`,
        );
      return formatOrePerKwh(premium);
    }),
    'scb.anvisatDearer': inline(1, ([kwhArg]) => {
      const kwh = parseHousehold(kwhArg);
      const { months } = market.scb();
      const cases = PRICE_AREAS.flatMap((area) => months.map((_, i) => anvisatPremium(area, kwh, i) > 0));
      const dearer = cases.filter(Boolean).length;
      const period = `från ${formatMonthYear(months[0]!)} till ${formatMonthYear(months.at(-1)!)}`;
      if (dearer === 0) throw new DirectiveError('anvisade avtal were never dearer than new variable ones: reword the copy');
      return dearer === cases.length
        ? `i alla fyra elområden varje månad ${period}`
        : `i ${formatNumber(dearer)} av ${formatNumber(cases.length)} fall (elområde och månad) ${period}`;
    }),
  };
}

/** The directives over one source of spot data; the index of complete months is built on first use. */
function directivesFor(data: DirectiveSpotData, market: DirectiveMarketData): Readonly<Record<string, Directive>> {
  const index = lazy(() => buildSpotIndex(data));

  function parseMonth(arg: string | undefined): string {
    const spot = index();
    const month = arg === 'latest' ? spot.latestMonth : arg;
    if (!month || !MONTH.test(month) || !spot.month.has(month)) {
      throw new DirectiveError(`month "${arg ?? ''}" is not a complete month in the data (YYYY-MM from ${spot.firstMonth} to ${spot.latestMonth}, or latest)`);
    }
    return month;
  }

  function parseYear(arg: string | undefined): number {
    const spot = index();
    const year = arg && YEAR.test(arg) ? Number(arg) : NaN;
    if (!spot.year.has(year)) {
      throw new DirectiveError(`year "${arg ?? ''}" is not a complete year in the data (${spot.firstYear} to ${spot.latestYear})`);
    }
    return year;
  }

  function monthAvg(area: PriceArea, month: string): number {
    return index().month.get(month)![area];
  }

  function yearAvg(area: PriceArea, year: number): number {
    return index().year.get(year)![area];
  }

  /** The area with the lowest (or highest) average; ties go to the northernmost, SE1 first. */
  function extremeArea(month: string, pick: 'lowest' | 'highest'): PriceArea {
    const row = index().month.get(month)!;
    return PRICE_AREAS.reduce((best, area) => ((pick === 'lowest' ? row[area] < row[best] : row[area] > row[best]) ? area : best));
  }

  function sourceCaption(what: string): string {
    const { attribution, sourceUrl } = data.dates();
    return `*${what}, öre/kWh exklusive moms, tidsviktade medelvärden för elområde SE1–SE4. ${attribution} ([${new URL(sourceUrl).host}](${sourceUrl})).*`;
  }

  return {
    'spot.month': inline(2, ([area, month]) => formatOrePerKwh(monthAvg(parseArea(area), parseMonth(month)))),
    'spot.monthInclVat': inline(2, ([area, month]) => formatOrePerKwh(withVat(monthAvg(parseArea(area), parseMonth(month))))),
    'spot.year': inline(2, ([area, year]) => formatOrePerKwh(yearAvg(parseArea(area), parseYear(year)))),
    'spot.change': inline(3, ([areaArg, from, to]) => {
      const area = parseArea(areaArg);
      return percentChange(monthAvg(area, parseMonth(from)), monthAvg(area, parseMonth(to)));
    }),
    'spot.yearChange': inline(3, ([areaArg, from, to]) => {
      const area = parseArea(areaArg);
      return percentChange(yearAvg(area, parseYear(from)), yearAvg(area, parseYear(to)));
    }),
    'spot.spread': inline(1, ([monthArg]) => {
      const month = parseMonth(monthArg);
      return formatOrePerKwh(monthAvg('SE4', month) - monthAvg('SE1', month));
    }),
    'spot.cheapest': inline(1, ([month]) => extremeArea(parseMonth(month), 'lowest')),
    'spot.dearest': inline(1, ([month]) => extremeArea(parseMonth(month), 'highest')),
    'spot.monthName': inline(1, ([month]) => formatMonthYear(parseMonth(month))),
    'spot.latestDay': inline(0, () => formatDate(data.dates().averagesThrough)),
    'spot.monthTable': {
      block: true,
      render: (args) => {
        if (args.length < 1 || args.length > MAX_TABLE_MONTHS) {
          throw new DirectiveError(`expected 1–${MAX_TABLE_MONTHS} months, got ${args.length}`);
        }
        const months = args.map(parseMonth);
        if (months.some((month, i) => i > 0 && month <= months[i - 1]!)) throw new DirectiveError('months must be given in order, each once');
        const table = areaTable(months.map(formatMonthYear), (area, i) => monthAvg(area, months[i]!));
        return `${table}\n\n${sourceCaption('Månadsmedel av spotpriset')}`;
      },
    },
    'spot.yearTable': {
      block: true,
      render: (args) => {
        expectArgs(args, 2);
        const from = parseYear(args[0]);
        const to = parseYear(args[1]);
        if (to < from) throw new DirectiveError('the first year must not come after the second');
        const years = Array.from({ length: to - from + 1 }, (_, i) => parseYear(String(from + i)));
        const table = areaTable(years.map(String), (area, i) => yearAvg(area, years[i]!));
        return `${table}\n\n${sourceCaption('Årsmedel av spotpriset')}`;
      },
    },
    'tax.energy': inline(0, () => formatOrePerKwh(energyTaxRate().oreExVat)),
    'tax.energyInclVat': inline(0, () => formatOrePerKwh(energyTaxRate().oreInclVat)),
    'tax.energyReduced': inline(0, () => formatOrePerKwh(reducedRate().oreExVat)),
    'tax.energyReducedInclVat': inline(0, () => formatOrePerKwh(reducedRate().oreInclVat)),
    'tax.energy2025': inline(0, () => formatOrePerKwh(rate2025().oreExVat)),
    'tax.energy2025InclVat': inline(0, () => formatOrePerKwh(rate2025().oreInclVat)),
    'spot.negativeHours': inline(2, ([areaArg, period]) => {
      const area = parseArea(areaArg);
      const spot = index();
      const hours = period && YEAR.test(period) ? spot.negativeYear.get(parseYear(period))?.[area] : spot.negativeMonth.get(parseMonth(period))?.[area];
      if (hours === undefined) throw new DirectiveError(`the data has no count of negative hours for ${period ?? ''}`);
      return formatHourCount(hours);
    }),
    'spot.negativeHoursRange': inline(2, ([fromArg, toArg]) => {
      const from = parseYear(fromArg);
      const to = parseYear(toArg);
      if (to < from) throw new DirectiveError('the first year must not come after the second');
      const counts = Array.from({ length: to - from + 1 }, (_, i) => {
        const row = index().negativeYear.get(from + i);
        if (!row) throw new DirectiveError(`the data has no count of negative hours for ${from + i}`);
        return PRICE_AREAS.map((area) => Math.round(row[area]));
      }).flat();
      return `${formatNumber(Math.min(...counts))}–${formatNumber(Math.max(...counts))}\u00A0timmar`;
    }),
    'spot.cheapHours': inline(3, ([areaArg, fromArg, toArg]) => {
      const area = parseArea(areaArg);
      const from = parseMonth(fromArg);
      const to = parseMonth(toArg);
      if (to < from) throw new DirectiveError('the first month must not come after the second');
      const profiles = (data.hourProfiles?.(area) ?? []).filter((profile) => profile.month >= from && profile.month <= to);
      const wanted = [...index().month.keys()].filter((month) => month >= from && month <= to);
      const missing = wanted.filter((month) => !profiles.some((profile) => profile.month === month));
      if (missing.length > 0) throw new DirectiveError(`no prices by hour for ${missing.join(', ')}`);
      const avg = Array.from({ length: 24 }, (_, hour) => {
        const hours = profiles.reduce((sum, p) => sum + p.hours[hour]!, 0);
        return profiles.reduce((sum, p) => sum + p.avg[hour]! * p.hours[hour]!, 0) / hours;
      });
      const start = cheapestRun(avg);
      return `kl.\u00A0${clockHour(start)}–${clockHour(start + CHEAP_HOURS_BLOCK)}`;
    }),
    'tax.vat': inline(0, () => formatPercent(VAT_RATE * 100, 0)),
    ...marketDirectives(market),
  };
}

/** The directive names, for documentation and tests. */
export const DIRECTIVE_NAMES = Object.keys(directivesFor(BUNDLED, BUNDLED_MARKET));

export interface ResolveOptions {
  /** Copy that may only be paragraphs (city copy): a block directive (a table) fails the build. */
  inlineOnly?: boolean;
}

export type DirectiveResolver = (markdown: string, file: string, options?: ResolveOptions) => string;

/**
 * A resolver over `data`: replaces every directive in a Markdown body. `file` names the source in
 * errors, with the line. Block directives (tables) must stand alone on their line.
 */
export function createDirectiveResolver(data: DirectiveSpotData, market: DirectiveMarketData = BUNDLED_MARKET): DirectiveResolver {
  const directives = lazy(() => directivesFor(data, market));
  return (markdown, file, { inlineOnly = false } = {}) => resolveWith(directives(), markdown, file, inlineOnly);
}

/** Every directive against the bundled spot prices, the market catalogue and the tax table: what the site renders. */
export const resolveDirectives: DirectiveResolver = createDirectiveResolver(BUNDLED, BUNDLED_MARKET);

function resolveWith(directives: Readonly<Record<string, Directive>>, markdown: string, file: string, inlineOnly: boolean): string {
  const problems: { field: string; message: string }[] = [];
  const lines = markdown.split('\n').map((line, lineIndex) => {
    const where = `body line ${lineIndex + 1}`;
    const resolved = line.replace(DIRECTIVE, (whole: string, inner: string) => {
      const [name = '', ...args] = inner.trim().split(/\s+/);
      const directive = Object.hasOwn(directives, name) ? directives[name] : undefined;
      if (!directive) {
        problems.push({ field: where, message: `unknown directive ${whole}` });
        return whole;
      }
      if (directive.block && inlineOnly) {
        problems.push({ field: where, message: `${whole}: a table is not allowed here (plain paragraphs only)` });
        return whole;
      }
      if (directive.block && line.trim() !== whole) {
        problems.push({ field: where, message: `${whole} must stand alone on its own line` });
        return whole;
      }
      try {
        return directive.render(args);
      } catch (error) {
        if (!(error instanceof DirectiveError)) throw error;
        problems.push({ field: where, message: `${whole}: ${error.message}` });
        return whole;
      }
    });
    if (problems.length === 0 && /\{\{|\}\}/.test(resolved)) {
      problems.push({ field: where, message: 'unmatched "{{" or "}}" (a directive is written {{name arguments}})' });
    }
    return resolved;
  });
  if (problems.length > 0) throw invalidContent(file, problems);
  return lines.join('\n');
}
