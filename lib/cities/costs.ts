import { CONTRACT_TYPE_LABELS, type ContractType } from '@/lib/domain/contracts';
import {
  JAMFORPRIS_CONSUMPTIONS,
  annualCost,
  jamforprisAtAnnualConsumption,
  roundKr,
  roundOre,
  sortOffersByCost,
  type JamforprisConsumption,
  type RankableOffer,
} from '@/lib/domain/cost';

/**
 * "What electricity costs here" on a city page (issue 10): for each of Konsumentverket's three
 * consumptions, the cheapest offers serving the area through the one cost model (lib/domain/cost),
 * with the municipality's energy tax and VAT added. The grid fee is not included and the page
 * says so. Replaces the spec's invented `round(usage × 1.2 / 12)`.
 */

/** What each consumption stands for in comparison-price rules (Elpriskollen's three households). */
export const CONSUMPTION_LABELS: Readonly<Record<JamforprisConsumption, string>> = {
  2000: 'Lägenhet',
  5000: 'Hus utan elvärme',
  20000: 'Hus med elvärme',
};

export const CHEAPEST_COUNT = 3;

export interface CostableOffer extends RankableOffer {
  id: string;
  providerSlug: string;
  supplier: string;
  contractType: ContractType;
  /** 'YYYY-MM' of the spot average behind the price; null for fixed prices. */
  spotMonth: string | null;
}

export interface CityCostOffer {
  id: string;
  providerSlug: string;
  supplier: string;
  name: string;
  contractType: ContractType;
  contractTypeLabel: string;
  /** öre/kWh incl. VAT and the monthly fee, excl. energy tax, one decimal. */
  jamforpris: number;
  /** jämförpris + energy tax incl. VAT, öre/kWh, one decimal. */
  totalOrePerKwh: number;
  /** kr per year for the electricity itself incl. monthly fees and VAT, whole kronor. */
  supplyKr: number;
  /** kr per year of energy tax incl. VAT, whole kronor. */
  taxKr: number;
  /** supplyKr + taxKr, so the row adds up as shown. */
  totalKr: number;
}

export interface CityCostLevel {
  annualKwh: JamforprisConsumption;
  label: string;
  offers: CityCostOffer[];
}

/**
 * The cheapest `count` offers at each consumption, ranked by sortOffersByCost (the /jamfor order),
 * with `energyTaxOreInclVat` (öre/kWh incl. VAT) added per kWh.
 */
export function cityCostLevels(
  offers: readonly CostableOffer[],
  energyTaxOreInclVat: number,
  count = CHEAPEST_COUNT,
): CityCostLevel[] {
  return JAMFORPRIS_CONSUMPTIONS.map((annualKwh) => ({
    annualKwh,
    label: CONSUMPTION_LABELS[annualKwh],
    offers: sortOffersByCost(offers, annualKwh / 12)
      .slice(0, count)
      .map((offer): CityCostOffer => {
        const jamforpris = jamforprisAtAnnualConsumption(offer.pricePerKwh, offer.monthlyFee, annualKwh);
        const supplyKr = roundKr(annualCost(offer.pricePerKwh, annualKwh / 12, offer.monthlyFee));
        const taxKr = roundKr((annualKwh * energyTaxOreInclVat) / 100);
        return {
          id: offer.id,
          providerSlug: offer.providerSlug,
          supplier: offer.supplier,
          name: offer.name,
          contractType: offer.contractType,
          contractTypeLabel: CONTRACT_TYPE_LABELS[offer.contractType],
          jamforpris: roundOre(jamforpris),
          totalOrePerKwh: roundOre(jamforpris + energyTaxOreInclVat),
          supplyKr,
          taxKr,
          totalKr: supplyKr + taxKr,
        };
      }),
  }));
}
