import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { type MonthlyAverage, type SpotContent, type YearlyAverage, storedPriceOre } from '@/lib/domain/spot-prices';
import { SPOT_SOURCE, SPOT_UNIT } from '@/lib/domain/spot-price-schemas';
import { stockholmDate, stockholmMidnightMs, stockholmMonthHours, stockholmYearHours } from '@/lib/domain/stockholm-time';
import {
  DEFAULT_DAYS_KEPT,
  type PeriodAccumulator,
  type PriceRow,
  type RawDay,
  SpotDataError,
  accumulateByMonth,
  accumulateByYear,
  accumulateHourProfiles,
  buildRawDay,
  compactDay,
  hourProfileFromAccumulator,
  monthlyFromAccumulator,
  renderSpotContent,
  yearlyFromAccumulator,
} from './spot-data';
import { readRawText, writeFilesAtomically } from './raw-data';
import { parseCsvRows } from './csv';
import { intervalsFromDays, renderIntervals } from './spot-intervals';
import type { SpotIntervals } from '@/lib/domain/spot-interval-schemas';

/**
 * Converts the bundled snapshot in shared/data/raw (see its README) into content/data/spot/.
 * - Interval prices: tunaftw SE{n}/{year}.csv, SEK/kWh ex VAT, keyed on time_start.
 * - Monthly and yearly averages: the derived files (2021-11 → 2026-04-14). Periods the raw files
 *   cover completely are recomputed from them, with exact min/max in öre, and must agree with
 *   the derived average to 0.01 öre, or the import stops.
 */

export const TUNAFTW_DIR = 'spot_prices/tunaftw_electricity-price';
export const DERIVED_MONTHLY = 'derived/spot_monthly_avg_SE1-SE4_2021-11_2026-04.csv';
export const DERIVED_YEARLY = 'derived/spot_yearly_avg_SE1-SE4_2021-2026.csv';
/** Largest accepted gap between our average and the derived one, öre/kWh. */
export const AGREEMENT_TOLERANCE_ORE = 0.01;

function readCsv(file: string, header: string): string[][] {
  const [first, ...rows] = parseCsvRows(readRawText(file, (message) => new SpotDataError(message)));
  if (first?.join(',') !== header) throw new SpotDataError(`${file}: unexpected header ${first?.join(',') ?? '(empty)'}`);
  return rows;
}

const num = z.coerce.number().finite();
const tunaftwRowSchema = z.tuple([z.string().min(20), z.string(), num, num, num]);

/** Every validated day of one area, ascending, from all tunaftw year files present. */
export function readRawDays(rawDir: string, area: PriceArea): RawDay[] {
  const dir = path.join(rawDir, TUNAFTW_DIR, area);
  if (!existsSync(dir)) throw new SpotDataError(`Missing raw directory: ${dir}`);
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}\.csv$/.test(name))
    .sort();
  const byDate = new Map<string, PriceRow[]>();
  for (const name of files) {
    const file = path.join(dir, name);
    for (const [i, cells] of readCsv(file, 'time_start,time_end,SEK_per_kWh,EUR_per_kWh,EXR').entries()) {
      const parsed = tunaftwRowSchema.safeParse(cells);
      if (!parsed.success) throw new SpotDataError(`${file}:${i + 2}: malformed row ${cells.join(',')}`);
      const [timeStart, , sek] = parsed.data;
      // The local calendar day is the date part of the offset timestamp.
      const date = timeStart.slice(0, 10);
      let rows = byDate.get(date);
      if (!rows) byDate.set(date, (rows = []));
      rows.push({ time_start: timeStart, SEK_per_kWh: sek });
    }
  }
  return [...byDate.keys()].sort().map((date) => buildRawDay(date, byDate.get(date) ?? []));
}

export interface DerivedPeriod {
  area: PriceArea;
  /** 'YYYY-MM' for months, 'YYYY' for years. */
  period: string;
  hours: number;
  avgEurPerMwh: number;
  avgOre: number;
  minEurPerMwh: number;
  maxEurPerMwh: number;
  /** Hours with a negative price (15-minute intervals count 0.25 h). */
  negativeHours: number;
}

const areaSchema = z.enum(PRICE_AREAS);

function readDerived(file: string, monthly: boolean): DerivedPeriod[] {
  const header = monthly
    ? 'zone,year,month,hours_covered,n_intervals,avg_eur_per_mwh,avg_sek_ore_per_kwh,min_eur_per_mwh,max_eur_per_mwh,negative_price_hours'
    : 'zone,year,hours_covered,n_intervals,avg_eur_per_mwh,avg_sek_ore_per_kwh,min_eur_per_mwh,max_eur_per_mwh,negative_price_hours';
  const rowSchema = monthly
    ? z.tuple([areaSchema, num, num, num, num, num, num, num, num, num])
    : z.tuple([areaSchema, num, num, num, num, num, num, num, num]);
  return readCsv(file, header).map((cells, i) => {
    const parsed = rowSchema.safeParse(cells);
    if (!parsed.success) throw new SpotDataError(`${file}:${i + 2}: malformed row ${cells.join(',')}`);
    const [area, year, ...rest] = parsed.data;
    const month = monthly ? rest.shift() : undefined;
    const [hours, , avgEurPerMwh, avgOre, minEurPerMwh, maxEurPerMwh, negativeHours] = rest as number[];
    return {
      area,
      period: month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`,
      hours: hours as number,
      avgEurPerMwh: avgEurPerMwh as number,
      avgOre: avgOre as number,
      minEurPerMwh: minEurPerMwh as number,
      maxEurPerMwh: maxEurPerMwh as number,
      negativeHours: negativeHours as number,
    };
  });
}

export function readDerivedMonthly(rawDir: string): DerivedPeriod[] {
  return readDerived(path.join(rawDir, DERIVED_MONTHLY), true);
}

export function readDerivedYearly(rawDir: string): DerivedPeriod[] {
  return readDerived(path.join(rawDir, DERIVED_YEARLY), false);
}

/**
 * The derived files give min/max only in EUR/MWh; we convert them at the period's own average
 * rate (avg öre ÷ avg EUR). Checked on 2023-2025 against exact values: off by up to ~4 öre.
 */
function estimatedRange(derived: DerivedPeriod): { min: number; max: number } {
  if (Math.abs(derived.avgEurPerMwh) < 1) {
    throw new SpotDataError(`${derived.area} ${derived.period}: average too close to 0 to derive an exchange rate`);
  }
  const orePerEurMwh = derived.avgOre / derived.avgEurPerMwh;
  return { min: storedPriceOre(derived.minEurPerMwh * orePerEurMwh), max: storedPriceOre(derived.maxEurPerMwh * orePerEurMwh) };
}

function checkAgreement(derived: DerivedPeriod, acc: PeriodAccumulator): void {
  if (acc.hours !== derived.hours) {
    throw new SpotDataError(`${derived.area} ${derived.period}: raw files cover ${acc.hours} h, derived file ${derived.hours} h`);
  }
  if (Math.abs(acc.avg - derived.avgOre) > AGREEMENT_TOLERANCE_ORE) {
    throw new SpotDataError(`${derived.area} ${derived.period}: average ${acc.avg.toFixed(4)} öre from raw files, ${derived.avgOre} in the derived file`);
  }
  if (acc.negativeHours !== derived.negativeHours) {
    throw new SpotDataError(
      `${derived.area} ${derived.period}: ${acc.negativeHours} hours below zero in the raw files, ${derived.negativeHours} in the derived file`,
    );
  }
}

/** Merges derived periods with raw-computed ones; a period the raw files cover completely uses the raw values. */
function mergePeriods<K extends string | number, T extends MonthlyAverage | YearlyAverage>(
  derived: readonly DerivedPeriod[],
  raw: Map<K, PeriodAccumulator>,
  key: (period: string) => K,
  periodHours: (k: K) => number,
  fromAcc: (k: K, acc: PeriodAccumulator) => T,
  fromDerived: (k: K, d: DerivedPeriod, partial: boolean) => T,
): T[] {
  const result = new Map<K, T>();
  for (const d of derived) {
    const k = key(d.period);
    const acc = raw.get(k);
    const rawComplete = acc !== undefined && acc.hours >= Math.min(periodHours(k), d.hours);
    if (acc && rawComplete) {
      checkAgreement(d, acc);
      result.set(k, fromAcc(k, acc));
    } else {
      result.set(k, fromDerived(k, d, d.hours < periodHours(k)));
    }
  }
  for (const [k, acc] of raw) if (!result.has(k)) result.set(k, fromAcc(k, acc));
  return [...result.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

/** The last day the last period's data reaches, assuming the final month has no inner gap. */
function coveredThrough(month: MonthlyAverage): string {
  return stockholmDate(stockholmMidnightMs(`${month.month}-01`) + month.hours * 3_600_000 - 1);
}

export interface BuildOptions {
  rawDir: string;
  daysKept?: number;
  /** Each area's raw days when already read (readRawDays). */
  days?: Readonly<Record<PriceArea, RawDay[]>>;
}

/** The whole spot content computed from the raw snapshot (pure apart from reading files). */
export function buildSpotContentFromRaw({ rawDir, daysKept = DEFAULT_DAYS_KEPT, days: readDays }: BuildOptions): SpotContent {
  const derivedMonthly = readDerivedMonthly(rawDir);
  const derivedYearly = readDerivedYearly(rawDir);
  const latestDayPerArea: string[] = [];
  const throughPerArea: string[] = [];

  const perArea = mapPriceAreas((area) => {
    const days = readDays?.[area] ?? readRawDays(rawDir, area);
    const lastDay = days.at(-1);
    if (!lastDay) throw new SpotDataError(`${area}: no raw price days`);
    latestDayPerArea.push(lastDay.date);
    const monthly = mergePeriods(
      derivedMonthly.filter((d) => d.area === area),
      accumulateByMonth(days),
      (period) => period,
      stockholmMonthHours,
      monthlyFromAccumulator,
      (month, d, partial): MonthlyAverage => ({
        month,
        avg: d.avgOre,
        ...estimatedRange(d),
        hours: d.hours,
        partial,
        negativeHours: d.negativeHours,
        rangeEstimated: true,
      }),
    );
    const yearly = mergePeriods(
      derivedYearly.filter((d) => d.area === area),
      accumulateByYear(days),
      Number,
      stockholmYearHours,
      yearlyFromAccumulator,
      (year, d, partial): YearlyAverage => ({
        year,
        avg: d.avgOre,
        ...estimatedRange(d),
        hours: d.hours,
        partial,
        negativeHours: d.negativeHours,
        rangeEstimated: true,
      }),
    );
    const lastMonth = monthly.at(-1);
    if (!lastMonth) throw new SpotDataError(`${area}: no monthly averages`);
    throughPerArea.push(lastMonth.month === lastDay.date.slice(0, 7) ? lastDay.date : coveredThrough(lastMonth));
    // Profiles by hour of the day only from the interval files (2023 on); the derived files have none.
    const hourProfiles = [...accumulateHourProfiles(days)].map(([month, acc]) => hourProfileFromAccumulator(month, acc));
    return { latestDays: days.slice(-daysKept).map(compactDay), monthly, yearly, hourProfiles };
  });
  const monthly = mapPriceAreas((area) => perArea[area].monthly);
  const yearly = mapPriceAreas((area) => perArea[area].yearly);
  const hourProfiles = mapPriceAreas((area) => perArea[area].hourProfiles);
  const latestDays: SpotContent['latestDays'] = mapPriceAreas((area) => perArea[area].latestDays);

  const [latestDay] = latestDayPerArea;
  const [averagesThrough] = throughPerArea;
  if (!latestDay || latestDayPerArea.some((d) => d !== latestDay)) {
    throw new SpotDataError(`Areas end on different days: ${latestDayPerArea.join(', ')}`);
  }
  if (!averagesThrough || throughPerArea.some((d) => d !== averagesThrough)) {
    throw new SpotDataError(`Area averages end on different days: ${throughPerArea.join(', ')}`);
  }
  return {
    meta: {
      unit: SPOT_UNIT,
      source: { attribution: SPOT_SOURCE.attribution, url: SPOT_SOURCE.url },
      latestDay,
      latestMonth: averagesThrough.slice(0, 7),
      averagesThrough,
      daysKept,
    },
    monthly,
    yearly,
    hourProfiles,
    latestDays,
  };
}

export interface ImportResult {
  content: SpotContent;
  intervals: SpotIntervals;
  files: { name: string; bytes: number }[];
}

/** Builds, validates and writes content/data/spot/ with the full interval history (all files or none). */
export async function importSpotPrices(options: BuildOptions & { outDir: string }): Promise<ImportResult> {
  const days = options.days ?? mapPriceAreas((area) => readRawDays(options.rawDir, area));
  const content = buildSpotContentFromRaw({ ...options, days });
  const intervals = intervalsFromDays(days);
  const files = { ...renderSpotContent(content), ...renderIntervals(intervals) };
  await writeFilesAtomically(options.outDir, files);
  return {
    content,
    intervals,
    files: Object.entries(files).map(([name, text]) => ({ name, bytes: Buffer.byteLength(text, 'utf8') })),
  };
}
