import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import {
  marketCatalogueSchema,
  scbAveragesSchema,
  type MarketCatalogueFile,
  type MarketOfferRow,
  type MarketSupplierRow,
  type ScbAveragesFile,
} from '../../lib/content/market-schemas';
import { withVat } from '../../lib/domain/constants';
import { PRICE_AREAS, type PriceArea } from '../../lib/domain/price-area';
import {
  OFFER_CONFLICT_NOTES,
  OFFER_EXCLUSIONS,
  ORIGIN_CORRECTIONS,
  SUPPLIER_NAME_OVERRIDES,
  TOTAL_RESIDUALS,
  type OfferConflictNote,
  type OfferExclusion,
  type OriginCorrection,
  type RowKey,
  type SupplierNameOverride,
  type TotalResidual,
} from '../../lib/content/reviewed-lists';
import { ELPRISKOLLEN, ORIGINS, RAW_CONTRACT_TYPES, spotShare, type OfferType, type Origin } from '../../lib/market/offer';
import { SCB_CONTRACTS, SCB_HOUSEHOLD_KWH } from '../../lib/market/scb';
import { isoDateSchema, isoMonthSchema } from '../../lib/schemas/common';
import { readRawText } from './raw-data';
import { slugify } from './build-municipality-data';
import { parseCsvRecords, type CsvRecord } from './csv';
import { describeRow, sameRow } from './offer-corrections';
import { displayNameByRule } from './supplier-names';

/**
 * `npm run import:offers`: the raw offers folder (Elpriskollen, SCB) → content/data/elavtal/.
 * The four Elpriskollen CSVs become offers.json (every offer with its supplier, type, price parts,
 * origins and source line) and SCB's table becomes scb-nya-avtal.json. The reviewed corrections
 * of content/reviewed/offer-corrections.ts are applied and checked against the file; a malformed row
 * fails the import with the file, the line and the field. Pure apart from reading the raw files:
 * the same input gives the same bytes.
 */

export const RAW_OFFERS_DIR = 'offers';
export const OFFERS_FILE = 'content/data/elavtal/offers.json';
export const SCB_FILE = 'content/data/elavtal/scb-nya-avtal.json';

/** SCB's stable address of the table in Statistikdatabasen, cited with the figures. */
const SCB_TABLE_URL = 'https://www.statistikdatabasen.scb.se/goto/sv/ssd/SSDManadElhandelpris';

export class OfferImportError extends Error {
  override name = 'OfferImportError';
}

// ---------------------------------------------------------------------------------------------
// One row of an Elpriskollen file
// ---------------------------------------------------------------------------------------------

export const ELPRISKOLLEN_COLUMNS = [
  'contract_name',
  'retailer_name',
  'fixed_price_element_ore_kwh',
  'unit_price_ore_kwh',
  'wholesale_price_monthly_avg_ore_kwh',
  'markup_ore_kwh',
  'variable_costs_ore_kwh',
  'vat_ore_kwh',
  'total_ore_kwh',
  'energy_source',
  'contract_type',
  'date',
  'bidding_zone',
] as const;

const RAW_ORIGINS: Readonly<Record<string, Origin>> = {
  Sol: 'sol',
  Vind: 'vind',
  Vatten: 'vatten',
  Biobränsle: 'biobransle',
  Kärnkraft: 'karnkraft',
  Fossilt: 'fossilt',
};
const BRA_MILJOVAL = 'Bra miljöval';

/** '7.50 öre/kWh', or a bare '0' (how the files write an empty part), → 7.5. */
export const oreValueSchema = z
  .string()
  .regex(/^\d{1,4}(?:\.\d{1,2})?(?: öre\/kWh)?$/, 'expected öre/kWh written like "7.50 öre/kWh" (or 0)')
  .transform((value) => Number(value.replace(' öre/kWh', '')));

/** 'Sol_Vind_Bra miljöval' → origins and the label; an unknown part is an error. */
export const energySourceSchema = z
  .string()
  .min(1, 'no origin')
  .transform((value, ctx) => {
    const parts = value.split('_');
    const origins: Origin[] = [];
    for (const part of parts) {
      if (part === BRA_MILJOVAL) continue;
      const origin = RAW_ORIGINS[part];
      if (!origin || origins.includes(origin)) {
        ctx.addIssue({ code: 'custom', message: `unknown or repeated origin "${part}"` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    // Listed in the site's own order, whatever the source's.
    return { origins: ORIGINS.filter((o) => origins.includes(o)), braMiljoval: parts.includes(BRA_MILJOVAL) };
  });

export const rawOfferRowSchema = z.object({
  contract_name: z.string().trim().min(1, 'empty product name'),
  retailer_name: z.string().trim().min(1, 'empty supplier name'),
  fixed_price_element_ore_kwh: oreValueSchema,
  unit_price_ore_kwh: oreValueSchema,
  wholesale_price_monthly_avg_ore_kwh: oreValueSchema,
  markup_ore_kwh: oreValueSchema,
  variable_costs_ore_kwh: oreValueSchema,
  vat_ore_kwh: oreValueSchema,
  total_ore_kwh: oreValueSchema,
  energy_source: energySourceSchema,
  contract_type: z.string().refine((type) => type in RAW_CONTRACT_TYPES, 'unknown contract type'),
  date: isoDateSchema,
  bidding_zone: z.enum(PRICE_AREAS),
});
export type RawOfferRow = z.infer<typeof rawOfferRowSchema>;

export interface ParsedRow {
  file: string;
  line: number;
  area: PriceArea;
  raw: RawOfferRow;
  /** The file's own cells, for checks against the corrections list. */
  cells: Record<string, string>;
}

function where(file: string, line: number, field?: string): string {
  return `${file}, line ${line}${field ? `, ${field}` : ''}`;
}

/** Every row of one file, validated; the first malformed row throws with its file, line and field. */
export function parseElpriskollenFile(file: string, text: string, area: PriceArea): ParsedRow[] {
  let parsed: { header: string[]; records: CsvRecord[] };
  try {
    parsed = parseCsvRecords(text);
  } catch (error) {
    throw new OfferImportError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = ELPRISKOLLEN_COLUMNS.filter((column) => !parsed.header.includes(column));
  const extra = parsed.header.filter((column) => !(ELPRISKOLLEN_COLUMNS as readonly string[]).includes(column));
  if (missing.length > 0 || extra.length > 0) {
    throw new OfferImportError(
      `${file}, line 1: header ${missing.length ? `lacks ${missing.join(', ')}` : ''}${extra.length ? ` has unknown ${extra.join(', ')}` : ''}`.trim(),
    );
  }
  return parsed.records.map(({ line, cells }) => {
    const result = rawOfferRowSchema.safeParse(cells);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      throw new OfferImportError(`${where(file, line, field)}: ${issue.message} (value "${cells[field] ?? ''}")`);
    }
    if (result.data.bidding_zone !== area) {
      throw new OfferImportError(`${where(file, line, 'bidding_zone')}: ${result.data.bidding_zone} in the file for ${area}`);
    }
    return { file, line, area, raw: result.data, cells };
  });
}

// ---------------------------------------------------------------------------------------------
// The raw folder's README table: which file is which area, its postcode, date and count
// ---------------------------------------------------------------------------------------------

export interface AreaFileInfo {
  file: string;
  area: PriceArea;
  postalCode: string;
  date: string;
  offers: number;
}

const FILE_ROW =
  /^\|\s*`(scraped_data_se([1-4])_(\d{4}-\d{2}-\d{2})\.csv)`\s*\|\s*(SE[1-4])\s*\|\s*(\d{3}) ?(\d{2})\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*([\d\s\u00a0\u202f]+)\|\s*$/;

/** The README's table of files (the postcodes are only there), checked against itself. */
export function readmeFiles(readme: string): AreaFileInfo[] {
  const files = readme.split('\n').flatMap((line): AreaFileInfo[] => {
    const match = FILE_ROW.exec(line.trim());
    if (!match) return [];
    const [, file, digit, fileDate, area, postA, postB, date, count] = match as unknown as string[];
    if (area !== `SE${digit}` || fileDate !== date) throw new OfferImportError(`README: the row for ${file} disagrees with its file name`);
    return [{ file: file!, area: area as PriceArea, postalCode: `${postA}${postB}`, date: date!, offers: Number(count!.replace(/\D/g, '')) }];
  });
  for (const area of PRICE_AREAS) {
    if (files.filter((f) => f.area === area).length !== 1) throw new OfferImportError(`README: expected one file for ${area} in its table`);
  }
  return PRICE_AREAS.map((area) => files.find((f) => f.area === area)!);
}

/**
 * For `import:offers --if-newer` (npm run refresh): the areas whose raw snapshot is newer than the
 * imported one, or null when there is no raw offers folder to read at all (a deployed checkout).
 */
export function newerSnapshotAreas(rawDir: string, imported: Readonly<Record<PriceArea, { date: string }>>): PriceArea[] | null {
  const readmePath = path.join(rawDir, RAW_OFFERS_DIR, 'README.md');
  if (!existsSync(readmePath)) return null;
  return readmeFiles(read(readmePath))
    .filter((info) => info.date > imported[info.area].date)
    .map((info) => info.area);
}

function readmeProvenance(readme: string): string {
  const match = /Provenance:\s*(\S+)/.exec(readme);
  if (!match) throw new OfferImportError('README: no "Provenance:" line');
  return `${match[1]}, en mekanisk kopia av Elpriskollens sidor`;
}

// ---------------------------------------------------------------------------------------------
// Suppliers, names and ids
// ---------------------------------------------------------------------------------------------

/** 'E.ON' → 'eon', 'Falu Energi & Vatten' → 'falu-energi-vatten'. */
export function supplierSlug(name: string): string {
  return slugify(name.replace(/[.'’]/g, ''));
}

/** 'Rörligt  pris , SE3' → 'Rörligt pris, SE3': whitespace as a person would type it. */
export function cleanProductName(name: string): string {
  return name.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
}

/** The offer's id: area, supplier, product and type, URL-safe; the same row always gets the same id. */
export function offerId(area: PriceArea, supplier: string, product: string, type: OfferType): string {
  return `${area.toLowerCase()}-${supplier}-${slugify(product)}-${type}`;
}

function buildSuppliers(legalNames: readonly string[], overrides: readonly SupplierNameOverride[]): MarketSupplierRow[] {
  const known = new Set(legalNames);
  for (const override of overrides) {
    if (!known.has(override.legalName))
      throw new OfferImportError(`Supplier name override for "${override.legalName}": no such supplier in the data (review the list)`);
    if (displayNameByRule(override.legalName) === override.name) {
      throw new OfferImportError(`Supplier name override for "${override.legalName}": the rule already gives "${override.name}"`);
    }
  }
  const bySlug = new Map<string, MarketSupplierRow>();
  for (const legalName of legalNames) {
    const name = overrides.find((o) => o.legalName === legalName)?.name ?? displayNameByRule(legalName);
    const slug = supplierSlug(name);
    const clash = bySlug.get(slug);
    if (clash) throw new OfferImportError(`Suppliers "${clash.legalName}" and "${legalName}" both get the slug ${slug}: add an override`);
    bySlug.set(slug, { slug, name, legalName });
  }
  return [...bySlug.values()].sort((a, b) => (a.slug < b.slug ? -1 : 1));
}

// ---------------------------------------------------------------------------------------------
// The corrections
// ---------------------------------------------------------------------------------------------

export interface CorrectionLists {
  origins: readonly OriginCorrection[];
  exclusions: readonly OfferExclusion[];
  notes: readonly OfferConflictNote[];
  residuals: readonly TotalResidual[];
  names: readonly SupplierNameOverride[];
}

export const REVIEWED_CORRECTIONS: CorrectionLists = {
  origins: ORIGIN_CORRECTIONS,
  exclusions: OFFER_EXCLUSIONS,
  notes: OFFER_CONFLICT_NOTES,
  residuals: TOTAL_RESIDUALS,
  names: SUPPLIER_NAME_OVERRIDES,
};

function keyOf(row: ParsedRow): RowKey {
  return { area: row.area, supplier: row.cells.retailer_name!, product: row.cells.contract_name!, type: row.cells.contract_type! };
}

function findRow(rows: readonly ParsedRow[], key: RowKey, what: string): ParsedRow {
  const found = rows.filter((row) => sameRow(keyOf(row), key));
  if (found.length !== 1) throw new OfferImportError(`${what}: ${found.length === 0 ? 'no' : 'more than one'} row ${describeRow(key)} (review the list)`);
  return found[0]!;
}

/** 1,25 × the sum of the parts: the source's own formula for its jämförpris at 2 000 kWh. */
export function totalFromComponents(raw: RawOfferRow): number {
  return withVat(
    raw.fixed_price_element_ore_kwh + raw.unit_price_ore_kwh + raw.wholesale_price_monthly_avg_ore_kwh + raw.markup_ore_kwh + raw.variable_costs_ore_kwh,
  );
}

/** The largest gap between a row's jämförpris and its components that needs no entry in TOTAL_RESIDUALS. */
export const TOTAL_TOLERANCE_ORE = 0.01;
const EPSILON = 1e-9;

// ---------------------------------------------------------------------------------------------
// The whole import
// ---------------------------------------------------------------------------------------------

export interface OffersImport {
  catalogue: MarketCatalogueFile;
  json: string;
  scb: ScbAveragesFile;
  scbJson: string;
  /** Per area: rows read, rows kept. */
  counts: Record<PriceArea, { rows: number; offers: number }>;
}

export function buildOffers(rawDir: string, corrections: CorrectionLists = REVIEWED_CORRECTIONS): OffersImport {
  const offersDir = path.join(rawDir, RAW_OFFERS_DIR);
  const readme = read(path.join(offersDir, 'README.md'));
  const infos = readmeFiles(readme);

  const rows: ParsedRow[] = [];
  const areas = {} as MarketCatalogueFile['areas'];
  const counts = {} as OffersImport['counts'];
  for (const info of infos) {
    const fileRows = parseElpriskollenFile(info.file, read(path.join(offersDir, 'elpriskollen', info.file)), info.area);
    if (fileRows.length !== info.offers) throw new OfferImportError(`${info.file}: ${fileRows.length} offers, the README says ${info.offers}`);
    for (const row of fileRows) {
      if (row.raw.date !== info.date) throw new OfferImportError(`${where(row.file, row.line, 'date')}: ${row.raw.date}, the file is of ${info.date}`);
    }
    areas[info.area] = { date: info.date, postalCode: info.postalCode, spotOre: areaSpot(fileRows), file: info.file };
    counts[info.area] = { rows: fileRows.length, offers: 0 };
    rows.push(...fileRows);
  }

  // Every list entry must still match the file exactly.
  const excluded = new Set(corrections.exclusions.map((entry) => findRow(rows, entry, 'Exclusion')));
  const originFixes = new Map<ParsedRow, OriginCorrection>();
  for (const entry of corrections.origins) {
    const row = findRow(rows, entry, 'Origin correction');
    if (row.cells.energy_source !== entry.raw) {
      throw new OfferImportError(`Origin correction for ${describeRow(entry)}: the file says "${row.cells.energy_source}", the list "${entry.raw}" (review)`);
    }
    for (const evidence of entry.evidence) {
      const seen = findRow(rows, evidence, `Evidence for ${describeRow(entry)}`).cells.energy_source;
      if (seen !== evidence.energySource) throw new OfferImportError(`Evidence ${describeRow(evidence)} says "${seen}", not "${evidence.energySource}"`);
    }
    originFixes.set(row, entry);
  }
  const notes = new Map<ParsedRow, OfferConflictNote>();
  for (const entry of corrections.notes) {
    const row = findRow(rows, entry, 'Conflict note');
    if (row.cells.energy_source !== entry.energySource) {
      throw new OfferImportError(`Conflict note for ${describeRow(entry)}: the file says "${row.cells.energy_source}" (review)`);
    }
    notes.set(row, entry);
  }
  const residuals = new Set(corrections.residuals.map((entry) => findRow(rows, entry, 'Total residual')));
  for (const row of rows) checkTotal(row, corrections.residuals, residuals.has(row));

  const kept = rows.filter((row) => !excluded.has(row));
  const suppliers = buildSuppliers([...new Set(kept.map((row) => row.raw.retailer_name))].sort(), corrections.names);
  const slugOf = new Map(suppliers.map((s) => [s.legalName, s.slug]));

  const offers: MarketOfferRow[] = [];
  const idRows = new Map<string, ParsedRow>();
  for (const row of kept) {
    const { raw } = row;
    const type = RAW_CONTRACT_TYPES[raw.contract_type]!;
    const supplier = slugOf.get(raw.retailer_name)!;
    const product = cleanProductName(raw.contract_name);
    const id = offerId(row.area, supplier, product, type);
    const clash = idRows.get(id);
    if (clash) throw new OfferImportError(`${where(row.file, row.line)} and line ${clash.line} give the same offer id ${id}`);
    idRows.set(id, row);
    const fix = originFixes.get(row);
    const energy = fix ? energySourceSchema.parse(fix.corrected) : raw.energy_source;
    const note = fix?.note ?? notes.get(row)?.note;
    offers.push({
      id,
      supplier,
      product,
      area: row.area,
      type,
      feeElementOre: raw.fixed_price_element_ore_kwh,
      fixedPriceOre: raw.unit_price_ore_kwh,
      spotOre: raw.wholesale_price_monthly_avg_ore_kwh,
      markupOre: raw.markup_ore_kwh,
      variableCostsOre: raw.variable_costs_ore_kwh,
      origins: energy.origins,
      // A correction replaces the origins only; the label stays as the source gives it.
      braMiljoval: raw.energy_source.braMiljoval,
      ...(note ? { note } : {}),
      sourceLine: row.line,
    });
    counts[row.area].offers += 1;
  }

  const catalogue = validate(marketCatalogueSchema, 'offers', {
    source: { name: ELPRISKOLLEN.name, url: ELPRISKOLLEN.url, via: readmeProvenance(readme) },
    areas,
    suppliers,
    offers,
  });
  const scb = buildScb(offersDir, readme);
  return { catalogue, json: catalogueJson(catalogue), scb, scbJson: scbJson(scb), counts };
}

function read(file: string): string {
  return readRawText(file, (message) => new OfferImportError(message));
}

/** The one spot price a file assumes: the variable rows' value, half of it for mixat, 0 for fixed. */
function areaSpot(rows: readonly ParsedRow[]): number {
  const variable = new Set(
    rows.filter((row) => spotShare(RAW_CONTRACT_TYPES[row.raw.contract_type]!) === 1).map((row) => row.raw.wholesale_price_monthly_avg_ore_kwh),
  );
  const [spot] = variable;
  if (variable.size !== 1 || spot === undefined || spot <= 0)
    throw new OfferImportError(`${rows[0]?.file}: expected one assumed spot price, found ${[...variable].join(', ') || 'none'}`);
  for (const row of rows) {
    const expected = spot * spotShare(RAW_CONTRACT_TYPES[row.raw.contract_type]!);
    if (row.raw.wholesale_price_monthly_avg_ore_kwh !== expected) {
      throw new OfferImportError(
        `${where(row.file, row.line, 'wholesale_price_monthly_avg_ore_kwh')}: ${row.raw.wholesale_price_monthly_avg_ore_kwh} for ${row.raw.contract_type}, expected ${expected}`,
      );
    }
  }
  return spot;
}

function checkTotal(row: ParsedRow, residuals: readonly TotalResidual[], listed: boolean): void {
  const fromComponents = totalFromComponents(row.raw);
  const gap = Math.abs(fromComponents - row.raw.total_ore_kwh);
  if (!listed) {
    if (gap > TOTAL_TOLERANCE_ORE + EPSILON) {
      throw new OfferImportError(
        `${where(row.file, row.line, 'total_ore_kwh')}: ${row.raw.total_ore_kwh} öre/kWh, but 1,25 × the parts is ${fromComponents.toFixed(4)} (add it to TOTAL_RESIDUALS after review)`,
      );
    }
    return;
  }
  const entry = residuals.find((r) => sameRow(r, keyOf(row)))!;
  if (Math.abs(entry.total - row.raw.total_ore_kwh) > EPSILON || Math.abs(entry.fromComponents - fromComponents) > EPSILON) {
    throw new OfferImportError(
      `Total residual for ${describeRow(entry)}: the file now gives ${row.raw.total_ore_kwh} and ${fromComponents.toFixed(4)} (review)`,
    );
  }
}

function validate<S extends z.ZodType>(schema: S, what: string, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const lines = result.error.issues.slice(0, 10).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new OfferImportError(`The ${what} content would be invalid:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** One entry per line (an offer, a supplier, an SCB series), so a re-import's diff is readable. */
function linesJson(record: Readonly<Record<string, unknown>>): string {
  const entries = Object.keys(record)
    .sort()
    .map((key) => {
      const value = record[key];
      const body = Array.isArray(value) ? `[\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]` : JSON.stringify(value);
      return `${JSON.stringify(key)}:${body}`;
    });
  return `{\n${entries.join(',\n')}\n}\n`;
}

function catalogueJson(catalogue: MarketCatalogueFile): string {
  return linesJson(catalogue);
}

function scbJson(scb: ScbAveragesFile): string {
  return linesJson(scb);
}

// ---------------------------------------------------------------------------------------------
// SCB's averages for new contracts
// ---------------------------------------------------------------------------------------------

const SCB_COLUMNS = ['avtal', 'elomrade', 'typkund', 'typkund_kwh_ar', 'manad', 'ore_per_kwh_exkl_moms_exkl_energiskatt'] as const;
const SCB_FILE_PATTERN = /^scb_SSDManadElhandelpris_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/;

const scbRowSchema = z.object({
  avtal: z.enum(SCB_CONTRACTS),
  elomrade: z.enum(PRICE_AREAS),
  typkund: z.enum(['1', '2', '3', '4']),
  typkund_kwh_ar: z.enum(SCB_HOUSEHOLD_KWH.map(String) as [string, ...string[]]).transform(Number),
  manad: isoMonthSchema,
  ore_per_kwh_exkl_moms_exkl_energiskatt: z
    .string()
    .regex(/^\d{1,4}(?:\.\d{1,2})?$/, 'expected a number of öre/kWh')
    .transform(Number),
});

function buildScb(offersDir: string, readme: string): ScbAveragesFile {
  const dir = path.join(offersDir, 'scb');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => SCB_FILE_PATTERN.test(f)) : [];
  if (files.length !== 1) throw new OfferImportError(`scb/: expected one SSDManadElhandelpris CSV, found ${files.length}`);
  const file = files[0]!;
  const { header, records } = parseCsvRecords(read(path.join(dir, file)));
  const missing = SCB_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new OfferImportError(`${file}, line 1: header lacks ${missing.join(', ')}`);
  const published = /published (\d{4}-\d{2}-\d{2})/.exec(readme)?.[1];
  if (!published) throw new OfferImportError('README: no publication date for the SCB table ("published YYYY-MM-DD")');

  const values = new Map<string, number>();
  const months = new Set<string>();
  for (const { line, cells } of records) {
    const result = scbRowSchema.safeParse(cells);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      throw new OfferImportError(`${where(file, line, field)}: ${issue.message} (value "${cells[field] ?? ''}")`);
    }
    const row = result.data;
    if (SCB_HOUSEHOLD_KWH[Number(row.typkund) - 1] !== row.typkund_kwh_ar) {
      throw new OfferImportError(`${where(file, line, 'typkund_kwh_ar')}: typkund ${row.typkund} is ${SCB_HOUSEHOLD_KWH[Number(row.typkund) - 1]} kWh`);
    }
    const key = `${row.avtal} ${row.elomrade} ${row.typkund_kwh_ar} ${row.manad}`;
    if (values.has(key)) throw new OfferImportError(`${where(file, line)}: a second value for ${key}`);
    values.set(key, row.ore_per_kwh_exkl_moms_exkl_energiskatt);
    months.add(row.manad);
  }
  const monthList = [...months].sort();
  const series = SCB_CONTRACTS.flatMap((contract) =>
    PRICE_AREAS.flatMap((area) =>
      SCB_HOUSEHOLD_KWH.map((annualKwh) => ({
        contract,
        area,
        annualKwh,
        values: monthList.map((month) => {
          const value = values.get(`${contract} ${area} ${annualKwh} ${month}`);
          if (value === undefined) throw new OfferImportError(`${file}: no value for ${contract} ${area} ${annualKwh} kWh in ${month}`);
          return value;
        }),
      })),
    ),
  );
  return validate(scbAveragesSchema, 'SCB', {
    source: {
      name: 'SCB och Energimyndigheten, SSDManadElhandelpris',
      title: 'Elhandelspriser på elenergi för nytecknade avtal',
      published,
      unit: 'öre/kWh exkl. moms och energiskatt, inklusive leverantörernas fasta avgifter',
      url: SCB_TABLE_URL,
    },
    months: monthList,
    series,
  });
}
