import gridTariffsJson from '../../../content/data/grid-tariffs.json';
import { gridTariffContentFileSchema, type GridOperator } from '../../../lib/content/grid-tariff-schemas';
import type { GridTariff } from '../../../lib/grid/types';

/**
 * The grid operators' tariffs as bundled (content/data/grid-tariffs.json, written by
 * `npm run import:grid`), read with the content schema, for the browser tests that check a page
 * shows them: so those tests hold after a re-import. (The site's own loader,
 * lib/content/grid-tariffs.ts, is for the server only.)
 */
export const bundledGrid = gridTariffContentFileSchema.parse(gridTariffsJson);

/** The day the source read the price lists (YYYY-MM-DD). */
export const gridSourceDate = bundledGrid.meta.source.commitDate.slice(0, 10);

/** A tariff by its id, with its operator. */
export function bundledTariff(id: string): { operator: GridOperator; tariff: GridTariff } {
  for (const operator of bundledGrid.operators) {
    const tariff = operator.tariffs.find((entry) => entry.id === id);
    if (tariff) return { operator, tariff };
  }
  throw new Error(`No tariff ${id} in content/data/grid-tariffs.json`);
}
