/**
 * Every business number of the two tools, once (docs/rules/calculator.md and
 * "Optimisation"; presets from docs/rules/calculator.md). Pages, islands and tests import them.
 */

// ---------------------------------------------------------------------------------------------
// Calculator (/kalkylator)

export const HOME_TYPE_IDS = ['lagenhet', 'litet-hus', 'mellanstort-hus', 'stort-hus', 'villa'] as const;
export type HomeTypeId = (typeof HOME_TYPE_IDS)[number];

export interface HomeTypePreset {
  id: HomeTypeId;
  label: string;
  /** kWh per year (docs/rules/calculator.md). */
  annualKwh: number;
}

export const HOME_TYPE_PRESETS: readonly HomeTypePreset[] = [
  { id: 'lagenhet', label: 'Lägenhet', annualKwh: 2000 },
  { id: 'litet-hus', label: 'Litet hus', annualKwh: 5000 },
  { id: 'mellanstort-hus', label: 'Mellanstort hus', annualKwh: 8000 },
  { id: 'stort-hus', label: 'Stort hus', annualKwh: 12000 },
  { id: 'villa', label: 'Villa', annualKwh: 15000 },
];

/** Optimised price = current price × 0.8: a fixed scenario of a 20 % lower price (docs/rules/calculator.md). */
export const OPTIMISED_PRICE_FACTOR = 0.8;
/** The same assumption in percent, as the page states it next to the result (20). */
export const OPTIMISED_SAVING_PERCENT = Math.round((1 - OPTIMISED_PRICE_FACTOR) * 100);
export const MONTHS_PER_YEAR = 12;
/** The days a daily figure is repeated over for a year (and, / 12, for a month). */
export const DAYS_PER_YEAR = 365;
export const ORE_PER_KRONA = 100;

/** Mid-point of the typical markup of variable contracts, 4-8 öre/kWh (docs/rules/calculator.md). */
export const TYPICAL_MARKUP_ORE_PER_KWH = 6;

/**
 * Sanity bounds of our own (docs/rules/calculator.md): a Swedish household uses far below 1 000 000
 * kWh a year, and no contract's average price reaches 1 000 öre (10 kr) per kWh. Above them the
 * value is almost certainly a typo, and a cost in the billions would only mislead.
 */
export const MAX_ANNUAL_KWH = 1_000_000;
export const MAX_PRICE_ORE_PER_KWH = 1_000;

// ---------------------------------------------------------------------------------------------
// Optimisation dashboard (/optimering)

/**
 * docs/rules/optimisation.md: an hour's price against the day's average gives the
 * recommendation: a ratio ≤ 0,8 is 'optimal', ≥ 1,4 is 'avoid', otherwise 'good'.
 */
export const OPTIMAL_MAX_RATIO = 0.8;
export const AVOID_MIN_RATIO = 1.4;

/**
 * The evening peak the saving is measured against: the clock hours 17, 18, 19 and 20 (17:00–21:00),
 * the 17–20 band of docs/rules/optimisation.md. Saving per kWh moved = the peak's average price − the hour's price, ≥ 0.
 */
export const EVENING_PEAK = { from: 17, to: 20 } as const;

/** The daily potential uses the three cheapest hours of the day (ties: the earliest). */
export const CHEAPEST_HOURS_COUNT = 3;

export const APPLIANCE_CATEGORIES = ['essential', 'flexible', 'optional'] as const;
export type ApplianceCategory = (typeof APPLIANCE_CATEGORIES)[number];

/** The users' words for the categories (docs/rules/optimisation.md: the third one is shown as 'Valfri'). */
export const CATEGORY_LABELS: Readonly<Record<ApplianceCategory, string>> = {
  essential: 'Nödvändig',
  flexible: 'Flexibel',
  optional: 'Valfri',
};

export const RECOMMENDATION_LABELS: Readonly<Record<'optimal' | 'good' | 'avoid', string>> = {
  optimal: 'Optimal',
  good: 'Bra',
  avoid: 'Undvik',
};

export const APPLIANCE_ICONS = ['washer', 'dishwasher', 'car', 'heat-pump', 'lightbulb'] as const;
export type ApplianceIcon = (typeof APPLIANCE_ICONS)[number];

export interface Appliance {
  id: string;
  name: string;
  icon: ApplianceIcon;
  /** Watts. */
  wattage: number;
  category: ApplianceCategory;
  /** Hours of use per day. */
  usage: number;
  enabled: boolean;
}

/** The five default appliances of docs/rules/optimisation.md. */
export const DEFAULT_APPLIANCES: readonly Appliance[] = [
  { id: 'tvattmaskin', name: 'Tvättmaskin', icon: 'washer', wattage: 2000, category: 'flexible', usage: 1, enabled: true },
  { id: 'diskmaskin', name: 'Diskmaskin', icon: 'dishwasher', wattage: 1800, category: 'flexible', usage: 1, enabled: true },
  { id: 'elbilsladdning', name: 'Elbilsladdning', icon: 'car', wattage: 7000, category: 'flexible', usage: 4, enabled: false },
  { id: 'varmepump', name: 'Värmepump', icon: 'heat-pump', wattage: 3000, category: 'essential', usage: 8, enabled: true },
  { id: 'belysning', name: 'Belysning', icon: 'lightbulb', wattage: 500, category: 'essential', usage: 6, enabled: true },
];
