import type { CalculatorAreas, CalculatorOffer, CompareOffer, OffersByArea } from '@/lib/compare/types';
import { checkedDateLabel, getOffersForArea, getSpotBasis, type AreaOffer } from '@/lib/content/offers';
import { hasProviderPage } from '@/lib/content/providers';
import { CONTRACT_TYPE_LABELS, pricePeriodLabel } from '@/lib/domain/contracts';
import { DEFAULT_CONTRACT_CHOICE, filterByContractChoice } from '@/lib/domain/contract-choice';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { providerPath } from '@/lib/providers/paths';

/**
 * Server side of /jamfor: the validated catalogue turned into the plain props of the client island,
 * for all four areas at once (the whole catalogue is small), so changing area or filter needs no request.
 */

function toCompareOffer(offer: AreaOffer): CompareOffer {
  // Only suppliers with a page of their own get a link (never a link to a page that does not exist).
  const supplierPath = hasProviderPage(offer.providerSlug) ? providerPath(offer.providerSlug) : undefined;
  return {
    id: offer.id,
    supplier: offer.supplier,
    name: offer.name,
    contractType: offer.contractType,
    contractTypeLabel: CONTRACT_TYPE_LABELS[offer.contractType],
    greenEnergy: offer.greenEnergy,
    pricePerKwh: offer.pricePerKwh,
    monthlyFee: offer.monthlyFee,
    bindingLabel: offer.bindingLabel,
    benefits: offer.benefits.slice(0, 2),
    pricePeriod: pricePeriodLabel(offer),
    ...(offer.affiliateLink ? { affiliateLink: offer.affiliateLink } : {}),
    website: offer.website,
    ...(supplierPath ? { supplierPath } : {}),
    source: { url: offer.source, name: offer.sourceName, dateLabel: checkedDateLabel(offer.checkedDate) },
    ...(offer.termsArea && offer.termsArea !== offer.area ? { termsArea: offer.termsArea } : {}),
  };
}

export function getCompareOffersByArea(): OffersByArea {
  return mapPriceAreas((area) => getOffersForArea(area).map(toCompareOffer));
}

/** The spot months behind the variable prices, e.g. ['mars 2026'] when all areas use the same. */
export function getSpotMonthLabels(): string[] {
  return [...new Set(PRICE_AREAS.map((area) => getSpotBasis(area).monthLabel))];
}

function toCalculatorOffer(offer: CompareOffer): CalculatorOffer {
  const { id, supplier, name, contractType, contractTypeLabel, greenEnergy, pricePerKwh, monthlyFee, pricePeriod } = offer;
  return { id, supplier, name, contractType, contractTypeLabel, greenEnergy, pricePerKwh, monthlyFee, pricePeriod };
}

/**
 * The calculator's candidates per area: exactly /jamfor's offers (getCompareOffersByArea) under
 * its default filter, cut down to what ranking and the result need, so the page stays light.
 * lib/domain/calculator.ts `cheapestAlternative` ranks them with /jamfor's own sort.
 */
export function getCalculatorAreas(): CalculatorAreas {
  const offersByArea = getCompareOffersByArea();
  return mapPriceAreas((area) => {
    const spot = getSpotBasis(area);
    return {
      offers: filterByContractChoice(offersByArea[area], DEFAULT_CONTRACT_CHOICE).map(toCalculatorOffer),
      spotMonthLabel: spot.monthLabel,
      spotOreExVat: spot.oreExVat,
    };
  });
}

/** Each area's spot price behind the variable offers, öre/kWh excl. VAT (for /jamfor's full bill). */
export function getSpotOreExVatByArea(): Readonly<Record<PriceArea, number>> {
  return mapPriceAreas((area) => getSpotBasis(area).oreExVat);
}
