/**
 * The household presets of every page (docs/rules/households.md) and /jamfor's consumption: a
 * monthly slider of 100–5 000 kWh per month, and quick choices for Ei's household types that set
 * the year exactly. The state is kWh per year, so a quick choice is exact (the default is one of
 * them, the villa without electric heating); the slider shows it per month, on its step.
 */

export const MONTHLY_KWH_MIN = 100;
export const MONTHLY_KWH_MAX = 5000;
export const MONTHLY_KWH_STEP = 10;

export const ANNUAL_KWH_MIN = MONTHLY_KWH_MIN * 12;
export const ANNUAL_KWH_MAX = MONTHLY_KWH_MAX * 12;

export interface Household {
  key: 'lagenhet' | 'villa' | 'villa-elvarme';
  label: string;
  annualKwh: number;
}

/** Ei's household types, as Elpriskollen and Konsumentverket's jämförpris use them. */
export const HOUSEHOLDS: readonly Household[] = [
  { key: 'lagenhet', label: 'Lägenhet', annualKwh: 2000 },
  { key: 'villa', label: 'Villa', annualKwh: 5000 },
  { key: 'villa-elvarme', label: 'Villa med elvärme', annualKwh: 20000 },
];

/** The household a page starts with: Ei's villa without electric heating, 5 000 kWh a year. */
export const DEFAULT_HOUSEHOLD: Household = HOUSEHOLDS[1]!;
export const DEFAULT_ANNUAL_KWH = DEFAULT_HOUSEHOLD.annualKwh;

/** A value from the address or a control brought into range as whole kWh; anything unusable gives the default. */
export function clampAnnualKwh(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_ANNUAL_KWH;
  return Math.min(ANNUAL_KWH_MAX, Math.max(ANNUAL_KWH_MIN, Math.round(value)));
}

/** The slider's position for a yearly consumption: kWh per month, on the slider's step. */
export function sliderMonthlyKwh(annualKwh: number): number {
  const stepped = Math.round(clampAnnualKwh(annualKwh) / 12 / MONTHLY_KWH_STEP) * MONTHLY_KWH_STEP;
  return Math.min(MONTHLY_KWH_MAX, Math.max(MONTHLY_KWH_MIN, stepped));
}

/** The household whose consumption this is exactly, for marking its quick choice. */
export function householdOf(annualKwh: number): Household | null {
  return HOUSEHOLDS.find((household) => household.annualKwh === annualKwh) ?? null;
}

/**
 * The home a consumption is for the full bill: an apartment at exactly Ei's apartment household
 * (its bill uses an apartment tariff, docs/rules/households.md), otherwise a house.
 */
export function dwellingOf(annualKwh: number): 'lagenhet' | 'hus' {
  return householdOf(annualKwh)?.key === 'lagenhet' ? 'lagenhet' : 'hus';
}
