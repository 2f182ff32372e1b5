import type { RowKey } from '../../lib/content/reviewed-schemas';

/**
 * Helpers for the reviewed offer lists (content/reviewed/offer-corrections.ts, read through
 * lib/content/reviewed-lists.ts): a row's identity and its description in the import's messages.
 */

export function sameRow(a: RowKey, b: RowKey): boolean {
  return a.area === b.area && a.supplier === b.supplier && a.product === b.product && a.type === b.type;
}

export function describeRow(row: RowKey): string {
  return `${row.area} ${row.supplier} '${row.product}' (${row.type})`;
}
