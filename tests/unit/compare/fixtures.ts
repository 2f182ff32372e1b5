import type { CompareOffer, OffersByArea } from '@/lib/compare/types';

/** Small hand-made catalogue: easy to check by hand, with one area where nothing is fixed-price. */
export function offer(overrides: Partial<CompareOffer> & Pick<CompareOffer, 'id'>): CompareOffer {
  return {
    supplier: 'Leverantör',
    name: overrides.id,
    contractType: 'rorligt',
    contractTypeLabel: 'Rörligt pris',
    greenEnergy: false,
    pricePerKwh: 100,
    monthlyFee: 0,
    bindingLabel: 'Ingen bindningstid',
    benefits: ['Fördel ett', 'Fördel två'],
    pricePeriod: 'Nytt pris varje månad efter månadens snittspotpris',
    website: 'https://example.se',
    source: { url: 'https://example.se/priser', name: 'Leverantören', dateLabel: '1 februari 2025' },
    ...overrides,
  };
}

const se3: CompareOffer[] = [
  offer({ id: 'dyr-rorlig', supplier: 'Alfa', pricePerKwh: 90, monthlyFee: 60, affiliateLink: 'https://alfa.example.se/?a=1' }),
  offer({ id: 'billig-rorlig', supplier: 'Beta', pricePerKwh: 80, monthlyFee: 49 }),
  offer({ id: 'timpris', supplier: 'Gamma', contractType: 'timpris', contractTypeLabel: 'Timpris', pricePerKwh: 85, monthlyFee: 0, greenEnergy: true }),
  offer({
    id: 'fast',
    supplier: 'Delta',
    contractType: 'fast',
    contractTypeLabel: 'Fast pris',
    pricePerKwh: 110,
    monthlyFee: 39,
    greenEnergy: true,
    bindingLabel: '12 månader',
    pricePeriod: 'Fast pris i 12 månader',
  }),
];

export const OFFERS_BY_AREA: OffersByArea = {
  SE1: [offer({ id: 'norr', supplier: 'Norr', pricePerKwh: 40, monthlyFee: 30 })],
  SE2: [offer({ id: 'mitt', supplier: 'Mitt', pricePerKwh: 45, monthlyFee: 30 })],
  SE3: se3,
  SE4: se3.map((o) => ({ ...o, pricePerKwh: o.pricePerKwh + 20 })),
};
