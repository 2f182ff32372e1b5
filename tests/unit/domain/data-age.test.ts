import { stockholmDate } from '@/lib/domain/stockholm-time';
import { dataAge, daysBetween, monthsBetween } from '@/lib/domain/data-age';

describe('the age of dated data (docs/rules/transparency.md, "Data age")', () => {
  it('counts calendar days and months', () => {
    expect(daysBetween('2026-07-25', '2026-12-01')).toBe(129);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the switch to summer time
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
    expect(monthsBetween('2025-01-01', '2025-12-31')).toBe(11);
    expect(monthsBetween('2025-01-01', '2026-01-01')).toBe(12);
    expect(monthsBetween('2025-01-15', '2026-01-14')).toBe(11);
    expect(monthsBetween('2026-08', '2026-12-01')).toBe(4);
  });

  it('offers: the age in days, a warning from day 32', () => {
    expect(dataAge('offers', '2026-07-25', '2026-12-01')).toEqual({ kind: 'offers', amount: 129, unit: 'days', text: '129 dagar sedan', stale: true });
    expect(dataAge('offers', '2026-07-25', '2026-08-25')).toMatchObject({ amount: 31, text: '31 dagar sedan', stale: false });
    expect(dataAge('offers', '2026-07-25', '2026-08-26')).toMatchObject({ amount: 32, stale: true });
    expect(dataAge('offers', '2026-07-25', '2026-07-25')).toMatchObject({ amount: 0, text: 'i dag', stale: false });
  });

  it('spot prices: yesterday is current, the day before yesterday is old', () => {
    expect(dataAge('spot', '2026-04-14', '2026-04-14')).toMatchObject({ text: 'i dag', stale: false });
    expect(dataAge('spot', '2026-04-14', '2026-04-15')).toMatchObject({ text: 'i går', stale: false });
    expect(dataAge('spot', '2026-04-14', '2026-04-16')).toMatchObject({ amount: 2, text: '2 dagar sedan', stale: true });
    expect(dataAge('spot', '2026-04-14', '2026-12-01')).toMatchObject({ amount: 231, stale: true });
  });

  it("SCB's month: up to two months behind the current month is current", () => {
    expect(dataAge('scb', '2026-08', '2026-09-23')).toMatchObject({ amount: 1, text: 'förra månaden', stale: false });
    expect(dataAge('scb', '2026-08', '2026-10-31')).toMatchObject({ amount: 2, text: '2 månader sedan', stale: false });
    expect(dataAge('scb', '2026-08', '2026-11-01')).toMatchObject({ amount: 3, text: '3 månader sedan', stale: true });
    expect(dataAge('scb', '2026-08', '2026-08-15')).toMatchObject({ amount: 0, text: 'den här månaden', stale: false });
  });

  it('grid price lists: a warning once a list has been in force for 12 months', () => {
    expect(dataAge('grid', '2025-01-01', '2025-12-31')).toMatchObject({ amount: 11, text: '11 månader sedan', stale: false });
    expect(dataAge('grid', '2025-01-01', '2026-01-01')).toMatchObject({ amount: 12, text: '12 månader sedan', stale: true });
    expect(dataAge('grid', '2025-09-01', '2026-12-01')).toMatchObject({ amount: 15, stale: true });
  });

  it('data dated after today (a wrong clock) counts as new, never as a negative age', () => {
    expect(dataAge('offers', '2026-07-25', '2026-07-01')).toMatchObject({ amount: 0, text: 'i dag', stale: false });
    expect(dataAge('scb', '2026-08', '2026-07-01')).toMatchObject({ amount: 0, stale: false });
  });

  it('refuses what is not a date', () => {
    expect(() => dataAge('offers', '25 juli 2026', '2026-12-01')).toThrow(RangeError);
    expect(() => dataAge('scb', '2026', '2026-12-01')).toThrow(RangeError);
  });
});

describe("today's Stockholm day for the age (stockholmDate)", () => {
  it('turns at local midnight, across the DST switches and the year', () => {
    const days: [string, string][] = [
      ['2026-03-28T22:59:59Z', '2026-03-28'],
      ['2026-03-28T23:00:00Z', '2026-03-29'],
      ['2026-03-29T21:59:59Z', '2026-03-29'],
      ['2026-03-29T22:00:00Z', '2026-03-30'],
      ['2026-10-24T21:59:59Z', '2026-10-24'],
      ['2026-10-24T22:00:00Z', '2026-10-25'],
      ['2026-10-25T22:59:59Z', '2026-10-25'],
      ['2026-10-25T23:00:00Z', '2026-10-26'],
      ['2026-12-31T22:59:59Z', '2026-12-31'],
      ['2026-12-31T23:00:00Z', '2027-01-01'],
      ['2026-07-24T22:30:00Z', '2026-07-25'],
    ];
    for (const [instant, day] of days) expect([instant, stockholmDate(Date.parse(instant))]).toEqual([instant, day]);
  });
});
