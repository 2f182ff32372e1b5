import { getAreaOffers, getAreaSource } from '@/lib/content/market';
import { JAMFORPRIS_CONSUMPTIONS, roundKr, roundOre, type JamforprisConsumption } from '@/lib/domain/cost-arithmetic';
import { energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import type { PriceArea } from '@/lib/domain/price-area';
import { priceBasisText, sourceText, spotBasisText } from '@/lib/market/basis';
import { NO_FILTERS, cheapestOffer, indexMarket } from '@/lib/market/compare';
import { HOUSEHOLDS } from '@/lib/market/consumption';
import { jamforprisOre } from '@/lib/market/cost';
import { OFFER_TYPE_LABELS, TYPE_GROUPS, TYPE_GROUP_ADJECTIVES, TYPE_GROUP_OF, type AreaSource, type MarketOffer, type TypeGroup } from '@/lib/market/offer';

/**
 * "What electricity costs here" on a city page (from the market catalogue,
 * docs/rules/compare.md): for each of the three household consumptions, the cheapest offer of each type group
 * (rörligt, fast, mixat) that Elpriskollen listed for the city's price area, through the one cost
 * model (lib/market/cost.ts), with the municipality's energy tax added. One offer per group rather
 * than the three cheapest overall: a variable price rests on Elpriskollen's assumed spot price of
 * one day and a fixed one on a price for months or years, so the page shows the best of each and
 * names the basis instead of ranking the two kinds against each other. The grid fee is not included
 * and the page says so.
 */

/** What each consumption stands for: Ei's household types, as the rest of the site names them. */
export const CONSUMPTION_LABELS: Readonly<Record<JamforprisConsumption, string>> = {
  2000: HOUSEHOLDS[0]!.label,
  5000: HOUSEHOLDS[1]!.label,
  20000: HOUSEHOLDS[2]!.label,
};

export interface CityCostOffer {
  id: string;
  supplierSlug: string;
  supplier: string;
  product: string;
  group: TypeGroup;
  /** 'Billigaste rörliga', for the row. */
  groupLabel: string;
  /** 'Kvartspris', 'Fast pris 1 år' … */
  typeLabel: string;
  /** öre/kWh incl. VAT and the fixed fee, excl. energy tax, two decimals (Elpriskollen's precision). */
  jamforpris: number;
  /** jämförpris + energy tax incl. VAT, öre/kWh, one decimal. */
  totalOrePerKwh: number;
  /** kr per year for the electricity itself incl. the fixed fee and VAT, whole kronor. */
  supplyKr: number;
  /** kr per year of energy tax incl. VAT, whole kronor. */
  taxKr: number;
  /** supplyKr + taxKr, so the row adds up as shown. */
  totalKr: number;
}

export interface CityCostLevel {
  annualKwh: JamforprisConsumption;
  label: string;
  /** The cheapest offer of each type group the area has, cheapest first. */
  offers: CityCostOffer[];
}

/**
 * At each consumption, the cheapest offer of each type group (yearly cost, ties by name, as on
 * /jamfor), with `energyTaxOreInclVat` (öre/kWh incl. VAT) added per kWh; cheapest first.
 */
export function cityCostLevels(offers: readonly MarketOffer[], energyTaxOreInclVat: number): CityCostLevel[] {
  const index = indexMarket(offers);
  return JAMFORPRIS_CONSUMPTIONS.map((annualKwh) => ({
    annualKwh,
    label: CONSUMPTION_LABELS[annualKwh],
    offers: TYPE_GROUPS.flatMap((group): CityCostOffer[] => {
      const ranked = cheapestOffer(index, annualKwh, { ...NO_FILTERS, group });
      if (!ranked) return [];
      const { offer, cost } = ranked;
      const taxKr = roundKr((annualKwh * energyTaxOreInclVat) / 100);
      return [
        {
          id: offer.id,
          supplierSlug: offer.supplierSlug,
          supplier: offer.supplierName,
          product: offer.product,
          group,
          groupLabel: `Billigaste ${TYPE_GROUP_ADJECTIVES[group]}`,
          typeLabel: OFFER_TYPE_LABELS[offer.type],
          jamforpris: cost.jamforprisOre,
          totalOrePerKwh: roundOre(jamforprisOre(offer, annualKwh) + energyTaxOreInclVat),
          supplyKr: cost.yearlyKr,
          taxKr,
          totalKr: cost.yearlyKr + taxKr,
        },
      ];
    }).sort((a, b) => a.totalKr - b.totalKr),
  }));
}

export interface CityCosts {
  levels: CityCostLevel[];
  energyTax: EnergyTaxRate;
  fullEnergyTax: EnergyTaxRate;
  /** The area's scrape: date, postcode and assumed spot price. */
  source: AreaSource;
  /** 'Elpriskollen (Energimarknadsinspektionen), hämtat 25 juli 2026'. */
  sourceText: string;
  /** The area's price basis, for the notes under the tables. */
  basisText: string;
  /** Its first sentence, for the FAQ answer. */
  spotBasisText: string;
  /** How many offers the cheapest were picked from. */
  offerCount: number;
}

/** The cost block of a city page: the cheapest offers of its area with its own energy tax. */
export function getCityCosts(city: { code: string; priceArea: PriceArea }): CityCosts {
  const offers = getAreaOffers(city.priceArea);
  const source = getAreaSource(city.priceArea);
  const energyTax = energyTaxRate(city.code);
  return {
    levels: cityCostLevels(offers, energyTax.oreInclVat),
    energyTax,
    fullEnergyTax: energyTaxRate(),
    source,
    sourceText: sourceText(source),
    basisText: priceBasisText(source),
    spotBasisText: spotBasisText(source),
    offerCount: offers.length,
  };
}

/** Whether the area has a fixed-price offer, so a city page links to /jamfor?type=fast only then. */
export function areaHasFixedOffers(area: PriceArea): boolean {
  return getAreaOffers(area).some((offer) => TYPE_GROUP_OF[offer.type] === 'fast');
}
