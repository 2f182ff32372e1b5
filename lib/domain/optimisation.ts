import {
  AVOID_MIN_MULTIPLIER,
  DEFAULT_MULTIPLIER,
  EVENING_PEAK,
  EXAMPLE_HOUSEHOLD,
  HOURS_PER_DAY,
  MONTHS_PER_YEAR,
  MORNING_PEAK,
  NIGHT,
  OPTIMAL_MAX_MULTIPLIER,
  PEAK_MULTIPLIER,
  SAVINGS_KWH_PER_HOUR,
  TOP_HOURS_COUNT,
  type Appliance,
} from './tool-constants';

/**
 * The optimisation dashboard's rules (spec section 9, "Optimisation"; decisions.md,
 * "Optimisation dashboard"). Prices are kr/kWh. The base price is the latest bundled daily
 * average spot price of the chosen area, never a random number.
 */

export type Recommendation = 'optimal' | 'good' | 'avoid';

/** Spec section 3, "Hour slot". */
export interface HourSlot {
  hour: number;
  multiplier: number;
  /** kr/kWh: base price × multiplier. */
  price: number;
  recommendation: Recommendation;
  /** kr, see `hourSavings`. */
  savings: number;
}

/** Hour of day 0-23 → price multiplier: 6-8 → 1.4; 17-20 → 1.6; 22-5 → 0.7; else 0.9. */
export function hourMultiplier(hour: number): number {
  if (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_PER_DAY) throw new RangeError(`Not an hour of day: ${hour}`);
  if (hour >= MORNING_PEAK.from && hour <= MORNING_PEAK.to) return MORNING_PEAK.multiplier;
  if (hour >= EVENING_PEAK.from && hour <= EVENING_PEAK.to) return EVENING_PEAK.multiplier;
  if (hour >= NIGHT.from || hour <= NIGHT.to) return NIGHT.multiplier;
  return DEFAULT_MULTIPLIER;
}

/** Multiplier ≤ 0.8 → 'optimal'; ≥ 1.4 → 'avoid'; otherwise 'good'. */
export function recommendationFor(multiplier: number): Recommendation {
  if (multiplier <= OPTIMAL_MAX_MULTIPLIER) return 'optimal';
  if (multiplier >= AVOID_MIN_MULTIPLIER) return 'avoid';
  return 'good';
}

/**
 * max(0, (1.6 − multiplier) × price × 2). `price` is the base price: the spec multiplies the
 * price by the multiplier difference, so the result is what 2 kWh cost less than at peak.
 */
export function hourSavings(multiplier: number, basePrice: number): number {
  return Math.max(0, (PEAK_MULTIPLIER - multiplier) * basePrice * SAVINGS_KWH_PER_HOUR);
}

/** The 24 hour slots of a day for a base price (kr/kWh). */
export function hourlySchedule(basePrice: number): HourSlot[] {
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => {
    const multiplier = hourMultiplier(hour);
    return {
      hour,
      multiplier,
      price: basePrice * multiplier,
      recommendation: recommendationFor(multiplier),
      savings: hourSavings(multiplier, basePrice),
    };
  });
}

/**
 * The three slots with the largest savings. Ties (the eight night hours all save the same) go
 * to the earlier hour of the day, so the answer is stable and the same on server and client.
 */
export function topHours(schedule: readonly HourSlot[], count = TOP_HOURS_COUNT): HourSlot[] {
  return [...schedule].sort((a, b) => b.savings - a.savings || a.hour - b.hour).slice(0, count);
}

/** kWh per day of the enabled flexible appliances: Σ W × h / 1000. */
export function flexibleDailyKwh(appliances: readonly Appliance[]): number {
  return appliances
    .filter((appliance) => appliance.enabled && appliance.category === 'flexible')
    .reduce((sum, appliance) => sum + (appliance.wattage * appliance.usage) / 1000, 0);
}

/** Average savings of the given slots; 0 for none. */
export function averageSavings(slots: readonly HourSlot[]): number {
  if (slots.length === 0) return 0;
  return slots.reduce((sum, slot) => sum + slot.savings, 0) / slots.length;
}

/** Potential daily saving (kr) = flexible kWh of enabled appliances × average saving of the top 3 hours. */
export function potentialDailySaving(appliances: readonly Appliance[], schedule: readonly HourSlot[]): number {
  return flexibleDailyKwh(appliances) * averageSavings(topHours(schedule));
}

/** Appliance cost per day (kr) = W × h × price / 1000. */
export function applianceDailyCost(appliance: Pick<Appliance, 'wattage' | 'usage'>, basePrice: number): number {
  return (appliance.wattage * appliance.usage * basePrice) / 1000;
}

/** Consumption against a goal in percent, capped at 100 (0 when the goal is not positive). */
export function progressPercent(used: number, goal: number): number {
  if (!(goal > 0) || !(used > 0)) return 0;
  return Math.min(100, (used / goal) * 100);
}

export interface HouseholdMonth {
  monthlyGoalKwh: number;
  monthlyUsedKwh: number;
  monthlySavingsKr: number;
  lastMonthDifferenceKr: number;
  krPerEnvironmentPoint: number;
}

/** The example household's figures (spec section 9): progress, savings and forecasts. */
export function exampleHouseholdFigures(household: HouseholdMonth = EXAMPLE_HOUSEHOLD) {
  const monthlySavings = household.monthlySavingsKr;
  return {
    progressPercent: progressPercent(household.monthlyUsedKwh, household.monthlyGoalKwh),
    monthlySavings,
    lastMonthSavings: monthlySavings - household.lastMonthDifferenceKr,
    yearlyForecast: MONTHS_PER_YEAR * monthlySavings,
    environmentPoints: Math.round(monthlySavings / household.krPerEnvironmentPoint),
  };
}

/** Toggles one appliance's enabled flag; returns a new list. */
export function toggleAppliance(appliances: readonly Appliance[], id: string): Appliance[] {
  return appliances.map((appliance) => (appliance.id === id ? { ...appliance, enabled: !appliance.enabled } : appliance));
}
