'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { ScrollRegion, SCROLL_HINT } from '@/components/ui/scroll-region';

import { VERIFICATION_LABELS, sortElnatRows, type ElnatCell, type ElnatRow, type ElnatSortKey, type SortDirection } from '@/lib/grid/elnat-table';
import { cx } from '@/lib/utils';

interface Column {
  key: ElnatSortKey;
  label: string;
  unit?: string;
}

const COLUMNS: readonly Column[] = [
  { key: 'fixed16', label: '16 A', unit: 'kr/år' },
  { key: 'fixed20', label: '20 A', unit: 'kr/år' },
  { key: 'fixed25', label: '25 A', unit: 'kr/år' },
  { key: 'transfer', label: 'Överföring', unit: 'öre/kWh' },
  { key: 'power', label: 'Effektavgift' },
  { key: 'fromDate', label: 'Prislista från' },
];

const LABELS: Readonly<Record<ElnatSortKey, string>> = {
  name: 'namn',
  fixed16: 'fast avgift 16 A',
  fixed20: 'fast avgift 20 A',
  fixed25: 'fast avgift 25 A',
  transfer: 'överföringsavgift',
  power: 'effektavgift',
  fromDate: 'prislistans datum',
};

// Few elements per cell: the table has some 140 rows, and every node costs the browser and axe.
function Cell({ cell }: { cell: ElnatCell }) {
  return (
    <td className={cx('px-3 py-2 text-right tabular-nums', cell.sort === null ? 'text-muted-foreground' : '')}>
      {cell.text}
      {cell.note ? <span className="block text-xs text-muted-foreground">{cell.note}</span> : null}
    </td>
  );
}

function SortButton({ column, direction, onSort }: { column: Column; direction: SortDirection | null; onSort: () => void }) {
  const Icon = direction === null ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={onSort} className="inline-flex min-h-6 items-start gap-1 text-left font-semibold hover:text-primary">
      <span>
        <span className="whitespace-nowrap">{column.label}</span>
        {column.unit ? <span className="block text-xs font-normal text-muted-foreground">{column.unit}</span> : null}
      </span>
      <Icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
    </button>
  );
}

/**
 * The /elnat overview table. The server renders it in name order (rows arrive sorted); this island
 * adds the sort buttons. On a narrow screen the table scrolls sideways inside a focusable region,
 * with the operator column kept in view and a line saying so.
 */
export function ElnatTable({ rows, caption }: { rows: readonly ElnatRow[]; caption: string }) {
  const id = useId();
  const [sort, setSort] = useState<{ key: ElnatSortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const sorted = useMemo(
    () => (sort.key === 'name' && sort.direction === 'asc' ? rows : sortElnatRows(rows, sort.key, sort.direction)),
    [rows, sort],
  );

  function sortBy(key: ElnatSortKey) {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
  }

  const ariaSort = (key: ElnatSortKey) => (sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  const button = (column: Column) => (
    <SortButton column={column} direction={sort.key === column.key ? sort.direction : null} onSort={() => sortBy(column.key)} />
  );

  return (
    <div>
      <p className="mb-2 text-sm text-muted-foreground">Namnen länkar till elnätsbolagens sidor här, med avgifterna per hushåll och en länk till bolagets egen prissida.</p>
      <ScrollRegion labelledBy={`${id}-caption`} hint={SCROLL_HINT} className="rounded-lg border border-border">
        <table className="w-full min-w-[52rem] border-collapse text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" aria-sort={ariaSort('name')} className="sticky left-0 z-10 bg-muted px-3 py-2 text-left align-bottom">
                {button({ key: 'name', label: 'Elnätsbolag' })}
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={ariaSort(column.key)} className="px-3 py-2 text-right align-bottom">
                  {button(column)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-left align-bottom font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id} className="border-t border-border align-top">
                <th scope="row" className="sticky left-0 bg-background px-3 py-1 text-left font-normal">
                  <a
                    href={row.pagePath ?? row.feeInfoUrl}
                    {...(row.pagePath ? {} : { rel: 'noopener' })}
                    className="inline-block py-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {row.operatorName}
                  </a>
                  {row.variant ? <span className="block text-xs text-muted-foreground">{row.variant}</span> : null}
                </th>
                <Cell cell={row.fixed16} />
                <Cell cell={row.fixed20} />
                <Cell cell={row.fixed25} />
                <Cell cell={row.transfer} />
                <Cell cell={row.power} />
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.fromDate ?? '–'}
                  {row.fromDateNote ? <span className="block text-xs text-muted-foreground">{row.fromDateNote}</span> : null}
                </td>
                <td className="px-3 py-2">{VERIFICATION_LABELS[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p role="status" className="sr-only">
        {`Sorterad efter ${LABELS[sort.key]}, ${sort.direction === 'asc' ? (sort.key === 'name' ? 'A till Ö' : 'lägst först') : sort.key === 'name' ? 'Ö till A' : 'högst först'}.`}
      </p>
    </div>
  );
}
