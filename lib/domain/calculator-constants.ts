/**
 * The calculator's business numbers (/kalkylator; docs/rules/calculator.md). Its household presets
 * are the ones every page uses: `HOUSEHOLDS` in lib/market/consumption.ts.
 */

/** Optimised price = current price × 0.8: the fixed assumption of a 20 % lower price. */
export const OPTIMISED_PRICE_FACTOR = 0.8;
/** The same assumption in percent, as the page states it next to the result (20). */
export const OPTIMISED_SAVING_PERCENT = Math.round((1 - OPTIMISED_PRICE_FACTOR) * 100);

/** Mid-point of the typical markup of variable contracts, 4-8 öre/kWh (docs/rules/calculator.md). */
export const TYPICAL_MARKUP_ORE_PER_KWH = 6;

/**
 * Sanity bounds of our own: a Swedish household uses far below 1 000 000 kWh a year, and no
 * contract's average price reaches 1 000 öre (10 kr) per kWh. Above them the value is almost
 * certainly a typo, and a cost in the billions would only mislead.
 */
export const MAX_ANNUAL_KWH = 1_000_000;
export const MAX_PRICE_ORE_PER_KWH = 1_000;
