import { z } from 'zod';

import { PRICE_AREAS } from '@/lib/domain/price-area';
import { ISO_DATE, stockholmDayMinutes } from '@/lib/domain/stockholm-time';

/**
 * zod shape of a year of one area's interval prices, content/data/spot/intervals/{area}-{year}.json
 * (the format: lib/spot/interval-file.ts). Days ascending without repeats, each whole.
 */

export const INTERVAL_UNIT = 'tusendels öre/kWh exkl. moms';

export const intervalDaySchema = z
  .object({
    date: z.string().regex(ISO_DATE, 'YYYY-MM-DD'),
    minutes: z.union([z.literal(15), z.literal(60)]),
    prices: z.array(z.number().int().refine(Number.isSafeInteger)).min(1),
  })
  .strict()
  .superRefine((day, ctx) => {
    const expected = stockholmDayMinutes(day.date) / day.minutes;
    if (day.prices.length !== expected) ctx.addIssue({ code: 'custom', message: `${day.date}: ${day.prices.length} prices, expected ${expected}` });
  });

export const intervalYearSchema = z
  .object({
    area: z.enum(PRICE_AREAS),
    year: z.number().int().min(2000).max(2100),
    unit: z.literal(INTERVAL_UNIT),
    days: z.array(intervalDaySchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    let previous = '';
    for (const day of file.days) {
      if (Number(day.date.slice(0, 4)) !== file.year) ctx.addIssue({ code: 'custom', message: `${day.date} is not in ${file.year}` });
      if (day.date <= previous) ctx.addIssue({ code: 'custom', message: `${day.date} follows ${previous}: days must ascend without repeats` });
      previous = day.date;
    }
  });
export type IntervalYear = z.infer<typeof intervalYearSchema>;

/** Every year file of every area. */
export const spotIntervalsSchema = z.record(z.enum(PRICE_AREAS), z.array(intervalYearSchema));
export type SpotIntervals = z.infer<typeof spotIntervalsSchema>;
