import { PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { stockholmMidnightMs, stockholmOffsetMinutes, STOCKHOLM_TIME_ZONE, toStockholmIso } from '@/lib/domain/stockholm-time';
import { formatClockTime, formatDate, formatList, formatOrePerKwh } from '@/lib/format';
import { writeCalendar, type IcsEvent, type IcsTime } from '@/lib/ics';

import type { PriceBlock } from './cheapest-block';
import type { SpotDay } from './day-view';
import { cheapestBlocks, dayEndMs } from './two-days';

/**
 * The subscribable calendars of the cheapest hours (/data/kalender/SE1.ics … SE4.ics, written by
 * app/data/kalender/[file]/route.ts at every build and so by every daily refresh): per price area,
 * the cheapest contiguous 1, 2 and 3 hours of the two latest days in the bundled data, as
 * /elpris-just-nu computes them (cheapestBlocks in lib/spot/two-days.ts: a block of the first day
 * may run past midnight into the second). A static file cannot know which day a reader calls
 * "today", so every event names its own date and the calendar says which days it holds.
 *
 * Deterministic: the same data gives the same bytes. UIDs are built from area, day and length, so
 * a calendar app updates an event it already has; DTSTAMP is the latest day's midnight (the data's
 * date, never the build time).
 */

export const CALENDAR_BLOCK_HOURS = [1, 2, 3] as const;
export type CalendarBlockHours = (typeof CALENDAR_BLOCK_HOURS)[number];

/** How often a subscribed calendar app should look for a new file. */
export const CALENDAR_REFRESH_HOURS = 6;

/** The calendar file of an area, as published. */
export function calendarPath(area: PriceArea): string {
  return `/data/kalender/${area}.ics`;
}

export interface CalendarBlock {
  /** The day the block belongs to: it starts on this Stockholm day. */
  date: string;
  hours: CalendarBlockHours;
  block: PriceBlock;
}

/**
 * The cheapest 1-, 2- and 3-hour block of each of the two latest days (or of the latest alone when
 * the day before it is missing), oldest day first, shortest block first.
 */
export function calendarBlocks(days: readonly SpotDay[]): CalendarBlock[] {
  const latest = days.at(-1);
  if (!latest) return [];
  const before = days.at(-2);
  const first = before && dayEndMs(before) === Date.parse(latest.start) ? before : null;
  const wanted = (hours: number): hours is CalendarBlockHours => (CALENDAR_BLOCK_HOURS as readonly number[]).includes(hours);
  const rows = (first ? cheapestBlocks(first, latest, null) : cheapestBlocks(latest, null, null)).rows;
  const result: CalendarBlock[] = [];
  const add = (date: string, hours: CalendarBlockHours, block: PriceBlock | null) => {
    if (block) result.push({ date, hours, block });
  };
  if (first) for (const row of rows) if (wanted(row.hours)) add(first.date, row.hours, row.today);
  for (const row of rows) if (wanted(row.hours)) add(latest.date, row.hours, first ? row.tomorrow : row.today);
  return result;
}

/** Europe/Stockholm as the tz database has had it since 1996 (EU summer time: last Sundays of March and October, 01:00 UTC). */
export const STOCKHOLM_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${STOCKHOLM_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * An instant as Stockholm wall-clock time. The hour the clocks go back occurs twice, and a local
 * time then names only its first occurrence (RFC 5545 3.3.5), so such an instant is written in UTC.
 */
export function stockholmIcsTime(epochMs: number): IcsTime {
  const offset = stockholmOffsetMinutes(epochMs);
  const otherOffset = offset === 60 ? 120 : 60;
  const sameWallClock = epochMs + (offset - otherOffset) * 60_000;
  if (stockholmOffsetMinutes(sameWallClock) === otherOffset) return { utcMs: epochMs };
  return { tzid: STOCKHOLM_TIME_ZONE, local: toStockholmIso(epochMs).slice(0, 19).replace(/[-:]/g, '') };
}

function blockTitle(hours: CalendarBlockHours): string {
  return hours === 1 ? 'Billigaste timmen' : `Billigaste ${hours} timmarna`;
}

function blockLength(hours: CalendarBlockHours): string {
  return hours === 1 ? '1 timme' : `${hours} timmar`;
}

export interface CheapestCalendarInput {
  area: PriceArea;
  /** The area's latest bundled days, oldest first. */
  days: readonly SpotDay[];
  /** The site's address without a trailing slash, for UIDs and links. */
  siteUrl: string;
  /** The price source to credit, as the data names it. */
  source: { attribution: string; url: string };
}

function eventOf({ area, siteUrl, source }: CheapestCalendarInput, latestDay: string, { date, hours, block }: CalendarBlock): IcsEvent {
  const host = new URL(siteUrl).host;
  const endsNextDay = toStockholmIso(block.endMs - 1).slice(0, 10) !== date;
  const endClock = formatClockTime(block.endMs);
  const end = endsNextDay ? `${endClock} dagen efter` : endClock === '00:00' ? '24:00' : endClock;
  const description = [
    `Spotpriset i ${area} (${PRICE_AREA_NAMES[area]}) den ${formatDate(date)}: det billigaste sammanhängande blocket om ${blockLength(hours)} börjar kl. ${formatClockTime(block.startMs)} och slutar kl. ${end}.`,
    `Medelpris ${formatOrePerKwh(block.averageOre)} exklusive moms, elnätsavgift och energiskatt.`,
    `Elvalet räknar kvart för kvart ur day-ahead-priserna i sin data, som går till och med ${formatDate(latestDay)}, på samma sätt som sidan Elpriset just nu.`,
    `${source.attribution} (${source.url}).`,
  ].join('\n');
  return {
    uid: `billigast-${hours}h-${area}-${date}@${host}`,
    stampMs: stockholmMidnightMs(latestDay),
    start: stockholmIcsTime(block.startMs),
    end: stockholmIcsTime(block.endMs),
    summary: `${blockTitle(hours)} i ${area}: ${formatOrePerKwh(block.averageOre)}`,
    description,
    url: `${siteUrl}/elpris-just-nu`,
  };
}

/** The area's calendar file (iCalendar text with CRLF line ends), or null without any day. */
export function cheapestHoursCalendar(input: CheapestCalendarInput): string | null {
  const latest = input.days.at(-1);
  if (!latest) return null;
  const blocks = calendarBlocks(input.days);
  const dates = [...new Set(blocks.map((b) => b.date))].map(formatDate);
  return writeCalendar({
    productId: `-//Elvalet//Billigaste timmarna ${input.area}//SV`,
    name: `Elvalet: billigaste timmarna i ${input.area}`,
    description:
      `De billigaste sammanhängande 1, 2 och 3 timmarna i elområde ${input.area} (${PRICE_AREA_NAMES[input.area]}), spotpris exklusive moms, ` +
      `för de två senaste dygnen i Elvalets prisdata. Den här versionen gäller ${formatList(dates)}. ` +
      `Filen skrivs om när nya priser hämtas, normalt en gång om dagen efter att morgondagens priser har publicerats. ${input.source.attribution}.`,
    refreshHours: CALENDAR_REFRESH_HOURS,
    components: [STOCKHOLM_VTIMEZONE],
    events: blocks.map((block) => eventOf(input, latest.date, block)),
  });
}
