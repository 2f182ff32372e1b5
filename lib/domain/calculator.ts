import { costSummary, sortOffersByCost, type CostSummary, type RankableOffer } from '@/lib/domain/cost';
import { DEFAULT_CONTRACT_CHOICE, filterByContractChoice, type FilterableOffer } from '@/lib/domain/contract-choice';
import { formatKr, formatKwh, formatNumber, formatNumberUpTo, formatPercent } from '@/lib/format';

import {
  MAX_ANNUAL_KWH,
  MAX_PRICE_ORE_PER_KWH,
  MONTHS_PER_YEAR,
  OPTIMISED_PRICE_FACTOR,
  OPTIMISED_SAVING_PERCENT,
  ORE_PER_KRONA,
} from './tool-constants';

/**
 * The electricity-cost calculator (spec section 9, "Calculator"; decisions.md, "Calculator").
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
 * → null ('abc', '', '1e9', '1.2.3'). decisions.md ("Calculator"): a dot between digit groups is
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

/** The calculator result of spec section 3, in whole kronor (kWh per month unrounded). */
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
 * Spec section 9: monthly consumption = annual / 12; cost = kWh × price / 100; optimised price =
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

/** The scenario sentence of decisions.md: 'Med 20 % lägre elpris betalar du 3 012 kr mindre per år.' */
export function scenarioSentence(result: CalculatorResult): string {
  const percent = formatPercent(OPTIMISED_SAVING_PERCENT, 0);
  return `Med ${percent} lägre elpris betalar du ${formatKr(result.potentialAnnualSaving)} mindre per år.`;
}

/** The toast after a calculation: what the electricity costs now, never a promised saving. */
export function calculationToast(result: CalculatorResult): { title: string; description: string } {
  return {
    title: 'Beräkning slutförd!',
    description: `Elen kostar dig ${formatKr(result.currentAnnualCost)} per år med ditt nuvarande elpris.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The real alternative: the cheapest offer of the chosen area (decisions.md, "Calculator")

/**
 * How the calculator's annual consumption meets the one cost model: a month is a twelfth of the
 * year (spec section 9), unrounded. /jamfor's slider works in whole months of 500-5 000 kWh in
 * steps of 100, so the two pages show the same offer and cost whenever annual / 12 is a slider
 * value (12 000 kWh/år = 1 000 kWh/mån); other consumptions have no exact twin on /jamfor.
 */
export function monthlyKwhOfAnnual(annualKwh: number): number {
  return annualKwh / MONTHS_PER_YEAR;
}

export interface CheapestAlternative<T> {
  offer: T;
  /** annual / 12, the consumption the cost is computed at. */
  monthlyKwh: number;
  /** The offer's cost and jämförpris at that consumption, rounded as /jamfor's cards show them. */
  cost: CostSummary;
}

/**
 * The offer /jamfor lists first for this area and consumption: its default filter ('Rörligt
 * pris': variable and hourly contracts), ranked by `sortOffersByCost`, costed by `costSummary`.
 * Null when the area has no such offer.
 */
export function cheapestAlternative<T extends RankableOffer & FilterableOffer>(
  offers: readonly T[],
  annualKwh: number,
): CheapestAlternative<T> | null {
  const monthlyKwh = monthlyKwhOfAnnual(annualKwh);
  const [offer] = sortOffersByCost(filterByContractChoice(offers, DEFAULT_CONTRACT_CHOICE), monthlyKwh);
  return offer ? { offer, monthlyKwh, cost: costSummary(offer.pricePerKwh, offer.monthlyFee, monthlyKwh) } : null;
}

/** The text 'Dela resultat' shares or copies: the inputs, the cost and the 20 % scenario. */
export function calculatorShareText(result: CalculatorResult, siteName: string): string {
  const kwh = formatKwh(result.annualKwh, ECHO_DECIMALS);
  const price = echoOrePerKwh(result.priceOrePerKwh);
  return [
    `Min elkostnad enligt ${siteName}s elkostnadskalkylator:`,
    `${kwh} per år till ${price} (elhandel, utan elnätsavgift och energiskatt) kostar ${formatKr(result.currentAnnualCost)} per år (${formatKr(result.currentMonthlyCost)} per månad).`,
    `Räkneexempel: ${scenarioSentence(result)}`,
  ].join('\n');
}
