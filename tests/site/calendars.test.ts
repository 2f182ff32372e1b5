import { readFileSync } from 'node:fs';
import path from 'node:path';

import { getLatestDays } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { calendarPath } from '@/lib/spot/cheapest-calendar';
import { cheapestBlocks } from '@/lib/spot/two-days';
import { OUT_DIR } from '@/scripts/lib/export-pages';

import { parseIcs, physicalLines } from '../support/ical';

/**
 * The calendars of the cheapest hours as the build wrote them (out/data/kalender/SE1.ics …), read
 * with a maintained iCalendar parser (ical.js): RFC 5545 lines, the Stockholm time zone, and the
 * events checked against /elpris-just-nu's own model (cheapestBlocks) over the bundled days. The
 * daily refresh runs this over its new build too, so the calendars follow the prices.
 */

describe.each(PRICE_AREAS)('%s', (area) => {
  const text = readFileSync(path.join(OUT_DIR, calendarPath(area)), 'utf8');
  const calendar = parseIcs(text);

  it('is RFC 5545 text with the Stockholm VTIMEZONE', () => {
    expect(physicalLines(text)[0]).toBe('BEGIN:VCALENDAR');
    expect(calendar.timezones).toEqual(['Europe/Stockholm']);
    expect(calendar.name).toBe(`Elvalet: billigaste timmarna i ${area}`);
  });

  it('holds the cheapest 1, 2 and 3 hours of the two latest bundled days, as the model computes them', () => {
    const days = getLatestDays(area);
    const [before, latest] = days.slice(-2);
    if (!before || !latest) throw new Error(`${area}: fewer than two bundled days`);
    const rows = cheapestBlocks(before, latest, null).rows.filter((row) => row.hours <= 3);
    const expected = [
      ...rows.map((row) => ({ date: before.date, hours: row.hours, block: row.today })),
      ...rows.map((row) => ({ date: latest.date, hours: row.hours, block: row.tomorrow })),
    ];
    expect(calendar.events.map((e) => [e.uid.split('@')[0], e.startMs, e.endMs])).toEqual(
      expected.map(({ date, hours, block }) => [`billigast-${hours}h-${area}-${date}`, block!.startMs, block!.endMs]),
    );
    for (const event of calendar.events) expect(event.stampMs).toBe(Date.parse(latest.start));
    expect(calendar.description).toContain(latest.date.slice(0, 4));
  });
});
