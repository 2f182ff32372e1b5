import 'server-only';

import gridTariffsJson from '@/content/data/grid-tariffs.json';
import { type GridTariff } from '@/lib/grid/types';
import { compactGridList, gridSourceNotice, type CompactGridList } from '@/lib/grid/compact-list';

import { getAllGridOperatorIdentities } from './grid-areas';
import { gridTariffContentFileSchema, type GridOperator, type GridTariffMeta } from './grid-tariff-schemas';
import { lazy, lazyContent } from './load';

export type { GridOperator, GridTariffContent, GridTariffMeta } from './grid-tariff-schemas';

/**
 * The content boundary for grid operators' tariffs (content/data/grid-tariffs.json, written by
 * `npm run import:grid`). Server side: pages read operators here; the browser gets
 * `getCompactGridList()` through /data/elnatsavgifter.json, fetched when the picker opens.
 */

const getFile = lazyContent('content/data/grid-tariffs.json', gridTariffContentFileSchema, () => gridTariffsJson);

const byId = lazy(() => new Map(getAllGridOperators().map((operator) => [operator.id, operator])));
const tariffsById = lazy(
  () => new Map(getAllGridOperators().flatMap((operator) => operator.tariffs.map((tariff) => [tariff.id, { operator, tariff }] as const))),
);
const compact = lazy(() =>
  compactGridList(
    getFile(),
    getAllGridOperatorIdentities().map((o) => ({ id: o.id, name: o.name, slug: o.hasPage ? o.slug : null })),
  ),
);

/** Every operator, ordered by id (the content's order); placeholders included, marked. */
export function getAllGridOperators(): readonly GridOperator[] {
  return getFile().operators;
}

/** An operator by its id ('ellevio'), or undefined. */
export function getGridOperator(id: string): GridOperator | undefined {
  return byId().get(id);
}

/** A tariff by its id ('vattenfall-enkeltariff-e4', or 'ellevio' when the operator has one), with its operator. */
export function getGridTariff(id: string): { operator: GridOperator; tariff: GridTariff } | undefined {
  return tariffsById().get(id);
}

/** Source, licence and dates of the data. */
export function getGridTariffMeta(): GridTariffMeta {
  return getFile().meta;
}

/** 'Data: spotpilot/grid-tariffs (MIT), …' followed by the MIT licence text. */
export function getGridSourceNotice(): string {
  return gridSourceNotice(getGridTariffMeta().source);
}

/** The list the browser fetches: names, ids, page slugs, price pages and the fees the total needs (concessions: getCompactConcessions()). */
export function getCompactGridList(): CompactGridList {
  return compact();
}
