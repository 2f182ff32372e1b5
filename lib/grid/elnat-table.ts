import { describeFuses, servedMainFuses, type FuseAmounts, type GridTariff } from '@/lib/grid/types';
import { formatNumber } from '@/lib/format';
import { exactDecimals } from '@/lib/grid/format';
import { searchKey } from '@/lib/search-key';
import { compareSwedish } from '@/lib/collate';

/**
 * The rows of the /elnat overview: one per tariff (an operator with two price lists has two
 * rows, a placeholder operator one row without figures), every cell pre-formatted on the server
 * with a numeric sort key beside it, so the sorting island only reorders. A value we do not know
 * has a null key and sorts last in both directions.
 */

export const ELNAT_SORT_KEYS = ['name', 'fixed16', 'fixed20', 'fixed25', 'transfer', 'power', 'fromDate'] as const;
export type ElnatSortKey = (typeof ELNAT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** The statuses a row can have, in the order the page explains them. */
export const VERIFICATION_STATUSES = ['source', 'corrected', 'partly-unknown', 'missing'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_LABELS: Readonly<Record<VerificationStatus, string>> = {
  source: 'Enligt källan',
  corrected: 'Rättad av oss',
  'partly-unknown': 'Delvis okänd',
  missing: 'Avgifter saknas',
};

export interface ElnatCell {
  text: string;
  /** A second line (a lower-use price, a unit), or null. */
  note: string | null;
  sort: number | null;
}

export interface ElnatRow {
  id: string;
  operatorName: string;
  variant: string | null;
  feeInfoUrl: string;
  /** The operator's own page on this site, /elnat/{slug}; null where it has none (then the name links to its price page). */
  pagePath: string | null;
  fixed16: ElnatCell;
  fixed20: ElnatCell;
  fixed25: ElnatCell;
  transfer: ElnatCell;
  power: ElnatCell;
  /** 'YYYY-MM-DD', or null for a placeholder. */
  fromDate: string | null;
  /** 'kan ha ändrats' for a list dated more than a year before the source read it; null otherwise. */
  fromDateNote: string | null;
  status: VerificationStatus;
}

export interface ElnatOperatorInput {
  id: string;
  name: string;
  feeInfoUrl: string;
  /** /elnat/{slug} where the operator has a page. */
  pagePath?: string | null;
  tariffs: readonly (GridTariff & { notes: readonly string[] })[];
}

const UNKNOWN: ElnatCell = { text: 'Okänd', note: null, sort: null };
const NOT_LISTED: ElnatCell = { text: '–', note: 'finns inte i prislistan', sort: null };

const kr = (value: number) => formatNumber(Math.round(value));
const ore = (value: number) => formatNumber(value, Math.max(1, exactDecimals(value)));

function fixedCell(tariff: GridTariff, fuse: '16' | '20' | '25'): ElnatCell {
  const fee = tariff.fixedFee;
  if (fee.status !== 'known') return UNKNOWN;
  const value = fee.yearlyKr[fuse];
  if (value === undefined) return NOT_LISTED;
  const tier = fee.tiers?.find((t) => t.amounts[fuse] !== undefined);
  const tierValue = tier?.amounts[fuse];
  return {
    text: kr(value),
    note: tier && tierValue !== undefined ? `${kr(tierValue)} vid högst ${formatNumber(tier.maxYearlyKwh)} kWh/år` : null,
    sort: value,
  };
}

function range(values: readonly number[], format: (value: number) => string): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
}

function amountsAt16(amounts: FuseAmounts): number | undefined {
  return amounts['16'] ?? amounts['20'] ?? amounts['25'] ?? amounts['35'];
}

/** Transfer fee at 16 A (or the smallest fuse listed); sorted by the lowest price the tariff charges. */
function transferCell(tariff: GridTariff): ElnatCell {
  const fee = tariff.transferFee;
  if (fee.status !== 'known') return UNKNOWN;
  switch (fee.type) {
    case 'fixed': {
      const value = amountsAt16(fee.orePerKwh);
      if (value === undefined) return NOT_LISTED;
      const tier = fee.tiers?.[0];
      const tierValue = tier ? amountsAt16(tier.amounts) : undefined;
      return {
        text: ore(value),
        note: tier && tierValue !== undefined ? `${ore(tierValue)} vid högst ${formatNumber(tier.maxYearlyKwh)} kWh/år` : null,
        sort: tierValue === undefined ? value : Math.min(value, tierValue),
      };
    }
    case 'timeOfUse': {
      const values = fee.periods.map((p) => amountsAt16(p.orePerKwh)).filter((v): v is number => v !== undefined);
      if (values.length === 0) return NOT_LISTED;
      return { text: range(values, ore), note: 'tidstariff', sort: Math.min(...values) };
    }
    case 'spotVariable':
      return {
        text: `${ore(fee.baseOrePerKwh)} + ${formatNumber(fee.spotShare * 100, exactDecimals(fee.spotShare * 100, 2))}\u00A0%`,
        note: 'av spotpriset',
        sort: fee.baseOrePerKwh,
      };
  }
}

function powerCell(tariff: GridTariff): ElnatCell {
  const fee = tariff.powerFee;
  if (fee.status === 'none') return { text: 'Nej', note: null, sort: 0 };
  if (fee.status !== 'known') return UNKNOWN;
  const prices = fee.periods.map((p) => amountsAt16(p.krPerKw)).filter((v): v is number => v !== undefined && v > 0);
  if (prices.length === 0) return { text: 'Nej', note: null, sort: 0 };
  return { text: 'Ja', note: `${range(prices, (v) => formatNumber(v, exactDecimals(v, 2)))}\u00A0kr/kW`, sort: Math.max(...prices) };
}

/** A list for other fuses than 16–35 A (Mälarenergi's effektabonnemang, 80 A and up): no household figure. */
function otherFusesCell(tariff: GridTariff): ElnatCell | null {
  return tariff.fuses && servedMainFuses(tariff).length === 0 ? { text: '–', note: `gäller ${describeFuses(tariff.fuses)}`, sort: null } : null;
}

/** The date a year before an ISO date. */
function yearBefore(isoDate: string): string {
  return `${Number(isoDate.slice(0, 4)) - 1}${isoDate.slice(4)}`;
}

function statusOf(tariff: GridTariff & { notes: readonly string[] }): VerificationStatus {
  const unknown = [tariff.fixedFee, tariff.transferFee, tariff.powerFee].some((part) => part.status === 'unverified');
  if (unknown) return 'partly-unknown';
  return tariff.notes.length > 0 ? 'corrected' : 'source';
}

/**
 * The rows, name order. `sourceDate` (YYYY-MM-DD, the day the source read the lists) marks a list
 * dated more than a year before it as one that may have changed.
 */
export function buildElnatRows(operators: readonly ElnatOperatorInput[], sourceDate?: string): ElnatRow[] {
  const rows = operators.flatMap((operator): ElnatRow[] => {
    if (operator.tariffs.length === 0) {
      return [
        {
          id: operator.id,
          operatorName: operator.name,
          variant: null,
          feeInfoUrl: operator.feeInfoUrl,
          pagePath: operator.pagePath ?? null,
          fixed16: UNKNOWN,
          fixed20: UNKNOWN,
          fixed25: UNKNOWN,
          transfer: UNKNOWN,
          power: UNKNOWN,
          fromDate: null,
          fromDateNote: null,
          status: 'missing',
        },
      ];
    }
    return operator.tariffs.map((tariff) => {
      const other = otherFusesCell(tariff);
      return {
        id: tariff.id,
        operatorName: operator.name,
        variant: tariff.variant,
        feeInfoUrl: operator.feeInfoUrl,
        pagePath: operator.pagePath ?? null,
        fixed16: other ?? fixedCell(tariff, '16'),
        fixed20: other ?? fixedCell(tariff, '20'),
        fixed25: other ?? fixedCell(tariff, '25'),
        transfer: other ?? transferCell(tariff),
        power: other ?? powerCell(tariff),
        fromDate: tariff.fromDate,
        fromDateNote: sourceDate !== undefined && tariff.fromDate < yearBefore(sourceDate) ? 'kan ha ändrats' : null,
        status: statusOf(tariff),
      };
    });
  });
  return sortElnatRows(rows, 'name', 'asc');
}

function nameOf(row: ElnatRow): string {
  return row.variant ? `${row.operatorName} ${row.variant}` : row.operatorName;
}

/**
 * A new array sorted by `key`; names in Swedish order. Unknown values go last whichever the
 * direction, and ties keep the name order.
 */
export function sortElnatRows(rows: readonly ElnatRow[], key: ElnatSortKey, direction: SortDirection): ElnatRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: ElnatRow, b: ElnatRow) => compareSwedish(nameOf(a), nameOf(b));
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b);
    const [x, y] = key === 'fromDate' ? [a.fromDate, b.fromDate] : [a[key].sort, b[key].sort];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return order === 0 ? byName(a, b) : sign * order;
  });
}

/** The rows whose operator name or variant holds the query, case, accents and punctuation folded ('malarenergi' finds Mälarenergi). */
export function filterElnatRows(rows: readonly ElnatRow[], query: string): readonly ElnatRow[] {
  const key = searchKey(query);
  if (key === '') return rows;
  return rows.filter((row) => searchKey(`${row.operatorName} ${row.variant ?? ''}`).includes(key));
}
