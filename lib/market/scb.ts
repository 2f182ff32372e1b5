import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatKwh, formatMonthYear, formatOrePerKwh, upperFirst } from '@/lib/format';
import type { FixedLength, TypeGroup } from '@/lib/market/offer';

/**
 * SCB's average prices for new contracts (table SSDManadElhandelpris, "Elhandelspriser på
 * elenergi för nytecknade avtal"), the market benchmark beside the offers (docs/rules/price-basis.md
 * "Contracts and cost"): the figures for a chart and its table, and the benchmark sentence.
 * Pure: the data comes from lib/content/market.ts `getScbAverages()`.
 */

export const SCB_CONTRACTS = ['rorligt', 'avtal1ar', 'avtal2ar', 'avtal3ar', 'anvisat'] as const;
export type ScbContract = (typeof SCB_CONTRACTS)[number];

/** SCB's household types, kWh per year (typkund 1–4). */
export const SCB_HOUSEHOLD_KWH = [2000, 5000, 20000, 30000] as const;
export type ScbHouseholdKwh = (typeof SCB_HOUSEHOLD_KWH)[number];

export const SCB_CONTRACT_LABELS: Readonly<Record<ScbContract, string>> = {
  rorligt: 'Rörligt pris',
  avtal1ar: 'Fast pris 1 år',
  avtal2ar: 'Fast pris 2 år',
  avtal3ar: 'Fast pris 3 år',
  anvisat: 'Anvisat avtal',
};

/** Inside a sentence: 'snittpriset för nya rörliga avtal …'. */
const SCB_CONTRACT_PHRASES: Readonly<Record<ScbContract, string>> = {
  rorligt: 'nya rörliga avtal',
  avtal1ar: 'nya avtal med fast pris i 1 år',
  avtal2ar: 'nya avtal med fast pris i 2 år',
  avtal3ar: 'nya avtal med fast pris i 3 år',
  anvisat: 'anvisade avtal',
};

export interface ScbSeriesRow {
  contract: ScbContract;
  area: PriceArea;
  annualKwh: ScbHouseholdKwh;
  /** öre/kWh excl. VAT and energy tax, incl. the suppliers' fixed fees; one per month. */
  values: readonly number[];
}

export interface ScbAverages {
  source: { name: string; title: string; published: string; unit: string; url: string };
  /** 'YYYY-MM', oldest first. */
  months: readonly string[];
  series: readonly ScbSeriesRow[];
}

/** The SCB household nearest a consumption ('nearest' on a log scale: 9 000 kWh is nearer 5 000 than 20 000). */
export function nearestScbHousehold(annualKwh: number): ScbHouseholdKwh {
  const target = Math.log(Math.max(1, Number.isFinite(annualKwh) ? annualKwh : SCB_HOUSEHOLD_KWH[0]));
  let best: ScbHouseholdKwh = SCB_HOUSEHOLD_KWH[0];
  for (const kwh of SCB_HOUSEHOLD_KWH) {
    if (Math.abs(Math.log(kwh) - target) < Math.abs(Math.log(best) - target)) best = kwh;
  }
  return best;
}

export function seriesOf(data: ScbAverages, contract: ScbContract, area: PriceArea, annualKwh: ScbHouseholdKwh): readonly number[] {
  const row = data.series.find((s) => s.contract === contract && s.area === area && s.annualKwh === annualKwh);
  if (!row) throw new Error(`SCB: no series for ${contract} ${area} ${annualKwh} kWh`);
  return row.values;
}

export interface ScbChartSeries {
  contract: ScbContract;
  label: string;
  points: { month: string; ore: number }[];
}

export interface ScbChart {
  area: PriceArea;
  annualKwh: ScbHouseholdKwh;
  /** 'YYYY-MM' and 'augusti 2026' per month, oldest first. */
  months: { month: string; label: string }[];
  series: ScbChartSeries[];
  /** The lowest and highest value, for the chart's scale. */
  min: number;
  max: number;
  /** 'SCB och Energimyndigheten, SSDManadElhandelpris, publicerad 23 september 2026'. */
  sourceText: string;
  /** 'öre/kWh exkl. moms och energiskatt, inklusive fasta avgifter, för 20 000 kWh per år'. */
  unitText: string;
}

export function scbSourceText(data: ScbAverages): string {
  return `${data.source.name}, publicerad ${formatDate(data.source.published)}`;
}

/** Thirteen months of every contract type for one area and household, for the chart. */
export function scbChart(data: ScbAverages, area: PriceArea, annualKwh: ScbHouseholdKwh): ScbChart {
  const series = SCB_CONTRACTS.map((contract) => {
    const values = seriesOf(data, contract, area, annualKwh);
    return { contract, label: SCB_CONTRACT_LABELS[contract], points: data.months.map((month, i) => ({ month, ore: values[i]! })) };
  });
  const all = series.flatMap((s) => s.points.map((p) => p.ore));
  return {
    area,
    annualKwh,
    months: data.months.map((month) => ({ month, label: formatMonthYear(month) })),
    series,
    min: Math.min(...all),
    max: Math.max(...all),
    sourceText: scbSourceText(data),
    unitText: `${data.source.unit}, för ${formatKwh(annualKwh)} per år`,
  };
}

export interface ScbTable {
  /** Column headings after the month: one per contract type. */
  columns: { contract: ScbContract; label: string }[];
  /** Newest month first, as a table is read. */
  rows: { month: string; label: string; values: { contract: ScbContract; ore: number; text: string }[] }[];
}

/** The chart's figures as a table (the fallback and the accessible version). */
export function scbTable(chart: ScbChart): ScbTable {
  return {
    columns: chart.series.map(({ contract, label }) => ({ contract, label })),
    rows: chart.months
      .map(({ month, label }, i) => ({
        month,
        label: upperFirst(label),
        values: chart.series.map((s) => ({ contract: s.contract, ore: s.points[i]!.ore, text: formatOrePerKwh(s.points[i]!.ore) })),
      }))
      .reverse(),
  };
}

/**
 * SCB's contract type for a filter choice: Rörligt → rörliga avtal, Fast 1/2/3 år → that length,
 * Fast without a length → 1 år (the most common fixed contract, and the sentence names the
 * length); Mixat and fixed lengths SCB does not publish (6 months, 4 and 5 years) → null.
 */
export function scbContractFor(group: TypeGroup | null, fixedLength: FixedLength | null): ScbContract | null {
  if (group === 'rorligt') return 'rorligt';
  if (group !== 'fast') return null;
  switch (fixedLength) {
    case null:
    case 12:
      return 'avtal1ar';
    case 24:
      return 'avtal2ar';
    case 36:
      return 'avtal3ar';
    default:
      return null;
  }
}

export interface ScbBenchmark {
  contract: ScbContract;
  area: PriceArea;
  annualKwh: ScbHouseholdKwh;
  month: string;
  ore: number;
  /** 'Snittpriset för nya rörliga avtal i SE3 i augusti 2026 var 81,0 öre/kWh (exkl. moms, 20 000 kWh).' */
  sentence: string;
  sourceText: string;
}

/**
 * The benchmark beside the list (docs/rules/price-basis.md): the newest month's average for the chosen type in
 * the area, for the SCB household nearest the chosen consumption; null when SCB has no such type.
 */
export function scbBenchmark(
  data: ScbAverages,
  choice: { group: TypeGroup | null; fixedLength: FixedLength | null; area: PriceArea; annualKwh: number },
): ScbBenchmark | null {
  const contract = scbContractFor(choice.group, choice.fixedLength);
  if (!contract) return null;
  const annualKwh = nearestScbHousehold(choice.annualKwh);
  const values = seriesOf(data, contract, choice.area, annualKwh);
  const last = data.months.length - 1;
  const month = data.months[last]!;
  const ore = values[last]!;
  return {
    contract,
    area: choice.area,
    annualKwh,
    month,
    ore,
    sentence: `Snittpriset för ${SCB_CONTRACT_PHRASES[contract]} i ${choice.area} i ${formatMonthYear(month)} var ${formatOrePerKwh(ore)} (exkl. moms, ${formatKwh(annualKwh)}).`,
    sourceText: scbSourceText(data),
  };
}

/**
 * Only the newest month of every series: all scbBenchmark reads, so a page hands its client
 * island this (about 5 KB) rather than thirteen months.
 */
export function scbLatest(data: ScbAverages): ScbAverages {
  const last = data.months.length - 1;
  return {
    source: data.source,
    months: data.months.slice(last),
    series: data.series.map((row) => ({ ...row, values: row.values.slice(last) })),
  };
}
