import { mapPriceAreas, type PriceArea } from '@/lib/domain/price-area';
import { compareSwedish } from '@/lib/collate';

/**
 * "Cities in the area" on the /elpris-just-nu cards: the most populous municipalities of each
 * price area (SCB population 31 Dec 2024, from the municipality table).
 */
export function largestMunicipalitiesByArea(
  municipalities: readonly { name: string; population: number; priceArea: PriceArea }[],
  count = 4,
): Record<PriceArea, string[]> {
  return mapPriceAreas((area) =>
    municipalities
      .filter((m) => m.priceArea === area)
      .sort((a, b) => b.population - a.population || compareSwedish(a.name, b.name))
      .slice(0, count)
      .map((m) => m.name),
  );
}
