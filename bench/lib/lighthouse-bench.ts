/**
 * The pure parts of `npm run bench:lighthouse` (bench/lighthouse.ts): options, the
 * numbers taken from a Lighthouse result, medians, the comparison with the floor (a bare Next.js
 * page) and the targets in docs/benchmarks.md, and the table as text.
 */
import { formatNumber } from '../../lib/format';

/**
 * The key routes: one per kind of page a reader lands on (the tools, a supplier, a city, a grid
 * operator, an article, a plain text page). The optional ones are measured once they exist.
 */
export const KEY_ROUTES: readonly string[] = ['/', '/jamfor', '/kalkylator', '/elpris-just-nu', '/leverantor/vattenfall', '/juridiskt'];
export const OPTIONAL_ROUTES: readonly string[] = ['/stader/stockholm', '/blog/guide-till-elavtal', '/elnat/ellevio'];

/** The name the floor goes by in samples and tables. */
export const FLOOR = 'golv (bar Next.js)';

// ---------------------------------------------------------------------------------------------
// Options

export interface BenchOptions {
  rounds: number;
  /** Exit 1 when a route misses the targets. */
  check: boolean;
  /** Build the site (with the spot-price API pointing at the local mock) and the floor first. */
  build: boolean;
  /** The site's export to measure; null: out-bench/ after --build, else out/. */
  root: string | null;
  /** Only these routes (default: the key routes). */
  routes: string[] | null;
  /** Write every Lighthouse result (JSON) to .reports/lighthouse/lhr/. */
  saveLhr: boolean;
  /**
   * How Lighthouse slows the load down: 'simulate' (its default: a fast real load, then the slow
   * phone computed from it) or 'devtools' (the page really loads over a slowed link and CPU).
   */
  throttling: Throttling;
  help: boolean;
}

export const DEFAULT_ROUNDS = 3;

export const THROTTLINGS = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLINGS)[number];

/** Parses the command line (without node and the script). Throws with a readable message. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    rounds: DEFAULT_ROUNDS,
    check: false,
    build: false,
    root: null,
    routes: null,
    saveLhr: false,
    throttling: 'simulate',
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name = '', inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next === '') throw new Error(`${name} behöver ett värde.`);
      return next;
    };
    switch (name) {
      case '--rounds': {
        const raw = value();
        const rounds = Number(raw);
        if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
          throw new Error(`--rounds måste vara ett heltal 1–50, inte "${raw}".`);
        }
        options.rounds = rounds;
        break;
      }
      case '--check':
        options.check = true;
        break;
      case '--build':
        options.build = true;
        break;
      case '--root':
        options.root = value();
        break;
      case '--routes': {
        const routes = value()
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean);
        const bad = routes.find((r) => !r.startsWith('/'));
        if (bad !== undefined) throw new Error(`En sökväg i --routes ska börja med "/": "${bad}".`);
        options.routes = routes;
        break;
      }
      case '--save-lhr':
        options.saveLhr = true;
        break;
      case '--throttling': {
        const raw = value();
        const throttling = THROTTLINGS.find((t) => t === raw);
        if (!throttling) throw new Error(`--throttling är simulate eller devtools, inte "${raw}".`);
        options.throttling = throttling;
        break;
      }
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Okänd flagga: ${arg}`);
    }
  }
  return options;
}

/** Splits the wanted routes into those the export has and those it lacks. */
export function selectRoutes(wanted: readonly string[], exists: (route: string) => boolean): { present: string[]; missing: string[] } {
  const present: string[] = [];
  const missing: string[] = [];
  for (const route of wanted) (exists(route) ? present : missing).push(route);
  return { present, missing };
}

/** The order of one round: the floor before every route, so each route has a floor run beside it. */
export function roundOrder(routes: readonly string[]): string[] {
  return routes.flatMap((route) => [FLOOR, route]);
}

// ---------------------------------------------------------------------------------------------
// One Lighthouse result

/** The parts of a Lighthouse result (LH.Result) the bench reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs?: readonly { id: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        id?: string;
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        details?: unknown;
      }
    | undefined
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

export interface Metrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export interface RunSample extends Metrics {
  /** The LCP element as Lighthouse names it (selector and text), when it reports one. */
  lcpElement: string | null;
  /** Audits of accessibility, best practices and SEO that did not pass (score < 1). */
  failedAudits: string[];
  /** Lighthouse's CPU benchmark of this run: lower means a busier machine. */
  benchmarkIndex: number | null;
}

const SCORED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

function categoryScore(lhr: LhrLike, id: string): number {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gav inget värde för kategorin ${id}.`);
  return score;
}

function auditValue(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gav inget värde för ${id}.`);
  return value;
}

interface NodeDetails {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

function isNode(value: unknown): value is NodeDetails {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'node';
}

/** The first `node` item anywhere in an audit's details (Lighthouse 13 nests it in a list). */
export function findNode(details: unknown, depth = 0): NodeDetails | null {
  if (depth > 6 || typeof details !== 'object' || details === null) return null;
  if (isNode(details)) return details;
  for (const value of Object.values(details)) {
    const found = findNode(value, depth + 1);
    if (found) return found;
  }
  return null;
}

function describeNode(node: NodeDetails): string {
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  const short = label.length > 60 ? `${label.slice(0, 57).trimEnd()}…` : label;
  return [node.selector, short && `"${short}"`].filter(Boolean).join(' ');
}

/** The numbers of one run. Throws when Lighthouse could not measure the page. */
export function sampleFromLhr(lhr: LhrLike): RunSample {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const node = findNode(lhr.audits['lcp-breakdown-insight']?.details);
  const failedAudits = SCORED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit !== undefined &&
          typeof audit.score === 'number' &&
          audit.score < 1 &&
          (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric'),
      )
      .map((audit) => audit?.id ?? '?'),
  );
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    lcpElement: node ? describeNode(node) : null,
    failedAudits: [...new Set(failedAudits)].sort(),
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Medians and the comparison with the floor

/** The median (the mean of the middle two for an even count). Throws on no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

const METRIC_KEYS: readonly (keyof Metrics)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];

export interface RouteSummary extends Metrics {
  route: string;
  runs: number;
  /** The LCP element most runs reported (null when none did). */
  lcpElement: string | null;
  /** Every audit that failed in at least one run, with how many runs it failed in. */
  failedAudits: { id: string; runs: number }[];
  /**
   * Runs whose LCP was their FCP (the largest element in the first frame, nothing on the path in
   * between), and the lowest and highest LCP: the floor's median depends on how many of its loads
   * paint before its scripts (docs/benchmarks.md, "What a page with a stylesheet cannot reach").
   * Absent in reports written before it was counted.
   */
  lcpSpread?: { lcpIsFcp: number; minMs: number; maxMs: number };
}

/** LCP and FCP closer than this are the same paint (Lantern's two estimates differ by rounding). */
const SAME_PAINT_MS = 2;

function mostCommon(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Medians of each metric over a route's runs (each metric on its own). */
export function summarise(route: string, samples: readonly RunSample[]): RouteSummary {
  if (samples.length === 0) throw new Error(`Inga mätningar för ${route}.`);
  const medians = Object.fromEntries(METRIC_KEYS.map((key) => [key, median(samples.map((s) => s[key]))])) as unknown as Metrics;
  const failed = new Map<string, number>();
  for (const sample of samples) for (const id of sample.failedAudits) failed.set(id, (failed.get(id) ?? 0) + 1);
  return {
    route,
    runs: samples.length,
    ...medians,
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
    failedAudits: [...failed].map(([id, runs]) => ({ id, runs })).sort((a, b) => a.id.localeCompare(b.id)),
    lcpSpread: {
      lcpIsFcp: samples.filter((s) => Math.abs(s.lcpMs - s.fcpMs) < SAME_PAINT_MS).length,
      minMs: Math.min(...samples.map((s) => s.lcpMs)),
      maxMs: Math.max(...samples.map((s) => s.lcpMs)),
    },
  };
}

/** The targets of docs/benchmarks.md: a key route is at least as fast as the bare Next.js page. */
export const TARGETS = {
  /** Performance score at least the floor's minus this. */
  performanceBelowFloor: 0,
  /** LCP at most this many times the floor's median. */
  lcpRatio: 1,
  /** Nothing moves. */
  cls: 0,
  /** Accessibility, best practices and SEO. */
  otherScores: 1,
} as const;

export interface BenchRow extends RouteSummary {
  /** LCP ÷ the floor's LCP. */
  lcpRatio: number;
  /** Performance score − the floor's (in score units, 0.01 = one point). */
  performanceDelta: number;
  /** The targets this route misses, in words (empty: all met). */
  misses: string[];
}

/** Scores compare as Lighthouse shows them: whole points out of 100. */
const points = (score: number) => Math.round(score * 100);
const score2 = (score: number) => formatNumber(score, 2);

export function compareWithFloor(route: RouteSummary, floor: RouteSummary): BenchRow {
  const lcpRatio = route.lcpMs / floor.lcpMs;
  const misses: string[] = [];
  if (points(route.performance) < points(floor.performance) - points(TARGETS.performanceBelowFloor)) {
    const allowance = TARGETS.performanceBelowFloor > 0 ? ` − ${score2(TARGETS.performanceBelowFloor)}` : '';
    misses.push(`perf ${score2(route.performance)} < golvets ${score2(floor.performance)}${allowance}`);
  }
  if (Math.round(lcpRatio * 100) > Math.round(TARGETS.lcpRatio * 100)) {
    misses.push(`LCP ${formatNumber(lcpRatio, 2)} × golvets > ${score2(TARGETS.lcpRatio)}`);
  }
  if (Math.round(route.cls * 1000) > Math.round(TARGETS.cls * 1000)) {
    misses.push(`CLS ${formatNumber(route.cls, 3)} > ${formatNumber(TARGETS.cls, TARGETS.cls === 0 ? 0 : 2)}`);
  }
  for (const [name, value] of [
    ['a11y', route.accessibility],
    ['BP', route.bestPractices],
    ['SEO', route.seo],
  ] as const) {
    if (points(value) < points(TARGETS.otherScores)) misses.push(`${name} ${score2(value)} < 1,00`);
  }
  return { ...route, lcpRatio, performanceDelta: route.performance - floor.performance, misses };
}

// ---------------------------------------------------------------------------------------------
// The table

export interface BenchReport {
  /** ISO time the run ended. */
  date: string;
  rounds: number;
  versions: { next: string; react: string; lighthouse: string; chromium: string };
  /** How the spot-price API was answered, in words. */
  spotApi: string;
  /** Lighthouse's throttling method (absent in reports written before it could be chosen: simulate). */
  throttling?: Throttling;
  floor: RouteSummary;
  rows: BenchRow[];
  /** Key routes the export does not have (not measured). */
  skipped: string[];
  /** JavaScript each measured page loads, KiB gzip (scripts/lib/site-check.ts pageWeight). */
  jsKib: Record<string, number>;
  /** Median of Lighthouse's CPU benchmark over all runs (lower: busier machine). */
  benchmarkIndex: number | null;
  /**
   * The machine's 1-minute load average, lowest and highest of the samples taken before each
   * Lighthouse run (absent in older reports). A figure for a quiet machine needs the highest < 1.5.
   */
  load?: { min: number; max: number };
}

const HEADER = ['sida', 'perf', 'Δ perf', 'LCP ms', 'LCP/golv', 'TBT ms', 'CLS', 'FCP ms', 'a11y', 'BP', 'SEO', 'JS KiB', 'mål'];

function signed(value: number, decimals: number): string {
  const text = formatNumber(Math.abs(value), decimals);
  return value < 0 && text !== formatNumber(0, decimals) ? `−${text}` : `+${text}`;
}

function cells(row: RouteSummary, jsKib: number | undefined, versus: BenchRow | null): string[] {
  return [
    row.route,
    score2(row.performance),
    versus ? signed(versus.performanceDelta, 2) : '',
    formatNumber(row.lcpMs),
    versus ? formatNumber(versus.lcpRatio, 2) : '1,00',
    formatNumber(row.tbtMs),
    formatNumber(row.cls, 3),
    formatNumber(row.fcpMs),
    score2(row.accessibility),
    score2(row.bestPractices),
    score2(row.seo),
    jsKib === undefined ? '' : formatNumber(jsKib, 1),
    versus ? (versus.misses.length === 0 ? 'ok' : versus.misses.join('; ')) : '',
  ];
}

function tableRows(report: BenchReport): string[][] {
  return [cells(report.floor, report.jsKib[FLOOR], null), ...report.rows.map((row) => cells(row, report.jsKib[row.route], row))];
}

/** The table as Markdown, with the LCP elements, failing audits and skipped routes below it. */
export function markdownReport(report: BenchReport): string {
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`;
  const lines = [
    `# Lighthouse ${report.versions.lighthouse}, mobil: Elvalet mot en bar Next.js-sida`,
    '',
    `${report.date}, median av ${report.rounds} omgångar, strypning ${report.throttling ?? 'simulate'}. Next ${report.versions.next}, React ${report.versions.react}, ` +
      `${report.versions.chromium}. Spotpris-API: ${report.spotApi}.` +
      (report.benchmarkIndex === null ? '' : ` CPU-index (median): ${formatNumber(report.benchmarkIndex)}.`) +
      (report.load ? ` Maskinens last (1 min): ${formatNumber(report.load.min, 1)}–${formatNumber(report.load.max, 1)}.` : ''),
    '',
    line(HEADER),
    line(HEADER.map((_, i) => (i === 0 || i === HEADER.length - 1 ? '---' : '---:'))),
    ...tableRows(report).map(line),
    '',
    'Mål (docs/benchmarks.md): perf ≥ golvets; LCP ≤ golvets median; CLS 0; a11y, BP och SEO 1,00.',
    '',
    '## LCP-element',
    '',
    ...[report.floor, ...report.rows].map((row) => `- ${row.route}: ${row.lcpElement ?? '–'}`),
  ];
  const spread = [report.floor, ...report.rows].filter((row) => row.lcpSpread !== undefined);
  if (spread.length > 0) {
    lines.push('', '## LCP per laddning', '', 'Laddningar där LCP var FCP (största elementet i första bilden), och lägsta–högsta LCP:', '');
    for (const row of spread) {
      const { lcpIsFcp, minMs, maxMs } = row.lcpSpread!;
      lines.push(`- ${row.route}: LCP = FCP i ${lcpIsFcp} av ${row.runs}; ${formatNumber(minMs)}–${formatNumber(maxMs)} ms`);
    }
  }
  const failing = [report.floor, ...report.rows].filter((row) => row.failedAudits.length > 0);
  if (failing.length > 0) {
    lines.push('', '## Granskningar som inte klarades (a11y, BP, SEO)', '');
    for (const row of failing) {
      lines.push(`- ${row.route}: ${row.failedAudits.map((a) => `${a.id} (${a.runs}/${row.runs})`).join(', ')}`);
    }
  }
  if (report.skipped.length > 0) {
    lines.push('', `Finns inte i exporten, inte mätta: ${report.skipped.join(', ')}.`);
  }
  return `${lines.join('\n')}\n`;
}

/** The table for a terminal: columns padded to equal width. */
export function textTable(report: BenchReport): string {
  const rows = [HEADER, ...tableRows(report)];
  const widths = HEADER.map((_, col) => Math.max(...rows.map((row) => [...(row[col] ?? '')].length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => {
          const pad = ' '.repeat((widths[col] ?? 0) - [...cell].length);
          return col === 0 || col === row.length - 1 ? cell + pad : pad + cell;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
