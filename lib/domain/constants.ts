/**
 * Tax facts, from decisions.md "Facts to use (2026)". Every VAT or energy-tax calculation imports
 * them from here (with `withVat` / `withoutVat`); no other module writes these numbers.
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

/** Energiskatt on electricity 2026, öre/kWh excluding VAT (45,0 incl. VAT). */
export const ENERGY_TAX_2026_ORE_EX_VAT = 36.0;

/** Energiskatt on electricity 2025, öre/kWh excluding VAT (54,875 incl. VAT), for year-on-year copy. */
export const ENERGY_TAX_2025_ORE_EX_VAT = 43.9;

/**
 * The deduction households in the listed northern municipalities get in 2026, öre/kWh excl. VAT:
 * 36,0 − 9,6 = 26,4 öre/kWh excl. VAT (33,0 incl.).
 */
export const ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT = 9.6;

/** Counties (SCB codes) where every municipality has the reduced rate: Jämtland, Västerbotten, Norrbotten. */
export const REDUCED_ENERGY_TAX_COUNTY_CODES = ['23', '24', '25'] as const;

/**
 * Municipalities outside those counties with the reduced rate (SCB codes): Torsby, Malung-Sälen,
 * Orsa, Älvdalen, Mora, Ljusdal, Ånge, Sollefteå, Örnsköldsvik. A tax rule, not a price-area rule:
 * Torsby and Malung-Sälen are SE3.
 */
export const REDUCED_ENERGY_TAX_MUNICIPALITY_CODES = [
  '1737',
  '2023',
  '2034',
  '2039',
  '2062',
  '2161',
  '2260',
  '2283',
  '2284',
] as const;

/**
 * Högkostnadsskydd (decisions.md, "Facts to use"): from November 2025 to December 2026, for the
 * months when an area's average spot price is above 1,50 kr/kWh. The rule as we have it does not
 * say whether VAT is included; we compare the average excluding VAT, the form in which spot prices
 * are quoted and bundled, and say so wherever the threshold is applied.
 */
export const HIGH_COST_PROTECTION = {
  firstMonth: '2025-11',
  lastMonth: '2026-12',
  thresholdOrePerKwh: 150,
} as const;
