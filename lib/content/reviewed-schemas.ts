import { z } from 'zod';

import { PRICE_AREAS, type PriceArea } from '../domain/price-area';
import { isoDateSchema } from '../schemas/common';

/**
 * The reviewed lists' shapes (content/reviewed/): the TypeScript types the data files are written
 * against, and the zod schemas lib/content/reviewed-lists.ts checks them with when they are
 * imported. How the import scripts re-check each entry against the raw data:
 * docs/data-pipeline.md, "The reviewed lists". Relative imports only: Playwright specs read these
 * modules outside Next's resolver.
 */

// ---------------------------------------------------------------------------------------------
// Elpriskollen's offers (content/reviewed/offer-corrections.ts)
// ---------------------------------------------------------------------------------------------

export interface RowKey {
  area: PriceArea;
  /** `retailer_name` as in the file. */
  supplier: string;
  /** `contract_name` as in the file. */
  product: string;
  /** `contract_type` as in the file. */
  type: string;
}

/** A row whose origins we replace: the file's value contradicts the product's own name and its siblings. */
export interface OriginCorrection extends RowKey {
  /** `energy_source` as in the file. */
  raw: string;
  corrected: string;
  /** Rows of the same supplier that state the corrected origin for the same product. */
  evidence: readonly (RowKey & { energySource: string })[];
  /** Swedish, shown with the offer. */
  note: string;
}

/** A row that is not an offer anyone can sign. */
export interface OfferExclusion extends RowKey {
  reason: string;
}

/** A row whose stated facts conflict; shown as the source gives it, with a note. */
export interface OfferConflictNote extends RowKey {
  /** `energy_source` as in the file (checked). */
  energySource: string;
  note: string;
}

/**
 * A row whose components do not add up to its own jämförpris within 0,01 öre: the file's
 * `total_ore_kwh` and 1,25 × (the sum of its components). All are mixat offers, whose
 * components Elpriskollen prints as rounded halves; the cost model uses the components
 * (it needs them at other consumptions), so at 2 000 kWh it differs from Elpriskollen's figure
 * by the amount listed. The import fails for any other row off by more than 0,01 öre.
 */
export interface TotalResidual extends RowKey {
  /** `total_ore_kwh`. */
  total: number;
  /** 1,25 × (fixed element + unit price + spot + markup + variable costs), unrounded. */
  fromComponents: number;
}

// ---------------------------------------------------------------------------------------------
// Supplier names (content/reviewed/supplier-names.ts)
// ---------------------------------------------------------------------------------------------

export interface SupplierNameOverride {
  /** The legal name exactly as Elpriskollen gives it (the import fails when it no longer appears). */
  legalName: string;
  name: string;
  /** Why the rule's result is not the name users know. */
  reason: string;
}

// ---------------------------------------------------------------------------------------------
// Grid tariffs (content/reviewed/grid-tariff-corrections.ts, grid-tariff-additions.ts)
// ---------------------------------------------------------------------------------------------

export interface PriceListRef {
  /** The raw price list's `variant` (before any correction of the label) and `fromDate`. */
  variant: string | null;
  fromDate: string;
}

export interface GridTariffCorrection {
  /** The operator's name in the raw file (checked) and its VAT number (the key). */
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  /** Dotted path inside the raw price list; numbers index arrays. */
  field: string;
  /** The value in the raw file; undefined when the field is missing there. */
  raw: unknown;
  corrected: unknown;
  /** Verbatim from the operator's page text (normalised as above). */
  quote: string;
  /** Swedish, shown beside the operator on /elnat. */
  reason: string;
}

export type GridTariffPart = 'fixedFee' | 'transferFee' | 'powerFee';

export interface GridTariffUnverified {
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  part: GridTariffPart;
  /** The page text behind the decision, when there is one. */
  quote?: string;
  /** Swedish, shown instead of an amount. */
  reason: string;
}

/** An amount as the page states it: with VAT, without (25 % is added), or exempt from VAT. */
export interface StatedAmount {
  kr: number;
  vat: 'incl' | 'excl' | 'exempt';
}

/** The three authority fees every grid customer pays (to Elsäkerhetsverket, Svenska kraftnät and Ei). */
export type AuthorityFeeName = 'elsakerhetsavgift' | 'elberedskapsavgift' | 'natovervakningsavgift';

export interface AuthorityFeeRow {
  operator: string;
  vatNumber: string;
  /** Only this price list, where the page says something else for another of the operator's lists; absent: every list. */
  priceList?: PriceListRef;
  /**
   * `onTop`: the page says the fees come on top of the operator's own (added to the bill);
   * `included`: the page says its fees include them; `partlyIncluded`: the page says some are
   * included and is silent on the others (those are added at their usual amounts).
   */
  status: 'onTop' | 'included' | 'partlyIncluded';
  /** onTop only: the yearly amounts the page gives; absent when it gives none (the usual amounts are added, and the page says so). */
  amounts?: readonly StatedAmount[];
  /** partlyIncluded only: the fees the page says are included. */
  included?: readonly AuthorityFeeName[];
  /** Verbatim from the page text; the first one is shown on the page. */
  quotes: readonly string[];
  /** Why the row reads the page this way, where that took judgement. */
  note?: string;
}

/** The usual yearly amounts of the three authority fees, excl. VAT, with the pages that state them. */
export interface UsualAuthorityFees {
  exVat: Readonly<Record<AuthorityFeeName, number>>;
  sources: readonly { operator: string; vatNumber: string; quotes: readonly string[] }[];
}

export interface RegionalListsRow {
  operator: string;
  vatNumber: string;
  /** The raw variants, one per region; the import checks that they are the operator's lists in force. */
  variants: readonly string[];
  /** Where the regions come from, since the page text does not name them. */
  basis: string;
}

/**
 * How the apartment tariff's transfer fee is stated: an amount in öre/kWh incl. VAT; 'house' when
 * the page gives one transfer fee for every subscription, apartments included (copied from the
 * house tariff, whatever it is); the time-of-use prices in the house tariff's period order; or the
 * base of a spot-price fee whose spot share is the house tariff's.
 */
export type ApartmentTransfer = number | 'house' | { timeOfUseOre: readonly number[] } | { spotBaseOre: number };

export interface ApartmentTariffRow {
  operator: string;
  vatNumber: string;
  /** The house price list it is read with (the raw list's variant and date). */
  priceList: PriceListRef;
  /** As the page names it. */
  label: string;
  /** The fixed fee as stated; 'excl' amounts get 25 % VAT added. */
  fee: { yearlyKr: number } | { monthlyKr: number } | { yearlyKrExVat: number };
  transfer: ApartmentTransfer;
  /** 'house': the house tariff's power fee applies to apartments too (the page says so or prices it alike). */
  power: 'none' | 'house';
  /** Verbatim from the page text; the first one is shown on the page. */
  quotes: readonly string[];
}

export interface PowerMethodRow {
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  /** The page's sentence on how the peak is measured. */
  quote: string;
  /** What the sentence confirms: the method (how many peaks, on separate days or not), the time window, or both. */
  confirms: 'method' | 'window' | 'both';
}

// ---------------------------------------------------------------------------------------------
// Concessions (content/reviewed/grid-area-review.ts)
// ---------------------------------------------------------------------------------------------

export interface ReviewedJoin {
  re: string;
  /** The holder's name in Ei's 2025 map (checked). */
  holder: string;
  /** The tariff operator's id in content/data/grid-tariffs.json. */
  operatorId: string;
  how: 'name' | 'website' | 'reviewed';
  /** Only these of the operator's tariffs apply in this unit's concessions. */
  tariffIds?: readonly string[];
  /** Why, for 'website' and 'reviewed'. */
  reason?: string;
}

export interface UnmatchedHolder {
  re: string;
  holder: string;
}

export interface RenumberedUnit {
  re: string;
  re2024: string;
}

// ---------------------------------------------------------------------------------------------
// The schemas
// ---------------------------------------------------------------------------------------------

const text = z.string().min(1);
const amount = z.number().finite();
/** A read-only list of at least `min` items. */
const list = <T extends z.ZodType>(item: T, min = 0) => z.array(item).min(min).readonly();

const rowKey = { area: z.enum(PRICE_AREAS), supplier: text, product: text, type: text };

export const originCorrectionsSchema = list(
  z.strictObject({
    ...rowKey,
    raw: text,
    corrected: text,
    evidence: list(z.strictObject({ ...rowKey, energySource: text }), 1),
    note: text,
  }),
) satisfies z.ZodType<readonly OriginCorrection[]>;

export const offerExclusionsSchema = list(z.strictObject({ ...rowKey, reason: text })) satisfies z.ZodType<readonly OfferExclusion[]>;

export const offerConflictNotesSchema = list(z.strictObject({ ...rowKey, energySource: text, note: text })) satisfies z.ZodType<readonly OfferConflictNote[]>;

export const totalResidualsSchema = list(z.strictObject({ ...rowKey, total: amount, fromComponents: amount })) satisfies z.ZodType<readonly TotalResidual[]>;

export const supplierNameOverridesSchema = list(z.strictObject({ legalName: text, name: text, reason: text })) satisfies z.ZodType<
  readonly SupplierNameOverride[]
>;

const operatorKey = { operator: text, vatNumber: z.string().regex(/^SE\d{12}$/) };
const priceListRef = z.strictObject({ variant: text.nullable(), fromDate: isoDateSchema });
const quotes = list(text, 1);

export const gridTariffCorrectionsSchema = list(
  z.strictObject({ ...operatorKey, priceList: priceListRef, field: text, raw: z.unknown(), corrected: z.unknown(), quote: text, reason: text }),
) satisfies z.ZodType<readonly GridTariffCorrection[]>;

export const gridTariffUnverifiedSchema = list(
  z.strictObject({
    ...operatorKey,
    priceList: priceListRef,
    part: z.enum(['fixedFee', 'transferFee', 'powerFee']),
    quote: text.optional(),
    reason: text,
  }),
) satisfies z.ZodType<readonly GridTariffUnverified[]>;

const authorityFeeName = z.enum(['elsakerhetsavgift', 'elberedskapsavgift', 'natovervakningsavgift']);

export const usualAuthorityFeesSchema = z.strictObject({
  exVat: z.strictObject({ elsakerhetsavgift: amount, elberedskapsavgift: amount, natovervakningsavgift: amount }),
  sources: list(z.strictObject({ ...operatorKey, quotes }), 1),
}) satisfies z.ZodType<UsualAuthorityFees>;

export const authorityFeesSchema = list(
  z.strictObject({
    ...operatorKey,
    priceList: priceListRef.optional(),
    status: z.enum(['onTop', 'included', 'partlyIncluded']),
    amounts: list(z.strictObject({ kr: amount, vat: z.enum(['incl', 'excl', 'exempt']) })).optional(),
    included: list(authorityFeeName).optional(),
    quotes,
    note: text.optional(),
  }),
) satisfies z.ZodType<readonly AuthorityFeeRow[]>;

export const regionalPriceListsSchema = list(z.strictObject({ ...operatorKey, variants: list(text, 2), basis: text })) satisfies z.ZodType<
  readonly RegionalListsRow[]
>;

const apartmentTransfer = z.union([amount, z.literal('house'), z.strictObject({ timeOfUseOre: list(amount, 1) }), z.strictObject({ spotBaseOre: amount })]);

export const apartmentTariffsSchema = list(
  z.strictObject({
    ...operatorKey,
    priceList: priceListRef,
    label: text,
    fee: z.union([z.strictObject({ yearlyKr: amount }), z.strictObject({ monthlyKr: amount }), z.strictObject({ yearlyKrExVat: amount })]),
    transfer: apartmentTransfer,
    power: z.enum(['none', 'house']),
    quotes,
  }),
) satisfies z.ZodType<readonly ApartmentTariffRow[]>;

export const powerMethodsSchema = list(
  z.strictObject({ ...operatorKey, priceList: priceListRef, quote: text, confirms: z.enum(['method', 'window', 'both']) }),
) satisfies z.ZodType<readonly PowerMethodRow[]>;

const unit = z.string().regex(/^REL\d{5}$/);

export const gridAreaJoinsSchema = list(
  z.strictObject({
    re: unit,
    holder: text,
    operatorId: text,
    how: z.enum(['name', 'website', 'reviewed']),
    tariffIds: list(text, 1).optional(),
    reason: text.optional(),
  }),
) satisfies z.ZodType<readonly ReviewedJoin[]>;

export const gridAreaUnmatchedSchema = list(z.strictObject({ re: unit, holder: text })) satisfies z.ZodType<readonly UnmatchedHolder[]>;

export const gridAreaRenumberedSchema = list(z.strictObject({ re: unit, re2024: unit })) satisfies z.ZodType<readonly RenumberedUnit[]>;
