import { formatKr, formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';

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
/** Digits with at most one decimal comma or point; '125,' and ',5' are accepted while typing. */
const PLAIN_NUMBER = /^[-\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * '12 000' → 12000, '125,5' → 125.5, '−5' → -5; anything else → null ('abc', '', '1e9').
 * Exponent notation is refused on purpose: nobody writes a consumption as '1e4', and reading
 * a stray 'e' as "times ten to the power" would silently turn a typo into a huge number.
 */
export function parseSwedishNumber(input: string): number | null {
  const compact = input.trim().replace(GROUPING_SPACES, '');
  if (!PLAIN_NUMBER.test(compact)) return null;
  const value = Number(compact.replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
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
  optimizedMonthlyCost: number;
  optimizedAnnualCost: number;
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
  const optimizedMonthlyCost = Math.round(costKr(monthlyConsumption, optimisedPriceOrePerKwh));
  const optimizedAnnualCost = Math.round(costKr(annualKwh, optimisedPriceOrePerKwh));
  return {
    annualKwh,
    priceOrePerKwh,
    optimisedPriceOrePerKwh,
    monthlyConsumption,
    currentMonthlyCost,
    currentAnnualCost,
    optimizedMonthlyCost,
    optimizedAnnualCost,
    potentialMonthlySaving: currentMonthlyCost - optimizedMonthlyCost,
    potentialAnnualSaving: currentAnnualCost - optimizedAnnualCost,
  };
}

/** The text 'Dela Resultat' shares or copies: the inputs, both costs and the assumption behind them. */
export function calculatorShareText(result: CalculatorResult, siteName: string): string {
  const kwh = `${formatNumber(result.annualKwh)}\u00A0kWh`;
  const price = formatOrePerKwh(result.priceOrePerKwh);
  const percent = formatPercent(OPTIMISED_SAVING_PERCENT, 0);
  return [
    `Min elkostnad enligt ${siteName}s elkostnadskalkylator:`,
    `${kwh} per år till ${price} kostar ${formatKr(result.currentAnnualCost)} per år (${formatKr(result.currentMonthlyCost)} per månad).`,
    `Med ett ${percent} lägre elpris blir det ${formatKr(result.optimizedAnnualCost)} per år – ${formatKr(result.potentialAnnualSaving)} mindre.`,
  ].join('\n');
}
