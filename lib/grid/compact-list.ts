import { FUSE_KEYS, servedMainFuses, type GridTariff } from '@/lib/grid/types';

/**
 * The compact grid list: what the browser fetches from /data/elnatsavgifter.json (names, ids and
 * the fees the total needs) and the concessions file, how the build makes the list from the
 * content, and the hand-written guard the browser checks it with (zod stays on the server; a
 * test keeps both aligned).
 */

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
// Guard for the compact list in the browser (zod stays on the server; a test keeps both aligned)
// ---------------------------------------------------------------------------------------------

type Guard = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isArrayOf = (guard: Guard) => (value: unknown) => Array.isArray(value) && value.every(guard);
const isReason = (value: Record<string, unknown>) => Object.keys(value).length === 2 && isString(value.reason);

function isFuseAmounts(value: unknown): boolean {
  return isRecord(value) && Object.entries(value).every(([key, amount]) => (FUSE_KEYS as readonly string[]).includes(key) && isAmount(amount));
}

function isTiers(value: unknown): boolean {
  return value === undefined || isArrayOf((tier) => isRecord(tier) && isAmount(tier.maxYearlyKwh) && isFuseAmounts(tier.amounts))(value);
}

function isPair(value: unknown, max: number): boolean {
  return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && (n as number) >= (max === 12 ? 1 : 0) && (n as number) <= max);
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
      return isArrayOf((p) => isRecord(p) && isFuseAmounts(p.orePerKwh) && isWindow(p.window))(value.periods);
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
    isArrayOf((p) => isRecord(p) && isFuseAmounts(p.krPerKw) && isWindow(p.window) && isAmount(p.divideKwBy) && (p.divideKwBy as number) > 0)(value.periods)
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
    tariffs: operator.tariffs
      .filter((tariff) => servedMainFuses(tariff).length > 0)
      .map((tariff) => ({
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
