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
