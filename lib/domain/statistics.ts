/** Small statistics shared by the pages' computed figures. */

/** The median (the mean of the middle two for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The p-quantile (0 ≤ p ≤ 1) with linear interpolation between the two nearest ranks (the common
 * "type 7" definition: the median for p = 0,5); null for no values.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile: p must be between 0 and 1, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
