import { roundKr, roundOreCents } from '@/lib/domain/cost-arithmetic';
import type { MarketSupplier } from '@/lib/market/catalogue';
import { jamforprisOre, yearlyCostKr, type OfferCost } from '@/lib/market/cost';
import { recentYearlyCostKr } from '@/lib/market/recent-basis';
import {
  FIXED_LENGTH_LABELS,
  ORIGIN_FILTER_LABELS,
  TYPE_GROUP_ADJECTIVES,
  TYPE_GROUP_OF,
  fixedLengthMonths,
  matchesOrigin,
  type FixedLength,
  type MarketOffer,
  type OriginFilter,
  type TypeGroup,
} from '@/lib/market/offer';
import { searchKey } from '@/lib/search-key';
import { compareSwedish } from '@/lib/collate';

/**
 * The comparison of one area's offers (docs/rules/compare.md): filters, sort and
 * paging, pure and fast enough to run on every change in the browser (`npm run bench:compare`:
 * filtering and sorting SE3's 643 offers in well under 10 ms). Index the area once with
 * `indexMarket`, then call `compareMarket` per change.
 */

export const SORT_KEYS = ['kostnad', 'senaste12', 'jamforpris', 'avgift', 'namn'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'kostnad';

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  kostnad: 'Lägst kostnad per år',
  senaste12: 'Lägst kostnad med de senaste 12 månadernas spotpriser',
  jamforpris: 'Lägst jämförpris',
  avgift: 'Lägst fast avgift',
  namn: 'Namn A–Ö',
};

/** 'Visa fler' adds this many. */
export const PAGE_SIZE = 20;

export interface CompareFilters {
  /** null: every type. */
  group: TypeGroup | null;
  /** Only with group 'fast': one length, or null for every length. */
  fixedLength: FixedLength | null;
  braMiljoval: boolean;
  origin: OriginFilter | null;
  /** Supplier search: folded, matched anywhere in the display or legal name. */
  query: string;
}

export const NO_FILTERS: CompareFilters = { group: null, fixedLength: null, braMiljoval: false, origin: null, query: '' };

export interface MarketIndex {
  offers: readonly MarketOffer[];
  /** Each offer's place in Swedish alphabetical order of 'supplier product' (ties: id). */
  nameRank: ReadonlyMap<string, number>;
  /** Per supplier slug: its folded display and legal names. */
  supplierKeys: ReadonlyMap<string, string>;
}

/** The work done once per area: the name order and the search keys. */
export function indexMarket(offers: readonly MarketOffer[], suppliers: readonly MarketSupplier[] = []): MarketIndex {
  const legal = new Map(suppliers.map((supplier) => [supplier.slug, supplier.legalName]));
  const named = offers.map((offer) => ({ id: offer.id, name: `${offer.supplierName} ${offer.product}` }));
  named.sort((a, b) => compareSwedish(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const supplierKeys = new Map<string, string>();
  for (const offer of offers) {
    if (!supplierKeys.has(offer.supplierSlug)) {
      supplierKeys.set(offer.supplierSlug, `${searchKey(offer.supplierName)} ${searchKey(legal.get(offer.supplierSlug) ?? '')}`);
    }
  }
  return { offers, nameRank: new Map(named.map(({ id }, rank) => [id, rank])), supplierKeys };
}

/** Whether an offer passes every active filter. */
export function matchesFilters(offer: MarketOffer, filters: CompareFilters, supplierKey?: string): boolean {
  if (filters.group !== null && TYPE_GROUP_OF[offer.type] !== filters.group) return false;
  if (filters.group === 'fast' && filters.fixedLength !== null && fixedLengthMonths(offer.type) !== filters.fixedLength) return false;
  if (filters.braMiljoval && !offer.braMiljoval) return false;
  if (filters.origin !== null && !matchesOrigin(offer.origins, filters.origin)) return false;
  if (filters.query !== '') {
    const key = searchKey(filters.query);
    if (key !== '' && !(supplierKey ?? searchKey(offer.supplierName)).includes(key)) return false;
  }
  return true;
}

export interface RankedOffer {
  offer: MarketOffer;
  /** At the chosen consumption, rounded as shown. */
  cost: OfferCost;
  /**
   * The yearly and monthly cost in whole kronor on the second basis, the last 12 complete months'
   * profile-weighted spot (lib/market/recent-basis.ts), when the query gives one.
   */
  recentCost?: { yearlyKr: number; monthlyKr: number };
}

export interface CompareQuery {
  filters: CompareFilters;
  sort: SortKey;
  annualKwh: number;
  /**
   * The area's profile-weighted spot of the last 12 complete months at this consumption, öre/kWh
   * excl. VAT: each offer then also gets its cost on that basis, and the 'senaste12' sort orders
   * by it. Without it 'senaste12' orders like 'kostnad'.
   */
  recentSpotOre?: number | null;
}

/**
 * Every offer that passes the filters, in the chosen order: yearly cost (default), jämförpris,
 * fixed fee or name. Ties (the same figure as shown) are broken by name, then by id, so the order
 * is the same on every run. At one consumption jämförpris is the yearly cost / kWh, so those two
 * orders differ only in which offers count as tied.
 */
export function compareMarket(index: MarketIndex, query: CompareQuery): RankedOffer[] {
  const { filters, sort, annualKwh } = query;
  const recentSpotOre = query.recentSpotOre ?? null;
  const key = filters.query === '' ? '' : searchKey(filters.query);
  const withoutQuery = { ...filters, query: '' };
  const rows: { ranked: RankedOffer; figure: number; name: number }[] = [];
  for (const offer of index.offers) {
    if (!matchesFilters(offer, withoutQuery)) continue;
    if (key !== '' && !(index.supplierKeys.get(offer.supplierSlug) ?? '').includes(key)) continue;
    const yearly = yearlyCostKr(offer, annualKwh);
    const cost: OfferCost = { yearlyKr: roundKr(yearly), monthlyKr: roundKr(yearly / 12), jamforprisOre: roundOreCents(jamforprisOre(offer, annualKwh)) };
    const ranked: RankedOffer = { offer, cost };
    if (recentSpotOre !== null) {
      const recent = recentYearlyCostKr(offer, annualKwh, recentSpotOre);
      ranked.recentCost = { yearlyKr: roundKr(recent), monthlyKr: roundKr(recent / 12) };
    }
    const figure =
      sort === 'kostnad' || (sort === 'senaste12' && !ranked.recentCost)
        ? cost.yearlyKr
        : sort === 'senaste12'
          ? ranked.recentCost!.yearlyKr
          : sort === 'jamforpris'
            ? cost.jamforprisOre
            : sort === 'avgift'
              ? offer.feeElementOre
              : 0;
    rows.push({ ranked, figure, name: index.nameRank.get(offer.id) ?? Number.MAX_SAFE_INTEGER });
  }
  rows.sort(sort === 'namn' ? (a, b) => a.name - b.name : (a, b) => a.figure - b.figure || a.name - b.name);
  return rows.map((row) => row.ranked);
}

export interface Page<T> {
  shown: T[];
  total: number;
  /** How many 'Visa fler' would add (at most PAGE_SIZE); 0 when everything is shown. */
  next: number;
}

/** The first `pages` pages of a list. */
export function pageOf<T>(list: readonly T[], pages: number): Page<T> {
  const count = Math.max(1, Math.floor(Number.isFinite(pages) ? pages : 1)) * PAGE_SIZE;
  const shown = list.slice(0, count);
  return { shown, total: list.length, next: Math.min(PAGE_SIZE, list.length - shown.length) };
}

/** The cheapest offer passing the filters at a consumption (ties by name), or null. */
export function cheapestOffer(index: MarketIndex, annualKwh: number, filters: CompareFilters = NO_FILTERS): RankedOffer | null {
  return compareMarket(index, { filters, sort: 'kostnad', annualKwh })[0] ?? null;
}

export interface Widening {
  /** Which filter to drop. */
  drop: 'group' | 'fixedLength' | 'braMiljoval' | 'origin' | 'query' | 'all';
  /** 'Visa alla avtalstyper', 'Ta bort Bra miljöval' … */
  label: string;
  /** The filters without it. */
  filters: CompareFilters;
  /** Offers the list would then show. */
  count: number;
}

/**
 * For an empty result: each active filter that, dropped alone, gives offers, with how many; then
 * dropping every filter. The page offers these as buttons ("widen the search").
 */
export function widenings(index: MarketIndex, filters: CompareFilters): Widening[] {
  const count = (candidate: CompareFilters) =>
    index.offers.reduce((n, offer) => (matchesFilters(offer, candidate, index.supplierKeys.get(offer.supplierSlug)) ? n + 1 : n), 0);
  const options: Omit<Widening, 'count'>[] = [];
  if (filters.group === 'fast' && filters.fixedLength !== null) {
    options.push({
      drop: 'fixedLength',
      label: `Visa fast pris med alla bindningstider, inte bara ${FIXED_LENGTH_LABELS[filters.fixedLength]}`,
      filters: { ...filters, fixedLength: null },
    });
  }
  if (filters.group !== null) {
    options.push({
      drop: 'group',
      label: `Visa alla avtalstyper, inte bara ${TYPE_GROUP_ADJECTIVES[filters.group]} avtal`,
      filters: { ...filters, group: null, fixedLength: null },
    });
  }
  if (filters.braMiljoval) options.push({ drop: 'braMiljoval', label: 'Ta bort filtret Bra miljöval', filters: { ...filters, braMiljoval: false } });
  if (filters.origin !== null) {
    options.push({
      drop: 'origin',
      label: `Ta bort filtret ${ORIGIN_FILTER_LABELS[filters.origin].toLocaleLowerCase('sv-SE')}`,
      filters: { ...filters, origin: null },
    });
  }
  const query = filters.query.trim();
  if (query !== '') {
    const shown = query.length > 40 ? `${query.slice(0, 40)}…` : query;
    options.push({ drop: 'query', label: `Sök bland alla leverantörer, inte bara ”${shown}”`, filters: { ...filters, query: '' } });
  }
  if (options.length > 1) options.push({ drop: 'all', label: 'Ta bort alla filter', filters: NO_FILTERS });
  return options.map((option) => ({ ...option, count: count(option.filters) })).filter((option) => option.count > 0);
}
