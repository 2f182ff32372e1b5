/**
 * Grid operators' tariffs (elnätsavgifter) as the site uses them: the shape of the imported
 * content (content/data/grid-tariffs.json, written by scripts/import-grid-tariffs.ts) and of the
 * compact list the browser fetches. Plain, serialisable data; every amount includes 25 % VAT.
 * Source: spotpilot/grid-tariffs (MIT); its caveats in docs/data-pipeline.md.
 */

/** The main fuses (huvudsäkringar) the site offers; 16 A is the default (docs/rules/grid-tariffs.md). */
export const MAIN_FUSES = [16, 20, 25, 35] as const;
export type MainFuse = (typeof MAIN_FUSES)[number];
export const DEFAULT_MAIN_FUSE: MainFuse = 16;
export type FuseKey = `${MainFuse}`;
export const FUSE_KEYS: readonly FuseKey[] = ['16', '20', '25', '35'];

export function isMainFuse(value: unknown): value is MainFuse {
  return typeof value === 'number' && (MAIN_FUSES as readonly number[]).includes(value);
}

/**
 * The main fuses a price list is for, in amperes, as its page gives them (Alingsås: 25–63 A;
 * Mälarenergi's effektabonnemang: 80 A and up, `toA` null for no upper limit). A list is never
 * used for a fuse outside its range (docs/rules/grid-tariffs.md).
 */
export interface TariffFuses {
  fromA: number;
  toA: number | null;
}

/** True when the price list is for this main fuse; a list without a stated range is for every fuse. */
export function servesFuse(tariff: { fuses?: TariffFuses }, fuse: number): boolean {
  const range = tariff.fuses;
  return range === undefined || (fuse >= range.fromA && (range.toA === null || fuse <= range.toA));
}

/** The site's main fuses (16–35 A) the price list is for, smallest first; empty for a list for large fuses only. */
export function servedMainFuses(tariff: { fuses?: TariffFuses }): MainFuse[] {
  return MAIN_FUSES.filter((fuse) => servesFuse(tariff, fuse));
}

/** '25–63 A', 'från 80 A'. */
export function describeFuses(range: TariffFuses): string {
  return range.toA === null ? `från ${range.fromA}\u00A0A` : `${range.fromA}–${range.toA}\u00A0A`;
}

/** Largest power a three-phase 400 V main fuse allows, kW (√3 × 400 V × I, as operators list it). */
export const FUSE_MAX_KW: Readonly<Record<MainFuse, number>> = { 16: 11, 20: 14, 25: 17, 35: 24 };

/** An amount per main fuse; a fuse the operator does not list is absent. */
export type FuseAmounts = Partial<Record<FuseKey, number>>;

/**
 * A lower-use tier (E.ON: 16 A up to 8 000 kWh/year has its own fixed and transfer fee): it
 * applies, for the fuses it lists, when the yearly consumption is at most `maxYearlyKwh`.
 */
export interface ConsumptionTier {
  maxYearlyKwh: number;
  amounts: FuseAmounts;
}

/**
 * The amount for a fuse: a lower-use tier that lists the fuse and covers the yearly consumption
 * first, else the base list; undefined when the price list has no amount for the fuse. Without a
 * consumption only the base list applies. The full bill and the kWh price both read fees here.
 */
export function amountForFuse(amounts: FuseAmounts, tiers: readonly ConsumptionTier[] | undefined, fuse: MainFuse, annualKwh?: number): number | undefined {
  const tier = annualKwh === undefined ? undefined : tiers?.find((t) => annualKwh <= t.maxYearlyKwh && t.amounts[`${fuse}`] !== undefined);
  return tier ? tier.amounts[`${fuse}`] : amounts[`${fuse}`];
}

/**
 * When a period applies: months 1–12 (inclusive, may wrap the year end: [11, 3] is
 * November–March), hours 0–23 (start and inclusive end, may wrap midnight: [22, 5] is
 * 22:00–05:59), and weekdays only. null means no restriction. Public holidays are not modelled.
 */
export interface TimeWindow {
  months: [number, number] | null;
  hours: [number, number] | null;
  weekdaysOnly: boolean;
}

/** A part whose amount we do not know; `reason` is Swedish and shown to the reader. */
export interface UnverifiedPart {
  status: 'unverified';
  reason: string;
}

/** Fast avgift, kr per year incl. VAT. */
export type FixedFee = { status: 'known'; yearlyKr: FuseAmounts; tiers?: ConsumptionTier[] } | UnverifiedPart;

export interface TimeOfUsePeriod {
  orePerKwh: FuseAmounts;
  window: TimeWindow;
}

/**
 * Elöverföringsavgift, öre/kWh incl. VAT. `spotVariable`: base + spotShare × spot price, where
 * spotShare is the operator's stated share of the spot price (5 % → 0.05); with the spot price
 * excl. VAT the fee incl. VAT is base + spotShare × spot × 1.25. `timeOfUse` periods are
 * matched in order, the first that covers an hour wins.
 */
export type TransferFee =
  | { status: 'known'; type: 'fixed'; orePerKwh: FuseAmounts; tiers?: ConsumptionTier[] }
  | { status: 'known'; type: 'timeOfUse'; periods: TimeOfUsePeriod[] }
  | { status: 'known'; type: 'spotVariable'; baseOrePerKwh: number; spotShare: number }
  | UnverifiedPart;

export interface PowerPeriod {
  /** kr per kW and month incl. VAT. */
  krPerKw: FuseAmounts;
  window: TimeWindow;
  /** The measured kW in this window is divided by this (Ellevio halves night peaks). */
  divideKwBy: number;
}

export type PowerMethod = { type: 'averageDays' | 'averageHours'; count: number };

/**
 * Effektavgift. `matching: 'first'`: an hour belongs to the first period that covers it;
 * `'all'`: every covering period charges (a base fee plus a high-load fee).
 */
export type PowerFee =
  | { status: 'none' }
  | { status: 'known'; method: PowerMethod; matching: 'first' | 'all'; periods: PowerPeriod[] }
  | UnverifiedPart;

/**
 * Myndighetsavgifter (elsäkerhets-, elberedskaps- and nätövervakningsavgift, to Elsäkerhetsverket,
 * Svenska kraftnät and Ei) are on every grid customer's bill (docs/rules/grid-tariffs.md):
 * - `included`: the operator's page says its fees include them; no part of their own.
 * - `onTop`: the page says they come on top; its amounts (`amount: 'page'`), or the usual amounts
 *   where it gives none (`'usual'`).
 * - `partlyIncluded`: the page includes some of them; the others at their usual amounts.
 * - `notStated`: the page does not say; added at the usual amounts ("tillkommer normalt").
 * yearlyKr is incl. VAT, vatKr the VAT in it (an exempt fee has none).
 */
export type AuthorityFee =
  | { status: 'included' }
  | { status: 'onTop' | 'partlyIncluded' | 'notStated'; yearlyKr: number; vatKr: number; amount: 'page' | 'usual' };

/**
 * The operator's apartment tariff (lägenhet, usually 16 A in a building with a shared service
 * cable), where its price page states one (docs/rules/grid-tariffs.md): a fixed yearly fee, and the transfer and
 * power fees that apply to it (often the same as the house tariff's, then copied from it).
 */
export interface ApartmentTariff {
  /** As the operator names it: '16 A lägenhet'. */
  label: string;
  /** Fast avgift, kr per year incl. VAT. */
  yearlyKr: number;
  transferFee: TransferFee;
  powerFee: PowerFee;
}

export interface GridTariff {
  /** Unique over all operators; the operator's id when it has one tariff. */
  id: string;
  /** The operator's name for this tariff ('Enkeltariff E4'), or null when it has one. */
  variant: string | null;
  /** 'YYYY-MM-DD' from which the price list applies. */
  fromDate: string;
  fixedFee: FixedFee;
  transferFee: TransferFee;
  powerFee: PowerFee;
  /** Absent: no authority-fee part (the imported content always has it). */
  authorityFee?: AuthorityFee;
  /** The main fuses the list is for; absent: every fuse it has an amount for. */
  fuses?: TariffFuses;
  /** Null or absent: no apartment tariff was read for this price list. */
  apartment?: ApartmentTariff | null;
}

/** The main fuse an apartment tariff is computed with (Ei's apartment household: 16 A). */
export const APARTMENT_FUSE: MainFuse = 16;

/**
 * The apartment tariff as a tariff of its own (fuse 16 A only), so the one total-cost model
 * computes it; null when the price list has none.
 */
export function apartmentAsTariff(tariff: GridTariff): GridTariff | null {
  const apartment = tariff.apartment;
  if (!apartment) return null;
  return {
    id: `${tariff.id}-lagenhet`,
    variant: apartment.label,
    fromDate: tariff.fromDate,
    fixedFee: { status: 'known', yearlyKr: { [`${APARTMENT_FUSE}`]: apartment.yearlyKr } },
    transferFee: apartment.transferFee,
    powerFee: apartment.powerFee,
    ...(tariff.authorityFee === undefined ? {} : { authorityFee: tariff.authorityFee }),
    fuses: { fromA: APARTMENT_FUSE, toA: APARTMENT_FUSE },
    apartment: null,
  };
}

/** What the browser gets: names, ids and the fees the total needs. */
export interface CompactGridOperator {
  id: string;
  name: string;
  /** Empty for an operator without a known price list (a placeholder, or a concession holder the tariff data lacks). */
  tariffs: GridTariff[];
  /** Its page is /elnat/{slug}; absent for a concession holder without a page of its own. */
  slug?: string;
  /** The operator's price page, named as the source of the bill's grid parts. */
  feeInfoUrl?: string;
}

/**
 * Area concessions per municipality (Ei's map 2025 over the municipality borders), served apart
 * from the operator list (lib/grid/concessions.ts): SCB code → [operator id, share of the
 * municipality's area in per mille, then the ids of the operator's tariffs when the concession is
 * limited to some of them], largest share first.
 */
export type CompactConcessions = Readonly<Record<string, readonly (readonly [string, number, ...string[]])[]>>;

export interface CompactGridList {
  /** 'YYYY-MM-DD': the price lists in force on this day, as the source knew them. */
  referenceDate: string;
  /** The credit and licence notice the MIT licence asks to keep with copies. */
  source: string;
  operators: CompactGridOperator[];
}

// ---------------------------------------------------------------------------------------------
// Calendar model: a typical week per month
// ---------------------------------------------------------------------------------------------

/** Days per month in a common year (2025, 2026). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function inCircularRange(value: number, [from, to]: [number, number]): boolean {
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

/** True when the window covers `hour` on a weekday or weekend day of `month` (1–12). */
export function windowCovers(window: TimeWindow, month: number, hour: number, weekday: boolean): boolean {
  if (window.months && !inCircularRange(month, window.months)) return false;
  if (window.hours && !inCircularRange(hour, window.hours)) return false;
  return weekday || !window.weekdaysOnly;
}

/**
 * The 168 hours of a typical week (five weekdays, two weekend days) in `month`, each with the
 * indexes of the periods that apply to it: the first covering one (`first`) or every covering
 * one (`all`). Months are modelled as typical weeks: weekdays are 5/7 of the hours.
 */
export function weekSlots(windows: readonly TimeWindow[], month: number, matching: 'first' | 'all'): number[][] {
  const slots: number[][] = [];
  for (let day = 0; day < 7; day++) {
    const weekday = day < 5;
    for (let hour = 0; hour < 24; hour++) {
      const covering = windows.flatMap((window, index) => (windowCovers(window, month, hour, weekday) ? [index] : []));
      slots.push(matching === 'first' ? covering.slice(0, 1) : covering);
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------
// Guard for the compact list in the browser (zod stays on the server; a test keeps both aligned)
// ---------------------------------------------------------------------------------------------

type Guard = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isArrayOf = (guard: Guard) => (value: unknown) => Array.isArray(value) && value.every(guard);
const isReason = (value: Record<string, unknown>) => Object.keys(value).length === 2 && isString(value.reason);

function isFuseAmounts(value: unknown): boolean {
  return isRecord(value) && Object.entries(value).every(([key, amount]) => (FUSE_KEYS as readonly string[]).includes(key) && isAmount(amount));
}

function isTiers(value: unknown): boolean {
  return (
    value === undefined ||
    isArrayOf((tier) => isRecord(tier) && isAmount(tier.maxYearlyKwh) && isFuseAmounts(tier.amounts))(value)
  );
}

function isPair(value: unknown, max: number): boolean {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && (n as number) >= (max === 12 ? 1 : 0) && (n as number) <= max)
  );
}

function isWindow(value: unknown): boolean {
  return (
    isRecord(value) &&
    (value.months === null || isPair(value.months, 12)) &&
    (value.hours === null || isPair(value.hours, 23)) &&
    typeof value.weekdaysOnly === 'boolean'
  );
}

function isFixedFee(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.status === 'unverified') return isReason(value);
  return value.status === 'known' && isFuseAmounts(value.yearlyKr) && isTiers(value.tiers);
}

function isTransferFee(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.status === 'unverified') return isReason(value);
  if (value.status !== 'known') return false;
  switch (value.type) {
    case 'fixed':
      return isFuseAmounts(value.orePerKwh) && isTiers(value.tiers);
    case 'timeOfUse':
      return isArrayOf(
        (p) => isRecord(p) && isFuseAmounts(p.orePerKwh) && isWindow(p.window),
      )(value.periods);
    case 'spotVariable':
      return isAmount(value.baseOrePerKwh) && isAmount(value.spotShare) && (value.spotShare as number) < 1;
    default:
      return false;
  }
}

function isPowerFee(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.status === 'none') return Object.keys(value).length === 1;
  if (value.status === 'unverified') return isReason(value);
  return (
    value.status === 'known' &&
    isRecord(value.method) &&
    (value.method.type === 'averageDays' || value.method.type === 'averageHours') &&
    Number.isInteger(value.method.count) &&
    (value.matching === 'first' || value.matching === 'all') &&
    isArrayOf((p) => isRecord(p) && isFuseAmounts(p.krPerKw) && isWindow(p.window) && isAmount(p.divideKwBy) && (p.divideKwBy as number) > 0)(
      value.periods,
    )
  );
}

function isAuthorityFee(value: unknown): boolean {
  if (value === undefined) return true;
  if (!isRecord(value)) return false;
  if (value.status === 'included') return Object.keys(value).length === 1;
  return (
    (value.status === 'onTop' || value.status === 'partlyIncluded' || value.status === 'notStated') &&
    Object.keys(value).length === 4 &&
    isAmount(value.yearlyKr) &&
    isAmount(value.vatKr) &&
    (value.amount === 'page' || value.amount === 'usual')
  );
}

function isFuses(value: unknown): boolean {
  if (value === undefined) return true;
  return (
    isRecord(value) &&
    Object.keys(value).length === 2 &&
    Number.isInteger(value.fromA) &&
    (value.fromA as number) > 0 &&
    (value.toA === null || (Number.isInteger(value.toA) && (value.toA as number) >= (value.fromA as number)))
  );
}

function isApartment(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return isRecord(value) && isString(value.label) && isAmount(value.yearlyKr) && isTransferFee(value.transferFee) && isPowerFee(value.powerFee);
}

export function isGridTariff(value: unknown): value is GridTariff {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.variant === null || isString(value.variant)) &&
    typeof value.fromDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.fromDate) &&
    isFixedFee(value.fixedFee) &&
    isTransferFee(value.transferFee) &&
    isPowerFee(value.powerFee) &&
    isAuthorityFee(value.authorityFee) &&
    isFuses(value.fuses) &&
    isApartment(value.apartment)
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A structural check of the fetched list, strict enough that the total never meets a surprise. */
export function isCompactGridList(value: unknown): value is CompactGridList {
  return (
    isRecord(value) &&
    isString(value.referenceDate) &&
    isString(value.source) &&
    isArrayOf(
      (op) =>
        isRecord(op) &&
        isString(op.id) &&
        isString(op.name) &&
        isArrayOf(isGridTariff)(op.tariffs) &&
        (op.slug === undefined || (typeof op.slug === 'string' && SLUG.test(op.slug))) &&
        (op.feeInfoUrl === undefined || (typeof op.feeInfoUrl === 'string' && /^https?:\/\//.test(op.feeInfoUrl))),
    )(value.operators)
  );
}

// ---------------------------------------------------------------------------------------------
// The compact list
// ---------------------------------------------------------------------------------------------

export interface GridSourceCredit {
  name: string;
  licence: string;
  copyright: string;
  licenceText: string;
}

/** 'Data: spotpilot/grid-tariffs (MIT), Copyright (c) 2025 Spotpilot' plus the licence text. */
export function gridSourceNotice(source: GridSourceCredit): string {
  return `Data: ${source.name} (${source.licence}), ${source.copyright}, and the operators' price lists.\n\n${source.licenceText}`;
}

/**
 * The list the browser fetches: names, ids, price pages and the fees the total needs (no notes,
 * quotes or organisation numbers), in the content's order, without price lists that serve none of
 * the site's main fuses; with `identities`, also the page
 * slugs and the concession holders without tariffs (after the tariff operators). Tariff objects are
 * rebuilt field by field so that content-only fields never leak into it.
 */
export function compactGridList(
  content: {
    meta: { referenceDate: string; source: GridSourceCredit };
    operators: readonly { id: string; name: string; feeInfoUrl?: string; tariffs: readonly GridTariff[] }[];
  },
  /** Every operator the concessions name, with its page slug (null: no page); tariff operators by their id. */
  identities?: readonly { id: string; name: string; slug: string | null }[],
): CompactGridList {
  const operators: CompactGridOperator[] = content.operators.map((operator) => ({
    id: operator.id,
    name: operator.name,
    ...(operator.feeInfoUrl ? { feeInfoUrl: operator.feeInfoUrl } : {}),
    // A list for large fuses only (80 A and up) has nothing for a household's 16–35 A: left out.
    tariffs: operator.tariffs.filter((tariff) => servedMainFuses(tariff).length > 0).map((tariff) => ({
      id: tariff.id,
      variant: tariff.variant,
      fromDate: tariff.fromDate,
      fixedFee: tariff.fixedFee,
      transferFee: tariff.transferFee,
      powerFee: tariff.powerFee,
      ...(tariff.authorityFee === undefined ? {} : { authorityFee: tariff.authorityFee }),
      ...(tariff.fuses === undefined ? {} : { fuses: tariff.fuses }),
      ...(tariff.apartment === undefined ? {} : { apartment: tariff.apartment }),
    })),
  }));
  const index = new Map(operators.map((operator, i) => [operator.id, i]));
  for (const identity of identities ?? []) {
    const at = index.get(identity.id);
    if (at === undefined) {
      index.set(identity.id, operators.length);
      operators.push({ id: identity.id, name: identity.name, tariffs: [], ...(identity.slug ? { slug: identity.slug } : {}) });
    } else if (identity.slug) {
      (operators[at] as CompactGridOperator).slug = identity.slug;
    }
  }
  return { referenceDate: content.meta.referenceDate, source: gridSourceNotice(content.meta.source), operators };
}
