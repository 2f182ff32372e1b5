/**
 * The grid area's types: grid operators' tariffs (elnätsavgifter) as the site holds them, the
 * shape of the imported content (content/data/grid-tariffs.json, written by
 * scripts/import-grid-tariffs.ts), with the main fuses and the rules that pick a fee for a fuse.
 * Plain, serialisable data; every amount includes 25 % VAT. Source and caveats:
 * docs/data-pipeline.md and docs/rules/grid-tariffs.md. The layout of lib/grid/: docs/architecture.md.
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
export type PowerFee = { status: 'none' } | { status: 'known'; method: PowerMethod; matching: 'first' | 'all'; periods: PowerPeriod[] } | UnverifiedPart;

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
  { status: 'included' } | { status: 'onTop' | 'partlyIncluded' | 'notStated'; yearlyKr: number; vatKr: number; amount: 'page' | 'usual' };

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
