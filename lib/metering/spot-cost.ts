import { stockholmDate, stockholmDayMinutes, stockholmMidnightMs, stockholmMonthHours } from '@/lib/domain/stockholm-time';
import { INTERVAL_PRICE_SCALE, type IntervalDay } from '@/lib/spot/interval-file';

import type { MeterReading, Resolution } from './parse';

/**
 * What a meter file's consumption cost at spot (docs/rules/meter-files.md): the sum over its
 * intervals of kWh × the area's spot price of the interval, excl. VAT. An hour of consumption
 * against quarter-hour prices is the hour's kWh spread evenly over its four quarters; a quarter of
 * consumption against an hourly price takes the hour's price. Days the site has no prices for are
 * named and left out of every sum. Pure; the prices come from the build's month files.
 */

interface PricedDay {
  date: string;
  midnightMs: number;
  endMs: number;
  minutes: 15 | 60;
  /** Thousandths of an öre. */
  prices: readonly number[];
}

export interface MonthSpot {
  /** 'YYYY-MM'. */
  month: string;
  /** kWh with a price. */
  kwh: number;
  /** Σ kWh × interval price, kr excl. VAT. */
  spotKr: number;
  /** The month's time-weighted average over every interval the site has for it, öre/kWh excl. VAT (what a monthly contract is billed at). */
  monthAvgOre: number;
  /** The month's hours the readings cover (for the fixed fee's share). */
  hoursCovered: number;
}

export interface SpotCost {
  /** Every kWh of the file, priced or not. */
  totalKwh: number;
  /** kWh in intervals with a price. */
  pricedKwh: number;
  /** Σ kWh × interval price, kr excl. VAT. */
  spotKr: number;
  /** Σ kWh × the hour's price (a quarter-hour price averaged over its hour), kr excl. VAT: what a timpris contract follows. */
  hourlySpotKr: number;
  /** Σ month's kWh × the month's average, kr excl. VAT: what a monthly (rörligt) contract follows. */
  monthlySpotKr: number;
  /** Consumption-weighted spot, öre/kWh: spotKr × 100 / pricedKwh. */
  weightedOre: number;
  /** The plain (time-weighted) average spot over the same intervals, öre/kWh. */
  plainOre: number;
  /** (weighted − plain) × kWh / 100: what the timing of the consumption cost (+) or saved (−), kr excl. VAT. */
  profileKr: number;
  months: MonthSpot[];
  /** Days with readings and no price, 'YYYY-MM-DD' ascending. */
  missingDays: string[];
  /** The first reading outside the site's data, with its line. */
  firstOutside: { line: number; date: string } | null;
  /** The period's share of a year, from its months' covered hours (a whole year is 1). */
  years: number;
}

/** The months a set of readings touches, 'YYYY-MM' ascending (the month files to fetch). */
export function monthsOf(readings: readonly MeterReading[], resolution: Resolution): string[] {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return [];
  const months: string[] = [];
  let month = stockholmDate(first.startMs).slice(0, 7);
  const end = stockholmDate(last.startMs + resolution * 60_000 - 1).slice(0, 7);
  while (month <= end) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  }
  return months;
}

function pricedDays(days: readonly IntervalDay[]): PricedDay[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => {
      const midnightMs = stockholmMidnightMs(day.date);
      return { date: day.date, midnightMs, endMs: midnightMs + stockholmDayMinutes(day.date) * 60_000, minutes: day.minutes, prices: day.prices };
    });
}

/** Time-weighted averages of whole months of prices (every interval the site has in the month), öre/kWh. */
function monthAverages(days: readonly PricedDay[]): Map<string, number> {
  const sums = new Map<string, { weighted: number; minutes: number }>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const sum = sums.get(month) ?? { weighted: 0, minutes: 0 };
    for (const price of day.prices) sum.weighted += price * day.minutes;
    sum.minutes += day.prices.length * day.minutes;
    sums.set(month, sum);
  }
  return new Map([...sums].map(([month, { weighted, minutes }]) => [month, weighted / minutes / INTERVAL_PRICE_SCALE]));
}

/** The spot cost of readings at `resolution` against the given days of prices (any order, any months). */
export function spotCost(
  readings: readonly MeterReading[],
  resolution: Resolution,
  priceDays: readonly IntervalDay[],
  /** The first and last day of the site's interval prices ('YYYY-MM-DD'). */
  range: { from: string; to: string },
): SpotCost {
  const days = pricedDays(priceDays);
  const averages = monthAverages(days);
  const readingMs = resolution * 60_000;
  const months = new Map<string, MonthSpot>();
  const missing = new Set<string>();
  let firstOutside: SpotCost['firstOutside'] = null;
  let totalKwh = 0;
  let pricedKwh = 0;
  // Sums in öre·kWh × 1 000 (integer prices), turned into kr once at the end.
  let spot = 0;
  let hourly = 0;
  let plain = 0;
  let dayIndex = 0;
  for (const reading of readings) {
    totalKwh += reading.kwh;
    while (dayIndex < days.length && days[dayIndex]!.endMs <= reading.startMs) dayIndex += 1;
    const day = days[dayIndex];
    if (!day || day.midnightMs > reading.startMs) {
      const date = stockholmDate(reading.startMs);
      missing.add(date);
      if (!firstOutside && (date < range.from || date > range.to)) firstOutside = { line: reading.line, date };
      continue;
    }
    const priceMs = day.minutes * 60_000;
    const offset = reading.startMs - day.midnightMs;
    // Prices per interval the reading covers: one (a quarter against an hour, or the same length) or four (an hour against quarters).
    const parts = Math.max(1, readingMs / priceMs);
    const first = Math.floor(offset / priceMs);
    let sum = 0;
    for (let k = 0; k < parts; k += 1) sum += day.prices[first + k]!;
    const price = sum / parts;
    // The hour's price, for timpris: the mean of the quarter prices of the clock hour the reading starts in.
    let hourPrice = price;
    if (day.minutes === 15) {
      const hourStart = Math.floor(offset / 3_600_000) * 4;
      hourPrice = (day.prices[hourStart]! + day.prices[hourStart + 1]! + day.prices[hourStart + 2]! + day.prices[hourStart + 3]!) / 4;
    }
    pricedKwh += reading.kwh;
    spot += reading.kwh * price;
    hourly += reading.kwh * hourPrice;
    plain += price;
    const month = day.date.slice(0, 7);
    const entry = months.get(month) ?? { month, kwh: 0, spotKr: 0, monthAvgOre: averages.get(month) ?? 0, hoursCovered: 0 };
    entry.kwh += reading.kwh;
    entry.spotKr += (reading.kwh * price) / INTERVAL_PRICE_SCALE / 100;
    entry.hoursCovered += resolution / 60;
    months.set(month, entry);
  }
  const pricedCount = pricedKwh > 0 || months.size > 0 ? [...months.values()].reduce((n, m) => n + m.hoursCovered, 0) * (60 / resolution) : 0;
  const spotKr = spot / INTERVAL_PRICE_SCALE / 100;
  const weightedOre = pricedKwh > 0 ? (spotKr * 100) / pricedKwh : 0;
  const plainOre = pricedCount > 0 ? plain / pricedCount / INTERVAL_PRICE_SCALE : 0;
  const monthList = [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
  return {
    totalKwh,
    pricedKwh,
    spotKr,
    hourlySpotKr: hourly / INTERVAL_PRICE_SCALE / 100,
    monthlySpotKr: monthList.reduce((sum, m) => sum + (m.kwh * m.monthAvgOre) / 100, 0),
    weightedOre,
    plainOre,
    profileKr: ((weightedOre - plainOre) * pricedKwh) / 100,
    months: monthList,
    missingDays: [...missing].sort(),
    firstOutside,
    years: monthList.reduce((sum, m) => sum + m.hoursCovered / stockholmMonthHours(m.month), 0) / 12,
  };
}
