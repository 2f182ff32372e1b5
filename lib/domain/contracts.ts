import { z } from 'zod';
import { withoutVat, withVat } from '@/lib/domain/constants';
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

/** Shown when the offer's source does not state a binding period: we never guess one. */
export const BINDING_UNKNOWN_LABEL = 'Framgår inte av källan';

export function bindingLabel(months: BindingMonths | null): string {
  return months === null ? BINDING_UNKNOWN_LABEL : BINDING_LABELS[months];
}

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const priceArea = z.enum(PRICE_AREAS);
/** 'YYYY-MM-DD', or 'YYYY-MM' when the source names only a month. */
const isoDateOrMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'YYYY-MM-DD or YYYY-MM');

/** Whether the figures are written including or excluding VAT, as the source writes them. */
const vatBasis = z.enum(['excl', 'incl']);

/**
 * The monthly or annual fee exactly as the source states it; the schema turns it into kr per month
 * incl. VAT, the unit of the cost model.
 */
const feeAsStatedSchema = z.object({
  kr: z.number().min(0).max(6000),
  per: z.enum(['month', 'year']),
  vat: vatBasis,
});
export type FeeAsStated = z.infer<typeof feeAsStatedSchema>;

const baseOfferSchema = z.object({
  id: slug,
  /** Matches /leverantor/{providerSlug} when the supplier has a page. */
  providerSlug: slug,
  /** The supplier's display name, e.g. 'Eksjö Energi'. */
  supplier: text,
  /** The offer's own name, e.g. 'Rörligt elpris'. */
  name: text,
  /** 'Miljöel' badge: only when the source says the electricity is renewable (fossil-free is not enough). */
  greenEnergy: z.boolean(),
  monthlyFee: feeAsStatedSchema,
  /** null when the source does not state it; the card then says so instead of guessing. */
  bindingMonths: z.literal(BINDING_MONTHS).nullable(),
  /** The areas the source supports; a supplier that sells nationwide serves all four (decisions.md). */
  priceAreas: z
    .array(priceArea)
    .min(1)
    .refine((areas) => new Set(areas).size === areas.length, 'price areas must be unique'),
  benefits: z.array(text).min(2),
  description: text,
  /** Outbound sign-up link that earns the site money; shown marked 'Annons'. */
  affiliateLink: httpsUrl.optional(),
  website: httpsUrl,
  /**
   * Where the terms come from (decisions.md, "Contracts and cost"): the page we read, the
   * supplier's price page or a page quoting Elpriskollen for it.
   */
  source: httpsUrl,
  /** The publisher of `source`, as the link text: 'Eksjö Energi', 'Kraftringen (Elpriskollen)'. */
  sourceName: text,
  /**
   * The date the source gives for these terms, the day they were published or the month they
   * were valid ('YYYY-MM-DD' or 'YYYY-MM'). It is not the day we read the page: the stored copies
   * we read carry no date of their own, so the source's own date is the honest one.
   */
  checkedDate: isoDateOrMonth,
  /** What was read on the page and how it became the figures above, so a reader can check it. */
  sourceNote: text,
  /**
   * The price area the source's figures were given for, when it names one and the offer serves
   * more: the card then says the markup is assumed to be the same elsewhere.
   */
  termsArea: priceArea.optional(),
});

/**
 * Spot-based contracts: the area's spot price plus everything the supplier adds per kWh, as the
 * source states it (fixed markup, variable costs such as balance and certificate costs, and any
 * weighting above the plain spot average). The electricity certificate is part of this markup
 * (decisions.md), never a separate figure.
 */
const spotPricingSchema = z.object({
  /** öre/kWh: one figure for every served area, or one per area. */
  markupOre: z.union([z.number().min(0).max(50), z.partialRecord(priceArea, z.number().min(0).max(50))]),
  vat: vatBasis,
});

/** Fixed contracts: one price per served area, öre/kWh, as the source states it. */
const fixedPricingSchema = z.object({
  oreByArea: z.partialRecord(priceArea, z.number().positive().max(500)),
  vat: vatBasis,
});

const offerUnionSchema = z.discriminatedUnion('contractType', [
  baseOfferSchema.extend({ contractType: z.enum(['rorligt', 'timpris']), pricing: spotPricingSchema }),
  baseOfferSchema.extend({ contractType: z.literal('fast'), pricing: fixedPricingSchema }),
]);

function exVat(ore: number, vat: 'excl' | 'incl'): number {
  return vat === 'incl' ? withoutVat(ore) : ore;
}

/** kr per month incl. VAT: the cost model's unit (decisions.md, "Contracts and cost"). */
export function monthlyFeeInclVat(fee: FeeAsStated): number {
  const perMonth = fee.per === 'year' ? fee.kr / 12 : fee.kr;
  return fee.vat === 'excl' ? withVat(perMonth) : perMonth;
}

export const offerSchema = offerUnionSchema
  .superRefine((offer, ctx) => {
    const served = [...offer.priceAreas].sort().join(',');
    const byArea = offer.contractType === 'fast' ? offer.pricing.oreByArea : offer.pricing.markupOre;
    if (typeof byArea === 'object') {
      const priced = Object.keys(byArea).sort().join(',');
      if (priced !== served) {
        ctx.addIssue({
          code: 'custom',
          path: ['pricing'],
          message: `prices per area (${priced}) must cover exactly the served areas (${served})`,
        });
      }
    }
    if (offer.contractType === 'fast' && !offer.bindingMonths) {
      ctx.addIssue({ code: 'custom', path: ['bindingMonths'], message: 'a fixed price needs a fixed period' });
    }
    if (offer.termsArea && !offer.priceAreas.includes(offer.termsArea)) {
      ctx.addIssue({ code: 'custom', path: ['termsArea'], message: 'termsArea must be one of the served areas' });
    }
  })
  .transform((offer) => {
    const { monthlyFee: feeAsStated, ...rest } = offer;
    const perArea = (value: number | Partial<Record<PriceArea, number>>, vat: 'excl' | 'incl') =>
      Object.fromEntries(
        offer.priceAreas.map((area) => [area, exVat(typeof value === 'number' ? value : (value[area] ?? NaN), vat)]),
      ) as Partial<Record<PriceArea, number>>;
    const pricing =
      rest.contractType === 'fast'
        ? { kind: 'fixed' as const, oreExVatByArea: perArea(rest.pricing.oreByArea, rest.pricing.vat) }
        : { kind: 'spot' as const, markupOreExVatByArea: perArea(rest.pricing.markupOre, rest.pricing.vat) };
    return {
      ...rest,
      pricing,
      feeAsStated,
      /** kr per month incl. VAT. */
      monthlyFee: monthlyFeeInclVat(feeAsStated),
      bindingLabel: bindingLabel(rest.bindingMonths),
    };
  });

export type Offer = z.infer<typeof offerSchema>;
/** What content/offers.ts writes; fees, VAT and `bindingLabel` are derived, never typed by hand. */
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

/**
 * What one kWh of electricity costs under this offer in `area`, öre incl. VAT. Energy tax and the
 * grid operator's fees are excluded: they are the same whichever supplier a household picks, and
 * the site says so next to every price.
 *
 * Spot-based offers use `spotOreExVat`, the area's latest complete month's average (the one price
 * basis of decisions.md): that is what a monthly variable contract bills, and a fair estimate for
 * an hourly contract whose real price depends on when the household uses electricity. Fixed
 * offers ignore it.
 *
 * Returns null when the offer does not serve the area.
 */
export function offerPriceForArea(offer: Offer, area: PriceArea, spotOreExVat: number): number | null {
  if (!offer.priceAreas.includes(area)) return null;
  if (offer.pricing.kind === 'fixed') {
    const price = offer.pricing.oreExVatByArea[area];
    return price === undefined ? null : withVat(price);
  }
  if (!Number.isFinite(spotOreExVat)) throw new RangeError(`Spot price must be a finite number: ${spotOreExVat}`);
  const markup = offer.pricing.markupOreExVatByArea[area];
  return markup === undefined ? null : withVat(spotOreExVat + markup);
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
