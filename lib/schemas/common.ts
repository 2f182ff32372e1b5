import { z } from 'zod';

/**
 * The zod schemas every data boundary shares: a date, a month and a slug. The content loaders
 * (lib/content), the published data formats (lib/open-data) and the import scripts (scripts/) all
 * check these three the same way. No '@/' imports: next-sitemap's config and the scripts read
 * modules that import this one outside Next's resolver.
 */

/** 'YYYY-MM-DD'. The pattern a published JSON Schema states for a date. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD ('2026-02-30' and '2026-13-01' are not). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date written YYYY-MM-DD that exists on the calendar. */
export const isoDateSchema = z.string().regex(ISO_DATE, 'expected a date written YYYY-MM-DD').refine(isCalendarDate, 'not a real calendar date');

/** 'YYYY-MM', month 01–12. */
export const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isoMonthSchema = z.string().regex(ISO_MONTH, 'expected a month written YYYY-MM');

/** Lower-case letters and digits in words joined by single hyphens: 'vattenfall-eldistribution'. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z.string().regex(SLUG, 'expected a slug: lower-case letters and digits joined by single hyphens');
