/**
 * VAT and the high-cost protection. Every VAT calculation imports them from here (with `withVat` /
 * `withoutVat`); no other module writes these numbers. The energy tax is a dated table of its own
 * (lib/domain/energy-tax.ts, docs/rules/taxes.md).
 */

/** Moms: 25 % on spot price, markup, grid fee and energy tax. */
export const VAT_RATE = 0.25;

/** A price or fee including moms. */
export function withVat(exVat: number): number {
  return exVat * (1 + VAT_RATE);
}

/** A price or fee without moms. */
export function withoutVat(inclVat: number): number {
  return inclVat / (1 + VAT_RATE);
}

/**
 * Högkostnadsskydd (docs/rules/spot-prices.md): from November 2025 to December 2026, for the
 * months when an area's average spot price is above 1,50 kr/kWh. The rule as we have it does not
 * say whether VAT is included; we compare the average excluding VAT, the form in which spot prices
 * are quoted and bundled, and say so wherever the threshold is applied.
 */
export const HIGH_COST_PROTECTION = {
  firstMonth: '2025-11',
  lastMonth: '2026-12',
  thresholdOrePerKwh: 150,
} as const;
