import type { SupplyInput } from '@/lib/grid/total-cost';
import { formatKr, formatKwh, formatNumber, formatNumberUpTo, formatPercent } from '@/lib/format';
import { cheapestOffer, type MarketIndex } from '@/lib/market/compare';
import { supplyPrices, type OfferCost } from '@/lib/market/cost';
import { ELPRISKOLLEN, type AreaSource, type MarketOffer } from '@/lib/market/offer';

import { MONTHS_PER_YEAR, ORE_PER_KRONA } from './units';
import { MAX_ANNUAL_KWH, MAX_PRICE_ORE_PER_KWH, OPTIMISED_PRICE_FACTOR, OPTIMISED_SAVING_PERCENT } from './calculator-constants';

/**
 * The electricity-cost calculator (docs/rules/calculator.md).
 * Pure functions: the form island and the tests share them.
 */

// ---------------------------------------------------------------------------------------------
// Reading what a Swedish user types

/** Spaces people type or paste between thousands: space, no-break, thin and narrow no-break. */
const GROUPING_SPACES = /[ \u00A0\u2009\u202F]/g;
/**
 * Dots between groups of three digits, as many Swedes write thousands ('12.000', '1.250.000'),
 * optionally followed by a decimal comma ('12.000,5'). The first group never starts with 0, so
 * '0.125' stays a decimal.
 */
const DOT_GROUPED_NUMBER = /^[-\u2212]?[1-9]\d{0,2}(?:\.\d{3})+(?:,\d*)?$/;
/** Digits with at most one decimal comma or point; '125,' and ',5' are accepted while typing. */
const PLAIN_NUMBER = /^[-\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * '12 000' → 12000, '12.000' → 12000, '125,5' → 125.5, '125.5' → 125.5, '−5' → -5; anything else
 * → null ('abc', '', '1e9', '1.2.3'). docs/rules/calculator.md: a dot between digit groups is
 * a thousands separator, so '1.250' is 1 250, never 1,25.
 * Exponent notation is refused on purpose: nobody writes a consumption as '1e4', and reading
 * a stray 'e' as "times ten to the power" would silently turn a typo into a huge number.
 */
export function parseSwedishNumber(input: string): number | null {
  let compact = input.trim().replace(GROUPING_SPACES, '');
  if (DOT_GROUPED_NUMBER.test(compact)) compact = compact.replaceAll('.', '');
  else if (!PLAIN_NUMBER.test(compact)) return null;
  const value = Number(compact.replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Decimals kept when a typed number is shown back: '1,25' stays 1,25, never 1,3. */
export const ECHO_DECIMALS = 3;

/** A typed number shown back as the user wrote it (up to ECHO_DECIMALS decimals): '1,25', '12 000'. */
export function echoNumber(value: number): string {
  return formatNumberUpTo(value, ECHO_DECIMALS);
}

/** A typed price shown back: '1,25 öre/kWh', '125 öre/kWh'. */
export function echoOrePerKwh(value: number): string {
  return `${echoNumber(value)}\u00A0öre/kWh`;
}

export type FieldProblem = 'empty' | 'not-a-number' | 'not-positive' | 'too-high';

export type FieldResult = { ok: true; value: number } | { ok: false; problem: FieldProblem };

function checkField(input: string, max: number): FieldResult {
  if (input.trim() === '') return { ok: false, problem: 'empty' };
  const value = parseSwedishNumber(input);
  if (value === null) return { ok: false, problem: 'not-a-number' };
  if (value <= 0) return { ok: false, problem: 'not-positive' };
  if (value > max) return { ok: false, problem: 'too-high' };
  return { ok: true, value };
}

/** Annual consumption in kWh: a number above 0 and at most MAX_ANNUAL_KWH. */
export function checkAnnualKwh(input: string): FieldResult {
  return checkField(input, MAX_ANNUAL_KWH);
}

/** Current price in öre/kWh: a number above 0 and at most MAX_PRICE_ORE_PER_KWH. */
export function checkPriceOre(input: string): FieldResult {
  return checkField(input, MAX_PRICE_ORE_PER_KWH);
}

export type CalculatorField = 'annualKwh' | 'price';

/** The hint shown beside a field whose value cannot be used (the typed text stays as it is). */
export function fieldProblemMessage(field: CalculatorField, problem: FieldProblem): string {
  const kwh = field === 'annualKwh';
  switch (problem) {
    case 'empty':
      return kwh ? 'Fyll i din årliga elförbrukning i kWh.' : 'Fyll i ditt elpris i öre/kWh.';
    case 'not-a-number':
      return kwh
        ? `Skriv förbrukningen med siffror, till exempel ${formatNumber(12000)}.`
        : `Skriv priset med siffror, till exempel ${formatNumber(125.5, 1)}.`;
    case 'not-positive':
      return kwh ? 'Förbrukningen måste vara större än 0 kWh.' : 'Priset måste vara större än 0 öre/kWh.';
    case 'too-high':
      return kwh
        ? `Det är orimligt högt för ett hushåll. Ange högst ${formatNumber(MAX_ANNUAL_KWH)} kWh per år.`
        : `Det är orimligt högt. Ange högst ${formatNumber(MAX_PRICE_ORE_PER_KWH)} öre/kWh (${formatNumber(MAX_PRICE_ORE_PER_KWH / ORE_PER_KRONA)} kr/kWh).`;
  }
}

// ---------------------------------------------------------------------------------------------
// The result

/** The calculator result of docs/rules/calculator.md, in whole kronor (kWh per month unrounded). */
export interface CalculatorResult {
  annualKwh: number;
  priceOrePerKwh: number;
  optimisedPriceOrePerKwh: number;
  monthlyConsumption: number;
  currentMonthlyCost: number;
  currentAnnualCost: number;
  optimisedMonthlyCost: number;
  optimisedAnnualCost: number;
  potentialMonthlySaving: number;
  potentialAnnualSaving: number;
}

/** Cost in kronor of `kwh` at `priceOre` öre/kWh: kWh × price / 100. */
export function costKr(kwh: number, priceOre: number): number {
  return (kwh * priceOre) / ORE_PER_KRONA;
}

/**
 * docs/rules/calculator.md: monthly consumption = annual / 12; cost = kWh × price / 100; optimised price =
 * current × 0.8; savings = current − optimised; 0 decimals. Savings are taken from the rounded
 * costs, so the cards a user reads always add up (1 001 − 801 = 200, never 199).
 */
export function calculateCosts(annualKwh: number, priceOrePerKwh: number): CalculatorResult {
  const monthlyConsumption = annualKwh / MONTHS_PER_YEAR;
  const optimisedPriceOrePerKwh = priceOrePerKwh * OPTIMISED_PRICE_FACTOR;
  const currentMonthlyCost = Math.round(costKr(monthlyConsumption, priceOrePerKwh));
  const currentAnnualCost = Math.round(costKr(annualKwh, priceOrePerKwh));
  const optimisedMonthlyCost = Math.round(costKr(monthlyConsumption, optimisedPriceOrePerKwh));
  const optimisedAnnualCost = Math.round(costKr(annualKwh, optimisedPriceOrePerKwh));
  return {
    annualKwh,
    priceOrePerKwh,
    optimisedPriceOrePerKwh,
    monthlyConsumption,
    currentMonthlyCost,
    currentAnnualCost,
    optimisedMonthlyCost,
    optimisedAnnualCost,
    potentialMonthlySaving: currentMonthlyCost - optimisedMonthlyCost,
    potentialAnnualSaving: currentAnnualCost - optimisedAnnualCost,
  };
}

/** The scenario sentence of docs/rules/calculator.md: 'Med 20 % lägre elpris betalar du 3 012 kr mindre per år.' */
export function scenarioSentence(result: CalculatorResult): string {
  const percent = formatPercent(OPTIMISED_SAVING_PERCENT, 0);
  return `Med ${percent} lägre elpris betalar du ${formatKr(result.potentialAnnualSaving)} mindre per år.`;
}

/**
 * What the page announces once a result is shown (a polite live region, not a toast: the result is
 * on screen): the figure and what it is, elhandel only. With a typed price, the visitor's own
 * cost; without one, the cheapest offer of the area.
 */
export function calculationAnnouncement(result: CalculatorResult | null, alternative: CheapestAlternative | null, areaText: string): string {
  if (result) {
    return `Resultatet visas nedan. Elhandeln kostar dig ${formatKr(result.currentAnnualCost)} per år med ditt elpris, utan elnätsavgift och energiskatt. Hela elkostnaden räknas under resultatet.`;
  }
  if (alternative) {
    return `Resultatet visas nedan. Elhandeln med det billigaste avtalet i ${areaText} kostar ${formatKr(alternative.cost.yearlyKr)} per år, utan elnätsavgift och energiskatt. Hela elkostnaden räknas under resultatet.`;
  }
  return `Resultatet visas nedan. Vi har inga avtal för ${areaText} i jämförelsen.`;
}

// ---------------------------------------------------------------------------------------------
// The real alternative: the cheapest offer of the chosen area (docs/rules/calculator.md)

export interface CheapestAlternative {
  offer: MarketOffer;
  /** Its cost at the consumption, rounded as /jamfor's cards show it (lib/market/cost.ts offerCost). */
  cost: OfferCost;
  /** The offer in the full bill's units, with its source (Elpriskollen and the day it was read). */
  supply: SupplyInput;
}

/** 'Svekraft – Rörligt pris', as a card names an offer. */
export function offerName(offer: Pick<MarketOffer, 'supplierName' | 'product'>): string {
  return `${offer.supplierName} – ${offer.product}`;
}

/**
 * The offer /jamfor lists first for this area and consumption with its default filters (every
 * contract type) and sort (yearly cost): the market catalogue's cheapestOffer through the one cost
 * model (lib/market/cost.ts), over the area's whole list. Null when the area has no offer.
 */
export function cheapestAlternative(index: MarketIndex, annualKwh: number, source: Pick<AreaSource, 'date'>): CheapestAlternative | null {
  const ranked = cheapestOffer(index, annualKwh);
  if (!ranked) return null;
  const { offer, cost } = ranked;
  return {
    offer,
    cost,
    supply: {
      ...supplyPrices(offer),
      source: { name: offerName(offer), via: ELPRISKOLLEN.name, url: ELPRISKOLLEN.url, date: source.date },
    },
  };
}

/** The text 'Dela resultat' shares or copies: the inputs, the cost and the 20 % scenario; without a typed price, the cheapest offer. */
export function calculatorShareText(
  result: CalculatorResult | null,
  siteName: string,
  alternative: { annualKwh: number; areaText: string; offer: CheapestAlternative } | null = null,
): string {
  if (!result) {
    if (!alternative) return `Min elkostnad enligt ${siteName}s elkostnadskalkylator.`;
    const { offer, annualKwh, areaText } = alternative;
    return [
      `Min elkostnad enligt ${siteName}s elkostnadskalkylator:`,
      `${formatKwh(annualKwh, ECHO_DECIMALS)} per år i ${areaText}: det billigaste avtalet, ${offerName(offer.offer)}, kostar ${formatKr(offer.cost.yearlyKr)} per år (${formatKr(offer.cost.monthlyKr)} per månad) för elhandeln, utan elnätsavgift och energiskatt.`,
    ].join('\n');
  }
  const kwh = formatKwh(result.annualKwh, ECHO_DECIMALS);
  const price = echoOrePerKwh(result.priceOrePerKwh);
  return [
    `Min elkostnad enligt ${siteName}s elkostnadskalkylator:`,
    `${kwh} per år till ${price} (elhandel, utan elnätsavgift och energiskatt) kostar ${formatKr(result.currentAnnualCost)} per år (${formatKr(result.currentMonthlyCost)} per månad).`,
    `Räkneexempel: ${scenarioSentence(result)}`,
  ].join('\n');
}
