import { z } from 'zod';
import { VAT_RATE } from '@/lib/domain/constants';
import { roundOre } from '@/lib/domain/cost';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';

/**
 * Electricity contract offers and the price a household pays for the energy itself.
 * Rules: decisions.md "Contracts and cost" (types, green as a separate flag) and "Facts to use" (VAT).
 */

/** Green energy is a flag on any type, never a type of its own (decisions.md). */
export const CONTRACT_TYPES = ['rorligt', 'fast', 'timpris'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = {
  rorligt: 'Rörligt pris',
  fast: 'Fast pris',
  timpris: 'Timpris',
};

export const BINDING_MONTHS = [0, 12, 24, 36] as const;
export type BindingMonths = (typeof BINDING_MONTHS)[number];

const BINDING_LABELS: Readonly<Record<BindingMonths, string>> = {
  0: 'Ingen bindningstid',
  12: '12 månader',
  24: '24 månader',
  36: '36 månader',
};

export function bindingLabel(months: BindingMonths): string {
  return BINDING_LABELS[months];
}

/**
 * Elcertifikat cost that suppliers pass on when it is not included in the markup, öre/kWh ex VAT.
 * One figure for 2026 (the certificate price has been close to zero since the quota system was
 * wound down); fixed prices are quoted with it included.
 */
export const ELCERTIFIKAT_ORE_EX_VAT = 0.6;

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const priceArea = z.enum(PRICE_AREAS);

const baseOfferSchema = z.object({
  id: slug,
  /** Matches /leverantor/{providerSlug}. */
  providerSlug: slug,
  /** The supplier's display name, e.g. 'Göteborg Energi'. */
  supplier: text,
  /** The offer's own name, e.g. 'Rörligt elpris'. */
  name: text,
  greenEnergy: z.boolean(),
  /** kr per month including VAT, as suppliers quote it to households. */
  monthlyFee: z.number().min(0).max(500),
  bindingMonths: z.literal(BINDING_MONTHS),
  priceAreas: z
    .array(priceArea)
    .min(1)
    .refine((areas) => new Set(areas).size === areas.length, 'price areas must be unique'),
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().min(0),
  benefits: z.array(text).min(2),
  description: text,
  popular: z.boolean(),
  /** Outbound sign-up link that earns the site money; shown marked 'Annons'. */
  affiliateLink: httpsUrl.optional(),
  website: httpsUrl,
});

/** Spot-based contracts: the area's spot price plus the supplier's markup. */
const spotPricingSchema = z.object({
  /** Supplier markup (påslag), öre/kWh ex VAT. */
  markupOreExVat: z.number().min(0).max(50),
  elcertifikat: z.enum(['included', 'added']),
});

/** Fixed contracts: one price per served area, öre/kWh ex VAT, elcertifikat included. */
const fixedPricingSchema = z.object({
  oreExVatByArea: z.partialRecord(priceArea, z.number().positive().max(500)),
});

const offerUnionSchema = z.discriminatedUnion('contractType', [
  baseOfferSchema.extend({ contractType: z.enum(['rorligt', 'timpris']), pricing: spotPricingSchema }),
  baseOfferSchema.extend({ contractType: z.literal('fast'), pricing: fixedPricingSchema }),
]);

export const offerSchema = offerUnionSchema
  .superRefine((offer, ctx) => {
    if (offer.contractType !== 'fast') return;
    if (offer.bindingMonths === 0) {
      ctx.addIssue({ code: 'custom', path: ['bindingMonths'], message: 'a fixed price needs a fixed period' });
    }
    const priced = Object.keys(offer.pricing.oreExVatByArea).sort().join(',');
    const served = [...offer.priceAreas].sort().join(',');
    if (priced !== served) {
      ctx.addIssue({
        code: 'custom',
        path: ['pricing', 'oreExVatByArea'],
        message: `fixed prices (${priced}) must cover exactly the served areas (${served})`,
      });
    }
  })
  .transform((offer) => ({ ...offer, bindingLabel: bindingLabel(offer.bindingMonths) }));

export type Offer = z.infer<typeof offerSchema>;
/** What content/offers.ts writes; `bindingLabel` is derived, never typed by hand. */
export type OfferInput = z.input<typeof offerSchema>;

/** The whole catalogue: valid offers with unique ids. */
export const offerCatalogueSchema = z
  .array(offerSchema)
  .min(1)
  .superRefine((offers, ctx) => {
    const seen = new Set<string>();
    for (const [index, offer] of offers.entries()) {
      if (seen.has(offer.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate offer id ${offer.id}` });
      }
      seen.add(offer.id);
    }
  });

function withVat(oreExVat: number): number {
  return oreExVat * (1 + VAT_RATE);
}

/**
 * What one kWh of electricity costs under this offer in `area`, öre incl. VAT. Energy tax and the
 * grid operator's fees are excluded: they are the same whichever supplier a household picks, and
 * the site says so next to every price.
 *
 * Spot-based offers use `spotOreExVat`, the area's latest full-month average: that is what a
 * monthly variable contract bills, and a fair estimate for an hourly contract whose real price
 * depends on when the household uses electricity. Fixed offers ignore it.
 *
 * Returns null when the offer does not serve the area.
 */
export function offerPriceForArea(offer: Offer, area: PriceArea, spotOreExVat: number): number | null {
  if (!offer.priceAreas.includes(area)) return null;
  if (offer.contractType === 'fast') {
    const price = offer.pricing.oreExVatByArea[area];
    return price === undefined ? null : withVat(price);
  }
  if (!Number.isFinite(spotOreExVat)) throw new RangeError(`Spot price must be a finite number: ${spotOreExVat}`);
  const certificate = offer.pricing.elcertifikat === 'added' ? ELCERTIFIKAT_ORE_EX_VAT : 0;
  return withVat(spotOreExVat + offer.pricing.markupOreExVat + certificate);
}

export type PricedOffer<T extends Offer = Offer> = T & {
  area: PriceArea;
  /**
   * öre/kWh incl. VAT, rounded to the one decimal a card shows, so that the card's price times the
   * consumption gives the card's cost.
   */
  pricePerKwh: number;
};

/** The offers that serve `area`, in catalogue order, each with its price there. */
export function offersForArea<T extends Offer>(
  offers: readonly T[],
  area: PriceArea,
  spotOreExVat: number,
): PricedOffer<T>[] {
  const priced: PricedOffer<T>[] = [];
  for (const offer of offers) {
    const price = offerPriceForArea(offer, area, spotOreExVat);
    if (price !== null) priced.push({ ...offer, area, pricePerKwh: roundOre(price) });
  }
  return priced;
}

/**
 * The period the quoted price applies to, which Konsumentverket's rules ask a comparison to state
 * (decisions.md, "Consumer rules and transparency").
 */
export function pricePeriodLabel(offer: Pick<Offer, 'contractType' | 'bindingMonths'>): string {
  switch (offer.contractType) {
    case 'fast':
      return `Fast pris i ${offer.bindingMonths} månader`;
    case 'rorligt':
      return 'Nytt pris varje månad efter månadens snittspotpris';
    case 'timpris':
      return 'Priset följer spotpriset under dygnet';
  }
}
