import { OFFERS, OFFERS_DATA_DATE } from '@/content/offers';
import { getLatestFullMonthAverage } from '@/lib/content/spot-prices';
import { offerCatalogueSchema, offerPriceForArea, offersForArea, type Offer, type PricedOffer } from '@/lib/domain/contracts';
import { roundOre } from '@/lib/domain/cost';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatMonthYear } from '@/lib/format';

/**
 * Content boundary for contract offers: the catalogue of content/offers.ts, validated once, with
 * prices per price area. Variable and hourly prices rest on the area's latest full-month average
 * spot price, and every price says which month that was, so pages can state their basis.
 */

let catalogue: readonly Offer[] | undefined;

/** Every offer, validated; a malformed catalogue throws here and fails the build. */
export function getAllOffers(): readonly Offer[] {
  catalogue ??= Object.freeze(offerCatalogueSchema.parse(OFFERS));
  return catalogue;
}

/** 'YYYY-MM-DD' on which the catalogue's prices and terms were last checked. */
export function getOffersDataDate(): string {
  return OFFERS_DATA_DATE;
}

/** For 'Priser och villkor enligt leverantörernas uppgifter, november 2026'. */
export function getOffersDataMonthLabel(): string {
  return formatMonthYear(OFFERS_DATA_DATE);
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
  const { month, oreExVat } = getLatestFullMonthAverage(area);
  return { area, month, monthLabel: formatMonthYear(month), oreExVat };
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
    spotMonth: offer.contractType === 'fast' ? null : spot.month,
  }));
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
        const spot = offer.contractType === 'fast' ? null : getSpotBasis(area);
        const price = offerPriceForArea(offer, area, spot?.oreExVat ?? 0);
        return price === null ? [] : [{ area, pricePerKwh: roundOre(price), spotMonth: spot?.month ?? null }];
      }),
    }));
}
