import type { CompactConcessions, CompactGridList } from '@/lib/grid/compact-list';
import { formatNumber } from '@/lib/format';
import { filterGridChoices, gridChoices, type GridChoice } from '@/lib/grid/tariff-list';
import { inPlace } from '@/lib/cities/place';
import { compareSwedish } from '@/lib/collate';

/**
 * The 'Ditt elnätsbolag' picker with the municipality known (docs/rules/grid-tariffs.md):
 * the operators holding an area concession there first, each with its share of the municipality's
 * area, then every other operator. It never says which operator is the visitor's: area is not
 * households, and the operator is printed on the grid bill.
 */

export interface PickerChoice extends GridChoice {
  /** Share of the municipality's area (0–1) in the concessions this choice applies to; null in the other group. */
  share: number | null;
  /** 'täcker cirka 75 % av kommunens yta'; null in the other group. */
  shareText: string | null;
}

export interface PickerGroup {
  id: 'concession' | 'other' | 'all';
  /** 'Elnätsbolag med koncession i Kalmar', 'Övriga elnätsbolag', 'Alla elnätsbolag'. */
  heading: string;
  choices: PickerChoice[];
}

export interface PickerModel {
  groups: PickerGroup[];
  /** Always shown: the picker does not know the visitor's operator. */
  hint: string;
}

export const PICKER_HINT =
  'Ditt elnätsbolag står på elnätsfakturan. Flera elnätsbolag kan ha koncession i samma kommun, och koncessionens yta säger inget om vilket som har din adress.';

/** 'täcker cirka 75 % av kommunens yta'; under one per cent 'täcker under 1 % av kommunens yta'. */
export function shareText(share: number): string {
  if (share < 0.01) return 'täcker under 1\u00A0% av kommunens yta';
  return `täcker cirka ${formatNumber(Math.round(share * 100))}\u00A0% av kommunens yta`;
}

/**
 * The groups for a municipality (SCB code and short name), filtered by what the visitor typed;
 * `allConcessions` is the fetched concessions file (null while it loads or if it failed).
 * Without a municipality, or without concession data for it, one group with every operator.
 * A choice is in the first group when its operator holds a concession there that covers it (a
 * concession can be limited to some of the operator's tariffs, as Hofors' is to Gävle Energi's
 * Hofors list); an operator's shares in several units there are added up.
 */
export function pickerModel(
  list: CompactGridList,
  allConcessions: CompactConcessions | null,
  municipality: { code: string; name: string } | null,
  query = '',
): PickerModel {
  const choices = gridChoices(list);
  const concessions = municipality ? allConcessions?.[municipality.code] : undefined;
  if (!municipality || !concessions || concessions.length === 0) {
    return {
      groups: [{ id: 'all', heading: 'Alla elnätsbolag', choices: filterGridChoices(choices, query).map((c) => ({ ...c, share: null, shareText: null })) }],
      hint: PICKER_HINT,
    };
  }
  // Share per choice id: the operator's own id when it has no tariffs, else each covered tariff's id.
  const shares = new Map<string, number>();
  const byId = new Map(list.operators.map((operator) => [operator.id, operator]));
  for (const [operatorId, perMille, ...limited] of concessions) {
    const operator = byId.get(operatorId);
    if (!operator) continue;
    const covered =
      operator.tariffs.length === 0 ? [operator.id] : operator.tariffs.filter((t) => limited.length === 0 || limited.includes(t.id)).map((t) => t.id);
    for (const id of covered) shares.set(id, (shares.get(id) ?? 0) + perMille / 1000);
  }
  const first: PickerChoice[] = [];
  const rest: PickerChoice[] = [];
  for (const choice of choices) {
    const share = shares.get(choice.id);
    if (share === undefined) rest.push({ ...choice, share: null, shareText: null });
    else first.push({ ...choice, share, shareText: shareText(share) });
  }
  first.sort((a, b) => (b.share ?? 0) - (a.share ?? 0) || compareSwedish(a.label, b.label));
  const keep = new Set(filterGridChoices([...first, ...rest], query).map((c) => c.id));
  return {
    groups: [
      { id: 'concession', heading: `Elnätsbolag med koncession ${inPlace(municipality.name)}`, choices: first.filter((c) => keep.has(c.id)) },
      { id: 'other', heading: 'Övriga elnätsbolag', choices: rest.filter((c) => keep.has(c.id)) },
    ],
    hint: PICKER_HINT,
  };
}
