'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ScrollRegion } from '@/components/ui/scroll-region';

import {
  VERIFICATION_LABELS,
  filterElnatRows,
  sortElnatRows,
  type ElnatCell,
  type ElnatRow,
  type ElnatSortKey,
  type SortDirection,
} from '@/lib/grid/elnat-table';
import { cx } from '@/lib/utils';

interface Column {
  key: ElnatSortKey;
  label: string;
  unit?: string;
}

const COLUMNS: readonly (Column & { key: Exclude<ElnatSortKey, 'name'> })[] = [
  { key: 'fixed16', label: '16 A', unit: 'kr/år' },
  { key: 'fixed20', label: '20 A', unit: 'kr/år' },
  { key: 'fixed25', label: '25 A', unit: 'kr/år' },
  { key: 'transfer', label: 'Överföring', unit: 'öre/kWh' },
  { key: 'power', label: 'Effektavgift' },
  { key: 'fromDate', label: 'Prislista från' },
];

/** The one value column a phone shows beside the name (the rest are a choice away, never gone). */
type PhoneColumn = Exclude<ElnatSortKey, 'name'> | 'status';
const PHONE_COLUMNS: readonly { key: PhoneColumn; label: string }[] = [
  ...COLUMNS.map((column) => ({ key: column.key, label: column.unit ? `${column.label} (${column.unit})` : column.label })),
  { key: 'status', label: 'Status' },
];
const isPhoneColumn = (value: string): value is PhoneColumn => PHONE_COLUMNS.some((column) => column.key === value);

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
function Cell({ cell, hidden }: { cell: ElnatCell; hidden: string }) {
  return (
    <td className={cx('px-3 py-2 text-right tabular-nums', cell.sort === null ? 'text-muted-foreground' : '', hidden)}>
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
 * adds the sort buttons and the search by name. On a phone the table shows the name and one value
 * column, chosen in a list above it (16 A first), so 127 rows stay short and nothing scrolls
 * sideways; between the phone and the desktop widths the whole table scrolls sideways inside a
 * focusable region, with the operator column kept in view and a line saying so.
 */
export function ElnatTable({ rows, caption }: { rows: readonly ElnatRow[]; caption: string }) {
  const id = useId();
  const [sort, setSort] = useState<{ key: ElnatSortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const [query, setQuery] = useState('');
  const [phoneColumn, setPhoneColumn] = useState<PhoneColumn>('fixed16');
  const sorted = useMemo(() => (sort.key === 'name' && sort.direction === 'asc' ? rows : sortElnatRows(rows, sort.key, sort.direction)), [rows, sort]);
  const shown = useMemo(() => filterElnatRows(sorted, query), [sorted, query]);
  // Hidden below Tailwind's sm breakpoint unless it is the phone's chosen column.
  const hidden = (key: PhoneColumn) => (key === phoneColumn ? '' : 'max-sm:hidden');

  function sortBy(key: ElnatSortKey) {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
  }

  const ariaSort = (key: ElnatSortKey) => (sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  const button = (column: Column) => (
    <SortButton column={column} direction={sort.key === column.key ? sort.direction : null} onSort={() => sortBy(column.key)} />
  );

  return (
    <div>
      <p className="mb-2 text-sm text-muted-foreground">
        Namnen länkar till elnätsbolagens sidor här, med avgifterna per hushåll och en länk till bolagets egen prissida.
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div role="search" className="w-full max-w-sm">
          <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium">
            Sök elnätsbolag
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Till exempel Ellevio eller Mälarenergi"
            autoComplete="off"
            maxLength={100}
            aria-describedby={`${id}-count`}
          />
        </div>
        <div className="w-full sm:hidden">
          <label htmlFor={`${id}-column`} className="mb-1 block text-sm font-medium">
            Kolumn att visa
          </label>
          <NativeSelect
            id={`${id}-column`}
            className="w-full"
            value={phoneColumn}
            onChange={(event) => isPhoneColumn(event.target.value) && setPhoneColumn(event.target.value)}
          >
            {PHONE_COLUMNS.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={`${id}-count`} role="status" className="mb-2 text-sm text-muted-foreground empty:hidden" data-testid="elnat-count">
        {query.trim() === '' ? '' : shown.length === 0 ? `Inget elnätsbolag har ”${query.trim()}” i namnet.` : `Visar ${shown.length} av ${rows.length} rader`}
      </p>
      {shown.length === 0 ? (
        <button
          type="button"
          onClick={() => setQuery('')}
          className="mb-3 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
        >
          Visa alla elnätsbolag
        </button>
      ) : null}
      <ScrollRegion
        labelledBy={`${id}-caption`}
        hint="Tabellen är bredare än skärmen: svep i sidled för att se alla kolumner."
        hintClassName="hidden sm:block lg:hidden"
        className="rounded-lg border border-border"
      >
        <table className="w-full border-collapse text-sm sm:min-w-[52rem]">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" aria-sort={ariaSort('name')} className="sticky left-0 z-10 bg-muted px-3 py-2 text-left align-bottom">
                {button({ key: 'name', label: 'Elnätsbolag' })}
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={ariaSort(column.key)} className={cx('px-3 py-2 text-right align-bottom', hidden(column.key))}>
                  {button(column)}
                </th>
              ))}
              <th scope="col" className={cx('px-3 py-2 text-left align-bottom font-semibold', hidden('status'))}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
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
                <Cell cell={row.fixed16} hidden={hidden('fixed16')} />
                <Cell cell={row.fixed20} hidden={hidden('fixed20')} />
                <Cell cell={row.fixed25} hidden={hidden('fixed25')} />
                <Cell cell={row.transfer} hidden={hidden('transfer')} />
                <Cell cell={row.power} hidden={hidden('power')} />
                <td className={cx('px-3 py-2 text-right tabular-nums', hidden('fromDate'))}>
                  {row.fromDate ?? '–'}
                  {row.fromDateNote ? <span className="block text-xs text-muted-foreground">{row.fromDateNote}</span> : null}
                </td>
                <td className={cx('px-3 py-2', hidden('status'))}>{VERIFICATION_LABELS[row.status]}</td>
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
