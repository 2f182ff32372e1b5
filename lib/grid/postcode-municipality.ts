import { energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import type { MunicipalityRef } from '@/lib/postcode/municipality';
import { formatPostalCode, isValidPostalCode } from '@/lib/postcode/code';
import { formatOrePerKwh } from '@/lib/format';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { lookupMunicipality, municipalityByCode } from '@/lib/postcode/lookup';

/**
 * Energy tax from a postcode (docs/rules/grid-tariffs.md): the site's postcode table gives
 * the municipality, the municipality gives the full or the reduced rate, and the line names it
 * ("Skellefteå kommun: 33,0 öre/kWh inkl. moms"). Browser-safe: the table reaches the browser as a
 * compact file of runs (about 5 KiB gzip) read together with the postal code set the postcode
 * search already loads.
 */

// ---------------------------------------------------------------------------------------------
// The energy tax a page applies
// ---------------------------------------------------------------------------------------------

export type EnergyTaxBasis =
  /** The municipality is known (from the postcode table or a link's `?kommun=`). */
  | { kind: 'municipality'; municipality: MunicipalityRef & { longName: string }; rate: EnergyTaxRate; line: string; note: string }
  /** A valid postcode the table does not hold, or the table could not be read: the full rate. */
  | { kind: 'unknown'; rate: EnergyTaxRate; line: string; note: string };

/** 'Skellefteå kommun: 33,0 öre/kWh inkl. moms'. */
export function energyTaxLine(longName: string, rate: EnergyTaxRate): string {
  return `${longName}: ${formatOrePerKwh(rate.oreInclVat)} inkl. moms`;
}

const FULL_RATE_LINE = (rate: EnergyTaxRate) => `Full energiskatt: ${formatOrePerKwh(rate.oreInclVat)} inkl. moms`;
const REDUCED_NOTE = 'I vissa kommuner i norra Sverige är energiskatten lägre.';

/** The energy tax of a known municipality; `via` is what the page can say about how it knows. */
export function energyTaxForMunicipality(municipality: MunicipalityRef, via: { postalCode: string } | { link: true }): EnergyTaxBasis {
  const rate = energyTaxRate(municipality.code);
  const longName = municipalityLongName(municipality.name);
  const kind = rate.reduced ? 'den sänkta energiskatten där' : 'full energiskatt';
  const note =
    'postalCode' in via
      ? `Postnummer ${formatPostalCode(via.postalCode)} hör till ${longName} i vår postnummertabell, så vi räknar med ${kind}. ` +
        'Ett postnummer kan gå över en kommungräns; det är kommunen där elen används som avgör skattesatsen.'
      : `Vi räknar med ${rate.reduced ? `den sänkta energiskatten i ${longName}` : `full energiskatt, som i ${longName}`}, kommunen du kom från.`;
  return { kind: 'municipality', municipality: { ...municipality, longName }, rate, line: energyTaxLine(longName, rate), note };
}

/**
 * What a postcode gives: `found` is the lookup's answer (the municipality, or null when the table
 * does not hold the code), or undefined when the table could not be read. The municipality and its
 * rate, or the full rate with a line that says why. Null for an invalid code.
 */
export function energyTaxForPostcode(postalCode: string, found: MunicipalityRef | null | undefined): EnergyTaxBasis | null {
  if (!isValidPostalCode(postalCode)) return null;
  const rate = energyTaxRate();
  if (found === undefined) {
    return {
      kind: 'unknown',
      rate,
      line: FULL_RATE_LINE(rate),
      note: `Vi kunde inte slå upp kommunen för postnumret just nu, så vi räknar med full energiskatt. ${REDUCED_NOTE}`,
    };
  }
  if (found === null) {
    return {
      kind: 'unknown',
      rate,
      line: FULL_RATE_LINE(rate),
      note: `Postnummer ${formatPostalCode(postalCode)} finns inte i vår postnummertabell, så vi vet inte kommunen och räknar med full energiskatt. ${REDUCED_NOTE}`,
    };
  }
  return energyTaxForMunicipality(found, { postalCode });
}

/**
 * Browser: the energy tax for a typed postcode, through lookupMunicipality (lib/postcode/lookup.ts).
 * If its files cannot be read, the full rate with a line that says so (and one console warning).
 * Null for an invalid code.
 */
export async function lookupEnergyTax(postalCode: string, fetchImpl?: typeof fetch): Promise<EnergyTaxBasis | null> {
  if (!isValidPostalCode(postalCode)) return null;
  try {
    return energyTaxForPostcode(postalCode, await lookupMunicipality(postalCode, fetchImpl));
  } catch (error) {
    console.warn('Postnummer → kommun kunde inte läsas; full energiskatt används.', error);
    return energyTaxForPostcode(postalCode, undefined);
  }
}

/**
 * Browser: the energy tax for a municipality a link names (`?kommun=2482`, from a /stader or
 * /elnat page), with its name from the same lookup file. Null for a code the file does not name
 * (not a municipality: the page then says it does not know the municipality). If the file cannot
 * be read, the code alone still gives the rate, named as the municipality the visitor came from.
 */
export async function lookupLinkedEnergyTax(municipalityCode: string, fetchImpl?: typeof fetch): Promise<EnergyTaxBasis | null> {
  if (!/^\d{4}$/.test(municipalityCode)) return null;
  try {
    const found = await municipalityByCode(municipalityCode, fetchImpl);
    return found ? energyTaxForMunicipality(found, { link: true }) : null;
  } catch (error) {
    console.warn('Kommunens namn kunde inte läsas; skattesatsen följer kommunkoden.', error);
    const rate = energyTaxRate(municipalityCode);
    const longName = 'kommunen du kom från';
    return {
      kind: 'municipality',
      municipality: { code: municipalityCode, name: longName, longName },
      rate,
      line: energyTaxLine('Kommunen du kom från', rate),
      note: `Vi räknar med ${rate.reduced ? 'den sänkta energiskatten' : 'full energiskatt'} i kommunen du kom från.`,
    };
  }
}
