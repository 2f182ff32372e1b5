/** Tax facts for 2026, from decisions.md "Facts to use"; every VAT or energy-tax calculation imports them. */

/** Moms: 25 % on spot price, markup, grid fee and energy tax. */
export const VAT_RATE = 0.25;

/** Energiskatt on electricity 2026, öre/kWh excluding VAT (45,0 incl. VAT). */
export const ENERGY_TAX_2026_ORE_EX_VAT = 36.0;
