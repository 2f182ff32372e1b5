import { formatNumber } from '@/lib/format';
import { compareSwedish } from '@/lib/collate';

/**
 * Population groups of the /stader list. docs/rules/cities.md: replaces the old overlapping
 * bands ('smaller towns 20,000-75,000', 'villages under 30,000') with five that do not overlap:
 * each lower bound inclusive, each upper bound exclusive, so every municipality is in exactly one
 * group. With SCB 2024 figures that gives 20 / 31 / 37 / 70 / 132 of the 290 municipalities:
 *
 *   Storstäder          ≥ 100 000          Större städer    50 000–99 999
 *   Mellanstora städer  30 000–49 999      Mindre städer    15 000–29 999
 *   Mindre kommuner     < 15 000
 */

export const POPULATION_GROUP_IDS = ['major', 'large', 'medium', 'small', 'village'] as const;
export type PopulationGroupId = (typeof POPULATION_GROUP_IDS)[number];

export interface PopulationGroup {
  id: PopulationGroupId;
  /** Heading on /stader. */
  label: string;
  /** Inclusive lower bound (inhabitants). */
  min: number;
  /** Exclusive upper bound, or null for no limit. */
  maxExclusive: number | null;
  /** The band in words, sv-SE formatted: '50 000–99 999 invånare'. */
  rangeLabel: string;
}

function rangeLabel(min: number, maxExclusive: number | null): string {
  if (maxExclusive === null) return `${formatNumber(min)} invånare eller fler`;
  if (min === 0) return `Färre än ${formatNumber(maxExclusive)} invånare`;
  return `${formatNumber(min)}–${formatNumber(maxExclusive - 1)} invånare`;
}

const group = (id: PopulationGroupId, label: string, min: number, maxExclusive: number | null): PopulationGroup => ({
  id,
  label,
  min,
  maxExclusive,
  rangeLabel: rangeLabel(min, maxExclusive),
});

/** Largest first, as the page lists them. */
export const POPULATION_GROUPS: readonly PopulationGroup[] = [
  group('major', 'Storstäder', 100_000, null),
  group('large', 'Större städer', 50_000, 100_000),
  group('medium', 'Mellanstora städer', 30_000, 50_000),
  group('small', 'Mindre städer', 15_000, 30_000),
  group('village', 'Mindre kommuner', 0, 15_000),
];

/** The one group a population belongs to; anything that is not a number ≥ 15 000 is a 'village'. */
export function populationGroup(population: number): PopulationGroupId {
  for (const g of POPULATION_GROUPS) {
    if (population >= g.min && (g.maxExclusive === null || population < g.maxExclusive)) return g.id;
  }
  return 'village';
}

/**
 * Every item in exactly one group, largest population first within a group, ties by name in
 * Swedish order (so 'Å' and 'Ö' sort after 'Z').
 */
export function groupMunicipalities<T extends { population: number; name: string }>(list: readonly T[]): Record<PopulationGroupId, T[]> {
  const groups: Record<PopulationGroupId, T[]> = { major: [], large: [], medium: [], small: [], village: [] };
  for (const item of list) groups[populationGroup(item.population)].push(item);
  for (const id of POPULATION_GROUP_IDS) {
    groups[id].sort((a, b) => b.population - a.population || compareSwedish(a.name, b.name));
  }
  return groups;
}
