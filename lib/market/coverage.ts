import { formatPostalCode } from '@/lib/postcode/code';
import { mapPriceAreas, type PriceArea } from '@/lib/domain/price-area';
import { formatList, formatNumber } from '@/lib/format';
import type { AreaSource, MarketOffer } from '@/lib/market/offer';
import { searchKey } from '@/lib/search-key';

/**
 * What the comparison holds and what it lacks, said before the first result (docs/rules/transparency.md,
 * "Coverage"; Directive (EU) 2019/944, art. 14(1), last sentence: a tool whose market coverage is
 * incomplete says so clearly before it shows results; marknadsföringslagen 10 §: no claim of
 * completeness the data does not have). The catalogue is what Elpriskollen showed for one postcode
 * per area on one day, so offers sold only elsewhere in the area are missing, and some national
 * brands were not in those lists at all.
 */

/**
 * National brands a household may look for that the snapshot's documentation names as absent from
 * Elpriskollen's lists for the four postcodes. Checked against the data at every build: a brand a
 * newer snapshot has drops out of the sentence by itself.
 */
export const BRANDS_TO_CHECK = ['Telge Energi', 'Dalakraft', 'Kärnfull'] as const;

export interface AreaCoverage {
  area: PriceArea;
  offers: number;
  suppliers: number;
  /** Five digits, the postcode Elpriskollen was searched for. */
  postalCode: string;
  /** 'YYYY-MM-DD', the day Elpriskollen was read. */
  date: string;
  /** The brands of BRANDS_TO_CHECK that no supplier of the area's list carries. */
  absentBrands: string[];
}

/** True when a supplier's name or legal name carries the brand ('Telge Energi' in 'Telge Energi AB'). */
function carriesBrand(supplier: { name: string; legalName: string }, brand: string): boolean {
  const key = searchKey(brand);
  return searchKey(supplier.name).includes(key) || searchKey(supplier.legalName).includes(key);
}

/** Each area's coverage: counts, postcode, date and the checked brands it lacks. */
export function marketCoverage(
  offers: readonly Pick<MarketOffer, 'area' | 'supplierSlug'>[],
  suppliers: readonly { slug: string; name: string; legalName: string }[],
  sources: Readonly<Record<PriceArea, Pick<AreaSource, 'postalCode' | 'date'>>>,
): Record<PriceArea, AreaCoverage> {
  const bySlug = new Map(suppliers.map((supplier) => [supplier.slug, supplier]));
  return mapPriceAreas((area) => {
    const slugs = new Set(offers.filter((offer) => offer.area === area).map((offer) => offer.supplierSlug));
    const inArea = [...slugs].flatMap((slug) => {
      const supplier = bySlug.get(slug);
      return supplier ? [supplier] : [];
    });
    return {
      area,
      offers: offers.filter((offer) => offer.area === area).length,
      suppliers: slugs.size,
      postalCode: sources[area].postalCode,
      date: sources[area].date,
      absentBrands: BRANDS_TO_CHECK.filter((brand) => !inArea.some((supplier) => carriesBrand(supplier, brand))),
    };
  });
}

/**
 * 'Listan bygger på de 643 elavtal från 97 elleverantörer som Elpriskollen visade för postnummer
 * 741 76 (elområde SE3)': the sentence's start; the page adds the date (with its age) and the end.
 */
export function coverageLead(coverage: AreaCoverage): string {
  return `Listan bygger på de ${formatNumber(coverage.offers)} elavtal från ${formatNumber(coverage.suppliers)} elleverantörer som Elpriskollen visade för postnummer ${formatPostalCode(coverage.postalCode)} (elområde ${coverage.area})`;
}

/**
 * What the list lacks: 'Elhandlare som bara säljer på andra orter i elområdet saknas, och Telge
 * Energi, Dalakraft och Kärnfull fanns inte med i Elpriskollens lista för det postnumret.'
 */
export function coverageGaps(coverage: Pick<AreaCoverage, 'absentBrands'>): string {
  const local = 'Elhandlare som bara säljer på andra orter i elområdet saknas';
  if (coverage.absentBrands.length === 0) return `${local}.`;
  return `${local}, och ${formatList(coverage.absentBrands)} fanns inte med i Elpriskollens lista för det postnumret.`;
}

/** The brands absent from every area (for a statement about the whole catalogue). */
export function absentEverywhere(coverage: Readonly<Record<PriceArea, Pick<AreaCoverage, 'absentBrands'>>>): string[] {
  const areas = Object.values(coverage);
  return BRANDS_TO_CHECK.filter((brand) => areas.every((c) => c.absentBrands.includes(brand)));
}

/** The whole catalogue's gaps, for the counts on the home page and /leverantor. */
export function catalogueGaps(absentBrands: readonly string[]): string {
  const local = 'Elhandlare som bara säljer på andra orter i ett elområde saknas';
  if (absentBrands.length === 0) return `${local}.`;
  return `${local}, och ${formatList(absentBrands)} fanns inte med i Elpriskollens listor för de fyra postnumren.`;
}

/** The oldest and newest day the areas were read ('YYYY-MM-DD'). */
export function readDates(sources: Readonly<Record<PriceArea, Pick<AreaSource, 'date'>>>): { oldest: string; newest: string } {
  const dates = Object.values(sources)
    .map((source) => source.date)
    .sort();
  return { oldest: dates[0]!, newest: dates[dates.length - 1]! };
}
