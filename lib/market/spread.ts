import { median, quantile } from '@/lib/domain/statistics';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatKr, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import { sourceText } from '@/lib/market/basis';
import { feeKrPerMonthInclVat } from '@/lib/market/cost';
import { ELPRISKOLLEN, TYPE_GROUP_OF, isRenewable, type AreaSource, type MarketOffer } from '@/lib/market/offer';

/**
 * What suppliers typically add on top of the spot price, from the market catalogue, for sentences
 * that used to quote unsourced ranges ("påslaget ligger ofta på 4–8 öre", with no source)
 * and for /elpris-just-nu's price per kWh. Variable offers only (kvartspris, timpris, rörligt
 * månadspris): they share Elpriskollen's assumed spot price, so what is left is the supplier's own.
 *
 * The påslag alone is not comparable between suppliers: each reports part of what it adds as
 * påslag and part as rörliga kostnader (elcertifikat, ursprungsgarantier, balansansvar …), in
 * shares that differ widely (Greenely: 14,33 + 2,66 öre in SE3, Tibber: 6,00 + 3,28). So the
 * figures here are påslag and rörliga kostnader together, and are labelled so.
 */

/** Påslag + rörliga kostnader, öre/kWh excl. VAT: everything a variable offer adds per kWh to the spot price. */
export function addedOrePerKwh(offer: Pick<MarketOffer, 'markupOre' | 'variableCostsOre'>): number {
  return offer.markupOre + offer.variableCostsOre;
}

export function isVariable(offer: Pick<MarketOffer, 'type'>): boolean {
  return TYPE_GROUP_OF[offer.type] === 'rorligt';
}

export interface Range {
  low: number;
  high: number;
}

/** The median and the middle half (lower to upper quartile, linear interpolation) of some values. */
export interface Spread extends Range {
  count: number;
  median: number;
}

export function spreadOf(values: readonly number[]): Spread {
  const low = quantile(values, 0.25);
  const middle = quantile(values, 0.5);
  const high = quantile(values, 0.75);
  if (low === null || middle === null || high === null) throw new RangeError('No values to describe');
  return { count: values.length, low, median: middle, high };
}

/** The parts of a variable offer's price that the copy describes (content directives market.*). */
export const OFFER_PARTS = ['markup', 'added', 'fee'] as const;
export type OfferPart = (typeof OFFER_PARTS)[number];

const PART_VALUE: Readonly<Record<OfferPart, (offer: MarketOffer) => number>> = {
  /** Påslag, öre/kWh excl. VAT, as Elpriskollen lists it. */
  markup: (offer) => offer.markupOre,
  /** Påslag and rörliga kostnader, öre/kWh excl. VAT. */
  added: addedOrePerKwh,
  /** The fixed fee, kr per month incl. VAT. */
  fee: (offer) => feeKrPerMonthInclVat(offer),
};

/** Variable offers (kvartspris, timpris, rörligt månadspris) of one area, or of all four. */
export function variableOffers(offers: readonly MarketOffer[], area: PriceArea | null): MarketOffer[] {
  return offers.filter((offer) => isVariable(offer) && (area === null || offer.area === area));
}

export function variableOfferSpread(offers: readonly MarketOffer[], area: PriceArea | null, part: OfferPart): Spread {
  const chosen = variableOffers(offers, area);
  if (chosen.length === 0) throw new RangeError(`No variable offers${area ? ` in ${area}` : ''}`);
  return spreadOf(chosen.map(PART_VALUE[part]));
}

export interface VariableTermsSpread {
  /** Variable offers the spread is taken over. */
  offerCount: number;
  /** The middle half (25th to 75th percentile) of påslag + rörliga kostnader, öre/kWh excl. VAT. */
  addedOre: Range;
  /** The middle half of the fixed fee, kr per month incl. VAT. */
  feeKrPerMonth: Range;
}

/** The middle half of what the variable offers add per kWh and charge per month. */
export function variableTermsSpread(offers: readonly MarketOffer[]): VariableTermsSpread {
  const added = variableOfferSpread(offers, null, 'added');
  const fee = variableOfferSpread(offers, null, 'fee');
  return { offerCount: added.count, addedOre: { low: added.low, high: added.high }, feeKrPerMonth: { low: fee.low, high: fee.high } };
}

/**
 * The spread in a sentence, with its basis: 'Bland de 742 rörliga avtal som Elpriskollen
 * (Energimarknadsinspektionen) visade i juli 2026 lade hälften till mellan 8,3 och 11,7 öre/kWh
 * exkl. moms i påslag och rörliga kostnader, och hälften hade en fast avgift mellan 30 och 49 kr
 * i månaden inkl. moms.'
 */
export function variableTermsText(spread: VariableTermsSpread, newestSourceDate: string): string {
  const { addedOre: ore, feeKrPerMonth: fee } = spread;
  return (
    `Bland de ${formatNumber(spread.offerCount)} rörliga avtal som ${ELPRISKOLLEN.name} visade i ${formatMonthYear(newestSourceDate)} ` +
    `lade hälften till mellan ${formatNumber(ore.low, 1)} och ${formatOrePerKwh(ore.high, 1)} exkl. moms i påslag och rörliga kostnader, ` +
    `och hälften hade en fast avgift mellan ${formatNumber(Math.round(fee.low))} och ${formatKr(Math.round(fee.high))} i månaden inkl. moms.`
  );
}

/** A typical påslag for /elpris-just-nu's price per kWh: the median of the area's variable offers. */
export interface AreaAddedMedian {
  /** Median of påslag + rörliga kostnader, öre/kWh excl. VAT. */
  oreExVat: number;
  offerCount: number;
  /**
   * What the figure is, in words to put after it: 'medianen av påslag och rörliga kostnader för 280
   * rörliga avtal i SE3 enligt Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026'.
   */
  description: string;
}

/**
 * The median påslag + rörliga kostnader of `area`'s variable offers that `include` accepts
 * (e.g. only those with renewable origins), or null when there are none.
 */
export function areaAddedMedian(
  offers: readonly MarketOffer[],
  source: AreaSource,
  include: (offer: MarketOffer) => boolean = () => true,
  which = 'rörliga avtal',
): AreaAddedMedian | null {
  const values = offers.filter((offer) => offer.area === source.area && isVariable(offer) && include(offer)).map(addedOrePerKwh);
  const value = median(values);
  if (value === null) return null;
  return {
    oreExVat: value,
    offerCount: values.length,
    description: `medianen av påslag och rörliga kostnader för ${formatNumber(values.length)} ${which} i ${source.area} enligt ${sourceText(source)}`,
  };
}

/** The two kinds /elpris-just-nu offers a påslag for, as /jamfor's contract choice names them. */
export function areaAddedMedians(
  offers: readonly MarketOffer[],
  sources: Readonly<Record<PriceArea, AreaSource>>,
  areas: readonly PriceArea[],
): { rorligt: Partial<Record<PriceArea, AreaAddedMedian>>; miljo: Partial<Record<PriceArea, AreaAddedMedian>> } {
  const rorligt: Partial<Record<PriceArea, AreaAddedMedian>> = {};
  const miljo: Partial<Record<PriceArea, AreaAddedMedian>> = {};
  for (const area of areas) {
    const all = areaAddedMedian(offers, sources[area]);
    if (all) rorligt[area] = all;
    const renewable = areaAddedMedian(offers, sources[area], (offer) => isRenewable(offer.origins), 'rörliga avtal med enbart förnybart ursprung');
    if (renewable) miljo[area] = renewable;
  }
  return { rorligt, miljo };
}
