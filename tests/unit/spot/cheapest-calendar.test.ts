import { GET, generateStaticParams } from '@/app/data/kalender/[file]/route';
import { getLatestDays } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { stockholmDayMinutes, stockholmMidnightMs, toStockholmIso } from '@/lib/domain/stockholm-time';
import { calendarBlocks, cheapestHoursCalendar, stockholmIcsTime, type CheapestCalendarInput } from '@/lib/spot/cheapest-calendar';
import type { SpotDay } from '@/lib/spot/day-view';
import { cheapestBlocks } from '@/lib/spot/two-days';

import { parseIcs, physicalLines } from '../../support/ical';

function day(date: string, price: (i: number) => number): SpotDay {
  return {
    date,
    resolutionMinutes: 15,
    start: toStockholmIso(stockholmMidnightMs(date)),
    prices: Array.from({ length: stockholmDayMinutes(date) / 15 }, (_, i) => price(i)),
  };
}

/**
 * The hand-computed example of the cheapest-block tests: 15 January 2026 costs 100 öre except
 * 23:00–24:00 (10 öre); 16 January costs 20 öre 00:00–02:00, 25 öre 10:00–13:00, else 100.
 */
const FIRST = day('2026-01-15', (i) => (i >= 92 ? 10 : 100));
const SECOND = day('2026-01-16', (i) => (i < 8 ? 20 : i >= 40 && i < 52 ? 25 : 100));
const SOURCE = { attribution: 'Elpriser tillhandahålls av Elpriset just nu.se', url: 'https://www.elprisetjustnu.se' };
const input = (days: SpotDay[]): CheapestCalendarInput => ({ area: 'SE3', days, siteUrl: 'https://elvalet.se', source: SOURCE });

describe('the cheapest blocks of a calendar, by hand', () => {
  const blocks = calendarBlocks([FIRST, SECOND]);
  const spans = blocks.map(({ date, hours, block }) => [
    date,
    hours,
    toStockholmIso(block.startMs),
    toStockholmIso(block.endMs),
    Math.round(block.averageOre * 100) / 100,
  ]);

  it('gives the first day’s blocks (a block may run into the second day) and the second day’s, 1–3 hours each', () => {
    expect(spans).toEqual([
      ['2026-01-15', 1, '2026-01-15T23:00:00+01:00', '2026-01-16T00:00:00+01:00', 10],
      ['2026-01-15', 2, '2026-01-15T23:00:00+01:00', '2026-01-16T01:00:00+01:00', 15],
      ['2026-01-15', 3, '2026-01-15T23:00:00+01:00', '2026-01-16T02:00:00+01:00', 16.67],
      ['2026-01-16', 1, '2026-01-16T00:00:00+01:00', '2026-01-16T01:00:00+01:00', 20],
      ['2026-01-16', 2, '2026-01-16T00:00:00+01:00', '2026-01-16T02:00:00+01:00', 20],
      ['2026-01-16', 3, '2026-01-16T10:00:00+01:00', '2026-01-16T13:00:00+01:00', 25],
    ]);
  });

  it('are the blocks of /elpris-just-nu’s model for the same two days', () => {
    const model = cheapestBlocks(FIRST, SECOND, null).rows.filter((row) => row.hours <= 3);
    expect(blocks.filter((b) => b.date === FIRST.date).map((b) => b.block)).toEqual(model.map((row) => row.today));
    expect(blocks.filter((b) => b.date === SECOND.date).map((b) => b.block)).toEqual(model.map((row) => row.tomorrow));
  });

  it('with one day only, gives that day’s blocks', () => {
    expect(calendarBlocks([SECOND]).map((b) => [b.date, b.hours])).toEqual([
      ['2026-01-16', 1],
      ['2026-01-16', 2],
      ['2026-01-16', 3],
    ]);
  });

  it('does not join two days with a gap between them', () => {
    const later = day('2026-01-18', () => 50);
    expect(new Set(calendarBlocks([FIRST, later]).map((b) => b.date))).toEqual(new Set(['2026-01-18']));
  });
});

describe('Stockholm times in a calendar', () => {
  it('writes a wall-clock time with the Stockholm TZID', () => {
    expect(stockholmIcsTime(Date.parse('2026-07-01T14:30:00+02:00'))).toEqual({ tzid: 'Europe/Stockholm', local: '20260701T143000' });
  });

  it('writes both 02:30 of the autumn day in UTC, since the wall clock shows 02:30 twice', () => {
    expect(stockholmIcsTime(Date.parse('2026-10-25T02:30:00+02:00'))).toEqual({ utcMs: Date.parse('2026-10-25T00:30:00Z') });
    expect(stockholmIcsTime(Date.parse('2026-10-25T02:30:00+01:00'))).toEqual({ utcMs: Date.parse('2026-10-25T01:30:00Z') });
    expect(stockholmIcsTime(Date.parse('2026-10-25T03:00:00+01:00'))).toEqual({ tzid: 'Europe/Stockholm', local: '20261025T030000' });
  });
});

describe('the calendar file', () => {
  const text = cheapestHoursCalendar(input([FIRST, SECOND]))!;
  const parsed = parseIcs(text);

  it('is RFC 5545 text: CRLF lines of at most 75 octets, with the Stockholm VTIMEZONE', () => {
    physicalLines(text);
    expect(parsed.timezones).toEqual(['Europe/Stockholm']);
  });

  it('holds one event per block, at the block’s instants, with the price and the day in the text', () => {
    expect(parsed.events.map((e) => [e.uid, e.startMs, e.endMs])).toEqual(
      calendarBlocks([FIRST, SECOND]).map(({ date, hours, block }) => [`billigast-${hours}h-SE3-${date}@elvalet.se`, block.startMs, block.endMs]),
    );
    const threeHours = parsed.events[2]!;
    expect(threeHours.summary.replace(/\s/g, ' ')).toBe('Billigaste 3 timmarna i SE3: 16,7 öre/kWh');
    expect(threeHours.description).toContain('den 15 januari 2026');
    expect(threeHours.description).toContain('börjar kl. 23:00 och slutar kl. 02:00 dagen efter');
    expect(threeHours.description).toContain('som går till och med 16 januari 2026');
    expect(threeHours.description).toContain('Elpriser tillhandahålls av Elpriset just nu.se (https://www.elprisetjustnu.se)');
    expect(parsed.events[0]!.description).toContain('börjar kl. 23:00 och slutar kl. 24:00.');
    expect(threeHours.url).toBe('https://elvalet.se/elpris-just-nu');
  });

  it('stamps every event with the latest day’s midnight, not the time of the build', () => {
    expect(new Set(parsed.events.map((e) => e.stampMs))).toEqual(new Set([Date.parse('2026-01-16T00:00:00+01:00')]));
  });

  it('names the days it holds', () => {
    expect(parsed.description).toContain('Den här versionen gäller 15 januari 2026 och 16 januari 2026.');
  });

  it('is the same bytes for the same data, and changes when a new day arrives', () => {
    expect(cheapestHoursCalendar(input([FIRST, SECOND]))).toBe(text);
    const next = day('2026-01-17', (i) => 40 + (i % 7));
    const moved = parseIcs(cheapestHoursCalendar(input([FIRST, SECOND, next]))!);
    expect(new Set(moved.events.map((e) => e.uid.split('-').slice(3).join('-')))).toEqual(new Set(['2026-01-16@elvalet.se', '2026-01-17@elvalet.se']));
  });

  it('is null without any day', () => {
    expect(cheapestHoursCalendar(input([]))).toBeNull();
  });
});

describe('/data/kalender/{area}.ics over the bundled data', () => {
  it('is written for every area', () => {
    expect(generateStaticParams()).toEqual(PRICE_AREAS.map((area) => ({ file: `${area}.ics` })));
  });

  it.each(PRICE_AREAS)('%s: the events are the model’s blocks of the two latest bundled days', async (area) => {
    const response = await GET(new Request(`http://localhost/data/kalender/${area}.ics`), { params: Promise.resolve({ file: `${area}.ics` }) });
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const parsed = parseIcs(await response.text());
    const days = getLatestDays(area);
    const [before, latest] = days.slice(-2);
    if (!before || !latest) throw new Error(`${area}: fewer than two bundled days`);
    const rows = cheapestBlocks(before, latest, null).rows.filter((row) => row.hours <= 3);
    const expected = [...rows.map((row) => row.today), ...rows.map((row) => row.tomorrow)].map((block) => [block!.startMs, block!.endMs]);
    expect(parsed.events.map((e) => [e.startMs, e.endMs])).toEqual(expected);
    expect(parsed.events.every((e) => e.summary.includes(area))).toBe(true);
  });

  it('answers an unknown file with 404', async () => {
    const response = await GET(new Request('http://localhost/data/kalender/SE5.ics'), { params: Promise.resolve({ file: 'SE5.ics' }) });
    expect(response.status).toBe(404);
  });
});
