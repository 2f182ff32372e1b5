/**
 * The optimisation dashboard's business numbers (/optimering; docs/rules/optimisation.md): the
 * price ratios of its recommendations, the evening peak, the default appliances.
 */

/**
 * An hour's price against the day's average gives the recommendation: a ratio ≤ 0,8 is
 * 'optimal', ≥ 1,4 is 'avoid', otherwise 'good' (docs/rules/optimisation.md).
 */
export const OPTIMAL_MAX_RATIO = 0.8;
export const AVOID_MIN_RATIO = 1.4;

/**
 * The evening peak the saving is measured against: the clock hours 17, 18, 19 and 20 (17:00–21:00). Saving per kWh moved = the peak's average price − the hour's price, ≥ 0.
 */
export const EVENING_PEAK = { from: 17, to: 20 } as const;

/** The daily potential uses the three cheapest hours of the day (ties: the earliest). */
export const CHEAPEST_HOURS_COUNT = 3;

export const APPLIANCE_CATEGORIES = ['essential', 'flexible', 'optional'] as const;
export type ApplianceCategory = (typeof APPLIANCE_CATEGORIES)[number];

/** The users' words for the categories (the third one is shown as 'Valfri'). */
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

/** The five default appliances (docs/rules/optimisation.md). */
export const DEFAULT_APPLIANCES: readonly Appliance[] = [
  { id: 'tvattmaskin', name: 'Tvättmaskin', icon: 'washer', wattage: 2000, category: 'flexible', usage: 1, enabled: true },
  { id: 'diskmaskin', name: 'Diskmaskin', icon: 'dishwasher', wattage: 1800, category: 'flexible', usage: 1, enabled: true },
  { id: 'elbilsladdning', name: 'Elbilsladdning', icon: 'car', wattage: 7000, category: 'flexible', usage: 4, enabled: false },
  { id: 'varmepump', name: 'Värmepump', icon: 'heat-pump', wattage: 3000, category: 'essential', usage: 8, enabled: true },
  { id: 'belysning', name: 'Belysning', icon: 'lightbulb', wattage: 500, category: 'essential', usage: 6, enabled: true },
];
