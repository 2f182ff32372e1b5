import { getSpotPagesContent } from '@/lib/content/pages';
import { getFullMonthAverage, getSpotDataDates } from '@/lib/content/spot-prices';
import { PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';

import { getAllCities } from './cities';
import { areaHistoryPath } from '@/lib/paths';
import type { IndexedArea } from './search';

/** The four price areas as /stader explains them and the fallback city page lists them. */
export interface AreaOverview extends IndexedArea {
  area: PriceArea;
  characteristics: string;
  municipalityCount: number;
  population: number;
}

export function getAreaOverviews(): AreaOverview[] {
  const cities = getAllCities();
  return PRICE_AREAS.map((area) => {
    const inArea = cities.filter((c) => c.priceArea === area);
    return {
      area,
      name: PRICE_AREA_NAMES[area],
      monthLabel: getSpotDataDates().latestFullMonthLabel,
      oreExVat: getFullMonthAverage(area).oreExVat,
      historyHref: areaHistoryPath(area),
      characteristics: getSpotPagesContent().historik.areaCharacteristics[area],
      municipalityCount: inArea.length,
      population: inArea.reduce((sum, c) => sum + c.population, 0),
    };
  });
}
