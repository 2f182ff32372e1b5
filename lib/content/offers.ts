import { OFFERS } from '@/content/offers';
import { lazyContent } from '@/lib/content/load';
import { getFullMonthAverage, getSpotDataDates } from '@/lib/content/spot-prices';
import { offerCatalogueSchema, offerPriceForArea, offersForArea, type Offer, type PricedOffer } from '@/lib/domain/contracts';
import { roundOre } from '@/lib/domain/cost';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear } from '@/lib/format';

/**
 * Content boundary for contract offers: the catalogue of content/offers.ts, validated once, with
 * prices per price area. Variable and hourly prices rest on the area's spot average of the latest
 * complete month in the bundled data (one month for every area, named on the page); fixed prices
 * are the offer's own. Every offer carries its source and the date that source gives.
 */

const catalogue = lazyContent('content/offers.ts', offerCatalogueSchema, () => OFFERS);

/** Every offer, validated; a malformed catalogue throws here and fails the build. */
export function getAllOffers(): readonly Offer[] {
  return catalogue();
}

/**
 * The source's date in words: '28 maj 2024', or 'januari 2025' when the source names a month.
 * Pages print it next to each offer ('Villkor enligt …, 28 maj 2024').
 */
export function checkedDateLabel(checkedDate: string): string {
  return checkedDate.length === 7 ? formatMonthYear(checkedDate) : formatDate(checkedDate);
}

export interface SpotBasis {
  area: PriceArea;
  /** 'YYYY-MM' of the average used. */
  month: string;
  /** The same month in Swedish, for 'Rörliga priser beräknade på snittspotpriset i mars 2026'. */
  monthLabel: string;
  /** The month's average spot price, öre/kWh excl. VAT. */
  oreExVat: number;
}

/** The spot price variable and hourly offers in `area` are priced on. */
export function getSpotBasis(area: PriceArea): SpotBasis {
  const { month, oreExVat } = getFullMonthAverage(area);
  return { area, month, monthLabel: getSpotDataDates().latestFullMonthLabel, oreExVat };
}

export type AreaOffer = PricedOffer & {
  /** 'YYYY-MM' of the spot average behind `pricePerKwh`; null for fixed prices. */
  spotMonth: string | null;
};

/**
 * The offers that serve `area`, in catalogue order, with `pricePerKwh` in öre/kWh incl. VAT
 * (energy tax and grid fees excluded). Rank them with `sortOffersByCost` for the chosen consumption.
 */
export function getOffersForArea(area: PriceArea): AreaOffer[] {
  const spot = getSpotBasis(area);
  return offersForArea(getAllOffers(), area, spot.oreExVat).map((offer) => ({
    ...offer,
    spotMonth: offer.pricing.kind === 'fixed' ? null : spot.month,
  }));
}

/**
 * Whether the catalogue has a fixed-price offer in `area`, or in any area when none is given. Pages
 * that would link to /jamfor?type=fast ask first, so nobody is sent to an empty list unwarned.
 */
export function hasFixedOffers(area?: PriceArea): boolean {
  return getAllOffers().some(
    (offer) => offer.contractType === 'fast' && (area === undefined || offer.priceAreas.includes(area)),
  );
}

/** Distinct suppliers in the catalogue (the home page's count), in catalogue order. */
export function getCatalogueSuppliers(): string[] {
  return [...new Set(getAllOffers().map((offer) => offer.supplier))];
}

export interface AreaPrice {
  area: PriceArea;
  /** öre/kWh incl. VAT, one decimal. */
  pricePerKwh: number;
  spotMonth: string | null;
}

export type ProviderOffer = Offer & {
  /** One price per served area, north to south. */
  prices: AreaPrice[];
};

/** A provider page's offers, each with its price in every area it serves. */
export function getOffersByProvider(providerSlug: string): ProviderOffer[] {
  return getAllOffers()
    .filter((offer) => offer.providerSlug === providerSlug)
    .map((offer) => ({
      ...offer,
      prices: PRICE_AREAS.flatMap((area): AreaPrice[] => {
        if (!offer.priceAreas.includes(area)) return [];
        const spot = offer.pricing.kind === 'fixed' ? null : getSpotBasis(area);
        const price = offerPriceForArea(offer, area, spot?.oreExVat ?? 0);
        return price === null ? [] : [{ area, pricePerKwh: roundOre(price), spotMonth: spot?.month ?? null }];
      }),
    }));
}
