import type { ContractType } from '@/lib/domain/contracts';
import type { PriceArea } from '@/lib/domain/price-area';

/**
 * What the /jamfor client island receives from the server page: plain, serialisable data with
 * everything that needs the validated catalogue (zod) already worked out on the server.
 */
export interface CompareOffer {
  id: string;
  supplier: string;
  name: string;
  contractType: ContractType;
  contractTypeLabel: string;
  greenEnergy: boolean;
  /** öre/kWh incl. VAT, one decimal (so price × kWh / 100 + fee is the card's cost). */
  pricePerKwh: number;
  /** kr per month incl. VAT. */
  monthlyFee: number;
  bindingLabel: string;
  /** The first two benefits (spec: the card shows two). */
  benefits: string[];
  /** The period the quoted price applies to (Konsumentverket; decisions.md "Consumer rules"). */
  pricePeriod: string;
  /** Outbound paid link, shown with 'Annons'. */
  affiliateLink?: string;
  /** Where 'Välj detta avtal' goes when there is no paid link: the supplier's own site. */
  website: string;
  /** The supplier's page on this site (/leverantor/{slug}), only when that page exists. */
  supplierPath?: string;
  /** Where the terms come from, shown on the card (decisions.md, "Contracts and cost"). */
  source: { url: string; name: string; dateLabel: string };
  /**
   * Set when the source gave the markup for another area than this card's: 'SE4'. The card then
   * says that the same markup is assumed here.
   */
  termsArea?: PriceArea;
}

export type OffersByArea = Readonly<Record<PriceArea, readonly CompareOffer[]>>;

/**
 * What /kalkylator needs of an offer to name the cheapest alternative: the same values /jamfor
 * ranks and prices (lib/compare/compare-offers.ts builds both from one source).
 */
export type CalculatorOffer = Pick<
  CompareOffer,
  'id' | 'supplier' | 'name' | 'contractType' | 'contractTypeLabel' | 'greenEnergy' | 'pricePerKwh' | 'monthlyFee' | 'pricePeriod'
>;

export interface CalculatorArea {
  /** The offers /jamfor lists by default ('Rörligt pris': variable and hourly), in catalogue order. */
  offers: readonly CalculatorOffer[];
  /** The month whose spot average prices them, e.g. 'mars 2026'. */
  spotMonthLabel: string;
  /** That month's average spot price, öre/kWh excl. VAT: the basis of spot-variable grid transfer fees. */
  spotOreExVat: number;
}

export type CalculatorAreas = Readonly<Record<PriceArea, CalculatorArea>>;

/** A live row from provider_prices, already validated and rounded for display. */
export interface LivePrice {
  pricePerKwh: number;
  monthlyFee: number;
}

export type LivePrices = Readonly<Record<string, LivePrice>>;
