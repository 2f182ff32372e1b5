import { type GridTariff } from '@/lib/grid/types';
import { isCompactGridList, type CompactGridList, type CompactGridOperator } from '@/lib/grid/compact-list';
import { memoisedJson } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';
import { searchKey } from '@/lib/search-key';
import { compareSwedish } from '@/lib/collate';

/**
 * Browser side of the grid operators' list: fetched only when the 'Ditt elnätsbolag'
 * picker opens or a remembered choice needs it, never bundled into a page; served by
 * app/data/elnatsavgifter.json/route.ts and checked with a small guard instead of zod.
 */

export const GRID_TARIFFS_URL = '/data/elnatsavgifter.json';

/** The list, fetched and checked once per page load (lib/memoised-json.ts). */
export const loadGridTariffList = memoisedJson<CompactGridList>(
  GRID_TARIFFS_URL,
  versionedCheck('elnatsavgifter', isCompactGridList),
  'a grid tariff list of this version',
);

/** For tests: forget the memoised list. */
export function resetGridTariffList(): void {
  loadGridTariffList.reset();
}

/** One choice in the picker: a tariff of an operator, or an operator without a known price list. */
export interface GridChoice {
  /** The tariff id, or the operator id for an operator without tariffs. */
  id: string;
  operator: CompactGridOperator;
  tariff: GridTariff | null;
  /** 'Vattenfall – Enkeltariff E4', 'Ellevio'. */
  label: string;
}

/** The choices in Swedish alphabetical order of their labels. */
export function gridChoices(list: CompactGridList): GridChoice[] {
  const choices = list.operators.flatMap((operator): GridChoice[] =>
    operator.tariffs.length === 0
      ? [{ id: operator.id, operator, tariff: null, label: operator.name }]
      : operator.tariffs.map((tariff) => ({
          id: tariff.id,
          operator,
          tariff,
          label: tariff.variant ? `${operator.name} – ${tariff.variant}` : operator.name,
        })),
  );
  return choices.sort((a, b) => compareSwedish(a.label, b.label));
}

export { searchKey };

export function filterGridChoices(choices: readonly GridChoice[], query: string): GridChoice[] {
  const key = searchKey(query);
  if (key === '') return [...choices];
  return choices.filter((choice) => searchKey(choice.label).includes(key));
}
