import type { PriceArea } from '@/lib/domain/price-area';

/**
 * One offer of the market catalogue and the vocabulary around it: contract types as Elpriskollen
 * names them, their groups for the filters, bindningstid from the type, origins and the source.
 * Rules: docs/data-pipeline.md; the columns: Elpriskollen's CSV, docs/data-pipeline.md.
 * Pure and small: the browser's per-area file (lib/market/area-file.ts) decodes into this type.
 */

/** The source every offer names (docs/rules/price-basis.md). */
export const ELPRISKOLLEN = {
  name: 'Elpriskollen (Energimarknadsinspektionen)',
  /**
   * Elpriskollen has no address per offer we can cite, so an offer's onward step opens its start
   * page and says what to type there (lib/market/onward.ts, docs/rules/onward-step.md).
   */
  url: 'https://www.elpriskollen.se/',
  linkText: 'Sök avtalet hos Elpriskollen',
} as const;

/** Contract types, in the order Elpriskollen's filters list them. */
export const OFFER_TYPES = [
  'kvartspris',
  'timpris',
  'rorligt',
  'mixat',
  'fast-6-man',
  'fast-1-ar',
  'fast-2-ar',
  'fast-3-ar',
  'fast-4-ar',
  'fast-5-ar',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Elpriskollen's contract types → ours. */
export const RAW_CONTRACT_TYPES: Readonly<Record<string, OfferType>> = {
  quarterly_price: 'kvartspris',
  hourly_price: 'timpris',
  variable_price: 'rorligt',
  mixed_price: 'mixat',
  fixed_price_6_months: 'fast-6-man',
  fixed_price_1_year: 'fast-1-ar',
  fixed_price_2_years: 'fast-2-ar',
  fixed_price_3_years: 'fast-3-ar',
  fixed_price_4_years: 'fast-4-ar',
  fixed_price_5_years: 'fast-5-ar',
};

export function isOfferType(value: unknown): value is OfferType {
  return typeof value === 'string' && (OFFER_TYPES as readonly string[]).includes(value);
}

export const OFFER_TYPE_LABELS: Readonly<Record<OfferType, string>> = {
  kvartspris: 'Kvartspris',
  timpris: 'Timpris',
  rorligt: 'Rörligt månadspris',
  mixat: 'Mixat pris',
  'fast-6-man': 'Fast pris 6 månader',
  'fast-1-ar': 'Fast pris 1 år',
  'fast-2-ar': 'Fast pris 2 år',
  'fast-3-ar': 'Fast pris 3 år',
  'fast-4-ar': 'Fast pris 4 år',
  'fast-5-ar': 'Fast pris 5 år',
};

/** The type filter's groups: 'Rörligt' is kvartspris + timpris + rörligt (docs/rules/compare.md). */
export const TYPE_GROUPS = ['rorligt', 'fast', 'mixat'] as const;
export type TypeGroup = (typeof TYPE_GROUPS)[number];

export const TYPE_GROUP_LABELS: Readonly<Record<TypeGroup, string>> = {
  rorligt: 'Rörligt',
  fast: 'Fast',
  mixat: 'Mixat',
};

/** Inside a sentence: 'inte bara fasta avtal', 'rörliga, fasta och mixade avtal'. */
export const TYPE_GROUP_ADJECTIVES: Readonly<Record<TypeGroup, string>> = {
  rorligt: 'rörliga',
  fast: 'fasta',
  mixat: 'mixade',
};

export const TYPE_GROUP_OF: Readonly<Record<OfferType, TypeGroup>> = {
  kvartspris: 'rorligt',
  timpris: 'rorligt',
  rorligt: 'rorligt',
  mixat: 'mixat',
  'fast-6-man': 'fast',
  'fast-1-ar': 'fast',
  'fast-2-ar': 'fast',
  'fast-3-ar': 'fast',
  'fast-4-ar': 'fast',
  'fast-5-ar': 'fast',
};

/** The fixed lengths in months, the second choice under 'Fast'. */
export const FIXED_LENGTHS = [6, 12, 24, 36, 48, 60] as const;
export type FixedLength = (typeof FIXED_LENGTHS)[number];

const FIXED_LENGTH_OF: Readonly<Partial<Record<OfferType, FixedLength>>> = {
  'fast-6-man': 6,
  'fast-1-ar': 12,
  'fast-2-ar': 24,
  'fast-3-ar': 36,
  'fast-4-ar': 48,
  'fast-5-ar': 60,
};

export const FIXED_LENGTH_LABELS: Readonly<Record<FixedLength, string>> = {
  6: '6 månader',
  12: '1 år',
  24: '2 år',
  36: '3 år',
  48: '4 år',
  60: '5 år',
};

/** Months of a fixed price; null for the other types. */
export function fixedLengthMonths(type: OfferType): FixedLength | null {
  return FIXED_LENGTH_OF[type] ?? null;
}

/** Shown where the type does not give the bindningstid: never guessed (docs/rules/unknown-values.md). */
export const BINDING_UNKNOWN = 'Framgår inte av källan';

/** Bindningstid follows from the type: a fixed price for N months binds for N months. */
export function bindingLabel(type: OfferType): string {
  const months = fixedLengthMonths(type);
  return months === null ? BINDING_UNKNOWN : FIXED_LENGTH_LABELS[months];
}

/**
 * The period the quoted price applies to, which Konsumentverket's rules ask a comparison to state
 * (docs/rules/compare.md).
 */
export function pricePeriodLabel(type: OfferType): string {
  const months = fixedLengthMonths(type);
  if (months !== null) return `Fast pris i ${FIXED_LENGTH_LABELS[months]}`;
  switch (type) {
    case 'kvartspris':
      return 'Priset följer spotpriset kvart för kvart';
    case 'timpris':
      return 'Priset följer spotpriset timme för timme';
    case 'rorligt':
      return 'Nytt pris varje månad efter månadens snittspotpris';
    default:
      return 'Till hälften fast pris, till hälften rörligt pris efter spotpriset';
  }
}

/**
 * The share of Elpriskollen's assumed spot price in the offer's energy price: all of it for the
 * variable types, half for mixat, none for a fixed price. The import checks every row of the
 * source against this (the spot column is the area's value, half of it, or 0).
 */
export function spotShare(type: OfferType): 0 | 0.5 | 1 {
  const group = TYPE_GROUP_OF[type];
  return group === 'rorligt' ? 1 : group === 'mixat' ? 0.5 : 0;
}

/** Origins as Elpriskollen lists them (`energy_source`), 'Bra miljöval' aside. */
export const ORIGINS = ['sol', 'vind', 'vatten', 'biobransle', 'karnkraft', 'fossilt'] as const;
export type Origin = (typeof ORIGINS)[number];

export const ORIGIN_LABELS: Readonly<Record<Origin, string>> = {
  sol: 'Sol',
  vind: 'Vind',
  vatten: 'Vatten',
  biobransle: 'Biobränsle',
  karnkraft: 'Kärnkraft',
  fossilt: 'Fossilt',
};

const RENEWABLE: ReadonlySet<Origin> = new Set(['sol', 'vind', 'vatten', 'biobransle']);

/** The origin filter: förnybart (sun, wind, water, biofuel only) or fossilfritt (nuclear too). */
export const ORIGIN_FILTERS = ['fornybart', 'fossilfritt'] as const;
export type OriginFilter = (typeof ORIGIN_FILTERS)[number];

export const ORIGIN_FILTER_LABELS: Readonly<Record<OriginFilter, string>> = {
  fornybart: 'Förnybart',
  fossilfritt: 'Fossilfritt (inkl. kärnkraft)',
};

/** Every origin renewable; an offer without a stated origin is neither renewable nor fossil-free. */
export function isRenewable(origins: readonly Origin[]): boolean {
  return origins.length > 0 && origins.every((origin) => RENEWABLE.has(origin));
}

export function isFossilFree(origins: readonly Origin[]): boolean {
  return origins.length > 0 && !origins.includes('fossilt');
}

export function matchesOrigin(origins: readonly Origin[], filter: OriginFilter): boolean {
  return filter === 'fornybart' ? isRenewable(origins) : isFossilFree(origins);
}

/** 'Sol, vind och vatten' for a card; '' when the source states none. */
export function originsText(origins: readonly Origin[]): string {
  const words = origins.map((origin, i) => (i === 0 ? ORIGIN_LABELS[origin] : ORIGIN_LABELS[origin].toLocaleLowerCase('sv-SE')));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} och ${words.at(-1)}`;
}

/**
 * One offer as Elpriskollen listed it for one area, prices in öre/kWh excluding VAT at 2 000 kWh
 * a year, exactly the source's columns after the reviewed corrections (content/reviewed/offer-corrections.ts).
 * The cost at any consumption comes from lib/market/cost.ts.
 */
export interface MarketOffer {
  /** `{area}-{supplier slug}-{product slug}-{type}`, e.g. 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris'. */
  id: string;
  supplierSlug: string;
  /** The name users know ('Tibber'); the legal name is on the supplier (lib/content/market.ts). */
  supplierName: string;
  /** The product's name as the supplier reported it. */
  product: string;
  area: PriceArea;
  type: OfferType;
  /** The fixed fee spread over 2 000 kWh (`fixed_price_element_ore_kwh`): kr per year = × 20. */
  feeElementOre: number;
  /** The fixed energy price (`unit_price_ore_kwh`): 0 for the variable types, the fixed half for mixat. */
  fixedPriceOre: number;
  /** Elpriskollen's assumed spot price (`wholesale_price_monthly_avg_ore_kwh`): the area's, half of it, or 0. */
  spotOre: number;
  /** Påslag (`markup_ore_kwh`). */
  markupOre: number;
  /** Rörliga kostnader (`variable_costs_ore_kwh`): elcertifikat, ursprungsgarantier, balansansvar … */
  variableCostsOre: number;
  /** Empty when the source states none. */
  origins: readonly Origin[];
  braMiljoval: boolean;
  /** Swedish, shown with the offer: a correction we made to the source, or a conflict in it. */
  note?: string;
  /** True when today's row in provider_prices replaced the fee and price parts (lib/market/live.ts). */
  live?: boolean;
}

/** Where an area's offers come from: the scrape, its date and the postcode it was run for. */
export interface AreaSource {
  area: PriceArea;
  /** 'YYYY-MM-DD', the day Elpriskollen was read. */
  date: string;
  /** Five digits, the postcode the scrape searched for. */
  postalCode: string;
  /** The spot price Elpriskollen assumed for variable offers in the area on that day, öre/kWh excl. VAT. */
  spotOre: number;
}
