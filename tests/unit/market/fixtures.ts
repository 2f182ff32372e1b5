import { marketCoverage } from '@/lib/market/coverage';
import type { PriceArea } from '@/lib/domain/price-area';
import type { MarketSupplier } from '@/lib/market/catalogue';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import type { AreaSource, MarketOffer, OfferType, Origin } from '@/lib/market/offer';
import { SCB_CONTRACTS, SCB_HOUSEHOLD_KWH, type ScbAverages } from '@/lib/market/scb';

/**
 * Small hand-made offers for the market modules' tests. Figures are Elpriskollen's July 2026
 * rows where a row is named (so the expected values can be checked against the source), and
 * round numbers otherwise.
 */

export const SOURCES: Readonly<Record<PriceArea, AreaSource>> = {
  SE1: { area: 'SE1', date: '2026-07-26', postalCode: '97231', spotOre: 44.84 },
  SE2: { area: 'SE2', date: '2026-07-19', postalCode: '85229', spotOre: 43.66 },
  SE3: { area: 'SE3', date: '2026-07-25', postalCode: '74176', spotOre: 77.98 },
  SE4: { area: 'SE4', date: '2026-07-12', postalCode: '21109', spotOre: 103.72 },
};

const SHARE: Record<OfferType, number> = {
  kvartspris: 1,
  timpris: 1,
  rorligt: 1,
  mixat: 0.5,
  'fast-6-man': 0,
  'fast-1-ar': 0,
  'fast-2-ar': 0,
  'fast-3-ar': 0,
  'fast-4-ar': 0,
  'fast-5-ar': 0,
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function offer(
  fields: Partial<MarketOffer> & { supplierSlug: string; supplierName: string; product: string; type: OfferType; area?: PriceArea },
): MarketOffer {
  const area = fields.area ?? 'SE3';
  return {
    id: `${area.toLowerCase()}-${fields.supplierSlug}-${slug(fields.product)}-${fields.type}`,
    area,
    feeElementOre: 0,
    fixedPriceOre: 0,
    spotOre: SOURCES[area].spotOre * SHARE[fields.type],
    markupOre: 0,
    variableCostsOre: 0,
    origins: ['vatten'] as Origin[],
    braMiljoval: false,
    ...fields,
  };
}

/** scraped_data_se3_2026-07-25.csv: 'Kvartsprisavtal löpande SE3', Tibber AB, jämförpris 138.47. */
export const TIBBER_SE3 = offer({
  supplierSlug: 'tibber',
  supplierName: 'Tibber',
  product: 'Kvartsprisavtal löpande SE3',
  type: 'kvartspris',
  feeElementOre: 23.52,
  markupOre: 6,
  variableCostsOre: 3.28,
  origins: ['sol', 'vind', 'vatten', 'karnkraft'],
});

/** Same file: Göteborg Energi 'Fast elpris 1 år, fossilfri el för elområde 3', jämförpris 170.13. */
export const GOTEBORG_FIXED_SE3 = offer({
  supplierSlug: 'goteborg-energi',
  supplierName: 'Göteborg Energi',
  product: 'Fast elpris 1 år, fossilfri el för elområde 3',
  type: 'fast-1-ar',
  feeElementOre: 21.6,
  fixedPriceOre: 114.5,
  origins: ['karnkraft'],
});

/** Same file: Värnamo Energi 'Mixavtal 1 år Förnybart' (mixat), jämförpris 132.69. */
export const VARNAMO_MIXED_SE3 = offer({
  supplierSlug: 'varnamo-energi',
  supplierName: 'Värnamo Energi',
  product: 'Mixavtal 1 år Förnybart',
  type: 'mixat',
  feeElementOre: 19.2,
  fixedPriceOre: 43,
  markupOre: 1.35,
  variableCostsOre: 3.62,
  origins: ['sol', 'vind', 'vatten', 'biobransle'],
});

/** A small SE3 market: cheap with a high fee, dear with none, and ties. */
export const MARKET: readonly MarketOffer[] = [
  TIBBER_SE3,
  GOTEBORG_FIXED_SE3,
  VARNAMO_MIXED_SE3,
  offer({ supplierSlug: 'alfa', supplierName: 'Alfa Energi', product: 'Rörligt', type: 'rorligt', feeElementOre: 30, markupOre: 1 }),
  offer({
    supplierSlug: 'beta',
    supplierName: 'Beta El',
    product: 'Timpris',
    type: 'timpris',
    feeElementOre: 0,
    markupOre: 5,
    braMiljoval: true,
    origins: ['vind'],
  }),
  offer({ supplierSlug: 'beta', supplierName: 'Beta El', product: 'Fast 3 år', type: 'fast-3-ar', feeElementOre: 10, fixedPriceOre: 80, origins: ['fossilt'] }),
  // Same cost as Beta's timpris at every consumption: a tie broken by name ('Åre' sorts after 'Beta').
  offer({ supplierSlug: 'are', supplierName: 'Åre Kraft', product: 'Timpris', type: 'timpris', feeElementOre: 0, markupOre: 5, origins: [] }),
  offer({
    supplierSlug: 'alfa',
    supplierName: 'Alfa Energi',
    product: 'Fast 6 mån',
    type: 'fast-6-man',
    feeElementOre: 30,
    fixedPriceOre: 90,
    origins: ['sol', 'karnkraft'],
  }),
];

export const SUPPLIERS: readonly MarketSupplier[] = [
  { slug: 'tibber', name: 'Tibber', legalName: 'Tibber AB' },
  { slug: 'goteborg-energi', name: 'Göteborg Energi', legalName: 'Göteborg Energi AB' },
  { slug: 'varnamo-energi', name: 'Värnamo Energi', legalName: 'Värnamo Energi AB' },
  { slug: 'alfa', name: 'Alfa Energi', legalName: 'Alfa Energiförsäljning AB' },
  { slug: 'beta', name: 'Beta El', legalName: 'Betula Kraft AB' },
  { slug: 'are', name: 'Åre Kraft', legalName: 'Åre Kraft AB' },
];

const SCB_MONTHS = ['2025-08', '2025-09', '2026-08'];

/** SCB's averages, three months: SE3's variable 20 000 kWh row as printed, the rest 90 + type + month. */
export const SCB_FIXTURE: ScbAverages = {
  source: {
    name: 'SCB och Energimyndigheten, SSDManadElhandelpris',
    title: 'Elhandelspriser på elenergi för nytecknade avtal',
    published: '2026-09-23',
    unit: 'öre/kWh exkl. moms och energiskatt, inklusive leverantörernas fasta avgifter',
    url: 'https://www.statistikdatabasen.scb.se/goto/sv/ssd/SSDManadElhandelpris',
  },
  months: SCB_MONTHS,
  series: SCB_CONTRACTS.flatMap((contract, c) =>
    PRICE_AREAS.flatMap((area) =>
      SCB_HOUSEHOLD_KWH.map((annualKwh) => ({
        contract,
        area,
        annualKwh,
        values: contract === 'rorligt' && area === 'SE3' && annualKwh === 20000 ? [70.5, 72, 81] : SCB_MONTHS.map((_, m) => 90 + c + m),
      })),
    ),
  ),
};

/** What the fixture's areas hold and lack, as /jamfor states it above the list. */
export const COVERAGE = marketCoverage(MARKET, SUPPLIERS, SOURCES);

/** Line 2: Eksjö Energi, 'Rörligt kvartspris elområde 3': element 7,50, påslag 2,90, rörliga 4,20. */
export const EKSJO_SE3 = offer({
  supplierSlug: 'eksjo-energi',
  supplierName: 'Eksjö Energi',
  product: 'Rörligt kvartspris elområde 3',
  type: 'kvartspris',
  feeElementOre: 7.5,
  markupOre: 2.9,
  variableCostsOre: 4.2,
});

/** Line 307: 'Mix 50/50 1 år, fossilfri el för elområde 3', Göteborg Energi: element 21,60, fast 57,25, spot 38,99, påslag 3,45, rörliga 2,56. */
export const GOTEBORG_MIX_SE3 = offer({
  supplierSlug: 'goteborg-energi',
  supplierName: 'Göteborg Energi',
  product: 'Mix 50/50 1 år, fossilfri el för elområde 3',
  type: 'mixat',
  feeElementOre: 21.6,
  fixedPriceOre: 57.25,
  markupOre: 3.45,
  variableCostsOre: 2.56,
});
