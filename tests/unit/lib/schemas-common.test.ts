/** @jest-environment node */
import { isCalendarDate, isoDateSchema, isoMonthSchema, slugSchema } from '@/lib/schemas/common';

describe('shared zod schemas (lib/schemas/common.ts)', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-05', false],
    ['23/11/2026', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
    expect(isoDateSchema.safeParse(value).success).toBe(expected);
  });

  it('names what is wrong with a date', () => {
    expect(isoDateSchema.safeParse('2026-02-30').error?.issues.map((issue) => issue.message)).toEqual(['not a real calendar date']);
    expect(isoDateSchema.safeParse('30/2').error?.issues.map((issue) => issue.message)).toContain('expected a date written YYYY-MM-DD');
  });

  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
  ])('isoMonthSchema accepts %s: %s', (value, expected) => {
    expect(isoMonthSchema.safeParse(value).success).toBe(expected);
  });

  it.each([
    ['vattenfall-eldistribution', true],
    ['se3', true],
    ['Vattenfall', false],
    ['malmö', false],
    ['a--b', false],
    ['-a', false],
    ['a-', false],
    ['', false],
  ])('slugSchema accepts %j: %s', (value, expected) => {
    expect(slugSchema.safeParse(value).success).toBe(expected);
  });
});
