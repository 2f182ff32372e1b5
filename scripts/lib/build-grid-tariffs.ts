import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { gridTariffContentFileSchema, type GridOperator, type GridTariffContent, type GridTariffContentFile } from '../../lib/content/grid-tariff-schemas';
import {
  APARTMENT_FUSE,
  FUSE_KEYS,
  MAIN_FUSES,
  type ApartmentTariff,
  type AuthorityFee,
  type ConsumptionTier,
  type FixedFee,
  type FuseAmounts,
  type FuseKey,
  type PowerFee,
  type TimeWindow,
  type TransferFee,
} from '../../lib/grid/types';
import { weekSlots } from '../../lib/grid/time-windows';
import { isoDateSchema } from '../../lib/schemas/common';
import {
  GRID_APARTMENT_TARIFFS,
  GRID_AUTHORITY_FEES,
  GRID_POWER_METHODS,
  GRID_REGIONAL_PRICE_LISTS,
  GRID_TARIFF_CORRECTIONS,
  GRID_TARIFF_UNVERIFIED,
  USUAL_AUTHORITY_FEES,
  type ApartmentTariffRow,
  type AuthorityFeeName,
  type AuthorityFeeRow,
  type GridTariffCorrection,
  type GridTariffUnverified,
  type PowerMethodRow,
  type PriceListRef,
  type RegionalListsRow,
  type StatedAmount,
} from '../../lib/content/reviewed-lists';
import { readRawText } from './raw-data';
import { slugify, sortKeys } from './build-municipality-data';

/**
 * Turns the raw grid_tariffs folder (spotpilot/grid-tariffs converted to JSON;
 * docs/data-pipeline.md) into content/data/grid-tariffs.json: per operator the price list in force on
 * REFERENCE_DATE for each variant, reduced to what the site uses (fixed fee per main fuse,
 * transfer fee, power fee), with the reviewed corrections applied and every part that no page
 * confirms marked unverified. Pure apart from reading the raw files: same input, same bytes.
 */

export const RAW_GRID_DIR = 'grid_tariffs';
export const OUTPUT_FILE = 'content/data/grid-tariffs.json';

/** The price lists shown are those in force on this day, as the source knew them (commit 2025-10-27). */
export const REFERENCE_DATE = '2025-12-31';
/** The page texts in pages/ were saved on this day (docs/data-pipeline.md, "Raw sources"). */
export const PAGE_TEXTS_DATE = '2025-09-15';

export class GridTariffImportError extends Error {
  override name = 'GridTariffImportError';
}

// ---------------------------------------------------------------------------------------------
// Raw file (only the fields used; cost objects are read field by field below)
// ---------------------------------------------------------------------------------------------

const looseRecord = z.record(z.string(), z.unknown());

const mainFusesSchema = z.object({ fromA: z.number().int().positive(), toA: z.number().int().positive().nullable() });

const rawPriceListSchema = z.looseObject({
  variant: z.string().min(1).nullable(),
  /** Not in the raw file: set by a correction where the list is for other fuses than the operator's range. */
  mainFuses: mainFusesSchema.optional(),
  fromDate: isoDateSchema,
  fromDateIsPlaceholder: z.boolean(),
  monthlyFeeSekByFuse: z.record(z.string(), z.number().nullable()).nullable(),
  monthlyFee: looseRecord,
  transferFee: looseRecord,
  powerTariff: looseRecord,
});
type RawPriceList = z.infer<typeof rawPriceListSchema>;

const rawOperatorSchema = z.looseObject({
  name: z.string().min(1),
  vatNumber: z.string().regex(/^SE\d{12}$/),
  orgNumber: z.string().regex(/^\d{6}-\d{4}$/),
  mainFuses: mainFusesSchema,
  links: z.looseObject({ feeInfoUrl: z.url() }),
  priceLists: z.array(rawPriceListSchema),
  source: z.looseObject({ extractedText: z.string().nullable() }),
});
type RawOperator = z.infer<typeof rawOperatorSchema>;

const rawFileSchema = z.looseObject({
  source: z.looseObject({ repository: z.url(), commit: z.string().regex(/^[0-9a-f]{40}$/), commitDate: z.string() }),
  conventions: z.looseObject({ currency: z.literal('SEK'), vatIncluded: z.literal(true) }),
  operators: z.array(rawOperatorSchema).min(1),
});
type RawFile = z.infer<typeof rawFileSchema>;

// ---------------------------------------------------------------------------------------------
// Page texts and corrections
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Page text as the correction quotes are written: tags removed, entities decoded, whitespace collapsed. */
export function normalizePageText(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function label(operator: string, list: PriceListRef): string {
  return `${operator} (${list.variant ?? 'standard'}, ${list.fromDate})`;
}

function findList(operator: RawOperator, ref: PriceListRef): RawPriceList {
  const matches = operator.priceLists.filter((list) => list.variant === ref.variant && list.fromDate === ref.fromDate);
  if (matches.length !== 1) throw new GridTariffImportError(`${label(operator.name, ref)}: ${matches.length} price lists match`);
  return matches[0] as RawPriceList;
}

function findOperator(file: RawFile, vatNumber: string, name: string): RawOperator {
  const operator = file.operators.find((op) => op.vatNumber === vatNumber);
  if (!operator) throw new GridTariffImportError(`No operator ${vatNumber} (${name}) in the raw file`);
  if (operator.name !== name) throw new GridTariffImportError(`${vatNumber} is '${operator.name}', the table says '${name}'`);
  return operator;
}

function getPath(target: unknown, keys: readonly string[]): unknown {
  let node = target;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setPath(target: unknown, keys: readonly string[], value: unknown): void {
  const parent = getPath(target, keys.slice(0, -1));
  if (parent === null || typeof parent !== 'object') throw new GridTariffImportError(`No parent object at ${keys.join('.')}`);
  (parent as Record<string, unknown>)[keys.at(-1) as string] = structuredClone(value);
}

export interface Sources {
  file: RawFile;
  /** The upstream LICENSE, kept with every copy of the data (MIT). */
  licenceText: string;
  /** Normalised page text of an operator (by VAT number); undefined when the source has none. */
  pageText(vatNumber: string): string | undefined;
}

function checkQuote(sources: Sources, vatNumber: string, where: string, quote: string): void {
  const page = sources.pageText(vatNumber);
  if (page === undefined) throw new GridTariffImportError(`${where}: the operator has no page text to quote`);
  if (!page.includes(normalizePageText(quote))) throw new GridTariffImportError(`${where}: quote not in the page text: "${quote}"`);
}

/** Applies the corrections to a copy of the raw file; refuses stale rows and unconfirmed quotes. */
export function applyCorrections(sources: Sources, corrections: readonly GridTariffCorrection[]): RawFile {
  const file = structuredClone(sources.file);
  for (const row of corrections) {
    const where = `${label(row.operator, row.priceList)} ${row.field}`;
    const list = findList(findOperator(file, row.vatNumber, row.operator), row.priceList);
    const keys = row.field.split('.');
    const current = getPath(list, keys);
    // Compared as canonical JSON: plain data, and independent of the realm the objects come from.
    if (JSON.stringify(sortKeys(current)) !== JSON.stringify(sortKeys(row.raw))) {
      throw new GridTariffImportError(`${where}: raw value is ${JSON.stringify(current)}, the table expects ${JSON.stringify(row.raw)}`);
    }
    checkQuote(sources, row.vatNumber, where, row.quote);
    setPath(list, keys, row.corrected);
  }
  return rawFileSchema.parse(file);
}

// ---------------------------------------------------------------------------------------------
// Conversion of one price list
// ---------------------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

const UNVERIFIED_REASONS = {
  fixedFee: 'Källan har ingen kontrollerad fast avgift för den här prislistan.',
  transferFee: 'Källan har ingen kontrollerad överföringsavgift för den här prislistan.',
  transferUnlisted: 'Elnätsföretaget visar ingen överföringsavgift på sin prissida.',
  powerFee: 'Källan har ingen kontrollerad uppgift om effektavgiften.',
} as const;

type MainFuses = RawOperator['mainFuses'];

class Reader {
  constructor(private readonly where: string) {}

  fail(message: string): never {
    throw new GridTariffImportError(`${this.where}: ${message}`);
  }

  record(value: unknown, what: string): Record<string, unknown> {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) this.fail(`${what} is not an object`);
    return value as Record<string, unknown>;
  }

  number(value: unknown, what: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) this.fail(`${what} is not an amount: ${JSON.stringify(value)}`);
    return value;
  }

  array(value: unknown, what: string): Record<string, unknown>[] {
    if (!Array.isArray(value) || value.length === 0) this.fail(`${what} is not a list`);
    return value.map((item, i) => this.record(item, `${what}[${i}]`));
  }
}

/** Kronor to whole öre, so that 420.83 × 12 is 5049.96 and not 5049.959999… */
function toOre(value: number): number {
  return Math.round(value * 100) / 100;
}

function fusesWithin(main: MainFuses): FuseKey[] {
  return MAIN_FUSES.filter((fuse) => fuse >= main.fromA && (main.toA === null || fuse <= main.toA)).map((fuse) => `${fuse}` as FuseKey);
}

function amountsFor(fuses: readonly FuseKey[], amount: (fuse: FuseKey) => number | undefined): FuseAmounts {
  const amounts: FuseAmounts = {};
  for (const fuse of fuses) {
    const value = amount(fuse);
    if (value !== undefined) amounts[fuse] = value;
  }
  return amounts;
}

function fromMap(read: Reader, map: unknown, what: string, scale = 1): FuseAmounts {
  const record = read.record(map, what);
  return amountsFor(FUSE_KEYS, (fuse) =>
    record[fuse] === undefined || record[fuse] === null ? undefined : toOre(read.number(record[fuse], `${what}.${fuse}`) * scale),
  );
}

function fromRanges(read: Reader, cost: Record<string, unknown>, field: string, main: MainFuses, scale = 1): FuseAmounts {
  const ranges = read.array(cost.ranges, 'ranges');
  return amountsFor(fusesWithin(main), (fuse) => {
    const range = ranges.find(
      (r) => Number(fuse) >= read.number(r.fuseFromA, 'fuseFromA') && (r.fuseToA === null || Number(fuse) <= read.number(r.fuseToA, 'fuseToA')),
    );
    return range ? toOre(read.number(range[field], field) * scale) : undefined;
  });
}

/** Amounts of a cost object inside a period (transfer fee or power fee), per main fuse. */
function periodAmounts(read: Reader, cost: Record<string, unknown>, field: string, main: MainFuses): FuseAmounts {
  switch (cost.type) {
    case 'fixed': {
      const value = read.number(cost[field], field);
      return amountsFor(fusesWithin(main), () => value);
    }
    case 'byFuse':
      return fromMap(read, cost[`${field}ByFuse`], `${field}ByFuse`);
    case 'byFuseRange':
      return fromRanges(read, cost, field, main);
    case 'none':
      return amountsFor(fusesWithin(main), () => 0);
    default:
      return read.fail(`unsupported cost type '${String(cost.type)}' in a period`);
  }
}

function consumptionTiers(read: Reader, entries: Record<string, unknown>[], field: string, scale: number): { base: FuseAmounts; tiers?: ConsumptionTier[] } {
  const base: FuseAmounts = {};
  const byCap = new Map<number, FuseAmounts>();
  for (const entry of entries) {
    const fuse = `${read.number(entry.fuseA, 'fuseA')}`;
    if (!(FUSE_KEYS as readonly string[]).includes(fuse)) continue;
    const value = toOre(read.number(entry[field], field) * scale);
    if (entry.maxYearlyConsumptionKwh === null) {
      base[fuse as FuseKey] = value;
    } else {
      const cap = read.number(entry.maxYearlyConsumptionKwh, 'maxYearlyConsumptionKwh');
      byCap.set(cap, { ...byCap.get(cap), [fuse]: value });
    }
  }
  const tiers = [...byCap.entries()].sort(([a], [b]) => a - b).map(([maxYearlyKwh, amounts]) => ({ maxYearlyKwh, amounts }));
  return tiers.length > 0 ? { base, tiers } : { base };
}

function window(read: Reader, period: Record<string, unknown>): TimeWindow {
  const month = (name: unknown) => {
    const index = MONTHS.indexOf(name as (typeof MONTHS)[number]);
    return index >= 0 ? index + 1 : read.fail(`unknown month ${JSON.stringify(name)}`);
  };
  let months: [number, number] | null = null;
  if (period.months !== null && period.months !== undefined) {
    const range = read.record(period.months, 'months');
    months = [month(range.from), month(range.toInclusive)];
  } else if (period.month !== null && period.month !== undefined) {
    const single = month(period.month);
    months = [single, single];
  }
  let hours: [number, number] | null = null;
  if (period.hours !== null && period.hours !== undefined) {
    const range = read.record(period.hours, 'hours');
    hours = [read.number(range.fromHour, 'fromHour'), read.number(range.toHourInclusive, 'toHourInclusive')];
  }
  return { months, hours, weekdaysOnly: period.excludeWeekends === true };
}

function convertFixedFee(read: Reader, list: RawPriceList, main: MainFuses): FixedFee {
  const fee = list.monthlyFee;
  switch (fee.type) {
    case 'unverified':
      return { status: 'unverified', reason: UNVERIFIED_REASONS.fixedFee };
    case 'fixed': {
      const yearly =
        fee.yearlyFeeSek === undefined ? toOre(read.number(fee.monthlyFeeSek, 'monthlyFeeSek') * 12) : read.number(fee.yearlyFeeSek, 'yearlyFeeSek');
      return { status: 'known', yearlyKr: amountsFor(fusesWithin(main), () => yearly) };
    }
    case 'byFuse': {
      // The exact yearly amounts where the source states them (README caveat 1), else monthly × 12.
      const yearly = fee.yearlyFeeSekByFuse === undefined ? {} : fromMap(read, fee.yearlyFeeSekByFuse, 'yearlyFeeSekByFuse');
      const monthly = list.monthlyFeeSekByFuse === null ? {} : fromMap(read, list.monthlyFeeSekByFuse, 'monthlyFeeSekByFuse', 12);
      return { status: 'known', yearlyKr: { ...monthly, ...yearly } };
    }
    case 'byFuseRange':
      return { status: 'known', yearlyKr: fromRanges(read, fee, 'monthlyFeeSek', main, 12) };
    case 'byFuseAndYearlyConsumption': {
      const { base, tiers } = consumptionTiers(read, read.array(fee.entries, 'entries'), 'monthlyFeeSek', 12);
      return tiers ? { status: 'known', yearlyKr: base, tiers } : { status: 'known', yearlyKr: base };
    }
    default:
      return read.fail(`unsupported monthlyFee type '${String(fee.type)}'`);
  }
}

function convertTransferFee(read: Reader, list: RawPriceList, main: MainFuses): TransferFee {
  const fee = list.transferFee;
  switch (fee.type) {
    case 'unverified':
      return { status: 'unverified', reason: UNVERIFIED_REASONS.transferFee };
    case 'unlisted':
      return { status: 'unverified', reason: UNVERIFIED_REASONS.transferUnlisted };
    case 'fixed': {
      const value = read.number(fee.transferFeeOrePerKwh, 'transferFeeOrePerKwh');
      return { status: 'known', type: 'fixed', orePerKwh: amountsFor(fusesWithin(main), () => value) };
    }
    case 'fixedByFuse':
      return { status: 'known', type: 'fixed', orePerKwh: fromMap(read, fee.transferFeeOrePerKwhByFuse, 'transferFeeOrePerKwhByFuse') };
    case 'fixedByFuseRange':
      return { status: 'known', type: 'fixed', orePerKwh: fromRanges(read, fee, 'transferFeeOrePerKwh', main) };
    case 'fixedByFuseAndYearlyConsumption': {
      const { base, tiers } = consumptionTiers(read, read.array(fee.entries, 'entries'), 'transferFeeOrePerKwh', 1);
      return tiers ? { status: 'known', type: 'fixed', orePerKwh: base, tiers } : { status: 'known', type: 'fixed', orePerKwh: base };
    }
    case 'timeOfUse': {
      if (fee.periodMatching !== 'first') read.fail(`time-of-use matching '${String(fee.periodMatching)}'`);
      // The raw 'load' labels are left out: after corrections (Tekniska verken) they can be wrong,
      // and the prices say which window is dearer.
      const periods = read.array(fee.periods, 'periods').map((period) => ({
        orePerKwh: periodAmounts(read, read.record(period.cost, 'cost'), 'transferFeeOrePerKwh', main),
        window: window(read, period),
      }));
      // Every hour of every month must have a price, or the yearly fee cannot be computed.
      for (let month = 1; month <= 12; month++) {
        if (
          weekSlots(
            periods.map((p) => p.window),
            month,
            'first',
          ).some((slot) => slot.length === 0)
        ) {
          read.fail(`time-of-use periods leave hours of month ${month} without a price`);
        }
      }
      return { status: 'known', type: 'timeOfUse', periods };
    }
    case 'spotPriceVariable': {
      if (fee.approximated === true || fee.placeholder === true)
        read.fail('estimated or placeholder spot-price fee: correct it or list it in GRID_TARIFF_UNVERIFIED');
      const spotShare = read.number(fee.spotPriceMultiplier, 'spotPriceMultiplier');
      if (spotShare >= 1) read.fail(`spot share ${spotShare} is 100 % or more: correct it or list it in GRID_TARIFF_UNVERIFIED`);
      return { status: 'known', type: 'spotVariable', baseOrePerKwh: read.number(fee.baseFeeOrePerKwh, 'baseFeeOrePerKwh'), spotShare };
    }
    default:
      return read.fail(`unsupported transferFee type '${String(fee.type)}'`);
  }
}

function convertPowerFee(read: Reader, list: RawPriceList, main: MainFuses): PowerFee {
  const fee = list.powerTariff;
  switch (fee.type) {
    // The crate's NotImplemented: its household price list has no power fee (spotpilot/grid-tariffs' notImplemented).
    case 'notImplemented':
      return { status: 'none' };
    case 'unverified':
      return { status: 'unverified', reason: UNVERIFIED_REASONS.powerFee };
    case 'periods': {
      const method = read.record(fee.method, 'method');
      if (method.type !== 'averageDays' && method.type !== 'averageHours') read.fail(`power method '${String(method.type)}'`);
      if (fee.periodMatching !== 'first' && fee.periodMatching !== 'all') read.fail(`power matching '${String(fee.periodMatching)}'`);
      return {
        status: 'known',
        method: { type: method.type, count: read.number(method.count, 'method.count') },
        matching: fee.periodMatching,
        periods: read.array(fee.periods, 'periods').map((period) => ({
          krPerKw: periodAmounts(read, read.record(period.cost, 'cost'), 'costSekPerKw', main),
          window: window(read, period),
          divideKwBy: read.number(period.divideKwBy, 'divideKwBy'),
        })),
      };
    }
    default:
      return read.fail(`unsupported powerTariff type '${String(fee.type)}'`);
  }
}

// ---------------------------------------------------------------------------------------------
// The whole import
// ---------------------------------------------------------------------------------------------

/** Per variant, the list with the latest fromDate on or before the reference date (the crate's active_price_lists). */
export function activePriceLists(lists: readonly RawPriceList[], referenceDate: string): RawPriceList[] {
  const latest = new Map<string | null, RawPriceList>();
  for (const list of lists) {
    if (list.fromDateIsPlaceholder || list.fromDate > referenceDate) continue;
    const current = latest.get(list.variant);
    if (!current || list.fromDate > current.fromDate) latest.set(list.variant, list);
  }
  // In the source's order of variants.
  return lists.filter((list) => latest.get(list.variant) === list);
}

export interface GridTariffImport {
  content: GridTariffContentFile;
  /** The exact bytes of content/data/grid-tariffs.json. */
  json: string;
}

export interface ImportOptions {
  corrections?: readonly GridTariffCorrection[];
  unverified?: readonly GridTariffUnverified[];
  authorityFees?: readonly AuthorityFeeRow[];
  usualAuthorityFees?: typeof USUAL_AUTHORITY_FEES;
  regionalLists?: readonly RegionalListsRow[];
  apartments?: readonly ApartmentTariffRow[];
  powerMethods?: readonly PowerMethodRow[];
  referenceDate?: string;
}

// ---------------------------------------------------------------------------------------------
// Additions read from the page texts (content/reviewed/grid-tariff-additions.ts)
// ---------------------------------------------------------------------------------------------

const AUTHORITY_FEE_NAMES: readonly AuthorityFeeName[] = ['elsakerhetsavgift', 'elberedskapsavgift', 'natovervakningsavgift'];

/** Yearly authority fee incl. VAT from the amounts as stated, to whole öre. */
export function authorityFeeYearlyKr(amounts: readonly StatedAmount[]): number {
  return toOre(amounts.reduce((sum, { kr, vat }) => sum + (vat === 'excl' ? kr * 1.25 : kr), 0));
}

/** The VAT in that amount: 25 % of what is stated without VAT, a fifth of what is stated with it, none on an exempt fee. */
export function authorityFeeVatKr(amounts: readonly StatedAmount[]): number {
  return toOre(amounts.reduce((sum, { kr, vat }) => sum + (vat === 'excl' ? kr * 0.25 : vat === 'incl' ? kr / 5 : 0), 0));
}

/** The usual amounts of the named fees, as amounts stated without VAT. */
function usualAmounts(usual: typeof USUAL_AUTHORITY_FEES, names: readonly AuthorityFeeName[]): StatedAmount[] {
  return names.map((name) => ({ kr: usual.exVat[name], vat: 'excl' }));
}

/** The authority fee of a price list: as its row reads the page, or the usual amounts where the page says nothing. */
export function authorityFeeOf(row: AuthorityFeeRow | undefined, usual: typeof USUAL_AUTHORITY_FEES): AuthorityFee {
  const priced = (status: 'onTop' | 'partlyIncluded' | 'notStated', amounts: readonly StatedAmount[], amount: 'page' | 'usual'): AuthorityFee => ({
    status,
    yearlyKr: authorityFeeYearlyKr(amounts),
    vatKr: authorityFeeVatKr(amounts),
    amount,
  });
  if (!row) return priced('notStated', usualAmounts(usual, AUTHORITY_FEE_NAMES), 'usual');
  switch (row.status) {
    case 'included':
      return { status: 'included' };
    case 'partlyIncluded':
      return priced(
        'partlyIncluded',
        usualAmounts(
          usual,
          AUTHORITY_FEE_NAMES.filter((name) => !row.included?.includes(name)),
        ),
        'usual',
      );
    case 'onTop':
      return row.amounts && row.amounts.length > 0 ? priced('onTop', row.amounts, 'page') : priced('onTop', usualAmounts(usual, AUTHORITY_FEE_NAMES), 'usual');
  }
}

function apartmentYearlyKr(row: ApartmentTariffRow): number {
  const fee = row.fee;
  if ('yearlyKr' in fee) return fee.yearlyKr;
  if ('monthlyKr' in fee) return toOre(fee.monthlyKr * 12);
  return toOre(fee.yearlyKrExVat * 1.25);
}

/** A copy of a house tariff's part with only the apartment fuse's amounts (every other fuse dropped). */
function onlyApartmentFuse<T>(part: T): T {
  const key = `${APARTMENT_FUSE}`;
  const trim = (value: unknown, parent: string | null): unknown => {
    if (Array.isArray(value)) return value.map((item) => trim(item, null));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    // A fuse map is an object whose keys are all fuse sizes.
    if (parent !== 'window' && Object.keys(record).length > 0 && Object.keys(record).every((k) => (FUSE_KEYS as readonly string[]).includes(k))) {
      return key in record ? { [key]: record[key] } : {};
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, trim(v, k)]));
  };
  return trim(structuredClone(part), null) as T;
}

function apartmentTransfer(read: Reader, row: ApartmentTariffRow, house: TransferFee): TransferFee {
  const transfer = row.transfer;
  if (transfer === 'house') return onlyApartmentFuse(house);
  if (typeof transfer === 'number') return { status: 'known', type: 'fixed', orePerKwh: { [`${APARTMENT_FUSE}`]: transfer } };
  if ('timeOfUseOre' in transfer) {
    if (house.status !== 'known' || house.type !== 'timeOfUse' || house.periods.length !== transfer.timeOfUseOre.length) {
      return read.fail('an apartment time-of-use price list needs a house time-of-use fee with as many periods');
    }
    return {
      status: 'known',
      type: 'timeOfUse',
      periods: house.periods.map((period, i) => ({
        window: structuredClone(period.window),
        orePerKwh: { [`${APARTMENT_FUSE}`]: transfer.timeOfUseOre[i] as number },
      })),
    };
  }
  if (house.status !== 'known' || house.type !== 'spotVariable') return read.fail('an apartment spot base needs a house spot-price fee');
  return { ...house, baseOrePerKwh: transfer.spotBaseOre };
}

function apartmentOf(read: Reader, row: ApartmentTariffRow | undefined, house: { transferFee: TransferFee; powerFee: PowerFee }): ApartmentTariff | null {
  if (!row) return null;
  return {
    label: row.label,
    yearlyKr: apartmentYearlyKr(row),
    transferFee: apartmentTransfer(read, row, house.transferFee),
    powerFee: row.power === 'house' ? onlyApartmentFuse(house.powerFee) : { status: 'none' },
  };
}

export function buildGridTariffsFromSources(sources: Sources, options: ImportOptions = {}): GridTariffImport {
  const corrections = options.corrections ?? GRID_TARIFF_CORRECTIONS;
  const unverified = options.unverified ?? GRID_TARIFF_UNVERIFIED;
  const authorityFees = options.authorityFees ?? GRID_AUTHORITY_FEES;
  const usualAuthorityFees = options.usualAuthorityFees ?? USUAL_AUTHORITY_FEES;
  const regionalLists = options.regionalLists ?? GRID_REGIONAL_PRICE_LISTS;
  const apartments = options.apartments ?? GRID_APARTMENT_TARIFFS;
  const powerMethods = options.powerMethods ?? GRID_POWER_METHODS;
  const referenceDate = options.referenceDate ?? REFERENCE_DATE;
  const file = applyCorrections(sources, corrections);

  for (const source of usualAuthorityFees.sources) {
    findOperator(sources.file, source.vatNumber, source.operator);
    for (const text of source.quotes) checkQuote(sources, source.vatNumber, `${source.operator} usual authority fees`, text);
  }
  // An operator's row for all its lists, or rows for single lists where the page differs between them.
  const authorityRows = new Map<string, AuthorityFeeRow>();
  const authorityKey = (vatNumber: string, list: PriceListRef | undefined) => (list ? `${vatNumber} ${list.variant ?? ''} ${list.fromDate}` : vatNumber);
  for (const row of authorityFees) {
    const operator = findOperator(sources.file, row.vatNumber, row.operator);
    if (row.priceList) findList(operator, row.priceList);
    const key = authorityKey(row.vatNumber, row.priceList);
    if (authorityRows.has(key)) throw new GridTariffImportError(`${row.operator}: two authority-fee rows`);
    if (row.status !== 'onTop' && row.amounts) throw new GridTariffImportError(`${row.operator}: only fees on top have amounts of their own`);
    if ((row.status === 'partlyIncluded') !== (row.included !== undefined && row.included.length > 0)) {
      throw new GridTariffImportError(`${row.operator}: a partly included authority fee, and only that, names the fees included`);
    }
    if (row.quotes.length === 0) throw new GridTariffImportError(`${row.operator}: an authority-fee row needs a quote`);
    for (const text of row.quotes) checkQuote(sources, row.vatNumber, `${row.operator} authority fee`, text);
    authorityRows.set(key, row);
  }
  const usedAuthorityRows = new Set<string>();

  const regionalByVat = new Map<string, RegionalListsRow>();
  for (const row of regionalLists) {
    findOperator(sources.file, row.vatNumber, row.operator);
    regionalByVat.set(row.vatNumber, row);
  }

  // Price lists are keyed by position, which corrections never change (they may rename a variant).
  const listKey = (vatNumber: string, index: number) => `${vatNumber}#${index}`;
  const rawListKey = (row: { vatNumber: string; operator: string; priceList: PriceListRef }) => {
    const operator = findOperator(sources.file, row.vatNumber, row.operator);
    return listKey(row.vatNumber, operator.priceLists.indexOf(findList(operator, row.priceList)));
  };
  const unverifiedByList = new Map<string, GridTariffUnverified[]>();
  for (const row of unverified) {
    if (row.quote !== undefined) checkQuote(sources, row.vatNumber, label(row.operator, row.priceList), row.quote);
    const key = rawListKey(row);
    unverifiedByList.set(key, [...(unverifiedByList.get(key) ?? []), row]);
  }
  const correctionsByList = new Map<string, string[]>();
  for (const row of corrections) {
    const key = rawListKey(row);
    const reasons = correctionsByList.get(key) ?? [];
    if (!reasons.includes(row.reason)) reasons.push(row.reason);
    correctionsByList.set(key, reasons);
  }
  const usedMarks = new Set<string>();

  const byListKey = <T extends { vatNumber: string; operator: string; priceList: PriceListRef }>(
    rows: readonly T[],
    what: string,
    quotesOf: (row: T) => readonly string[],
  ) => {
    const map = new Map<string, T>();
    for (const row of rows) {
      const key = rawListKey(row);
      if (map.has(key)) throw new GridTariffImportError(`${label(row.operator, row.priceList)}: two ${what} rows`);
      for (const text of quotesOf(row)) checkQuote(sources, row.vatNumber, `${label(row.operator, row.priceList)} ${what}`, text);
      map.set(key, row);
    }
    return map;
  };
  const apartmentByList = byListKey(apartments, 'apartment', (row) => row.quotes);
  const powerMethodByList = byListKey(powerMethods, 'power method', (row) => [row.quote]);
  const usedAdditions = new Set<string>();

  const operatorIds = new Set<string>();
  const operators: GridOperator[] = file.operators.map((operator) => {
    const id = slugify(operator.name);
    if (operatorIds.has(id)) throw new GridTariffImportError(`Two operators have the id '${id}'`);
    operatorIds.add(id);
    const active = activePriceLists(operator.priceLists, referenceDate);
    if (active.length === 0 && operator.priceLists.some((list) => !list.fromDateIsPlaceholder)) {
      throw new GridTariffImportError(`${operator.name}: no price list in force on ${referenceDate}`);
    }
    const tariffs = active.map((list): GridTariffContent => {
      const key = listKey(operator.vatNumber, operator.priceLists.indexOf(list));
      const main = list.mainFuses ?? operator.mainFuses;
      if (unverifiedByList.has(key)) usedMarks.add(key);
      const read = new Reader(label(operator.name, list));
      const marks = unverifiedByList.get(key) ?? [];
      const isMarked = (part: GridTariffUnverified['part']) => marks.find((mark) => mark.part === part);
      const convert = <T>(part: GridTariffUnverified['part'], run: () => T): T | { status: 'unverified'; reason: string } => {
        const mark = isMarked(part);
        return mark ? { status: 'unverified', reason: mark.reason } : run();
      };
      const transferFee = convert('transferFee', () => convertTransferFee(read, list, main));
      const powerFee = convert('powerFee', () => convertPowerFee(read, list, main));
      const apartmentRow = apartmentByList.get(key);
      const powerRow = powerMethodByList.get(key);
      if (apartmentRow) usedAdditions.add(`apartment ${key}`);
      if (powerRow) {
        usedAdditions.add(`power ${key}`);
        if (powerFee.status !== 'known') read.fail('a power-method quote for a price list without a known power fee');
      }
      // Raw list identity (variant and date before any correction of the label) for the per-list rows.
      const rawList = findOperator(sources.file, operator.vatNumber, operator.name).priceLists[operator.priceLists.indexOf(list)] as RawPriceList;
      const listRowKey = authorityKey(operator.vatNumber, { variant: rawList.variant, fromDate: rawList.fromDate });
      const authorityKeyUsed = authorityRows.has(listRowKey) ? listRowKey : operator.vatNumber;
      const authorityRow = authorityRows.get(authorityKeyUsed);
      if (authorityRow) usedAuthorityRows.add(authorityKeyUsed);
      return {
        id: active.length === 1 ? id : `${id}-${slugify(list.variant ?? 'standard')}`,
        variant: active.length === 1 ? null : list.variant,
        fromDate: list.fromDate,
        fixedFee: convert('fixedFee', () => convertFixedFee(read, list, main)),
        transferFee,
        powerFee,
        authorityFee: authorityFeeOf(authorityRow, usualAuthorityFees),
        fuses: { fromA: main.fromA, toA: main.toA },
        apartment: apartmentOf(read, apartmentRow, { transferFee, powerFee }),
        notes: correctionsByList.get(key) ?? [],
        quotes: {
          authorityFee: authorityRow?.quotes[0] ?? null,
          apartment: apartmentRow?.quotes[0] ?? null,
          powerMethod: powerRow ? { quote: powerRow.quote, confirms: powerRow.confirms } : null,
        },
      };
    });
    const regional = regionalByVat.get(operator.vatNumber);
    if (regional) {
      const rawLists = findOperator(sources.file, operator.vatNumber, operator.name).priceLists;
      const variants = active.map((list) => rawLists[operator.priceLists.indexOf(list)]?.variant ?? null);
      if (variants.length !== regional.variants.length || regional.variants.some((variant) => !variants.includes(variant))) {
        throw new GridTariffImportError(
          `${operator.name}: the regional lists are ${JSON.stringify(regional.variants)}, the lists in force ${JSON.stringify(variants)}`,
        );
      }
    }
    return {
      id,
      name: operator.name,
      orgNumber: operator.orgNumber,
      feeInfoUrl: operator.links.feeInfoUrl,
      status: tariffs.length === 0 ? 'placeholder' : 'ok',
      hasPageText: sources.pageText(operator.vatNumber) !== undefined,
      listsByRegion: regional !== undefined,
      tariffs,
    };
  });
  operators.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const key of authorityRows.keys()) {
    if (!usedAuthorityRows.has(key))
      throw new GridTariffImportError(`An authority-fee row (${key}) names an operator or list without a price list in force on ${referenceDate}`);
  }
  for (const key of unverifiedByList.keys()) {
    if (!usedMarks.has(key)) throw new GridTariffImportError(`An unverified mark (${key}) names a list that is not in force on ${referenceDate}`);
  }
  for (const [what, map] of [
    ['apartment', apartmentByList],
    ['power', powerMethodByList],
  ] as const) {
    for (const key of map.keys()) {
      if (!usedAdditions.has(`${what} ${key}`)) throw new GridTariffImportError(`A ${what} row (${key}) names a list that is not in force on ${referenceDate}`);
    }
  }

  const content = gridTariffContentFileSchema.parse({
    meta: {
      source: {
        name: 'spotpilot/grid-tariffs',
        repository: file.source.repository,
        commit: file.source.commit,
        commitDate: file.source.commitDate,
        licence: 'MIT',
        copyright: 'Copyright (c) 2025 Spotpilot',
        licenceText: sources.licenceText,
      },
      referenceDate,
      pageTextsDate: PAGE_TEXTS_DATE,
    },
    operators,
  });
  return { content, json: renderGridTariffs(content) };
}

/** One operator per line, keys sorted, so a changed fee shows up as a one-line diff. */
export function renderGridTariffs(content: GridTariffContentFile): string {
  const operators = content.operators.map((operator) => JSON.stringify(sortKeys(operator))).join(',\n');
  return `{\n"meta":${JSON.stringify(sortKeys(content.meta))},\n"operators":[\n${operators}\n]\n}\n`;
}

/** Reads the raw folder: grid_tariffs_se.json, LICENSE and the page texts. */
export function readGridSources(rawDir: string): Sources {
  const dir = path.join(rawDir, RAW_GRID_DIR);
  const jsonFile = path.join(dir, 'grid_tariffs_se.json');
  const file = rawFileSchema.parse(JSON.parse(readRawText(jsonFile, (message) => new GridTariffImportError(message))));
  const pages = new Map<string, string | undefined>();
  const pageText = (vatNumber: string) => {
    if (!pages.has(vatNumber)) {
      const extracted = file.operators.find((op) => op.vatNumber === vatNumber)?.source.extractedText;
      const pageFile = extracted ? path.join(dir, 'pages', path.basename(extracted)) : undefined;
      pages.set(vatNumber, pageFile && existsSync(pageFile) ? normalizePageText(readFileSync(pageFile, 'utf8')) : undefined);
    }
    return pages.get(vatNumber);
  };
  const licenceText = readRawText(path.join(dir, 'LICENSE'), (message) => new GridTariffImportError(message)).trim();
  return { file, pageText, licenceText };
}

export function buildGridTariffs(rawDir: string, options?: ImportOptions): GridTariffImport {
  return buildGridTariffsFromSources(readGridSources(rawDir), options);
}
