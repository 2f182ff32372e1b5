/**
 * The one cost model of the site, used by every page that shows what a contract costs.
 * Source: decisions.md "Contracts and cost" (formulas, sorting, slider) and "Consumer rules and
 * transparency" (jämförpris at 2 000 / 5 000 / 20 000 kWh per year).
 *
 * Units: prices in öre/kWh incl. VAT, fees in kr per month incl. VAT, costs in kr.
 * Invalid input is a programming error, so it throws a RangeError instead of returning NaN:
 * consumption must be finite and not negative (0 kWh is a real month – the bill is the fee),
 * and the comparison price also needs a consumption above 0, since it is a cost per kWh.
 * Slider or URL values go through `clampMonthlyKwh` first.
 */

/** /jamfor consumption slider, kWh per month. */
export const MONTHLY_KWH_MIN = 500;
export const MONTHLY_KWH_MAX = 5000;
export const MONTHLY_KWH_STEP = 100;
export const DEFAULT_MONTHLY_KWH = 2000;

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

/** The three comparison prices every offer shows (decisions.md, "Consumer rules"). */
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

export interface CostSummary {
  /** Whole kronor. */
  monthlyCost: number;
  /** Whole kronor: 12 × the unrounded monthly cost, then rounded. */
  annualCost: number;
  /** öre/kWh at this consumption including the fee, one decimal. */
  jamforpris: number;
}

/** What an offer card shows for the chosen consumption, rounded as displayed. */
export function costSummary(pricePerKwhOre: number, monthlyFeeKr: number, monthlyKwh: number): CostSummary {
  return {
    monthlyCost: roundKr(monthlyCost(pricePerKwhOre, monthlyKwh, monthlyFeeKr)),
    annualCost: roundKr(annualCost(pricePerKwhOre, monthlyKwh, monthlyFeeKr)),
    jamforpris: roundOre(jamforpris(pricePerKwhOre, monthlyFeeKr, monthlyKwh)),
  };
}

/** A slider or URL value brought into the slider's range and step; anything unusable gives the default. */
export function clampMonthlyKwh(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_MONTHLY_KWH;
  const stepped = Math.round(value / MONTHLY_KWH_STEP) * MONTHLY_KWH_STEP;
  return Math.min(MONTHLY_KWH_MAX, Math.max(MONTHLY_KWH_MIN, stepped));
}

export interface RankableOffer {
  /** öre/kWh incl. VAT. */
  pricePerKwh: number;
  /** kr per month incl. VAT. */
  monthlyFee: number;
  name: string;
  /** When present, names compare as 'supplier name', the way a card reads. */
  supplier?: string;
}

const svCollator = new Intl.Collator('sv');

function displayName(offer: RankableOffer): string {
  return offer.supplier ? `${offer.supplier} ${offer.name}` : offer.name;
}

/**
 * A new array, cheapest first by the monthly cost the user reads (whole kronor); two offers shown
 * at the same cost are ordered by name in Swedish order. decisions.md breaks ties by rating only
 * where a rating has a named source; no offer in the catalogue has one, so the name decides.
 */
export function sortOffersByCost<T extends RankableOffer>(offers: readonly T[], monthlyKwh: number): T[] {
  return offers
    .map((offer) => ({ offer, cost: roundKr(monthlyCost(offer.pricePerKwh, monthlyKwh, offer.monthlyFee)) }))
    .sort((a, b) => a.cost - b.cost || svCollator.compare(displayName(a.offer), displayName(b.offer)))
    .map(({ offer }) => offer);
}
