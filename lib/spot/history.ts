import { PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { latestDailyChange, latestFullMonth, type MonthlyAverage, type YearlyAverage } from '@/lib/domain/spot-prices';
import { addDays } from '@/lib/domain/stockholm-time';
import { formatCsvDecimal, formatDate, formatMonthYear, formatOrePerKwh, formatPercent } from '@/lib/format';
import { DATA_FILE_VERSIONS } from '@/lib/open-data/versions';

/**
 * /elpris-historik: figures, generated analysis sentences and the CSV download, all computed from
 * the bundled monthly and yearly averages (öre/kWh ex VAT). Nothing here hard-codes a conclusion:
 * every sentence is built from the numbers it states, so it stays true when the data is refreshed.
 */

export const HISTORY_MONTHS_SHOWN = 24;

/** The last `count` months, oldest first. */
export function recentMonths<T>(monthly: readonly T[], count = HISTORY_MONTHS_SHOWN): T[] {
  return monthly.slice(Math.max(0, monthly.length - count));
}

export function latestFullYear(yearly: readonly YearlyAverage[]): YearlyAverage | undefined {
  return [...yearly].reverse().find((y) => !y.partial);
}

/** Lowest and highest monthly average among complete months. */
export function monthlyExtremes(monthly: readonly MonthlyAverage[]): { lowest: MonthlyAverage; highest: MonthlyAverage } | null {
  const full = monthly.filter((m) => !m.partial);
  if (full.length === 0) return null;
  let lowest = full[0]!;
  let highest = full[0]!;
  for (const month of full) {
    if (month.avg < lowest.avg) lowest = month;
    if (month.avg > highest.avg) highest = month;
  }
  return { lowest, highest };
}

/** The figures of one area's /elpris-historik panel. */
export interface HistoryStats {
  latestFullMonth: MonthlyAverage;
  dailyChange: { date: string; previousDate: string; changePercent: number | null } | null;
  fullYear: { year: number; avg: number } | null;
  lowest: MonthlyAverage;
  highest: MonthlyAverage;
  firstMonth: string;
}

/** The panel figures of `area`: latest full month, the latest day's change, the last full year and the extremes. */
export function historyStats(
  monthly: readonly MonthlyAverage[],
  yearly: readonly YearlyAverage[],
  latestDays: Parameters<typeof latestDailyChange>[0],
): HistoryStats {
  const latest = latestFullMonth(monthly);
  const extremes = monthlyExtremes(monthly);
  const first = monthly[0];
  if (!latest || !extremes || !first) throw new Error('Too little spot history for the history page');
  const change = latestDailyChange(latestDays);
  const year = latestFullYear(yearly);
  return {
    latestFullMonth: latest,
    dailyChange: change ? { date: change.date, previousDate: addDays(change.date, -1), changePercent: change.changePercent } : null,
    fullYear: year ? { year: year.year, avg: year.avg } : null,
    lowest: extremes.lowest,
    highest: extremes.highest,
    firstMonth: first.month,
  };
}

/** The button summary of an area: its latest full month and, when there is one, its last full year. */
export function historySummary(stats: HistoryStats): { label: string; value: string }[] {
  return [
    { label: formatMonthYear(stats.latestFullMonth.month), value: formatOrePerKwh(stats.latestFullMonth.avg) },
    ...(stats.fullYear ? [{ label: `Årsmedel ${stats.fullYear.year}`, value: formatOrePerKwh(stats.fullYear.avg) }] : []),
  ];
}

export interface AreaYear {
  area: PriceArea;
  avg: number;
}

export interface AnalysisInput {
  area: PriceArea;
  monthly: readonly MonthlyAverage[];
  yearlyByArea: Readonly<Record<PriceArea, readonly YearlyAverage[]>>;
  /** Last day the averages include ('YYYY-MM-DD'), for the running year's sentence. */
  averagesThrough: string;
}

function yearAvg(yearly: readonly YearlyAverage[], year: number): YearlyAverage | undefined {
  return yearly.find((y) => y.year === year);
}

/** Swedish sentences describing the selected area's data, each one derived from the numbers. */
export function analysisSentences({ area, monthly, yearlyByArea, averagesThrough }: AnalysisInput): string[] {
  const sentences: string[] = [];
  const own = yearlyByArea[area];
  const full = latestFullYear(own);
  if (full) {
    const ranking: AreaYear[] = PRICE_AREAS.flatMap((a) => {
      const y = yearAvg(yearlyByArea[a], full.year);
      return y && !y.partial ? [{ area: a, avg: y.avg }] : [];
    }).sort((a, b) => b.avg - a.avg);
    const dearest = ranking[0];
    const cheapest = ranking.at(-1);
    if (dearest && cheapest && ranking.length === PRICE_AREAS.length) {
      sentences.push(
        `Under ${full.year} var ${dearest.area} (${PRICE_AREA_NAMES[dearest.area]}) dyrast med i snitt ${formatOrePerKwh(dearest.avg)} och ${cheapest.area} (${PRICE_AREA_NAMES[cheapest.area]}) billigast med ${formatOrePerKwh(cheapest.avg)}.`,
      );
    }
    const before = yearAvg(own, full.year - 1);
    if (before && !before.partial && before.avg !== 0) {
      const diff = ((full.avg - before.avg) / Math.abs(before.avg)) * 100;
      const rounded = Number(diff.toFixed(0));
      const comparison =
        rounded === 0
          ? `i stort sett samma nivå som ${before.year}`
          : `${formatPercent(Math.abs(diff), 0)} ${diff > 0 ? 'högre' : 'lägre'} än ${before.year} (${formatOrePerKwh(before.avg)})`;
      sentences.push(`I ${area} var snittpriset ${full.year} ${formatOrePerKwh(full.avg)}, ${comparison}.`);
    }
  }
  const recent = recentMonths(monthly).filter((m) => !m.partial);
  const extremes = monthlyExtremes(recent);
  if (extremes && recent.length > 1) {
    sentences.push(
      `Av de hela månaderna i tabellen var ${formatMonthYear(extremes.highest.month)} dyrast i ${area} (${formatOrePerKwh(extremes.highest.avg)}) och ${formatMonthYear(extremes.lowest.month)} billigast (${formatOrePerKwh(extremes.lowest.avg)}).`,
    );
  }
  const running = own.at(-1);
  if (running?.partial && full && running.year > full.year) {
    const higher = running.avg > full.avg;
    sentences.push(
      `Hittills under ${running.year} (till och med ${formatDate(averagesThrough)}) ligger snittet på ${formatOrePerKwh(running.avg)}, ${higher ? 'högre' : 'lägre'} än helåret ${full.year}. Vintermånader drar upp snittet, så jämför helst hela år.`,
    );
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------
// CSV for spreadsheets set to Swedish: UTF-8 with BOM (Excel otherwise reads å, ä, ö as Latin-1),
// semicolon between fields because the comma is the decimal sign, CRLF line ends (RFC 4180).

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_HEADER = [
  'Månad',
  'Elområde',
  'Medelpris (öre/kWh exkl. moms)',
  // The data has hourly prices before 2025-10-01 and quarter-hour prices since: 'pris', not 'timpris'.
  'Lägsta pris (öre/kWh)',
  'Högsta pris (öre/kWh)',
  'Timmar med data',
  'Hela månaden',
] as const;

export function csvFileName(area: PriceArea): string {
  return `elpris-historik-${area}.csv`;
}

/** Path of the static CSV that app/data/elpris-historik/[file]/route.ts emits. */
export function csvPath(area: PriceArea): string {
  return `/data/elpris-historik/${area}.csv`;
}

export function monthlyHistoryCsv(area: PriceArea, monthly: readonly MonthlyAverage[]): string {
  const rows = monthly.map((m) =>
    [
      m.month,
      area,
      formatCsvDecimal(m.avg, 2),
      formatCsvDecimal(m.min, 2),
      formatCsvDecimal(m.max, 2),
      // Whole hours as a count ('720'); only a month cut mid-hour would need decimals.
      formatCsvDecimal(m.hours, Number.isInteger(m.hours) ? 0 : 2),
      m.partial ? 'nej' : 'ja',
    ].join(CSV_SEPARATOR),
  );
  return `${CSV_BOM}${[CSV_HEADER.join(CSV_SEPARATOR), ...rows].join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// JSON for people who build on the data: the same bundled numbers as the pages, one
// file per area, with the field names described on /elpris-historik (HISTORY_JSON_FIELDS).

export function jsonFileName(area: PriceArea): string {
  return `elpris-historik-${area}.json`;
}

/** Path of the static JSON that app/data/elpris-historik/[file]/route.ts emits beside the CSV. */
export function jsonPath(area: PriceArea): string {
  return `/data/elpris-historik/${area}.json`;
}

export interface HistoryJsonDay {
  date: string;
  resolutionMinutes: 15 | 60;
  start: string;
  avg: number;
  min: number;
  max: number;
  prices: readonly number[];
}

export interface HistoryJsonMonth {
  month: string;
  avg: number;
  min: number;
  max: number;
  hours: number;
  partial: boolean;
  rangeEstimated?: true;
}

export interface HistoryJson {
  version: (typeof DATA_FILE_VERSIONS)['elpris-historik'];
  area: PriceArea;
  unit: string;
  source: { attribution: string; url: string };
  latestDay: string;
  averagesThrough: string;
  days: HistoryJsonDay[];
  months: HistoryJsonMonth[];
}

/**
 * Every field of the JSON file, in the order the page describes them. A unit test checks that
 * the file has no field this list leaves out, so the description cannot fall behind the file.
 */
export const HISTORY_JSON_FIELDS: readonly { field: string; description: string }[] = [
  {
    field: 'version',
    description: 'Filformatets version. Den höjs bara när en ändring kan få ett program som läser filen att gå sönder.',
  },
  { field: 'area', description: 'Elområdet, SE1–SE4.' },
  { field: 'unit', description: 'Enheten för alla priser i filen: öre/kWh exklusive moms.' },
  { field: 'source', description: 'Varifrån priserna kommer (attribution och url), att ange när du använder dem.' },
  { field: 'latestDay', description: 'Senaste dygnet med priser i filen (ÅÅÅÅ-MM-DD, svensk tid).' },
  { field: 'averagesThrough', description: 'Sista dagen som månadsmedlen räknar med.' },
  { field: 'days', description: 'De senaste dygnen, äldst först, ett objekt per dygn.' },
  { field: 'days[].date', description: 'Dygnet (ÅÅÅÅ-MM-DD, svensk tid).' },
  {
    field: 'days[].resolutionMinutes',
    description: 'Prisintervallens längd: 15 minuter sedan 1 oktober 2025, 60 minuter före.',
  },
  { field: 'days[].start', description: 'Första intervallets start, ISO 8601 med svensk tidszon (lokal midnatt).' },
  {
    field: 'days[].prices',
    description:
      'Ett pris per intervall i tidsordning: pris nummer i börjar start + i × resolutionMinutes. Ett dygn har 96 kvartspriser, 92 eller 100 de dagar sommartid börjar eller slutar.',
  },
  { field: 'days[].avg, min, max', description: 'Dygnets medelpris (tidsviktat) och lägsta och högsta intervallpris.' },
  { field: 'months', description: 'Månadsmedel, äldst först, ett objekt per månad.' },
  { field: 'months[].month', description: 'Månaden (ÅÅÅÅ-MM).' },
  { field: 'months[].avg, min, max', description: 'Månadens tidsviktade medelpris och lägsta och högsta tim- eller kvartspris.' },
  { field: 'months[].hours', description: 'Timmar med prisdata i månaden (ett kvartspris räknas som 0,25 timme).' },
  { field: 'months[].partial', description: 'true när data saknas för en del av månaden, till exempel en pågående månad.' },
  {
    field: 'months[].rangeEstimated',
    description: 'Finns (true) när lägsta och högsta pris är omräknade från euro med månadens snittkurs och kan avvika några öre.',
  },
];

/** One area's bundled days and months as the JSON file gives them. */
export function historyJson(
  area: PriceArea,
  data: {
    days: readonly HistoryJsonDay[];
    months: readonly HistoryJsonMonth[];
    unit: string;
    source: { attribution: string; url: string };
    latestDay: string;
    averagesThrough: string;
  },
): HistoryJson {
  return {
    version: DATA_FILE_VERSIONS['elpris-historik'],
    area,
    unit: data.unit,
    source: { attribution: data.source.attribution, url: data.source.url },
    latestDay: data.latestDay,
    averagesThrough: data.averagesThrough,
    days: data.days.map(({ date, resolutionMinutes, start, avg, min, max, prices }) => ({
      date,
      resolutionMinutes,
      start,
      avg,
      min,
      max,
      prices: [...prices],
    })),
    months: data.months.map(({ month, avg, min, max, hours, partial, rangeEstimated }) => ({
      month,
      avg,
      min,
      max,
      hours,
      partial,
      ...(rangeEstimated ? { rangeEstimated } : {}),
    })),
  };
}
