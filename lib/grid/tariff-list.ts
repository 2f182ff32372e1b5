import { type GridTariff } from '@/lib/grid/types';
import { isCompactGridList, type CompactGridList, type CompactGridOperator } from '@/lib/grid/compact-list';
import { versionedCheck } from '@/lib/open-data/versions';
import { searchKey } from '@/lib/search-key';

/**
 * Browser side of the grid operators' list: fetched only when the 'Ditt elnätsbolag'
 * picker opens or a remembered choice needs it, never bundled into a page; served by
 * app/data/elnatsavgifter.json/route.ts and checked with a small guard instead of zod.
 */

export const GRID_TARIFFS_URL = '/data/elnatsavgifter.json';

const readGridTariffList = versionedCheck('elnatsavgifter', isCompactGridList);

let pending: Promise<CompactGridList> | null = null;

/**
 * Fetches and checks the list once per page load; callers share the promise. A failure (network,
 * HTTP status, malformed JSON) rejects and clears the memo, so the next attempt tries again.
 */
export function loadGridTariffList(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<CompactGridList> {
  if (!pending) {
    const attempt = (async () => {
      const response = await fetchImpl(GRID_TARIFFS_URL);
      if (!response.ok) throw new Error(`${GRID_TARIFFS_URL}: HTTP ${response.status}`);
      const list = readGridTariffList(await response.json());
      if (!list) throw new Error(`${GRID_TARIFFS_URL}: not a grid tariff list of this version`);
      return list;
    })();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** For tests: forget the memoised list. */
export function resetGridTariffList(): void {
  pending = null;
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
  const collator = new Intl.Collator('sv');
  return choices.sort((a, b) => collator.compare(a.label, b.label));
}

export { searchKey };

export function filterGridChoices(choices: readonly GridChoice[], query: string): GridChoice[] {
  const key = searchKey(query);
  if (key === '') return [...choices];
  return choices.filter((choice) => searchKey(choice.label).includes(key));
}
