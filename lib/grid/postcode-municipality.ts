import { energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import { postalCodeSetHas, type PostalCodeSet } from '@/lib/domain/postal-code-set';
import { formatPostalCode, isValidPostalCode, normalizePostalCode } from '@/lib/domain/postal-code-rules';
import { formatOrePerKwh } from '@/lib/format';
import { municipalityLongName } from '@/lib/grid/municipality-name';
import { guarded, memoisedJson } from '@/lib/memoised-json';
import { loadPostalCodeSet } from '@/lib/postcode-lookup';

/**
 * Energy tax from a postcode (issue 20, decisions.md "Full bill"): the site's postcode table gives
 * the municipality, the municipality gives the full or the reduced rate, and the line names it
 * ("Skellefteå kommun: 33,0 öre/kWh inkl. moms"). Browser-safe: the table reaches the browser as a
 * compact file of runs (about 5 KiB gzip) read together with the postal code set the postcode
 * search already loads.
 */

/** Served by a static route (pages: app/data/postnummer-kommunkod.json/route.ts returns getPostcodeMunicipalityLookup()). */
export const POSTCODE_MUNICIPALITY_URL = '/data/postnummer-kommunkod.json';

/**
 * `m`: [SCB code, short name] per municipality, by code. `r`: flat pairs [first postcode of a run
 * (as a number), index into `m`], ascending; a run lasts until the next one starts. The runs hold
 * for the postcodes the table has (the postal code set says which); they say nothing of others.
 */
export interface PostcodeMunicipalityLookup {
  m: [code: string, name: string][];
  r: number[];
}

export interface MunicipalityRef {
  /** SCB code, '2482'. */
  code: string;
  /** Short name, 'Skellefteå'. */
  name: string;
}

/** Built on the server from the postcode table (lib/content/grid-areas.ts). */
export function buildPostcodeMunicipalityLookup(
  municipalities: readonly MunicipalityRef[],
  postcodesOf: (code: string) => readonly string[],
): PostcodeMunicipalityLookup {
  const sorted = [...municipalities].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const pairs = sorted.flatMap((m, index) => postcodesOf(m.code).map((code) => [Number(code), index] as const));
  pairs.sort((a, b) => a[0] - b[0]);
  const r: number[] = [];
  for (const [code, index] of pairs) {
    if (r.length === 0 || r[r.length - 1] !== index) r.push(code, index);
  }
  return { m: sorted.map((m) => [m.code, m.name]), r };
}

/** A hand-written guard for the fetched file (no zod in the browser). */
export function isPostcodeMunicipalityLookup(value: unknown): value is PostcodeMunicipalityLookup {
  if (typeof value !== 'object' || value === null) return false;
  const { m, r } = value as Partial<PostcodeMunicipalityLookup>;
  if (!Array.isArray(m) || !Array.isArray(r) || r.length % 2 !== 0) return false;
  const entriesOk = m.every((entry) => Array.isArray(entry) && entry.length === 2 && /^\d{4}$/.test(String(entry[0])) && typeof entry[1] === 'string' && entry[1] !== '');
  if (!entriesOk) return false;
  for (let i = 0; i < r.length; i += 2) {
    const code = r[i];
    const index = r[i + 1];
    if (!Number.isInteger(code) || !Number.isInteger(index) || (index as number) < 0 || (index as number) >= m.length) return false;
    if (i > 0 && (code as number) <= (r[i - 2] as number)) return false;
  }
  return true;
}

/**
 * The municipality the table names for a postcode it holds, by binary search over the runs; null
 * when the code lies before the first run or is not a postal code. The caller checks membership.
 */
export function municipalityInLookup(lookup: PostcodeMunicipalityLookup, postalCode: string): MunicipalityRef | null {
  if (!isValidPostalCode(postalCode)) return null;
  const code = Number(normalizePostalCode(postalCode));
  let low = 0;
  let high = lookup.r.length / 2 - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((lookup.r[mid * 2] as number) <= code) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (found < 0) return null;
  const entry = lookup.m[lookup.r[found * 2 + 1] as number];
  return entry ? { code: entry[0], name: entry[1] } : null;
}

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
 * What a postcode gives, from the two tables (null when they could not be loaded): the
 * municipality and its rate, or the full rate with a line that says why. Null for an invalid code.
 */
export function energyTaxForPostcode(
  postalCode: string,
  tables: { set: PostalCodeSet; lookup: PostcodeMunicipalityLookup } | null,
): EnergyTaxBasis | null {
  if (!isValidPostalCode(postalCode)) return null;
  const rate = energyTaxRate();
  if (tables === null) {
    return { kind: 'unknown', rate, line: FULL_RATE_LINE(rate), note: `Vi kunde inte slå upp kommunen för postnumret just nu, så vi räknar med full energiskatt. ${REDUCED_NOTE}` };
  }
  const municipality = postalCodeSetHas(tables.set, postalCode) ? municipalityInLookup(tables.lookup, postalCode) : null;
  if (!municipality) {
    return {
      kind: 'unknown',
      rate,
      line: FULL_RATE_LINE(rate),
      note: `Postnummer ${formatPostalCode(postalCode)} finns inte i vår postnummertabell, så vi vet inte kommunen och räknar med full energiskatt. ${REDUCED_NOTE}`,
    };
  }
  return energyTaxForMunicipality(municipality, { postalCode });
}

export const loadPostcodeMunicipalityLookup = memoisedJson<PostcodeMunicipalityLookup>(
  POSTCODE_MUNICIPALITY_URL,
  guarded(isPostcodeMunicipalityLookup),
  'a postcode → municipality lookup',
);

/**
 * Browser: the energy tax for a typed postcode. Loads the two static files once per page; if
 * either fails, the full rate with a line that says so (and one console warning). Null for an
 * invalid code.
 */
export async function lookupEnergyTax(postalCode: string, fetchImpl?: typeof fetch): Promise<EnergyTaxBasis | null> {
  if (!isValidPostalCode(postalCode)) return null;
  try {
    const [set, lookup] = await Promise.all([loadPostalCodeSet(fetchImpl), loadPostcodeMunicipalityLookup(fetchImpl)]);
    return energyTaxForPostcode(postalCode, { set, lookup });
  } catch (error) {
    console.warn('Postnummer → kommun kunde inte läsas; full energiskatt används.', error);
    return energyTaxForPostcode(postalCode, null);
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
    const lookup = await loadPostcodeMunicipalityLookup(fetchImpl);
    const entry = lookup.m.find(([code]) => code === municipalityCode);
    return entry ? energyTaxForMunicipality({ code: entry[0], name: entry[1] }, { link: true }) : null;
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
