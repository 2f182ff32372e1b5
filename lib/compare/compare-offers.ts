import type { CompareOffer, OffersByArea } from '@/lib/compare/types';
import { checkedDateLabel, getOffersForArea, type AreaOffer } from '@/lib/content/offers';
import { CONTRACT_TYPE_LABELS, pricePeriodLabel } from '@/lib/domain/contracts';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';

/**
 * Server side of /jamfor: the validated catalogue turned into the plain props of the client island,
 * for all four areas at once (the whole catalogue is small), so changing area or filter needs no request.
 */

function toCompareOffer(offer: AreaOffer): CompareOffer {
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
    source: { url: offer.source, name: offer.sourceName, dateLabel: checkedDateLabel(offer.checkedDate) },
    ...(offer.termsArea && offer.termsArea !== offer.area ? { termsArea: offer.termsArea } : {}),
  };
}

export function getCompareOffersByArea(): OffersByArea {
  const byArea = {} as Record<PriceArea, CompareOffer[]>;
  for (const area of PRICE_AREAS) byArea[area] = getOffersForArea(area).map(toCompareOffer);
  return byArea;
}
