import {
  ENERGY_TAX_2026_ORE_EX_VAT,
  ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT,
  REDUCED_ENERGY_TAX_COUNTY_CODES,
  REDUCED_ENERGY_TAX_MUNICIPALITY_CODES,
  withVat,
} from '@/lib/domain/constants';

/**
 * Energiskatt on electricity for a household, 2026 (decisions.md, "Facts to use (2026)"): the
 * full rate everywhere except the municipalities with the northern deduction. Every page that
 * shows a cost including tax asks here, so the rate and the list exist once.
 */

/** A municipality by its four-digit SCB code ('2480'); the county is its first two digits. */
export function hasReducedEnergyTax(municipalityCode: string): boolean {
  if (!/^\d{4}$/.test(municipalityCode)) return false;
  const county = municipalityCode.slice(0, 2);
  return (
    (REDUCED_ENERGY_TAX_COUNTY_CODES as readonly string[]).includes(county) ||
    (REDUCED_ENERGY_TAX_MUNICIPALITY_CODES as readonly string[]).includes(municipalityCode)
  );
}

export interface EnergyTaxRate {
  /** öre/kWh excluding VAT: 36,0, or 26,4 with the northern deduction. */
  oreExVat: number;
  /** öre/kWh including 25 % VAT: 45,0, or 33,0. */
  oreInclVat: number;
  reduced: boolean;
  year: 2026;
}

/**
 * The 2026 rate a household in `municipalityCode` pays; the full rate when the municipality is
 * unknown (undefined), since no place may be assumed to have the deduction.
 */
export function energyTaxRate(municipalityCode?: string): EnergyTaxRate {
  const reduced = municipalityCode !== undefined && hasReducedEnergyTax(municipalityCode);
  const oreExVat = reduced
    ? ENERGY_TAX_2026_ORE_EX_VAT - ENERGY_TAX_2026_REDUCTION_ORE_EX_VAT
    : ENERGY_TAX_2026_ORE_EX_VAT;
  // Rounded to 3 decimals so that 26,4 × 1,25 reads 33 and not 32,999…
  return { oreExVat: round3(oreExVat), oreInclVat: round3(withVat(oreExVat)), reduced, year: 2026 };
}

/** kr per year of energy tax including VAT for `annualKwh` (not rounded; round where it is shown). */
export function annualEnergyTaxKr(annualKwh: number, municipalityCode?: string): number {
  if (!Number.isFinite(annualKwh) || annualKwh < 0) {
    throw new RangeError(`Consumption must be a finite number of zero or more, got ${annualKwh}`);
  }
  return (annualKwh * energyTaxRate(municipalityCode).oreInclVat) / 100;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Where the energy-tax rates come from, named under the bill's energy-tax part. */
export const ENERGY_TAX_SOURCE = { name: 'Skatteverket', url: 'https://www.skatteverket.se' } as const;
