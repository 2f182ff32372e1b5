import { HIGH_COST_PROTECTION, VAT_RATE } from '@/lib/domain/constants';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatChangePercent, formatKrPerKwh, formatList, formatMonthYear, formatNumber, formatOrePerKwh, formatSigned, upperFirst } from '@/lib/format';

import { newsArticlePath } from './paths';

/**
 * The monthly price reports of /energinyheter (docs/rules/editorial.md: price news is
 * generated from the bundled data, one report per complete month). Pure: the monthly averages go
 * in (lib/content/spot-prices.ts in the site, fixtures in tests), the reports come out, newest
 * first, with every figure computed and the text written from templates. Which template a report
 * gets depends on its month only, never on chance or on the build, so a report reads the same on
 * every build until its data changes.
 */

/** How many complete months get a report: the last twelve in the data. */
export const REPORT_COUNT = 12;

/** One month's average of one area, öre/kWh excl. VAT, as lib/content/spot-prices.ts returns it. */
export interface MonthAverageInput {
  month: string;
  avg: number;
  partial: boolean;
}

export type MonthlyByArea = Readonly<Record<PriceArea, readonly MonthAverageInput[]>>;

export interface Comparison {
  /** The month compared with ('YYYY-MM'). */
  month: string;
  /** That month's average, öre/kWh excl. VAT. */
  avg: number;
  /** This month minus that month, öre/kWh. */
  diff: number;
  /** The change in percent of that month's average; null when that average is zero or below. */
  changePercent: number | null;
}

export interface AreaFigures {
  area: PriceArea;
  /** Monthly average, öre/kWh excl. VAT. */
  avg: number;
  /** Against the month before; null when the data has no complete month before. */
  previous: Comparison | null;
  /** Against the same month a year earlier; null when the data has no complete month then. */
  yearAgo: Comparison | null;
}

export type HighCostProtection =
  | { status: 'not-yet' }
  | { status: 'ended' }
  | {
      status: 'in-force';
      /** Areas whose average excl. VAT was above the threshold: where the protection applied. */
      above: readonly PriceArea[];
      /** Areas above the threshold only once VAT is added (named, not counted as paid out). */
      aboveOnlyInclVat: readonly PriceArea[];
    };

export interface PriceReport {
  /** 'YYYY-MM'. */
  month: string;
  slug: string;
  path: string;
  /** The report's date: the last day of its month, the last day of data it uses. */
  date: string;
  areas: Readonly<Record<PriceArea, AreaFigures>>;
  /** Lowest and highest average; ties go to the northern area, as in the article directives. */
  cheapest: PriceArea;
  dearest: PriceArea;
  /** SE4 minus SE1, öre/kWh. */
  spread: number;
  highCost: HighCostProtection;
  title: string;
  seoTitle: string;
  description: string;
  /** The opening paragraph, shown under the title and in lists. */
  excerpt: string;
  /** Markdown (CommonMark + GFM table), headings from `##`; rendered by the editorial pipeline. */
  body: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(month: string): { year: number; month: number } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month written YYYY-MM: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** 'YYYY-MM' moved by `months` (may be negative). */
export function addMonths(month: string, months: number): string {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last calendar day of a month: '2026-03' → '2026-03-31'. */
export function lastDayOfMonth(month: string): string {
  const { year, month: m } = parseMonth(month);
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

const SWEDISH_MONTH_SLUGS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'] as const;

/** 'elpriser-mars-2026'. */
export function priceReportSlug(month: string): string {
  const { year, month: m } = parseMonth(month);
  return `elpriser-${SWEDISH_MONTH_SLUGS[m - 1]}-${year}`;
}

/** month → area → average, for the months that are complete in every area. */
function completeAverages(monthly: MonthlyByArea): Map<string, Record<PriceArea, number>> {
  const rows = new Map<string, Partial<Record<PriceArea, number>>>();
  for (const area of PRICE_AREAS) {
    for (const entry of monthly[area]) {
      if (entry.partial) continue;
      const row = rows.get(entry.month) ?? {};
      row[area] = entry.avg;
      rows.set(entry.month, row);
    }
  }
  const complete = new Map<string, Record<PriceArea, number>>();
  for (const [month, row] of rows) {
    if (PRICE_AREAS.every((area) => row[area] !== undefined)) complete.set(month, row as Record<PriceArea, number>);
  }
  return complete;
}

/** The months that get a report: the last `count` months complete in all four areas, newest first. */
export function reportMonths(monthly: MonthlyByArea, count = REPORT_COUNT): string[] {
  return [...completeAverages(monthly).keys()].sort().reverse().slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Figures

function compare(avg: number, other: number | undefined, month: string): Comparison | null {
  if (other === undefined) return null;
  return { month, avg: other, diff: avg - other, changePercent: other > 0 ? ((avg - other) / other) * 100 : null };
}

/** Tenths of an öre, the precision the report prints: decides 'higher', 'lower' or 'unchanged'. */
function tenths(value: number): number {
  return Math.round(value * 10);
}

function extreme(row: Record<PriceArea, number>, pick: 'lowest' | 'highest'): PriceArea {
  return PRICE_AREAS.reduce((best, area) => ((pick === 'lowest' ? row[area] < row[best] : row[area] > row[best]) ? area : best));
}

/** Every area whose printed average equals that of `area` (SE1 and SE2 often share a price). */
function tiedWith(row: Record<PriceArea, number>, area: PriceArea): PriceArea[] {
  return PRICE_AREAS.filter((other) => tenths(row[other]) === tenths(row[area]));
}

function highCostFor(month: string, row: Record<PriceArea, number>): HighCostProtection {
  if (month < HIGH_COST_PROTECTION.firstMonth) return { status: 'not-yet' };
  if (month > HIGH_COST_PROTECTION.lastMonth) return { status: 'ended' };
  const limit = HIGH_COST_PROTECTION.thresholdOrePerKwh;
  const above = PRICE_AREAS.filter((area) => row[area] > limit);
  const aboveOnlyInclVat = PRICE_AREAS.filter((area) => row[area] <= limit && row[area] * (1 + VAT_RATE) > limit);
  return { status: 'in-force', above, aboveOnlyInclVat };
}

// ---------------------------------------------------------------------------------------------
// Text

const ore = (value: number) => formatOrePerKwh(value);

function percentInParentheses(comparison: Comparison): string {
  return comparison.changePercent === null ? '' : ` (${formatChangePercent(comparison.changePercent)})`;
}

/** '51,6 öre/kWh lägre än i februari 2026 (−46,8 %)'. */
function againstPhrase(comparison: Comparison): string {
  const label = formatMonthYear(comparison.month);
  const steps = tenths(comparison.diff);
  if (steps === 0) return `lika högt som i ${label}`;
  return `${ore(Math.abs(comparison.diff))} ${steps > 0 ? 'högre' : 'lägre'} än i ${label}${percentInParentheses(comparison)}`;
}

/** 'sjönk med 76,0 öre/kWh (−77,0 %)'. */
function movePhrase(comparison: Comparison): string {
  const steps = tenths(comparison.diff);
  if (steps === 0) return 'var oförändrat';
  return `${steps > 0 ? 'steg' : 'sjönk'} med ${ore(Math.abs(comparison.diff))}${percentInParentheses(comparison)}`;
}

/** '61,8 öre/kWh högre än i SE1'. */
function spreadPhrase(spread: number): string {
  const steps = tenths(spread);
  if (steps === 0) return 'lika högt som i SE1';
  return `${ore(Math.abs(spread))} ${steps > 0 ? 'högre' : 'lägre'} än i SE1`;
}

interface Direction {
  up: PriceArea[];
  down: PriceArea[];
  same: PriceArea[];
}

function directions(figures: Record<PriceArea, AreaFigures>, pick: 'previous' | 'yearAgo'): Direction | null {
  const result: Direction = { up: [], down: [], same: [] };
  for (const area of PRICE_AREAS) {
    const comparison = figures[area][pick];
    if (!comparison) return null;
    const steps = tenths(comparison.diff);
    (steps > 0 ? result.up : steps < 0 ? result.down : result.same).push(area);
  }
  return result;
}

/** 'steg elpriset i alla fyra elområden' / 'steg elpriset i SE3 och SE4 men sjönk i SE1 och SE2'. */
function directionClause(direction: Direction, rose: string, fell: string): string {
  const all = PRICE_AREAS.length;
  if (direction.up.length === all) return `${rose} elpriset i alla fyra elområden`;
  if (direction.down.length === all) return `${fell} elpriset i alla fyra elområden`;
  if (direction.same.length === all) return 'var elpriset oförändrat i alla fyra elområden';
  const parts = [
    direction.up.length > 0 ? `${rose} i ${formatList(direction.up)}` : null,
    direction.down.length > 0 ? `${fell} i ${formatList(direction.down)}` : null,
    direction.same.length > 0 ? `var oförändrat i ${formatList(direction.same)}` : null,
  ].filter((part): part is string => part !== null);
  const [first, ...rest] = parts;
  return `${first!.replace(/^(\S+) i /, '$1 elpriset i ')}${rest.length > 0 ? ` men ${formatList(rest)}` : ''}`;
}

/** The area with the largest (or smallest) absolute change; ties go north. */
function byChange(figures: Record<PriceArea, AreaFigures>, pick: 'previous' | 'yearAgo', want: 'largest' | 'smallest'): PriceArea {
  const size = (area: PriceArea) => Math.abs(figures[area][pick]?.diff ?? 0);
  return PRICE_AREAS.reduce((best, area) => ((want === 'largest' ? size(area) > size(best) : size(area) < size(best)) ? area : best));
}

interface Context {
  month: string;
  label: string;
  previousLabel: string;
  yearAgoLabel: string;
  row: Record<PriceArea, number>;
  figures: Record<PriceArea, AreaFigures>;
  cheapest: PriceArea;
  dearest: PriceArea;
  spread: number;
  previousSpread: number | null;
  yearAgoSpread: number | null;
  highCost: HighCostProtection;
  /** The month's place in the calendar (year × 12 + month): picks the templates. */
  ordinal: number;
}

type Opening = 'se3' | 'direction' | 'extremes' | 'spread';
const OPENINGS: readonly Opening[] = ['se3', 'direction', 'extremes', 'spread'];

function cheapestAndDearest(c: Context): { cheap: string; dear: string } {
  return { cheap: formatList(tiedWith(c.row, c.cheapest)), dear: formatList(tiedWith(c.row, c.dearest)) };
}

function allEqual(c: Context): boolean {
  return tenths(c.row[c.cheapest]) === tenths(c.row[c.dearest]);
}

/** The opening paragraph; falls back to another opening where its figures are missing. */
function opening(kind: Opening, c: Context): { kind: Opening; text: string } {
  const se3 = c.figures.SE3;
  const change = directions(c.figures, 'previous');
  if (kind === 'direction' && !change) return opening('extremes', c);
  if (kind === 'extremes' && allEqual(c)) return opening('se3', c);
  switch (kind) {
    case 'se3': {
      const against = se3.previous ? `, ${againstPhrase(se3.previous)}` : '';
      return {
        kind,
        text: `I ${c.label} låg spotpriset i SE3 på i genomsnitt ${ore(se3.avg)}${against}. I SE1 var månadsmedlet ${ore(c.row.SE1)}, i SE2 ${ore(c.row.SE2)} och i SE4 ${ore(c.row.SE4)}.`,
      };
    }
    case 'direction': {
      const { cheap, dear } = cheapestAndDearest(c);
      const range = allEqual(c)
        ? `Månadsmedlet var ${ore(c.row.SE1)} i alla fyra.`
        : `Månadsmedlet låg mellan ${ore(c.row[c.cheapest])} i ${cheap} och ${ore(c.row[c.dearest])} i ${dear}.`;
      return { kind, text: `I ${c.label} ${directionClause(change!, 'steg', 'sjönk')} jämfört med ${c.previousLabel}. ${range}` };
    }
    case 'extremes': {
      const { cheap, dear } = cheapestAndDearest(c);
      return {
        kind,
        text: `Billigast var elen i ${cheap} i ${c.label}, med ett månadsmedel på ${ore(c.row[c.cheapest])}. Dyrast var den i ${dear}, där månadsmedlet blev ${ore(c.row[c.dearest])}.`,
      };
    }
    case 'spread': {
      const before = c.previousSpread === null ? '' : ` Månaden före, i ${c.previousLabel}, var priset i SE4 ${spreadPhrase(c.previousSpread)}.`;
      return {
        kind,
        text: `I ${c.label} var månadsmedelpriset i SE4 ${spreadPhrase(c.spread)}.${before} I SE2 och SE3 låg månadsmedlet på ${ore(c.row.SE2)} respektive ${ore(c.row.SE3)}.`,
      };
    }
  }
}

function table(c: Context): string {
  const header = `| Elområde | ${upperFirst(c.label)} | Mot ${c.previousLabel} | Mot ${c.yearAgoLabel} |`;
  const rule = '| :-- | --: | --: | --: |';
  const cell = (comparison: Comparison | null) => (comparison ? `${formatSigned(comparison.diff, 1)}${percentInParentheses(comparison)}` : 'saknas');
  const rows = PRICE_AREAS.map((area) => {
    const f = c.figures[area];
    return `| ${area} | ${formatNumber(f.avg, 1)} | ${cell(f.previous)} | ${cell(f.yearAgo)} |`;
  });
  return [
    '## Månadsmedel per elområde',
    [header, rule, ...rows].join('\n'),
    '*Spotpris i öre/kWh exklusive moms. Förändringen står i öre/kWh och, inom parentes, i procent av månaden som jämförs med.*',
  ].join('\n\n');
}

function previousSection(c: Context, openedWith: Opening): string | null {
  const change = directions(c.figures, 'previous');
  if (!change) return null;
  const sentences: string[] = [];
  if (openedWith !== 'direction') sentences.push(`I ${c.label} ${directionClause(change, 'steg', 'sjönk')}.`);
  const largest = byChange(c.figures, 'previous', 'largest');
  const smallest = byChange(c.figures, 'previous', 'smallest');
  if (change.same.length < PRICE_AREAS.length) {
    const big = `Störst var förändringen i ${largest}, där månadsmedlet ${movePhrase(c.figures[largest].previous!)}.`;
    const small = `Minst förändrades priset i ${smallest}, som ${movePhrase(c.figures[smallest].previous!)}.`;
    sentences.push(...(largest === smallest ? [big] : c.ordinal % 2 === 0 ? [big, small] : [small, big]));
  }
  return [`## Jämfört med ${c.previousLabel}`, sentences.join(' ')].join('\n\n');
}

function yearAgoSection(c: Context): string {
  const heading = `## Jämfört med ${c.yearAgoLabel}`;
  const change = directions(c.figures, 'yearAgo');
  if (!change) {
    return [heading, `Vår data har inte ett fullständigt månadsmedel för alla elområden i ${c.yearAgoLabel}, så den jämförelsen saknas.`].join('\n\n');
  }
  const parts = [
    change.up.length > 0 ? `högre i ${formatList(change.up)}` : null,
    change.down.length > 0 ? `lägre i ${formatList(change.down)}` : null,
    change.same.length > 0 ? `lika högt i ${formatList(change.same)}` : null,
  ].filter((part): part is string => part !== null);
  const all = PRICE_AREAS.length;
  const sentences = [
    change.up.length === all
      ? `Elpriset var högre i alla fyra elområden än i ${c.yearAgoLabel}.`
      : change.down.length === all
        ? `Elpriset var lägre i alla fyra elområden än i ${c.yearAgoLabel}.`
        : `Jämfört med ${c.yearAgoLabel} var elpriset ${formatList(parts)}.`,
  ];
  const se3 = c.figures.SE3.yearAgo!;
  sentences.push(`I SE3 gick månadsmedlet från ${ore(se3.avg)} till ${ore(c.row.SE3)}${percentInParentheses(se3)}.`);
  const largest = byChange(c.figures, 'yearAgo', 'largest');
  if (largest !== 'SE3' && tenths(c.figures[largest].yearAgo!.diff) !== 0) {
    sentences.push(`Störst var skillnaden i ${largest}, där priset ${movePhrase(c.figures[largest].yearAgo!)} på ett år.`);
  }
  return [heading, sentences.join(' ')].join('\n\n');
}

function spreadSection(c: Context, openedWith: Opening): string {
  const sentences: string[] = [];
  if (openedWith !== 'extremes' && !allEqual(c)) {
    const { cheap, dear } = cheapestAndDearest(c);
    sentences.push(`${cheap} hade det lägsta månadsmedlet, ${ore(c.row[c.cheapest])}, och ${dear} det högsta, ${ore(c.row[c.dearest])}.`);
  }
  if (openedWith === 'spread') {
    if (c.yearAgoSpread !== null) sentences.push(`Ett år tidigare, i ${c.yearAgoLabel}, var priset i SE4 ${spreadPhrase(c.yearAgoSpread)}.`);
  } else {
    sentences.push(`Skillnaden mellan södra och norra Sverige mäts här som SE4 minus SE1: i ${c.label} var priset i SE4 ${spreadPhrase(c.spread)}.`);
    if (c.previousSpread !== null)
      sentences.push(`Månaden före var skillnaden ${ore(Math.abs(c.previousSpread))}${tenths(c.previousSpread) < 0 ? ' åt andra hållet' : ''}.`);
  }
  if (Math.abs(tenths(c.row.SE1) - tenths(c.row.SE2)) < 10 && tenths(c.row.SE1) !== tenths(c.row.SE2)) {
    sentences.push(`SE1 och SE2 låg nära varandra, på ${ore(c.row.SE1)} och ${ore(c.row.SE2)}.`);
  }
  return ['## Skillnaden mellan elområdena', sentences.join(' ')].join('\n\n');
}

const THRESHOLD_TEXT = formatKrPerKwh(HIGH_COST_PROTECTION.thresholdOrePerKwh / 100);
const PROTECTION_PERIOD = `${formatMonthYear(HIGH_COST_PROTECTION.firstMonth)} till och med ${formatMonthYear(HIGH_COST_PROTECTION.lastMonth)}`;
const BASIS = `Vi jämför månadsmedlet utan moms med gränsen på ${THRESHOLD_TEXT}, eftersom spotpriset anges utan moms.`;

function highCostSection(c: Context): string {
  const highest = c.row[c.dearest];
  const dear = formatList(tiedWith(c.row, c.dearest));
  const highestText = `${ore(highest)} utan moms och ${ore(highest * (1 + VAT_RATE))} med moms`;
  const limit = HIGH_COST_PROTECTION.thresholdOrePerKwh;
  let text: string;
  switch (c.highCost.status) {
    case 'not-yet':
      text =
        `Högkostnadsskyddet för elpriset gällde inte ännu i ${c.label}; det gäller från ${PROTECTION_PERIOD}. ` +
        (highest > limit
          ? `Månadsmedlet i ${formatList(PRICE_AREAS.filter((area) => c.row[area] > limit))} var över gränsen på ${THRESHOLD_TEXT}, men skyddet fanns inte då.`
          : `Gränsen på ${THRESHOLD_TEXT} nåddes inte heller: högst var ${dear} med ${highestText}.`);
      break;
    case 'ended':
      text = `Högkostnadsskyddet gällde från ${PROTECTION_PERIOD} och omfattade inte ${c.label}. Högst var ${dear} med ${highestText}.`;
      break;
    case 'in-force': {
      const rule = `Högkostnadsskyddet gäller från ${PROTECTION_PERIOD}, för de månader då ett elområdes genomsnittliga spotpris är över ${THRESHOLD_TEXT}.`;
      const { above, aboveOnlyInclVat } = c.highCost;
      const outcome =
        above.length > 0
          ? `I ${c.label} var månadsmedlet över gränsen i ${formatList(above)}, så där skulle skyddet ha slagit till.`
          : c.ordinal % 2 === 0
            ? `I ${c.label} låg alla fyra elområden under gränsen; högst var ${dear} med ${highestText}. Skyddet skulle alltså inte ha slagit till i något elområde.`
            : `Inget elområde kom upp till gränsen i ${c.label}. Det högsta månadsmedlet hade ${dear}, ${highestText}, så skyddet skulle inte ha slagit till.`;
      const vatNote = aboveOnlyInclVat.length > 0 ? ` Med moms var månadsmedlet över ${THRESHOLD_TEXT} även i ${formatList(aboveOnlyInclVat)}.` : '';
      text = `${rule} ${outcome}${vatNote} ${BASIS}`;
      break;
    }
  }
  return ['## Högkostnadsskyddet', text].join('\n\n');
}

function methodSection(c: Context): string {
  const intervals = c.month >= '2025-10' ? 'kvartspriser' : 'timpriser';
  const first = `Månadsmedlen är tidsviktade medelvärden av alla ${intervals} i månaden i varje elområde, utan moms, elhandlarens påslag, elnätsavgift och energiskatt.`;
  const links =
    c.ordinal % 2 === 0
      ? 'Hela prisserien per elområde finns i [elprishistoriken](/elpris-historik). Vad spotpriset betyder för din elräkning beror på ditt avtal, och du kan [jämföra elavtal](/jamfor) för ditt postnummer.'
      : 'Vill du se fler månader finns hela serien i [elprishistoriken](/elpris-historik). Hur mycket du själv betalar avgörs av elavtalet, så det lönar sig att [jämföra elavtal](/jamfor) i ditt elområde.';
  return ['## Så är rapporten räknad', `${first} ${links}`].join('\n\n');
}

function titleFor(c: Context): string {
  switch (c.ordinal % 3) {
    case 0:
      if (!allEqual(c)) return `Elpriset i ${c.label}: ${c.dearest} dyrast och ${c.cheapest} billigast`;
      return `Spotpriset i ${c.label} – månadsrapport för SE1–SE4`;
    case 1:
      return `Spotpriset i ${c.label} – månadsrapport för SE1–SE4`;
    default:
      return `${upperFirst(c.label)}: så blev elpriset i de fyra elområdena`;
  }
}

/** The order of the sections after the table changes with the month, so the reports do not read alike. */
function sectionOrder(c: Context, openedWith: Opening): (string | null)[] {
  const previous = previousSection(c, openedWith);
  const yearAgo = yearAgoSection(c);
  const spread = spreadSection(c, openedWith);
  switch (c.ordinal % 3) {
    case 0:
      return [previous, yearAgo, spread];
    case 1:
      return [spread, previous, yearAgo];
    default:
      return [yearAgo, previous, spread];
  }
}

function ordinalOf(month: string): number {
  const { year, month: m } = parseMonth(month);
  return year * 12 + (m - 1);
}

/** The report for one month; undefined when the month is not complete in every area. */
export function priceReport(month: string, monthly: MonthlyByArea): PriceReport | undefined {
  return buildReport(month, completeAverages(monthly));
}

function buildReport(month: string, averages: ReadonlyMap<string, Record<PriceArea, number>>): PriceReport | undefined {
  const row = averages.get(month);
  if (!row) return undefined;
  const previousMonth = addMonths(month, -1);
  const yearAgoMonth = addMonths(month, -12);
  const previousRow = averages.get(previousMonth);
  const yearAgoRow = averages.get(yearAgoMonth);
  const figures = Object.fromEntries(
    PRICE_AREAS.map((area): [PriceArea, AreaFigures] => [
      area,
      {
        area,
        avg: row[area],
        previous: compare(row[area], previousRow?.[area], previousMonth),
        yearAgo: compare(row[area], yearAgoRow?.[area], yearAgoMonth),
      },
    ]),
  ) as Record<PriceArea, AreaFigures>;
  const c: Context = {
    month,
    label: formatMonthYear(month),
    previousLabel: formatMonthYear(previousMonth),
    yearAgoLabel: formatMonthYear(yearAgoMonth),
    row,
    figures,
    cheapest: extreme(row, 'lowest'),
    dearest: extreme(row, 'highest'),
    spread: row.SE4 - row.SE1,
    previousSpread: previousRow ? previousRow.SE4 - previousRow.SE1 : null,
    yearAgoSpread: yearAgoRow ? yearAgoRow.SE4 - yearAgoRow.SE1 : null,
    highCost: highCostFor(month, row),
    ordinal: ordinalOf(month),
  };
  const lead = opening(OPENINGS[c.ordinal % OPENINGS.length]!, c);
  const body = [lead.text, table(c), ...sectionOrder(c, lead.kind), highCostSection(c), methodSection(c)]
    .filter((part): part is string => part !== null)
    .join('\n\n');
  const slug = priceReportSlug(month);
  return Object.freeze({
    month,
    slug,
    path: newsArticlePath(slug),
    date: lastDayOfMonth(month),
    areas: Object.freeze(figures),
    cheapest: c.cheapest,
    dearest: c.dearest,
    spread: c.spread,
    highCost: c.highCost,
    title: titleFor(c),
    seoTitle: `Elpriset ${c.label} i SE1–SE4 – månadsrapport`,
    description: `Elpriset i ${c.label}: månadsmedel för SE1–SE4, förändring mot ${c.previousLabel} och ${c.yearAgoLabel}, skillnaden mellan elområdena och högkostnadsskyddet.`,
    excerpt: lead.text,
    body: `${body}\n`,
  });
}

/** The reports for the last `count` complete months, newest first. */
export function buildPriceReports(monthly: MonthlyByArea, count = REPORT_COUNT): PriceReport[] {
  const averages = completeAverages(monthly);
  return reportMonths(monthly, count).map((month) => buildReport(month, averages)!);
}
