import path from 'node:path';
import { z } from 'zod';

import {
  localityFileSchema,
  municipalityFactsFileSchema,
  type LocalityFile,
  type MunicipalityFacts,
  type MunicipalityFactsFile,
} from '../../lib/content/city-schemas';

import { readRawText } from './raw-data';
import { stableJson } from './build-municipality-data';
import { parseCsv } from './csv';

/**
 * The city pages' facts per municipality, from the raw files described in
 * shared/data/raw/README.md. Every value is copied or computed from one named column; nothing is
 * estimated. Deterministic: the same input gives the same bytes.
 *
 *   landAreaKm2      marcusasplund Svenska_kommuner_2017.csv, column Land (km², 1 Jan 2015)
 *   taxBase          mattiasnordin municip_data22.csv, tax_base (SCB skattekraft, inkomståret 2021)
 *   share0to19       mattiasnordin municip_data22.csv, share0_19 (31 Dec 2021)
 *   share75plus      mattiasnordin municip_data22.csv, share75_ (31 Dec 2021)
 *   lat, lon         median of the Axelsson2000 postcode coordinates (as derived/kommuner_2024.csv)
 *   postcodeCount, localities, comparePostcode, the locality file
 *                    sjbrg postal_to_municipality.csv (September 2024)
 */

export const FACT_FILES = {
  landArea: 'municipalities/marcusasplund_kommundata/Svenska_kommuner_2017.csv',
  regression: 'municipalities/mattiasnordin_regression/municip_data22.csv',
  coordinates: 'municipalities/Axelsson2000_data/Pnr-Ort-Kommun-KnKod-LnNamn-Lat-Long-GM_202409.csv',
  postcodes: 'municipalities/sjbrg_swedish-geodata/postal_to_municipality.csv',
} as const;

export const FACT_OUTPUT_FILES = {
  facts: 'content/data/municipality-facts.json',
  localities: 'content/data/localities.json',
} as const;
export type FactOutputFile = (typeof FACT_OUTPUT_FILES)[keyof typeof FACT_OUTPUT_FILES];

/** How many postal towns a city page names. */
export const MAX_LOCALITIES = 8;

type Row = Record<string, string>;

const code4 = z.string().regex(/^[0-9]{4}$/, 'SCB kommunkod, 4 siffror');

/** '4 084.89' (space or no-break space between thousands, point as decimal sign) → 4084.89. */
export function parseSpacedDecimal(text: string): number {
  const cleaned = text.replace(/[\s\u00A0\u202F]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) throw new Error(`Not a number: '${text}'`);
  return Number(cleaned);
}

/** The median; the mean of the two middle values for an even count (numpy/pandas convention). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function landAreas(rows: readonly Row[]): Map<string, number> {
  return new Map(rows.map((row) => [code4.parse(row.Kod), parseSpacedDecimal(row.Land ?? '')]));
}

export interface RegressionFacts {
  taxBase: number;
  share0to19: number;
  share75plus: number;
}

/** municip_data22.csv: codes lack the leading zero ('114' is '0114'); every row must be year 2022. */
export function regressionFacts(rows: readonly Row[]): Map<string, RegressionFacts> {
  return new Map(
    rows.map((row) => {
      const code = code4.parse((row.municip_code ?? '').padStart(4, '0'));
      if (row.year !== '2022') throw new Error(`municip_data22 row ${code} is for year ${row.year}, expected 2022`);
      const share = (value: string | undefined) => z.number().min(0).max(1).parse(Number(value));
      return [
        code,
        {
          taxBase: z.number().int().positive().parse(Number(row.tax_base)),
          share0to19: share(row.share0_19),
          share75plus: share(row.share75_),
        },
      ];
    }),
  );
}

/** Median postcode point per municipality, 5 decimals (~1 m), like derived/kommuner_2024.csv. */
export function medianCoordinates(rows: readonly Row[]): Map<string, { lat: number; lon: number }> {
  const points = new Map<string, { lat: number[]; lon: number[] }>();
  for (const row of rows) {
    const code = code4.parse(row.KnKod);
    const lat = Number(row.Latitude);
    const lon = Number(row.Longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`Postcode ${row.Postnummer}: bad coordinates`);
    const entry = points.get(code) ?? { lat: [], lon: [] };
    entry.lat.push(lat);
    entry.lon.push(lon);
    points.set(code, entry);
  }
  return new Map([...points].map(([code, p]) => [code, { lat: round(median(p.lat), 5), lon: round(median(p.lon), 5) }]));
}

export interface PostcodeFacts {
  postcodeCount: number;
  localities: [string, number][];
  comparePostcode: string;
}

const svCollator = new Intl.Collator('sv-SE');

/**
 * Per municipality: how many postal codes it has, its postal towns by number of codes, and the
 * /jamfor postcode (docs/rules/cities.md: the most common 3-digit prefix, ties to the lower
 * prefix, and the lowest code in it). Also every postal town with its municipalities.
 */
export function postcodeFacts(rows: readonly Row[]): { byMunicipality: Map<string, PostcodeFacts>; localities: LocalityFile } {
  const codesByMunicipality = new Map<string, string[]>();
  const townsByMunicipality = new Map<string, Map<string, number>>();
  const localities: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const postalCode = z
      .string()
      .regex(/^[1-9][0-9]{4}$/)
      .parse(row.postal_code);
    const municipality = code4.parse(row.municipality_code);
    const town = z.string().trim().min(1).parse(row.locality);
    codesByMunicipality.set(municipality, [...(codesByMunicipality.get(municipality) ?? []), postalCode]);
    const towns = townsByMunicipality.get(municipality) ?? new Map<string, number>();
    towns.set(town, (towns.get(town) ?? 0) + 1);
    townsByMunicipality.set(municipality, towns);
    const perTown = (localities[town] ??= {});
    perTown[municipality] = (perTown[municipality] ?? 0) + 1;
  }
  const byMunicipality = new Map<string, PostcodeFacts>();
  for (const [municipality, codes] of codesByMunicipality) {
    const prefixCounts = new Map<string, number>();
    for (const code of codes) prefixCounts.set(code.slice(0, 3), (prefixCounts.get(code.slice(0, 3)) ?? 0) + 1);
    const [prefix] = [...prefixCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    const comparePostcode = codes.filter((code) => code.startsWith(prefix)).sort()[0]!;
    const towns = [...(townsByMunicipality.get(municipality) ?? [])].sort((a, b) => b[1] - a[1] || svCollator.compare(a[0], b[0])).slice(0, MAX_LOCALITIES);
    byMunicipality.set(municipality, { postcodeCount: codes.length, localities: towns, comparePostcode });
  }
  return { byMunicipality, localities: localityFileSchema.parse(localities) };
}

export interface FactSources {
  landArea: readonly Row[];
  regression: readonly Row[];
  coordinates: readonly Row[];
  postcodes: readonly Row[];
}

export interface MunicipalityFactsData {
  facts: MunicipalityFactsFile;
  localities: LocalityFile;
  files: Record<FactOutputFile, string>;
}

/**
 * Joins the sources on the SCB code. `municipalityCodes` is the SCB list (all 290); a code missing
 * from any source, or a source row for a code not in the list, fails the import.
 */
export function combineMunicipalityFacts(sources: FactSources, municipalityCodes: readonly string[]): MunicipalityFactsData {
  const areas = landAreas(sources.landArea);
  const regression = regressionFacts(sources.regression);
  const points = medianCoordinates(sources.coordinates);
  const { byMunicipality, localities } = postcodeFacts(sources.postcodes);

  const known = new Set(municipalityCodes);
  const problems: string[] = [];
  for (const [name, map] of [
    ['land area', areas],
    ['municip_data22', regression],
    ['coordinates', points],
    ['postcodes', byMunicipality],
  ] as const) {
    for (const code of map.keys()) if (!known.has(code)) problems.push(`${name}: unknown municipality ${code}`);
    for (const code of municipalityCodes) if (!map.has(code)) problems.push(`${name}: no row for ${code}`);
  }
  if (problems.length > 0) throw new Error(`Municipality facts do not fit the SCB list:\n- ${problems.join('\n- ')}`);

  const facts = Object.fromEntries(
    [...municipalityCodes].sort().map((code): [string, MunicipalityFacts] => {
      const postcode = byMunicipality.get(code)!;
      const point = points.get(code)!;
      return [
        code,
        {
          landAreaKm2: areas.get(code)!,
          postcodeCount: postcode.postcodeCount,
          localities: postcode.localities,
          ...regression.get(code)!,
          lat: point.lat,
          lon: point.lon,
          comparePostcode: postcode.comparePostcode,
        },
      ];
    }),
  );
  const parsed = municipalityFactsFileSchema.parse(facts);
  return {
    facts: parsed,
    localities,
    files: {
      [FACT_OUTPUT_FILES.facts]: stableJson(parsed),
      [FACT_OUTPUT_FILES.localities]: stableJson(localities),
    } as Record<FactOutputFile, string>,
  };
}

/** Reads the raw files from `rawDir` and combines them. */
export function buildMunicipalityFacts(rawDir: string, municipalityCodes: readonly string[]): MunicipalityFactsData {
  const read = (file: string) => parseCsv(readRawText(path.join(rawDir, file)));
  return combineMunicipalityFacts(
    {
      landArea: read(FACT_FILES.landArea),
      regression: read(FACT_FILES.regression),
      coordinates: read(FACT_FILES.coordinates),
      postcodes: read(FACT_FILES.postcodes),
    },
    municipalityCodes,
  );
}
