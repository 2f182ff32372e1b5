import type { HourPrice } from '@/lib/domain/optimisation';
import { toStockholmIso } from '@/lib/domain/stockholm-time';
import { ORE_PER_KRONA } from '@/lib/domain/units';

import { dayAverage, hourlyAverages, type SpotDay } from './day-view';

/**
 * One day of spot prices as the optimisation dashboard reads it: a price per clock hour (the
 * 15-minute prices averaged per hour) and the day's average, in kr/kWh excluding VAT.
 */

/** A day's prices per clock hour, kr/kWh, in time order. */
export function hourlyPrices(day: SpotDay): HourPrice[] {
  return hourlyAverages(day).map(({ startMs, priceOre }) => ({
    startMs,
    hour: Number(toStockholmIso(startMs).slice(11, 13)),
    price: priceOre / ORE_PER_KRONA,
  }));
}

/**
 * The day's average, kr/kWh: the same function /elpris-just-nu uses for its day average, so the
 * two pages show the same number for the same area and day.
 */
export function dayAveragePrice(day: SpotDay): number {
  return dayAverage(day) / ORE_PER_KRONA;
}
