import { JAMFORPRIS_CONSUMPTIONS, type JamforprisConsumption } from '@/lib/domain/cost-arithmetic';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatKwh, formatList, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import { areaDatesText, priceBasisText, sourceText } from '@/lib/market/basis';
import { breakEvenSpot, cheapestVariable, type BreakEven } from '@/lib/market/break-even';
import type { MarketSupplier } from '@/lib/market/catalogue';
import { feeKrPerMonthInclVat, jamforprisTable, offerCost, pricePerKwhInclVat, type JamforprisAt, type OfferCost } from '@/lib/market/cost';
import {
  ELPRISKOLLEN,
  OFFER_TYPES,
  OFFER_TYPE_LABELS,
  ORIGINS,
  TYPE_GROUPS,
  TYPE_GROUP_ADJECTIVES,
  TYPE_GROUP_OF,
  bindingLabel,
  originsText,
  pricePeriodLabel,
  type AreaSource,
  type MarketOffer,
  type OfferType,
  type Origin,
} from '@/lib/market/offer';
import { compareSwedish } from '@/lib/collate';

/**
 * The page model of /leverantor/{slug}: a supplier's offers per area and type, the
 * cheapest of each type at Konsumentverket's three consumptions, its origins, and the source and
 * date. Pure: the loader passes the supplier, its offers and the areas' sources.
 */

export interface SupplierOfferRow {
  offer: MarketOffer;
  bindingLabel: string;
  pricePeriod: string;
  /** öre/kWh incl. VAT (energy price). */
  pricePerKwh: number;
  /** kr per month incl. VAT. */
  feePerMonth: number;
  /** Jämförpris at 2 000, 5 000 and 20 000 kWh. */
  jamforpris: JamforprisAt[];
}

export interface SupplierTypeGroup {
  type: OfferType;
  label: string;
  offers: SupplierOfferRow[];
}

export interface SupplierArea {
  area: PriceArea;
  source: AreaSource;
  /** 'Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026'. */
  sourceText: string;
  /** The spot basis of the area's variable prices. */
  basisText: string;
  offerCount: number;
  /** Types in Elpriskollen's order; within a type, cheapest jämförpris at 2 000 kWh first (ties: name). */
  types: SupplierTypeGroup[];
  /**
   * Fixed or variable at BREAK_EVEN_KWH: each of its fixed and mixat offers' break-even spot price
   * against the area's cheapest variable offer (of any supplier); empty when it sells none.
   */
  breakEven: { annualKwh: number; variable: MarketOffer | null; rows: { offer: MarketOffer; breakEven: BreakEven | undefined }[] };
}

/** The consumption a supplier page states the break-even at: Ei's house without electric heating. */
export const BREAK_EVEN_KWH = 5000;

export interface CheapestAt {
  annualKwh: JamforprisConsumption;
  offer: MarketOffer;
  cost: OfferCost;
}

export interface CheapestOfType {
  type: OfferType;
  label: string;
  /** One per consumption; the cheapest can differ with the consumption (fee against price). */
  at: CheapestAt[];
}

export interface SupplierPage {
  supplier: MarketSupplier;
  /** Where it sells, north to south. */
  areas: SupplierArea[];
  offerCount: number;
  /** Per area, the cheapest offer of each type it sells there at 2 000, 5 000 and 20 000 kWh. */
  cheapest: { area: PriceArea; types: CheapestOfType[] }[];
  /** Every contract type it sells somewhere, in Elpriskollen's order. */
  types: OfferType[];
  /** 'Kvartspris, Rörligt månadspris och Fast pris 1 år'. */
  typesText: string;
  /** Every origin its offers state, in the site's order; empty when none does. */
  origins: Origin[];
  /** 'Sol, vind och vatten'. */
  originsText: string;
  /** How many of its offers carry Bra Miljöval. */
  braMiljovalCount: number;
  /** 'Elpriskollen (Energimarknadsinspektionen), hämtat SE1 26 juli 2026 och SE3 25 juli 2026'. */
  sourceText: string;
  /** Unique per supplier: 'Tibber – elavtal och priser juli 2026' (the layout appends the site name). */
  title: string;
  /** The page's heading where no written copy gives one: 'Tibber – elavtal och priser'. */
  h1: string;
  /** The lead under it: what the page lists, from where. */
  lead: string;
  description: string;
}

function byJamforprisAt2000(a: SupplierOfferRow, b: SupplierOfferRow): number {
  return a.jamforpris[0]!.ore - b.jamforpris[0]!.ore || compareSwedish(a.offer.product, b.offer.product) || (a.offer.id < b.offer.id ? -1 : 1);
}

function row(offer: MarketOffer): SupplierOfferRow {
  return {
    offer,
    bindingLabel: bindingLabel(offer.type),
    pricePeriod: pricePeriodLabel(offer.type),
    pricePerKwh: pricePerKwhInclVat(offer),
    feePerMonth: feeKrPerMonthInclVat(offer),
    jamforpris: jamforprisTable(offer),
  };
}

function cheapestAt(offers: readonly MarketOffer[], annualKwh: JamforprisConsumption): CheapestAt {
  let best: CheapestAt | null = null;
  for (const offer of offers) {
    const cost = offerCost(offer, annualKwh);
    if (!best || cost.yearlyKr < best.cost.yearlyKr || (cost.yearlyKr === best.cost.yearlyKr && compareSwedish(offer.product, best.offer.product) < 0)) {
      best = { annualKwh, offer, cost };
    }
  }
  if (!best) throw new Error('cheapestAt: no offers');
  return best;
}

/**
 * `areaOffers` gives every offer of an area (all suppliers), for the break-even's cheapest variable
 * offer; by default the offers passed in.
 */
export function supplierPage(
  supplier: MarketSupplier,
  offers: readonly MarketOffer[],
  sources: Readonly<Record<PriceArea, AreaSource>>,
  areaOffers: (area: PriceArea) => readonly MarketOffer[] = (area) => offers.filter((offer) => offer.area === area),
): SupplierPage {
  const own = offers.filter((offer) => offer.supplierSlug === supplier.slug);
  if (own.length === 0) throw new Error(`supplierPage: ${supplier.slug} has no offers`);
  const areaList = PRICE_AREAS.filter((area) => own.some((offer) => offer.area === area));

  const areas = areaList.map((area): SupplierArea => {
    const inArea = own.filter((offer) => offer.area === area);
    const types = OFFER_TYPES.flatMap((type): SupplierTypeGroup[] => {
      const ofType = inArea.filter((offer) => offer.type === type);
      return ofType.length === 0 ? [] : [{ type, label: OFFER_TYPE_LABELS[type], offers: ofType.map(row).sort(byJamforprisAt2000) }];
    });
    const variable = cheapestVariable(areaOffers(area), BREAK_EVEN_KWH);
    const breakEven = {
      annualKwh: BREAK_EVEN_KWH,
      variable,
      rows: types
        .flatMap((group) => group.offers.map((r) => r.offer))
        .filter((offer) => TYPE_GROUP_OF[offer.type] !== 'rorligt')
        .map((offer) => ({ offer, breakEven: variable ? (breakEvenSpot(offer, variable, BREAK_EVEN_KWH) ?? undefined) : undefined })),
    };
    return {
      area,
      source: sources[area],
      sourceText: sourceText(sources[area]),
      basisText: priceBasisText(sources[area]),
      offerCount: inArea.length,
      types,
      breakEven,
    };
  });

  const cheapest = areaList.map((area) => ({
    area,
    types: OFFER_TYPES.flatMap((type): CheapestOfType[] => {
      const ofType = own.filter((offer) => offer.area === area && offer.type === type);
      return ofType.length === 0 ? [] : [{ type, label: OFFER_TYPE_LABELS[type], at: JAMFORPRIS_CONSUMPTIONS.map((kwh) => cheapestAt(ofType, kwh)) }];
    }),
  }));

  const types = OFFER_TYPES.filter((type) => own.some((offer) => offer.type === type));
  const origins = ORIGINS.filter((origin) => own.some((offer) => offer.origins.includes(origin)));
  const dates = [...new Set(areaList.map((area) => sources[area].date))];
  const month = formatMonthYear(dates.sort().at(-1)!);
  const cheapestSe = cheapestAt(own, 5000);
  return {
    supplier,
    areas,
    offerCount: own.length,
    cheapest,
    types,
    typesText: formatList(types.map((type, i) => (i === 0 ? OFFER_TYPE_LABELS[type] : OFFER_TYPE_LABELS[type].toLocaleLowerCase('sv-SE')))),
    origins,
    originsText: originsText(origins),
    braMiljovalCount: own.filter((offer) => offer.braMiljoval).length,
    sourceText: dates.length === 1 ? sourceText(sources[areaList[0]!]) : `${ELPRISKOLLEN.name}, hämtat ${areaDatesText(sources, areaList)}`,
    title: `${supplier.name} – elavtal och priser ${month}`,
    h1: `${supplier.name} – elavtal och priser`,
    lead:
      own.length === 1
        ? `Det enda elavtalet från ${supplier.name} som Elpriskollen visade i ${month}, med vad det kostar vid olika förbrukning och var uppgifterna kommer ifrån.`
        : `Alla ${formatNumber(own.length)} elavtal från ${supplier.name} som Elpriskollen visade i ${month}, per elområde och avtalstyp, med vad de kostar vid olika förbrukning och var uppgifterna kommer ifrån.`,
    description: supplierDescription(supplier, own, areaList, month, cheapestSe),
  };
}

function supplierDescription(supplier: MarketSupplier, own: readonly MarketOffer[], areas: readonly PriceArea[], month: string, cheapest: CheapestAt): string {
  const price = `${formatOrePerKwh(cheapest.cost.jamforprisOre, 2)} i ${cheapest.offer.area}`;
  if (own.length === 1) {
    const [only] = own;
    return `Det enda elavtalet från ${supplier.name} på Elpriskollen i ${month} (${areas[0]}): ${OFFER_TYPE_LABELS[only!.type].toLocaleLowerCase('sv-SE')}, ${only!.product}. Jämförpris vid ${formatKwh(5000)} per år: ${price}.`;
  }
  const groups = TYPE_GROUPS.filter((group) => own.some((offer) => TYPE_GROUP_OF[offer.type] === group)).map((group) => TYPE_GROUP_ADJECTIVES[group]);
  return (
    `Alla ${formatNumber(own.length)} elavtal från ${supplier.name} på Elpriskollen i ${month} (${formatList(areas)}): ${formatList(groups)}. ` +
    `Lägst jämförpris vid ${formatKwh(5000)} per år: ${price}.`
  );
}
