import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { marketCatalogueSchema } from '../lib/content/market-schemas';
import type { PriceArea } from '../lib/domain/price-area';
import { encodeAreaFile, parseAreaFile } from '../lib/market/area-file';
import { catalogueAreaSources, catalogueOffers } from '../lib/market/catalogue';
import { NO_FILTERS, compareMarket, indexMarket, pageOf, type CompareFilters, type CompareQuery, type SortKey } from '../lib/market/compare';

/**
 * `npm run bench:compare [-- --area SE3 --rounds 200 --check]`: how long /jamfor's comparison takes
 * on this machine for one area's whole list (filtering and sorting SE3's offers under
 * 10 ms). A benchmark, not a timed test: it prints the median, 95th percentile and worst time of
 * each scenario (filter + sort + first page, the work done on every change), the one-off costs
 * (checking and decoding the per-area file, indexing it), and the machine's load, since a shared
 * machine slows every figure alike. `--check` exits 1 when a scenario's 95th percentile is over
 * the budget.
 */

const BUDGET_MS = 10;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const area = option('area', 'SE3').toUpperCase() as PriceArea;
const rounds = Math.max(10, Number(option('rounds', '200')) || 200);
const check = process.argv.includes('--check');

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

function time(run: () => unknown, times: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const fmt = (ms: number) => ms.toFixed(3).padStart(8);

function main(): void {
  const repoRoot = path.resolve(__dirname, '..');
  const file = marketCatalogueSchema.parse(JSON.parse(readFileSync(path.join(repoRoot, 'content/data/elavtal/offers.json'), 'utf8')));
  const offers = catalogueOffers(file).filter((offer) => offer.area === area);
  const served = JSON.parse(JSON.stringify(encodeAreaFile(area, catalogueAreaSources(file)[area], offers, file.suppliers))) as unknown;

  // What the browser does once per area: check and decode the fetched file, then index it.
  const firstDecode = time(() => parseAreaFile(served, area), 1)[0]!;
  const decoded = parseAreaFile(served, area);
  if (!decoded) throw new Error(`The ${area} file does not pass its own guard`);
  const firstIndex = time(() => indexMarket(decoded.offers, decoded.suppliers), 1)[0]!;
  const index = indexMarket(decoded.offers, decoded.suppliers);

  const filters = (patch: Partial<CompareFilters>): CompareFilters => ({ ...NO_FILTERS, ...patch });
  const scenarios: [string, CompareQuery][] = [
    ['all types, yearly cost, 5 040 kWh (default)', { filters: NO_FILTERS, sort: 'kostnad', annualKwh: 5040 }],
    ...(['jamforpris', 'avgift', 'namn'] as SortKey[]).map((sort): [string, CompareQuery] => [
      `all types, sort ${sort}`,
      { filters: NO_FILTERS, sort, annualKwh: 5040 },
    ]),
    ['Rörligt, 2 000 kWh', { filters: filters({ group: 'rorligt' }), sort: 'kostnad', annualKwh: 2000 }],
    ['Fast 1 år, 20 000 kWh', { filters: filters({ group: 'fast', fixedLength: 12 }), sort: 'kostnad', annualKwh: 20000 }],
    ['Mixat, jämförpris', { filters: filters({ group: 'mixat' }), sort: 'jamforpris', annualKwh: 5040 }],
    ['Bra miljöval + förnybart', { filters: filters({ braMiljoval: true, origin: 'fornybart' }), sort: 'kostnad', annualKwh: 5040 }],
    ['supplier search "energi"', { filters: filters({ query: 'energi' }), sort: 'kostnad', annualKwh: 5040 }],
    ['nothing matches', { filters: filters({ group: 'mixat', query: 'zzzz' }), sort: 'kostnad', annualKwh: 5040 }],
  ];

  const load = loadavg();
  console.log(`bench:compare ${area}: ${offers.length} offers, ${rounds} rounds per scenario`);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${load.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min), Node ${process.version}`,
  );
  console.log(`once per area: check + decode the file ${firstDecode.toFixed(2)} ms, index ${firstIndex.toFixed(2)} ms (first run, cold)`);
  console.log('');
  console.log(`${'scenario'.padEnd(46)} ${'shown'.padStart(6)} ${'cold ms'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);

  let worst = 0;
  for (const [name, query] of scenarios) {
    const run = () => pageOf(compareMarket(index, query), 1);
    const cold = time(run, 1)[0]!;
    const samples = time(run, rounds);
    const p95 = percentile(samples, 0.95);
    worst = Math.max(worst, p95);
    console.log(`${name.padEnd(46)} ${String(run().total).padStart(6)} ${fmt(cold)} ${fmt(percentile(samples, 0.5))} ${fmt(p95)} ${fmt(samples.at(-1)!)}`);
  }
  console.log('');
  const verdict = worst < BUDGET_MS ? 'within' : 'OVER';
  console.log(`worst 95th percentile ${worst.toFixed(3)} ms: ${verdict} the budget of ${BUDGET_MS} ms`);
  if (check && worst >= BUDGET_MS) process.exitCode = 1;
}

main();
