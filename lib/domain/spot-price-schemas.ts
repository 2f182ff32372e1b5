import { z } from 'zod';

import { PRICE_AREAS } from '@/lib/domain/price-area';
import { isoDateSchema as isoDate, isoMonthSchema as isoMonth } from '@/lib/schemas/common';

import { ISO_OFFSET_DATETIME, stockholmDayMinutes, stockholmMidnightMs } from './stockholm-time';

/**
 * zod shapes of the bundled spot-price content (content/data/spot/), the source of its types.
 * Kept apart from the calculations in spot-prices.ts so that browser code can use those without
 * loading zod (~30 KiB gzip). Types flow one way: spot-prices.ts imports the types from here,
 * never the reverse.
 */

export const SPOT_UNIT = 'öre/kWh exkl. moms';
export const SPOT_SOURCE = {
  attribution: 'Elpriser tillhandahålls av Elpriset just nu.se',
  url: 'https://www.elprisetjustnu.se',
} as const;

const ore = z.number().finite();

/** Average, lowest and highest interval price of a month or year, with the hours it covers. */
const periodAverageFields = {
  avg: ore,
  min: ore,
  max: ore,
  /** Hours of price data in the period (15-minute intervals count 0.25 h). */
  hours: z.number().positive(),
  /** True when the data covers fewer hours than the period has (ongoing period or gaps). */
  partial: z.boolean(),
  /** Hours with a price below zero (15-minute intervals count 0.25 h), for "negativa priser under 428 timmar". */
  negativeHours: z.number().min(0),
  /**
   * Present when min/max were converted from EUR/MWh at the period's average exchange rate
   * (months only in the derived snapshot); they can then be off by a few öre.
   */
  rangeEstimated: z.literal(true).optional(),
};

/**
 * avg lies within min..max. The stored mean is unrounded (it is a sum of many prices divided by the
 * hours), so a month of equal prices may come out a few units in the last place above them.
 */
function avgWithinRange(period: { min: number; avg: number; max: number }): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(period.avg));
  return period.min - slack <= period.avg && period.avg <= period.max + slack;
}

export const monthlyAverageSchema = z.object({ month: isoMonth, ...periodAverageFields }).refine(avgWithinRange, 'avg must lie within min..max');
export type MonthlyAverage = z.infer<typeof monthlyAverageSchema>;

export const yearlyAverageSchema = z
  .object({ year: z.number().int().min(2000).max(2100), ...periodAverageFields })
  .refine(avgWithinRange, 'avg must lie within min..max');
export type YearlyAverage = z.infer<typeof yearlyAverageSchema>;

/**
 * One delivery day in compact form: interval i starts at `start` + i × resolutionMinutes
 * (absolute time, so DST days simply have 23 or 25 hours of intervals).
 */
export const dailySpotPricesSchema = z
  .object({
    date: isoDate,
    resolutionMinutes: z.union([z.literal(15), z.literal(60)]),
    /** time_start of the first interval, ISO with Stockholm offset: local midnight. */
    start: z.string().regex(ISO_OFFSET_DATETIME),
    prices: z.array(ore).min(1),
    avg: ore,
    min: ore,
    max: ore,
  })
  .superRefine((day, ctx) => {
    if (Date.parse(day.start) !== stockholmMidnightMs(day.date)) {
      ctx.addIssue({ code: 'custom', message: `start ${day.start} is not local midnight of ${day.date}` });
    }
    const expected = stockholmDayMinutes(day.date) / day.resolutionMinutes;
    if (day.prices.length !== expected) {
      ctx.addIssue({ code: 'custom', message: `${day.date}: ${day.prices.length} prices, expected ${expected}` });
    }
  });
export type DailySpotPrices = z.infer<typeof dailySpotPricesSchema>;

const priceAreaEnum = z.enum(PRICE_AREAS);

/** Hours of the day, 0–23, as the clock in Stockholm shows them. */
export const HOURS_OF_DAY = 24;

/**
 * One month's prices by hour of the day (the Stockholm clock hour an interval starts in), for
 * "billigast kl. 12–15 på sommaren": the time-weighted mean of each hour and the hours behind it
 * (a month of 31 days has 31 h per hour of the day; the DST days give one hour less or more).
 * Only the ranking of hours is ever shown, never one of these means, so they are stored to the
 * source's own precision (1/1000 öre) to keep the file small.
 */
export const hourProfileSchema = z
  .object({
    month: isoMonth,
    avg: z.array(ore).length(HOURS_OF_DAY),
    hours: z.array(z.number().min(0)).length(HOURS_OF_DAY),
  })
  .refine((profile) => profile.hours.some((h) => h > 0), 'a month with no hours');
export type HourProfile = z.infer<typeof hourProfileSchema>;

function ascendingBy<T>(key: (item: T) => string | number) {
  return (items: readonly T[]) => items.every((item, i) => i === 0 || key(items[i - 1] as T) < key(item));
}

export const monthlyAveragesFileSchema = z.record(
  priceAreaEnum,
  z
    .array(monthlyAverageSchema)
    .min(1)
    .refine(
      ascendingBy((m: MonthlyAverage) => m.month),
      'months must ascend, no duplicates',
    ),
);
export const yearlyAveragesFileSchema = z.record(
  priceAreaEnum,
  z
    .array(yearlyAverageSchema)
    .min(1)
    .refine(
      ascendingBy((y: YearlyAverage) => y.year),
      'years must ascend, no duplicates',
    ),
);
export const hourProfilesFileSchema = z.record(
  priceAreaEnum,
  z
    .array(hourProfileSchema)
    .min(1)
    .refine(
      ascendingBy((p: HourProfile) => p.month),
      'months must ascend, no duplicates',
    ),
);
export const latestDaysFileSchema = z.record(
  priceAreaEnum,
  z
    .array(dailySpotPricesSchema)
    .min(1)
    .refine(
      ascendingBy((d: DailySpotPrices) => d.date),
      'days must ascend, no duplicates',
    ),
);

export const spotMetaSchema = z
  .object({
    unit: z.literal(SPOT_UNIT),
    source: z.object({ attribution: z.literal(SPOT_SOURCE.attribution), url: z.literal(SPOT_SOURCE.url) }),
    /** Latest delivery day with interval prices (latest-days.json). */
    latestDay: isoDate,
    /** Latest month with an average, possibly partial. */
    latestMonth: isoMonth,
    /** Last day the monthly and yearly averages include. */
    averagesThrough: isoDate,
    /** How many days latest-days.json keeps per area. */
    daysKept: z.number().int().positive(),
  })
  .refine((m) => m.latestDay <= m.averagesThrough, 'latestDay must not be after averagesThrough')
  .refine((m) => m.averagesThrough.startsWith(m.latestMonth), 'averagesThrough must lie in latestMonth');

export const spotContentSchema = z
  .object({
    meta: spotMetaSchema,
    monthly: monthlyAveragesFileSchema,
    yearly: yearlyAveragesFileSchema,
    hourProfiles: hourProfilesFileSchema,
    latestDays: latestDaysFileSchema,
  })
  .superRefine(({ meta, monthly, hourProfiles, latestDays }, ctx) => {
    for (const area of PRICE_AREAS) {
      const lastMonth = monthly[area].at(-1)?.month;
      if (lastMonth !== meta.latestMonth) {
        ctx.addIssue({ code: 'custom', message: `${area}: last month ${lastMonth} ≠ meta.latestMonth ${meta.latestMonth}` });
      }
      const lastProfile = hourProfiles[area].at(-1)?.month ?? '';
      if (lastProfile > meta.latestMonth) {
        ctx.addIssue({ code: 'custom', message: `${area}: hour profile ${lastProfile} after meta.latestMonth ${meta.latestMonth}` });
      }
      const days = latestDays[area];
      if (days.at(-1)?.date !== meta.latestDay) {
        ctx.addIssue({ code: 'custom', message: `${area}: last day ≠ meta.latestDay ${meta.latestDay}` });
      }
      if (days.length > meta.daysKept) {
        ctx.addIssue({ code: 'custom', message: `${area}: ${days.length} days, more than daysKept ${meta.daysKept}` });
      }
    }
  });
export type SpotContent = z.infer<typeof spotContentSchema>;
