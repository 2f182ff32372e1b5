import { bindingEndDate, checkStartDate, contractEndCalendar, contractEndFileName, daysBefore } from '@/lib/market/contract-end';

import { parseIcs, physicalLines } from '../../support/ical';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the last day of a binding period', () => {
  it.each([
    ['2026-05-01', 12, '2027-04-30'],
    ['2026-05-15', 6, '2026-11-14'],
    ['2026-01-01', 60, '2030-12-31'],
    ['2026-12-31', 12, '2027-12-30'],
    // No 31 February: the period runs to the month's last day.
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-01-30', 1, '2026-02-28'],
    ['2026-01-28', 1, '2026-02-27'],
  ])('from %s, %i months: %s', (start, months, end) => {
    expect(bindingEndDate(start, months)).toBe(end);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => bindingEndDate('2026-02-30', 12)).toThrow(RangeError);
  });

  it('counts days back across months and years', () => {
    expect(daysBefore('2027-04-30', 60)).toBe('2027-03-01');
    expect(daysBefore('2027-01-10', 60)).toBe('2026-11-11');
  });
});

describe('checking the start date a visitor types', () => {
  const today = '2026-11-28';

  it('asks for a date when the field is empty', () => {
    expect(checkStartDate('  ', 12, today)).toEqual({ ok: false, message: 'Ange datumet då ditt avtal började gälla.' });
  });

  it('explains the format for something that is not a date', () => {
    for (const input of ['1 maj 2026', '2026-13-01', '2026-02-30']) {
      expect(checkStartDate(input, 12, today)).toEqual({ ok: false, message: 'Ange ett riktigt datum som ÅÅÅÅ-MM-DD, till exempel 2026-05-01.' });
    }
  });

  it('says when the binding period has already ended', () => {
    const checked = checkStartDate('2024-03-01', 12, today);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && spaced(checked.message)).toBe(
      'Med det startdatumet slutade bindningstiden 28 februari 2025. Ange startdatumet för avtalet du har nu.',
    );
  });

  it('accepts a period that ends today, and a start up to a year ahead', () => {
    expect(checkStartDate('2025-11-29', 12, today)).toEqual({ ok: true, start: '2025-11-29', end: '2026-11-28' });
    expect(checkStartDate('2027-11-28', 12, today)).toMatchObject({ ok: true });
    expect(checkStartDate('2027-11-29', 12, today)).toEqual({ ok: false, message: 'Startdatumet ligger mer än ett år fram i tiden. Kontrollera datumet.' });
  });
});

describe('the reminder file', () => {
  const text = contractEndCalendar({
    supplierName: 'Exempel Energi',
    product: 'Fast pris 1 år',
    lengthLabel: '1 år',
    start: '2026-05-01',
    end: '2027-04-30',
    key: 'se3-exempel-energi-fast-1-ar',
    host: 'elvalet.se',
    compareUrl: 'https://elvalet.se/jamfor?type=fast',
    stampMs: Date.parse('2026-11-28T10:00:00Z'),
  });
  const { events } = parseIcs(text);
  const [event] = events;

  it('is RFC 5545 text that ical.js reads: one all-day event on the last day of the binding period', () => {
    physicalLines(text);
    expect(events).toHaveLength(1);
    expect(event).toMatchObject({
      uid: 'bindningstid-se3-exempel-energi-fast-1-ar-2026-05-01@elvalet.se',
      startDate: '2027-04-30',
      endDate: '2027-05-01',
      summary: 'Bindningstiden slutar: Exempel Energi, Fast pris 1 år',
      url: 'https://elvalet.se/jamfor?type=fast',
      stampMs: Date.parse('2026-11-28T10:00:00Z'),
    });
  });

  it('alarms 60 days before, and says why in the text', () => {
    expect(event!.alarms).toHaveLength(1);
    expect(event!.alarms[0]).toMatchObject({ trigger: '-P60D', action: 'DISPLAY' });
    expect(spaced(event!.alarms[0]!.description)).toContain('Om 60 dagar, 30 april 2027, slutar bindningstiden för ditt elavtal hos Exempel Energi.');
    const description = spaced(event!.description);
    expect(description).toContain('räknat från startdatumet 1 maj 2026 som du angav');
    expect(description).toContain('tidigast 90 och senast 60 dagar innan ett tidsbestämt avtal löper ut');
    expect(description).toContain('Hur lång uppsägningstid ditt avtal har står i dina villkor.');
  });

  it('names the download after the offer and the day', () => {
    expect(contractEndFileName('se3-exempel-energi-fast-1-ar', '2027-04-30')).toBe('bindningstid-se3-exempel-energi-fast-1-ar-2027-04-30.ics');
    expect(contractEndFileName('Ett konstigt/namn', '2027-04-30')).toBe('bindningstid-ett-konstigt-namn-2027-04-30.ics');
  });
});
