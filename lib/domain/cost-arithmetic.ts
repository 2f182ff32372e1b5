/**
 * Cost arithmetic for a price per kWh and a monthly fee, both incl. VAT: the monthly and yearly
 * cost, the jämförpris at Konsumentverket's three consumptions, and the rounding helpers. A new
 * caller pricing an offer of the catalogue uses lib/market/cost.ts (the cost model, built on
 * this); this module is for a price that is not an offer (the one a visitor types on /kalkylator,
 * the supply line of the full bill). Rules: docs/rules/cost-model.md.
 *
 * Units: prices in öre/kWh incl. VAT, fees in kr per month incl. VAT, costs in kr.
 * Invalid input is a programming error, so it throws a RangeError instead of returning NaN:
 * consumption must be finite and not negative (0 kWh is a real month – the bill is the fee),
 * and the comparison price also needs a consumption above 0, since it is a cost per kWh.
 */

/** Annual consumptions Konsumentverket's comparison-price rules use, kWh per year. */
export const JAMFORPRIS_CONSUMPTIONS = [2000, 5000, 20000] as const;
export type JamforprisConsumption = (typeof JAMFORPRIS_CONSUMPTIONS)[number];

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

function assertConsumption(kwh: number, { allowZero }: { allowZero: boolean }): void {
  assertFinite('Consumption', kwh);
  if (kwh < 0 || (!allowZero && kwh === 0)) {
    throw new RangeError(`Consumption must be ${allowZero ? 'zero or more' : 'above zero'}, got ${kwh} kWh`);
  }
}

function assertFee(monthlyFeeKr: number): void {
  assertFinite('Monthly fee', monthlyFeeKr);
  if (monthlyFeeKr < 0) throw new RangeError(`Monthly fee cannot be negative, got ${monthlyFeeKr} kr`);
}

/** kr per month: price × kWh / 100 + fee. */
export function monthlyCost(pricePerKwhOre: number, monthlyKwh: number, monthlyFeeKr: number): number {
  assertFinite('Price', pricePerKwhOre);
  assertConsumption(monthlyKwh, { allowZero: true });
  assertFee(monthlyFeeKr);
  return (pricePerKwhOre * monthlyKwh) / 100 + monthlyFeeKr;
}

/** kr per year: 12 × monthlyCost. */
export function annualCost(pricePerKwhOre: number, monthlyKwh: number, monthlyFeeKr: number): number {
  return 12 * monthlyCost(pricePerKwhOre, monthlyKwh, monthlyFeeKr);
}

/**
 * Jämförpris, öre/kWh including the monthly fee: monthlyCost / monthlyKwh × 100.
 * Computed in the equivalent form price + fee × 100 / kWh so that float rounding can never put it
 * below the price itself.
 */
export function jamforpris(pricePerKwhOre: number, monthlyFeeKr: number, monthlyKwh: number): number {
  assertFinite('Price', pricePerKwhOre);
  assertConsumption(monthlyKwh, { allowZero: false });
  assertFee(monthlyFeeKr);
  return pricePerKwhOre + (monthlyFeeKr * 100) / monthlyKwh;
}

/** Jämförpris for a household using `annualKwh` per year (spread evenly over twelve months). */
export function jamforprisAtAnnualConsumption(pricePerKwhOre: number, monthlyFeeKr: number, annualKwh: number): number {
  assertConsumption(annualKwh, { allowZero: false });
  return jamforpris(pricePerKwhOre, monthlyFeeKr, annualKwh / 12);
}

export interface JamforprisRow {
  annualKwh: JamforprisConsumption;
  /** öre/kWh, rounded to one decimal for display. */
  orePerKwh: number;
}

/** The three comparison prices every offer shows (docs/rules/cost-model.md). */
export function jamforprisTable(pricePerKwhOre: number, monthlyFeeKr: number): JamforprisRow[] {
  return JAMFORPRIS_CONSUMPTIONS.map((annualKwh) => ({
    annualKwh,
    orePerKwh: roundOre(jamforprisAtAnnualConsumption(pricePerKwhOre, monthlyFeeKr, annualKwh)),
  }));
}

/**
 * Half-up rounding of the value as a person would write it down: arithmetic leaves 2049/2000 × 100
 * as 102.44999…, and a nudge of a few ulps makes it round like 102.45. Negative zero becomes 0 so
 * that it never prints as '−0'.
 */
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor * (1 + 16 * Number.EPSILON)) / factor + 0;
}

/** Costs are shown in whole kronor. */
export function roundKr(value: number): number {
  return roundHalfUp(value, 0);
}

/** Prices and jämförpris are shown in öre/kWh with one decimal. */
export function roundOre(value: number): number {
  return roundHalfUp(value, 1);
}

/** Öre/kWh with two decimals, as Elpriskollen prints its jämförpris (115,72 öre/kWh). */
export function roundOreCents(value: number): number {
  return roundHalfUp(value, 2);
}
