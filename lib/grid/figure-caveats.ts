import type { GridTariff } from '@/lib/grid/types';
import { COST_PART_LABELS, PEAK_ASSUMPTION_BASIS } from '@/lib/grid/total-cost';
import { formatDate, formatList, formatNumber, formatOrePerKwh } from '@/lib/format';
import { formatKw } from '@/lib/grid/format';
import type { HouseholdCost } from '@/lib/grid/household';

/**
 * Why a yearly grid cost on our pages can differ from the one the operator itself reports for the
 * same typical household (Energimarknadsinspektionen publishes those each year): one Swedish
 * sentence per reason, from the data (docs/rules/grid-tariffs.md, "What can make a figure differ").
 */

/** Where Ei publishes the operators' own figures for its typical customers. */
export const EI_TYPICAL_CUSTOMERS = {
  name: 'Energimarknadsinspektionen, Nätavgifter – elnät',
  url: 'https://ei.se/om-oss/statistik-och-oppna-data/natavgifter---elnat',
} as const;

export interface CaveatInput {
  tariff: Pick<GridTariff, 'fromDate' | 'transferFee' | 'powerFee'>;
  /** The household figures shown for the tariff (the caveats name what they rest on). */
  households: readonly HouseholdCost[];
  /** 'YYYY-MM-DD': the day the source read the price lists. */
  sourceDate: string;
}

/** The date a year before an ISO date ('2025-10-27' → '2024-10-27'). */
function yearBefore(isoDate: string): string {
  return `${Number(isoDate.slice(0, 4)) - 1}${isoDate.slice(4)}`;
}

/** A part's label as the subject of a sentence: 'Överföringsavgift' → 'överföringsavgiften'. */
const DEFINITE: Readonly<Record<string, string>> = {
  [COST_PART_LABELS.gridFixed]: 'den fasta elnätsavgiften',
  [COST_PART_LABELS.transfer]: 'överföringsavgiften',
  [COST_PART_LABELS.power]: 'effektavgiften',
  [COST_PART_LABELS.authorityFee]: 'myndighetsavgifterna',
};
const definite = (label: string) => DEFINITE[label] ?? label.toLowerCase();

export function figureCaveats({ tariff, households, sourceDate }: CaveatInput): string[] {
  const caveats: string[] = [];
  const year = sourceDate.slice(0, 4);
  const shown = households.flatMap((cost) => (cost.available ? [cost] : []));
  // Nothing to qualify where the list gives no household figure (a list for 80 A and up).
  if (shown.length === 0) return [];

  if (tariff.fromDate !== '' && tariff.fromDate < yearBefore(sourceDate)) {
    caveats.push(
      `Prislistan gäller från ${formatDate(tariff.fromDate)}, mer än ett år innan källan lästes ${formatDate(sourceDate)}, så elnätsbolaget kan ha ändrat priserna sedan dess.`,
    );
  } else if (tariff.fromDate > `${year}-01-01`) {
    caveats.push(
      `Prislistan gäller från ${formatDate(tariff.fromDate)}, så elnätsbolagets egna siffror för ${year} kan bygga på prislistan som gällde före den.`,
    );
  }

  const spotUsed = shown.map((cost) => cost.grid.assumptions.spotOreExVat).find((spot) => spot !== null);
  if (spotUsed !== undefined && spotUsed !== null) {
    caveats.push(
      `Överföringsavgiften följer spotpriset, och vi räknar med spotpriset ${formatOrePerKwh(spotUsed, 2)} utan moms; med ett annat spotpris blir avgiften en annan.`,
    );
  }

  const peaks = shown.filter((cost) => cost.grid.assumptions.peak?.source === 'assumed');
  if (peaks.length > 0) {
    caveats.push(`Effektavgiften beror på hushållets egna effekttoppar, och vi räknar med en antagen topp (${PEAK_ASSUMPTION_BASIS}).`);
  }

  if (shown.some((cost) => cost.grid.assumptions.timeOfUse !== null)) {
    caveats.push('Tidstariffens pris beror på när hushållet använder elen, och vi räknar med en antagen fördelning över året och dygnet.');
  }

  const missing = [...new Set(shown.flatMap((cost) => (cost.fuseNote === null ? cost.grid.total.missing : [])))];
  if (missing.length > 0) {
    const names = formatList(missing.map(definite));
    caveats.push(
      `${names.charAt(0).toUpperCase()}${names.slice(1)} ${missing.length === 1 ? 'är okänd och ingår' : 'är okända och ingår'} inte i beloppen, så hushållet betalar mer än de visar.`,
    );
  }
  return caveats;
}

/**
 * Where a household figure has a power fee on the assumed peak: that peak in one sentence,
 * labelled as our assumption; null where no figure rests on it.
 */
export function assumedPeakNote(households: readonly HouseholdCost[]): string | null {
  const withPeak = households.flatMap((cost) => (cost.available && cost.grid.assumptions.peak?.source === 'assumed' ? [cost] : []));
  const first = withPeak[0];
  if (!first) return null;
  const peaks = first.grid.assumptions.peak?.monthlyPeakKw ?? [];
  const low = Math.min(...peaks);
  const high = Math.max(...peaks);
  const range = low === high ? formatKw(low) : `${formatNumber(low, 1)}–${formatKw(high)}`;
  return `Effektavgiften i tabellen är räknad på en antagen effekttopp, ${range} per månad för ${first.type.label.toLowerCase()} (${PEAK_ASSUMPTION_BASIS}).`;
}

/** The note and what the visitor can do instead, or null without a note. */
export function withOwnPeak(note: string | null, instead: string): string | null {
  return note === null ? null : `${note} ${instead}`;
}
