/** Units every tool converts with: months and days of a year, öre in a krona. */

export const MONTHS_PER_YEAR = 12;
/** The days a daily figure is repeated over for a year (and, / 12, for a month). */
export const DAYS_PER_YEAR = 365;
export const ORE_PER_KRONA = 100;
