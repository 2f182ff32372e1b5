/** Sweden's four electricity price areas (elområden), north to south. */
export const PRICE_AREAS = ['SE1', 'SE2', 'SE3', 'SE4'] as const;
export type PriceArea = (typeof PRICE_AREAS)[number];

/** The names Svenska kraftnät uses, as Swedish users know them. */
export const PRICE_AREA_NAMES: Readonly<Record<PriceArea, string>> = {
  SE1: 'Luleå',
  SE2: 'Sundsvall',
  SE3: 'Stockholm',
  SE4: 'Malmö',
};

export function isPriceArea(value: unknown): value is PriceArea {
  return typeof value === 'string' && (PRICE_AREAS as readonly string[]).includes(value);
}

/**
 * The area the site shows before it knows the visitor's: SE3, where most households live. The
 * one default of /jamfor, the calculator, /optimering and /elpris-historik.
 */
export const DEFAULT_PRICE_AREA: PriceArea = 'SE3';

/** One value per price area, north to south, typed as a full record without a cast. */
export function mapPriceAreas<T>(value: (area: PriceArea) => T): Record<PriceArea, T> {
  return { SE1: value('SE1'), SE2: value('SE2'), SE3: value('SE3'), SE4: value('SE4') };
}
