import type { OfferConflictNote, OfferExclusion, OriginCorrection, TotalResidual } from '../../lib/content/reviewed-schemas';

/**
 * The one reviewed list of what we change in, leave out of, or note about Elpriskollen's July 2026
 * snapshot (the raw folder's offers/elpriskollen; its README lists the known faults) before it
 * becomes content/data/elavtal/offers.json. Every entry names the row by its identity (area,
 * supplier's legal name, product as in the file, contract type) and the value the file holds; the
 * import refuses an entry whose row or value is not what the file holds (the data changed: review
 * again), and an evidence row that does not say what the entry claims. Shapes and checks:
 * lib/content/reviewed-schemas.ts; how the lists are used: docs/data-pipeline.md.
 *
 * Reviewed 2026-11-26.
 */

const MALARENERGI = 'Mälarenergi AB';
const NJUDUNG = 'Njudung Energi AB';
const GOTEBORG = 'Göteborg Energi AB';
const FIXED_1 = 'fixed_price_1_year';
const FIXED_2 = 'fixed_price_2_years';

const swappedNote = (stated: string, shown: string) =>
  `Elpriskollen anger ursprunget ${stated} för det här avtalet. Vi visar ${shown}, som avtalets namn och samma avtal i andra elområden anger.`;

export const ORIGIN_CORRECTIONS: readonly OriginCorrection[] = [
  // A known fault of the snapshot (its upstream README lists it): Göteborg Energi's SE3 wind and solar offers have their origins swapped.
  {
    area: 'SE3',
    supplier: GOTEBORG,
    product: 'Fast elpris 1 år , el från vindkraft för elområde 3',
    type: FIXED_1,
    raw: 'Sol',
    corrected: 'Vind',
    evidence: (['SE1', 'SE2', 'SE4'] as const).map((area) => ({
      area,
      supplier: GOTEBORG,
      product: `Fast elpris 1 år, el från vindkraft för elområde ${area.slice(2)}`,
      type: FIXED_1,
      energySource: 'Vind',
    })),
    note: swappedNote('sol', 'vind'),
  },
  {
    area: 'SE3',
    supplier: GOTEBORG,
    product: 'Fast elpris 1 år, el från solkraft för elområde 3',
    type: FIXED_1,
    raw: 'Vind',
    corrected: 'Sol',
    evidence: (['SE1', 'SE2', 'SE4'] as const).map((area) => ({
      area,
      supplier: GOTEBORG,
      product: `Fast elpris 1 år, el från solkraft för elområde ${area.slice(2)}`,
      type: FIXED_1,
      energySource: 'Sol',
    })),
    note: swappedNote('vind', 'sol'),
  },
  // README: Mälarenergi's 'Fast pris 1 år Vindkraft' is listed with origin Vatten in SE1 and SE2.
  // Its sibling 'Fast pris 1 år Vattenkraft' has Vind there: the pair is swapped, as SE3 and SE4
  // (same products, same prices per area) show.
  ...(['SE1', 'SE2'] as const).flatMap((area): OriginCorrection[] => [
    {
      area,
      supplier: MALARENERGI,
      product: 'Fast pris 1 år Vindkraft',
      type: FIXED_1,
      raw: 'Vatten',
      corrected: 'Vind',
      evidence: (['SE3', 'SE4'] as const).map((a) => ({
        area: a,
        supplier: MALARENERGI,
        product: 'Fast pris 1 år Vindkraft',
        type: FIXED_1,
        energySource: 'Vind',
      })),
      note: swappedNote('vatten', 'vind'),
    },
    {
      area,
      supplier: MALARENERGI,
      product: 'Fast pris 1 år Vattenkraft',
      type: FIXED_1,
      raw: 'Vind',
      corrected: 'Vatten',
      evidence: (['SE3', 'SE4'] as const).map((a) => ({
        area: a,
        supplier: MALARENERGI,
        product: 'Fast pris 1 år Vattenkraft',
        type: FIXED_1,
        energySource: 'Vatten',
      })),
      note: swappedNote('vind', 'vatten'),
    },
  ]),
  // Found in review (not in the README): Njudung Energi's SE4 two-year hydro and wind offers are
  // shifted by one row (hydro has Vind, wind has Fossilt). The same products in SE1–SE3 and the
  // one-year ones in SE4 state Vatten and Vind.
  {
    area: 'SE4',
    supplier: NJUDUNG,
    product: 'Fast pris 2 år Vattenkraft Elområde 4',
    type: FIXED_2,
    raw: 'Vind',
    corrected: 'Vatten',
    evidence: [
      ...(['SE1', 'SE2', 'SE3'] as const).map((area) => ({
        area,
        supplier: NJUDUNG,
        product: 'Fast pris 2 år Vattenkraft Elområde 1,2 och 3',
        type: FIXED_2,
        energySource: 'Vatten',
      })),
      { area: 'SE4', supplier: NJUDUNG, product: 'Fast pris 1 år,Vattenkraft Elområde 4', type: FIXED_1, energySource: 'Vatten' },
    ],
    note: swappedNote('vind', 'vatten'),
  },
  {
    area: 'SE4',
    supplier: NJUDUNG,
    product: 'Fast pris 2 år VindEl Elområde 4',
    type: FIXED_2,
    raw: 'Fossilt',
    corrected: 'Vind',
    evidence: [
      ...(['SE1', 'SE2', 'SE3'] as const).map((area) => ({
        area,
        supplier: NJUDUNG,
        product: 'Fast pris 2 år VindEl Elområde 1,2 och 3',
        type: FIXED_2,
        energySource: 'Vind',
      })),
      { area: 'SE4', supplier: NJUDUNG, product: 'Fast pris 1 år, VindEl Elområde 4', type: FIXED_1, energySource: 'Vind' },
    ],
    note: swappedNote('fossilt', 'vind'),
  },
];

export const OFFER_EXCLUSIONS: readonly OfferExclusion[] = [
  {
    area: 'SE3',
    supplier: 'EI Testföretag',
    product: 'Test privat',
    type: 'variable_price',
    reason:
      'Energimarknadsinspektionen’s own test company (påslag and rörliga kostnader 1 000 öre/kWh each, jämförpris 2 659,97 öre/kWh): not an offer a household can sign, and not a supplier.',
  },
];

const braMiljovalNote = 'Avtalets namn nämner Bra Miljöval, men Elpriskollen anger inte märkningen för det här avtalet.';

/**
 * Kept as the source gives them: a label is a claim, and we do not add one the source does not
 * make. Gislaved's product carries the label in SE1–SE3; Sollentuna's exists only in SE3.
 */
export const OFFER_CONFLICT_NOTES: readonly OfferConflictNote[] = [
  {
    area: 'SE3',
    supplier: 'Sollentuna Elhandel AB',
    product: 'Kvartspris 100% förnybart Bra Miljöval',
    type: 'quarterly_price',
    energySource: 'Sol_Vind_Vatten',
    note: braMiljovalNote,
  },
  {
    area: 'SE4',
    supplier: 'Gislaved Energi AB',
    product: 'Rörligt avtal elområde 4 Bra Miljöval',
    type: 'variable_price',
    energySource: 'Sol_Vind_Vatten_Biobränsle',
    note: braMiljovalNote,
  },
];

const MIXED = 'mixed_price';

export const TOTAL_RESIDUALS: readonly TotalResidual[] = [
  { area: 'SE2', supplier: 'SVEKRAFT AB', product: 'Mixpris 1 år', type: MIXED, total: 72.38, fromComponents: 72.3625 },
  { area: 'SE2', supplier: 'SVEKRAFT AB', product: 'Mixpris 1 år, 100 % Fossilfri el', type: MIXED, total: 72.38, fromComponents: 72.3625 },
  { area: 'SE2', supplier: 'Jönköping Energi AB', product: 'Mix 50/50 1 år SE2', type: MIXED, total: 115.39, fromComponents: 115.375 },
  { area: 'SE3', supplier: 'SVEKRAFT AB', product: 'Mixpris 1 år', type: MIXED, total: 111.83, fromComponents: 111.8125 },
  { area: 'SE3', supplier: 'SVEKRAFT AB', product: 'Mixpris 1 år, 100 % Fossilfri el', type: MIXED, total: 111.83, fromComponents: 111.8125 },
  { area: 'SE3', supplier: 'Habo Energi AB', product: '50/50 1 år', type: MIXED, total: 135.85, fromComponents: 135.8625 },
];
