import { getGridOperatorIdentity } from '@/lib/content/grid-areas';
import { getAllGridOperators, getGridTariffMeta, type GridTariffMeta } from '@/lib/content/grid-tariffs';
import { getElnatPageContent } from '@/lib/content/pages';
import type { ElnatPageContent } from '@/lib/content/schemas';
import { VAT_RATE } from '@/lib/domain/constants';
import { fillCopy } from '@/lib/fill-copy';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';

import { buildElnatRows, type ElnatRow } from './elnat-table';
import { elnatOperatorPath } from '@/lib/paths';

/**
 * The page model of /elnat: the table rows, the dates the page states, the corrections and unknown
 * fees per tariff, and the page's copy with its `{…}` figures filled from the data
 * (content/pages/elnat.ts). The page only lays it out.
 */

export interface ElnatNote {
  /** The tariff's id, unique on the page. */
  id: string;
  /** 'Ellevio' or 'Ellevio, Stockholm'. */
  name: string;
  lines: readonly string[];
}

export interface ElnatPage {
  copy: ElnatPageContent;
  rows: readonly ElnatRow[];
  operatorCount: number;
  /** The lists are the latest per tariff starting on or before this day (YYYY-MM-DD); never shown as a day they applied. */
  referenceDate: string;
  /** The day the source read the price lists (YYYY-MM-DD). */
  sourceDate: string;
  /** The earliest 'valid from' of the table, for the dataset's temporal coverage. */
  firstFromDate: string;
  /** The later of the latest 'valid from' and the source's date: the end of the dataset's temporal coverage. */
  lastDate: string;
  source: GridTariffMeta['source'];
  /** Corrections and unknown fees, per tariff that has any. */
  notes: readonly ElnatNote[];
  /** Operators the source has no fees for. */
  placeholders: readonly string[];
}

export function getElnatPage(): ElnatPage {
  const meta = getGridTariffMeta();
  const operators = getAllGridOperators();
  const sourceDate = meta.source.commitDate.slice(0, 10);
  const rows = buildElnatRows(
    operators.map((operator) => {
      const identity = getGridOperatorIdentity(operator.id);
      return { ...operator, pagePath: identity?.hasPage ? elnatOperatorPath(identity.slug) : null };
    }),
    sourceDate,
  );
  const fromDates = rows.flatMap((row) => (row.fromDate ? [row.fromDate] : [])).sort();
  const firstFromDate = fromDates[0] ?? sourceDate;
  const lastFromDate = fromDates.at(-1) ?? sourceDate;
  const notes = operators.flatMap((operator) =>
    operator.tariffs.flatMap((tariff): ElnatNote[] => {
      const lines = [
        ...tariff.notes,
        ...[tariff.fixedFee, tariff.transferFee, tariff.powerFee].flatMap((part) => (part.status === 'unverified' ? [part.reason] : [])),
      ];
      return lines.length === 0
        ? []
        : [{ id: tariff.id, name: tariff.variant ? `${operator.name}, ${tariff.variant}` : operator.name, lines: [...new Set(lines)] }];
    }),
  );
  const copy = fillCopy(getElnatPageContent(), {
    count: formatNumber(operators.length),
    sourceDate: formatDate(sourceDate),
    oldListDate: formatDate(`${Number(sourceDate.slice(0, 4)) - 1}${sourceDate.slice(4)}`),
    pageTextsDate: formatDate(meta.pageTextsDate),
    vat: formatPercent(VAT_RATE * 100, 0),
  });
  return {
    copy,
    rows,
    operatorCount: operators.length,
    referenceDate: meta.referenceDate,
    sourceDate,
    firstFromDate,
    lastDate: lastFromDate > sourceDate ? lastFromDate : sourceDate,
    source: meta.source,
    notes,
    placeholders: operators.filter((operator) => operator.status === 'placeholder').map((operator) => operator.name),
  };
}
