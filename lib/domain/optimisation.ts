import { DAYS_PER_YEAR, MONTHS_PER_YEAR } from './units';
import { AVOID_MIN_RATIO, CHEAPEST_HOURS_COUNT, EVENING_PEAK, OPTIMAL_MAX_RATIO, type Appliance } from './optimisation-constants';

/**
 * The optimisation dashboard's rules (docs/rules/optimisation.md): the real hourly
 * prices of one day in one area (15-minute prices averaged per clock hour), an hour's ratio to
 * the day's average for the recommendation, and the saving of moving a kWh away from the evening
 * peak. Nothing is random, so the server and the browser compute the same schedule. Prices are
 * kr/kWh excluding VAT, as the spot data gives them; lib/spot/hourly.ts turns a day of spot
 * prices into the hours used here.
 */

export type Recommendation = 'optimal' | 'good' | 'avoid';

export interface HourPrice {
  /** Epoch ms of the hour's start. */
  startMs: number;
  /** Stockholm clock hour 0–23 (an autumn DST day has two 02 hours, a spring one none). */
  hour: number;
  /** kr/kWh: the mean of the hour's interval prices. */
  price: number;
}

export interface HourSlot extends HourPrice {
  /** price ÷ the day's average; null when the average is 0 or below, where a ratio means nothing. */
  ratio: number | null;
  recommendation: Recommendation;
  /** kr per kWh moved into this hour from the evening peak: max(0, peak average − price). */
  savingPerKwh: number;
}

/** Ratio ≤ 0,8 → 'optimal'; ≥ 1,4 → 'avoid'; otherwise, and without a meaningful ratio, 'good'. */
export function recommendationFor(ratio: number | null): Recommendation {
  if (ratio === null) return 'good';
  if (ratio <= OPTIMAL_MAX_RATIO) return 'optimal';
  if (ratio >= AVOID_MIN_RATIO) return 'avoid';
  return 'good';
}

/** Mean price of the evening-peak hours (17–20) of the day, or null if the day has none of them. */
export function eveningPeakAverage(hours: readonly HourPrice[]): number | null {
  const peak = hours.filter((h) => h.hour >= EVENING_PEAK.from && h.hour <= EVENING_PEAK.to);
  if (peak.length === 0) return null;
  return peak.reduce((sum, h) => sum + h.price, 0) / peak.length;
}

/** The hour slots of a day: its hourly prices with ratio, recommendation and saving per kWh. */
export function hourlySchedule(hours: readonly HourPrice[], averagePrice: number): HourSlot[] {
  const peak = eveningPeakAverage(hours);
  return hours.map((h) => {
    const ratio = averagePrice > 0 ? h.price / averagePrice : null;
    return {
      ...h,
      ratio,
      recommendation: recommendationFor(ratio),
      savingPerKwh: peak === null ? 0 : Math.max(0, peak - h.price),
    };
  });
}

/** The day's cheapest hours, cheapest first; equal prices go to the earlier hour. */
export function cheapestHours<T extends HourPrice>(schedule: readonly T[], count = CHEAPEST_HOURS_COUNT): T[] {
  return [...schedule].sort((a, b) => a.price - b.price || a.startMs - b.startMs).slice(0, count);
}

/** kWh per day of the enabled flexible appliances: Σ W × h / 1000. */
export function flexibleDailyKwh(appliances: readonly Appliance[]): number {
  return appliances
    .filter((appliance) => appliance.enabled && appliance.category === 'flexible')
    .reduce((sum, appliance) => sum + (appliance.wattage * appliance.usage) / 1000, 0);
}

/** Average saving per kWh of the given slots; 0 for none. */
export function averageSavingPerKwh(slots: readonly HourSlot[]): number {
  if (slots.length === 0) return 0;
  return slots.reduce((sum, slot) => sum + slot.savingPerKwh, 0) / slots.length;
}

/** What moving the flexible use is worth, every figure from the one computation below. */
export interface SavingsSummary {
  /** kWh per day of the enabled flexible appliances. */
  flexibleKwh: number;
  /** kr per kWh moved: the average saving of the day's three cheapest hours. */
  perKwh: number;
  /** kr per day = flexibleKwh × perKwh. */
  perDay: number;
  /** kr per month = perDay × 365 / 12, as if every day had this day's prices (docs/rules/optimisation.md: monthly = yearly / 12). */
  perMonth: number;
}

/**
 * The page's one saving (a per-day and a per-month figure that did not agree).
 * Potential daily saving (kr) = kWh of the enabled flexible appliances × the average saving per kWh
 * of the three cheapest hours (docs/rules/optimisation.md). No ×2: the first formula counted the price
 * difference twice. The month repeats the day; it is a scale, not a forecast.
 */
export function savingsSummary(appliances: readonly Appliance[], schedule: readonly HourSlot[]): SavingsSummary {
  const flexibleKwh = flexibleDailyKwh(appliances);
  const perKwh = averageSavingPerKwh(cheapestHours(schedule));
  const perDay = flexibleKwh * perKwh;
  return { flexibleKwh, perKwh, perDay, perMonth: (perDay * DAYS_PER_YEAR) / MONTHS_PER_YEAR };
}

/** The daily figure of savingsSummary (kr). */
export function potentialDailySaving(appliances: readonly Appliance[], schedule: readonly HourSlot[]): number {
  return savingsSummary(appliances, schedule).perDay;
}

/** Appliance cost per day (kr) = W × h × price / 1000, at the day's average price. */
export function applianceDailyCost(appliance: Pick<Appliance, 'wattage' | 'usage'>, averagePrice: number): number {
  return (appliance.wattage * appliance.usage * averagePrice) / 1000;
}

/** Toggles one appliance's enabled flag; returns a new list. */
export function toggleAppliance(appliances: readonly Appliance[], id: string): Appliance[] {
  return appliances.map((appliance) => (appliance.id === id ? { ...appliance, enabled: !appliance.enabled } : appliance));
}
