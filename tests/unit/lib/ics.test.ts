import { escapeText, foldLine, formatIcsDate, formatUtc, writeCalendar, type IcsCalendar } from '@/lib/ics';

import { parseIcs, physicalLines } from '../../support/ical';

describe('TEXT values (RFC 5545 3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves other characters as they are', () => {
    expect(escapeText('Elpris 43,5 öre/kWh – kl. 14:30')).toBe('Elpris 43\\,5 öre/kWh – kl. 14:30');
  });
});

describe('folding at 75 octets (RFC 5545 3.1)', () => {
  const unfold = (folded: string) => folded.replace(/\r\n /g, '');

  it('leaves a line of exactly 75 octets whole', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('breaks a 76-octet line after 75 octets; the continuation starts with one space', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts the continuation space: 75 + 74 + 74 octets', () => {
    const parts = foldLine('y'.repeat(223)).split('\r\n');
    expect(parts.map((part) => part.length)).toEqual([75, 75, 75]);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });

  it('never splits a multi-byte character: 74 ASCII then å (2 octets) moves å to the next line', () => {
    const folded = foldLine(`${'a'.repeat(74)}åb`);
    expect(folded).toBe(`${'a'.repeat(74)}\r\n åb`);
    expect(Buffer.byteLength(folded.split('\r\n')[0]!, 'utf8')).toBe(74);
  });

  it('keeps every line within 75 octets for text full of three-byte characters, and unfolds to the input', () => {
    const line = `DESCRIPTION:${'–€'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });
});

describe('date and time values', () => {
  it('writes an instant in UTC form', () => {
    expect(formatUtc(Date.parse('2026-04-14T02:15:00+02:00'))).toBe('20260414T001500Z');
  });

  it('writes a calendar day as DATE', () => {
    expect(formatIcsDate('2027-04-30')).toBe('20270430');
    expect(() => formatIcsDate('30/4 2027')).toThrow(RangeError);
  });
});

describe('a whole calendar', () => {
  const calendar: IcsCalendar = {
    productId: '-//Elvalet//Test//SV',
    name: 'Test, med komma',
    description: 'Två rader\noch ett semikolon;',
    refreshHours: 6,
    events: [
      {
        uid: 'avtalsslut-test@example.org',
        stampMs: Date.parse('2026-05-01T10:00:00Z'),
        start: { date: '2027-04-30' },
        end: { date: '2027-05-01' },
        summary: 'Bindningstiden slutar: Exempel AB, fast pris i 1 år',
        description: `${'Lång text med å, ä och ö. '.repeat(8)}Slut.`,
        url: 'https://example.org/jamfor',
        alarm: { daysBefore: 60, description: 'Dags att jämföra elavtal' },
      },
      {
        uid: 'instant@example.org',
        stampMs: Date.parse('2026-05-01T10:00:00Z'),
        start: { utcMs: Date.parse('2026-10-25T00:30:00Z') },
        end: { utcMs: Date.parse('2026-10-25T01:30:00Z') },
        summary: 'Ett ögonblick i UTC',
      },
    ],
  };
  const text = writeCalendar(calendar);

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    const lines = physicalLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('reads back with ical.js: names, whole-day dates, the UTC instants, the alarm 60 days before', () => {
    const parsed = parseIcs(text);
    expect(parsed.name).toBe('Test, med komma');
    expect(parsed.description).toBe('Två rader\noch ett semikolon;');
    const [day, instant] = parsed.events;
    expect(day).toMatchObject({
      uid: 'avtalsslut-test@example.org',
      summary: 'Bindningstiden slutar: Exempel AB, fast pris i 1 år',
      startDate: '2027-04-30',
      endDate: '2027-05-01',
      url: 'https://example.org/jamfor',
      stampMs: Date.parse('2026-05-01T10:00:00Z'),
    });
    expect(day!.description).toBe(`${'Lång text med å, ä och ö. '.repeat(8)}Slut.`);
    expect(day!.alarms).toEqual([{ trigger: '-P60D', action: 'DISPLAY', description: 'Dags att jämföra elavtal' }]);
    expect(instant).toMatchObject({ startMs: Date.parse('2026-10-25T00:30:00Z'), endMs: Date.parse('2026-10-25T01:30:00Z'), alarms: [] });
  });

  it('asks subscribed apps to refresh every 6 hours', () => {
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
  });

  it('is the same text for the same input', () => {
    expect(writeCalendar(calendar)).toBe(text);
  });
});
