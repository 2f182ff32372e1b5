import path from 'node:path';
import { z } from 'zod';
import { COUNTY_PRICE_AREAS, MUNICIPALITY_PRICE_AREAS, type CountyPriceArea, type MunicipalityPriceArea } from '../../content/municipality-price-areas';
import {
  municipalityListSchema,
  postcodeAreaLookupSchema,
  postcodesByMunicipalitySchema,
  priceAreaSchema,
  type Municipality,
  type PostcodeAreaLookup,
  type PostcodesByMunicipality,
} from '../../lib/content/municipality-schemas';
import { PRICE_AREAS, type PriceArea } from '../../lib/domain/price-area';

import { readRawText } from './raw-data';
import { parseCsv } from './csv';

/**
 * Turns the raw municipality and postcode tables (shared/data/raw, described in its README) into
 * the committed JSON under content/data/. Pure apart from reading the raw files: the same input
 * gives the same bytes, so a re-run shows up in git only when the data or the table changed.
 */

/** Raw files used, relative to the raw data directory. */
export const RAW_FILES = {
  municipalities: 'municipalities/sjbrg_swedish-geodata/municipality_county.csv',
  postcodes: 'municipalities/sjbrg_swedish-geodata/postal_to_municipality.csv',
  population: 'municipalities/ordnaswe_val26/folkmangd_2024.csv',
} as const;

/** Output files, relative to the repository root. */
export const OUTPUT_FILES = {
  municipalities: 'content/data/municipalities.json',
  postcodes: 'content/data/postcodes.json',
  postcodeAreas: 'content/data/postcode-areas.json',
} as const;
export type OutputFile = (typeof OUTPUT_FILES)[keyof typeof OUTPUT_FILES];

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

/**
 * URL slug of a municipality name: 'Malung-Sälen' → 'malung-salen', 'Göteborg' → 'goteborg',
 * 'Upplands Väsby' → 'upplands-vasby'. Swedish letters lose their marks (å, ä → a; ö → o;
 * é → e), as in the site's city slugs; anything else that is not a-z or 0-9 becomes a hyphen.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Slugs for the whole list, unique. Folding the marks makes Håbo (Uppsala) and Habo (Jönköping)
 * both 'habo'; the name that already is 'habo' keeps it and the other gets its county:
 * 'habo-uppsala'. Any future clash is solved the same way, or fails the import.
 */
export function uniqueSlugs(list: readonly { code: string; name: string; countyShort: string }[]): Map<string, string> {
  const byBase = new Map<string, { code: string; name: string; countyShort: string }[]>();
  for (const item of list) {
    const base = slugify(item.name);
    byBase.set(base, [...(byBase.get(base) ?? []), item]);
  }
  const slugs = new Map<string, string>();
  for (const [base, group] of byBase) {
    for (const item of group) {
      const plain = group.length === 1 || item.name.toLowerCase() === base;
      slugs.set(item.code, plain ? base : `${base}-${slugify(item.countyShort)}`);
    }
  }
  return slugs;
}

// ---------------------------------------------------------------------------------------------
// Price-area table
// ---------------------------------------------------------------------------------------------

const countyTableSchema = z.record(
  z.string().regex(/^[0-9]{2}$/),
  z.object({ name: z.string().min(1), area: z.union([priceAreaSchema, z.literal('split')]) }).strict(),
);
const municipalityTableSchema = z.record(
  z.string().regex(/^[0-9]{4}$/),
  z
    .object({ name: z.string().min(1), area: priceAreaSchema, reason: z.string().trim().min(10), borderCase: z.boolean().optional() })
    .strict()
    .refine((d) => !d.borderCase || /^Border case\b/.test(d.reason), 'a border case says so at the start of its reason'),
);

interface RawMunicipality {
  code: string;
  name: string;
  countyCode: string;
  county: string;
  countyShort: string;
}

/**
 * Applies content/municipality-price-areas.ts to the SCB list, and refuses a table that does not
 * fit it: a county missing or misnamed, a split-county municipality left undecided, a decision
 * for a municipality that is not in a split county, or a name that does not match its code.
 */
export function assignPriceAreas(
  municipalities: readonly RawMunicipality[],
  counties: Readonly<Record<string, CountyPriceArea>> = COUNTY_PRICE_AREAS,
  decisions: Readonly<Record<string, MunicipalityPriceArea>> = MUNICIPALITY_PRICE_AREAS,
): Map<string, PriceArea> {
  countyTableSchema.parse(counties);
  municipalityTableSchema.parse(decisions);
  const problems: string[] = [];
  const areas = new Map<string, PriceArea>();
  const known = new Set<string>();
  for (const m of municipalities) {
    known.add(m.code);
    const county = counties[m.countyCode];
    const decision = decisions[m.code];
    if (!county) {
      problems.push(`county ${m.countyCode} (${m.county}) is missing from COUNTY_PRICE_AREAS`);
      continue;
    }
    if (county.name !== m.county) problems.push(`county ${m.countyCode} is '${m.county}', table says '${county.name}'`);
    if (county.area === 'split') {
      if (!decision) {
        problems.push(`${m.code} ${m.name} lies in split county ${m.county} and has no decision`);
        continue;
      }
      if (decision.name !== m.name) problems.push(`${m.code} is '${m.name}', table says '${decision.name}'`);
      areas.set(m.code, decision.area);
    } else {
      if (decision) problems.push(`${m.code} ${m.name}: ${m.county} is wholly ${county.area}; remove its decision`);
      areas.set(m.code, county.area);
    }
  }
  for (const code of Object.keys(decisions)) {
    if (!known.has(code)) problems.push(`decision for unknown municipality ${code}`);
  }
  if (problems.length > 0) throw new Error(`Price-area table does not fit the data:\n- ${problems.join('\n- ')}`);
  return areas;
}

// ---------------------------------------------------------------------------------------------
// Compact browser lookup
// ---------------------------------------------------------------------------------------------

/**
 * docs/rules/postcodes-and-areas.md: every 3-digit prefix under the area most of its codes lie in
 * (ties go to the northern area, an arbitrary but fixed choice), and each code whose area
 * differs from its prefix's under its own area. Lists are sorted, so the output is stable.
 */
export function buildPostcodeAreaLookup(areaByCode: ReadonlyMap<string, PriceArea>): PostcodeAreaLookup {
  const countsByPrefix = new Map<string, Record<PriceArea, number>>();
  for (const [code, area] of areaByCode) {
    const prefix = code.slice(0, 3);
    const counts = countsByPrefix.get(prefix) ?? { SE1: 0, SE2: 0, SE3: 0, SE4: 0 };
    counts[area] += 1;
    countsByPrefix.set(prefix, counts);
  }
  const prefixArea = new Map<string, PriceArea>();
  for (const [prefix, counts] of countsByPrefix) {
    let best: PriceArea = PRICE_AREAS[0];
    for (const area of PRICE_AREAS) if (counts[area] > counts[best]) best = area;
    prefixArea.set(prefix, best);
  }
  const lookup: PostcodeAreaLookup = {
    prefixes: { SE1: [], SE2: [], SE3: [], SE4: [] },
    exceptions: { SE1: [], SE2: [], SE3: [], SE4: [] },
  };
  for (const [prefix, area] of prefixArea) lookup.prefixes[area].push(prefix);
  for (const [code, area] of areaByCode) {
    if (prefixArea.get(code.slice(0, 3)) !== area) lookup.exceptions[area].push(code);
  }
  for (const area of PRICE_AREAS) {
    lookup.prefixes[area].sort();
    lookup.exceptions[area].sort();
  }
  return postcodeAreaLookupSchema.parse(lookup);
}

// ---------------------------------------------------------------------------------------------
// Deterministic JSON
// ---------------------------------------------------------------------------------------------

/** A deep copy with every object's keys in plain string order (for deterministic JSON). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Compact JSON with sorted keys and one top-level entry per line, so diffs stay readable and
 * the bytes do not depend on insertion order. (JSON.stringify alone would put integer-like keys
 * such as '1080' before '0114'; this writer sorts the keys as plain strings.)
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => JSON.stringify(sortKeys(item))).join(',\n')}\n]\n`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const lines = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${JSON.stringify(sortKeys(record[key]))}`);
    return `{\n${lines.join(',\n')}\n}\n`;
  }
  return `${JSON.stringify(value)}\n`;
}

// ---------------------------------------------------------------------------------------------
// The whole import
// ---------------------------------------------------------------------------------------------

export interface MunicipalityData {
  municipalities: Municipality[];
  postcodes: PostcodesByMunicipality;
  postcodeAreas: PostcodeAreaLookup;
  /** Output path (relative to the repository root) → exact file contents. */
  files: Record<OutputFile, string>;
}

export function buildMunicipalityData(rawDir: string): MunicipalityData {
  const read = (file: string) => parseCsv(readRawText(path.join(rawDir, file)));

  const rawMunicipalities: RawMunicipality[] = read(RAW_FILES.municipalities).map((row) => ({
    code: z
      .string()
      .regex(/^[0-9]{4}$/)
      .parse(row.municipality_code),
    name: z.string().trim().min(1).parse(row.municipality_name_short),
    countyCode: z
      .string()
      .regex(/^[0-9]{2}$/)
      .parse(row.county_code),
    county: z.string().trim().min(1).parse(row.county_name),
    countyShort: z.string().trim().min(1).parse(row.county_name_short),
  }));

  const population = new Map<string, number>();
  for (const row of read(RAW_FILES.population)) {
    if (row.ar !== '2024') throw new Error(`Population row ${row.kommunkod} is for ${row.ar}, expected 2024`);
    population.set(
      z
        .string()
        .regex(/^[0-9]{4}$/)
        .parse(row.kommunkod),
      Number(row.folkmangd),
    );
  }

  const areas = assignPriceAreas(rawMunicipalities);
  const slugs = uniqueSlugs(rawMunicipalities);
  const municipalities = municipalityListSchema.parse(
    rawMunicipalities
      .map((m) => ({
        code: m.code,
        name: m.name,
        slug: slugs.get(m.code),
        county: m.county,
        population: population.get(m.code),
        priceArea: areas.get(m.code),
      }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
  );
  if (population.size !== municipalities.length) {
    throw new Error(`Population file has ${population.size} rows for ${municipalities.length} municipalities`);
  }

  const codesByMunicipality = new Map<string, string[]>();
  const areaByCode = new Map<string, PriceArea>();
  for (const row of read(RAW_FILES.postcodes)) {
    const code = z
      .string()
      .regex(/^[1-9][0-9]{4}$/)
      .parse(row.postal_code);
    const municipalityCode = row.municipality_code ?? '';
    const area = areas.get(municipalityCode);
    if (!area) throw new Error(`Postal code ${code} points to unknown municipality '${municipalityCode}'`);
    if (areaByCode.has(code)) throw new Error(`Postal code ${code} appears twice`);
    areaByCode.set(code, area);
    const list = codesByMunicipality.get(municipalityCode) ?? [];
    list.push(code);
    codesByMunicipality.set(municipalityCode, list);
  }
  const postcodes = postcodesByMunicipalitySchema.parse(
    Object.fromEntries([...codesByMunicipality.keys()].sort().map((m) => [m, (codesByMunicipality.get(m) ?? []).sort().join(' ')])),
  );
  const postcodeAreas = buildPostcodeAreaLookup(areaByCode);

  return {
    municipalities,
    postcodes,
    postcodeAreas,
    files: {
      [OUTPUT_FILES.municipalities]: stableJson(municipalities),
      [OUTPUT_FILES.postcodes]: stableJson(postcodes),
      [OUTPUT_FILES.postcodeAreas]: stableJson(postcodeAreas),
    } as Record<OutputFile, string>,
  };
}
