import { withVat } from '@/lib/domain/constants';
import { JAMFORPRIS_CONSUMPTIONS, roundKr, roundOreCents, type JamforprisConsumption } from '@/lib/domain/cost-arithmetic';
import { spotShare, type MarketOffer } from '@/lib/market/offer';

/**
 * The cost model: what an offer of the market catalogue costs a household, per year, per month
 * and as jämförpris. A new caller pricing an offer uses this module; lib/domain/cost-arithmetic.ts
 * is the arithmetic beneath it for a bare price and fee. Rules: docs/rules/cost-model.md.
 *
 *   yearly cost incl. VAT = 1,25 × (fixed fee kr/year + energy price öre/kWh × kWh / 100)
 *   fixed fee kr/year     = Elpriskollen's fixed element × 20 (it is spread over 2 000 kWh)
 *   energy price          = fixed price + assumed spot + påslag + rörliga kostnader (excl. VAT)
 *   jämförpris            = yearly cost / kWh (öre/kWh), monthly cost = yearly / 12
 *
 * At 2 000 kWh the jämförpris is Elpriskollen's own `total_ore_kwh` (tests/unit/market/cost-source.test.ts
 * checks every row of the raw files). Consumption is kWh per year; invalid input is a programming
 * error and throws a RangeError (a UI value goes through lib/market/url-state.ts first).
 */

/** The consumption Elpriskollen's figures are given for, kWh per year. */
export const SOURCE_ANNUAL_KWH = 2000;

/** The fields of an offer the cost depends on. */
export type CostParts = Pick<MarketOffer, 'feeElementOre' | 'fixedPriceOre' | 'spotOre' | 'markupOre' | 'variableCostsOre'>;

function assertConsumption(annualKwh: number, allowZero: boolean): void {
  if (!Number.isFinite(annualKwh) || annualKwh < 0 || (!allowZero && annualKwh === 0)) {
    throw new RangeError(`Consumption must be a finite number of kWh ${allowZero ? '≥ 0' : '> 0'}, got ${annualKwh}`);
  }
}

/** The fixed fee, kr per year excluding VAT: the source's element (öre/kWh over 2 000 kWh) × 20. */
export function feeKrPerYear(offer: Pick<CostParts, 'feeElementOre'>): number {
  return (offer.feeElementOre * SOURCE_ANNUAL_KWH) / 100;
}

/** The energy price, öre/kWh excluding VAT: fixed price + assumed spot + påslag + rörliga kostnader. */
export function energyOrePerKwh(offer: Omit<CostParts, 'feeElementOre'>): number {
  return offer.fixedPriceOre + offer.spotOre + offer.markupOre + offer.variableCostsOre;
}

/**
 * What a stretch of consumption costs, incl. VAT: the fixed fee for `feeYears` years plus every
 * kWh at the energy price, with the offer's spot part (`spotOre`, already its share: all, half or
 * none) being the spot price the consumption actually met. The one formula behind every cost here:
 * the yearly cost is this at the assumed spot for one year; the other bases (last year's monthly
 * spot, a meter file's intervals) only change which spot part and how long a fee.
 */
export function supplyCostKr(offer: CostParts, use: { kwh: number; spotOre: number; feeYears: number }): number {
  assertConsumption(use.kwh, true);
  if (!Number.isFinite(use.spotOre) || !(use.feeYears >= 0)) throw new RangeError(`Invalid spot part ${use.spotOre} or fee years ${use.feeYears}`);
  return withVat(feeKrPerYear(offer) * use.feeYears + (energyOrePerKwh({ ...offer, spotOre: use.spotOre }) * use.kwh) / 100);
}

/** kr per year including VAT at `annualKwh` (excl. energy tax and grid fees). */
export function yearlyCostKr(offer: CostParts, annualKwh: number): number {
  return supplyCostKr(offer, { kwh: annualKwh, spotOre: offer.spotOre, feeYears: 1 });
}

/**
 * The offer's parts on another spot basis: its spot part becomes its share (all for the variable
 * types, half for mixat, none for a fixed price) of `spotOre`, öre/kWh excl. VAT.
 */
export function withSpotBasis<T extends CostParts & Pick<MarketOffer, 'type'>>(offer: T, spotOre: number): T {
  return { ...offer, spotOre: spotShare(offer.type) * spotOre };
}

/** kr per month including VAT: the yearly cost / 12. */
export function monthlyCostKr(offer: CostParts, annualKwh: number): number {
  return yearlyCostKr(offer, annualKwh) / 12;
}

/** Jämförpris, öre/kWh including VAT and the fee: yearly cost / kWh. */
export function jamforprisOre(offer: CostParts, annualKwh: number): number {
  assertConsumption(annualKwh, false);
  return (yearlyCostKr(offer, annualKwh) * 100) / annualKwh;
}

/** The energy price a card shows, öre/kWh including VAT. */
export function pricePerKwhInclVat(offer: Omit<CostParts, 'feeElementOre'>): number {
  return withVat(energyOrePerKwh(offer));
}

/** The fee a card shows, kr per month including VAT (Tibber's 23,52 öre element → 49,00 kr/mån). */
export function feeKrPerMonthInclVat(offer: Pick<CostParts, 'feeElementOre'>): number {
  return withVat(feeKrPerYear(offer)) / 12;
}

export interface OfferCost {
  /** Whole kronor per year incl. VAT. */
  yearlyKr: number;
  /** Whole kronor per month: the unrounded yearly cost / 12, then rounded. */
  monthlyKr: number;
  /** öre/kWh incl. VAT and the fee, two decimals like Elpriskollen's. */
  jamforprisOre: number;
}

/** What a card shows at the chosen consumption, rounded as displayed. */
export function offerCost(offer: CostParts, annualKwh: number): OfferCost {
  const yearly = yearlyCostKr(offer, annualKwh);
  return {
    yearlyKr: roundKr(yearly),
    monthlyKr: roundKr(yearly / 12),
    jamforprisOre: roundOreCents(jamforprisOre(offer, annualKwh)),
  };
}

export interface JamforprisAt {
  annualKwh: JamforprisConsumption;
  /** öre/kWh, two decimals. */
  ore: number;
}

/** The three jämförpriser every offer shows (2 000, 5 000 and 20 000 kWh; docs/rules/cost-model.md). */
export function jamforprisTable(offer: CostParts): JamforprisAt[] {
  return JAMFORPRIS_CONSUMPTIONS.map((annualKwh) => ({ annualKwh, ore: roundOreCents(jamforprisOre(offer, annualKwh)) }));
}

/**
 * The offer in the units of the full bill (lib/grid/full-bill.ts `SupplyPrices`): price per kWh
 * and fee per month, both incl. VAT. Its yearly supply cost, price × kWh / 100 + 12 × fee, is
 * yearlyCostKr exactly.
 */
export function supplyPrices(offer: CostParts): { pricePerKwhOre: number; monthlyFeeKr: number } {
  return { pricePerKwhOre: pricePerKwhInclVat(offer), monthlyFeeKr: feeKrPerMonthInclVat(offer) };
}
