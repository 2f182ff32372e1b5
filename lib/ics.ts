/**
 * A small iCalendar writer (RFC 5545), shared by the calendars the build publishes
 * (lib/spot/cheapest-calendar.ts, /data/kalender/SE3.ics) and the contract-end reminder a visitor
 * downloads from an offer (components/compare/contract-end-reminder.tsx, made in the browser). Pure
 * and dependency-free, so it costs a page about a kilobyte: no time-zone database, no date library.
 * A caller passes times already placed: a calendar day, an instant in UTC, or a local wall-clock
 * time with the TZID of a VTIMEZONE the caller includes.
 *
 * The RFC's rules kept here: CRLF after every content line (3.1), lines folded so no line is
 * longer than 75 octets of UTF-8, never inside a character (3.1), TEXT values escaped (3.3.11),
 * DATE and UTC DATE-TIME forms (3.3.4, 3.3.5), one DTSTAMP and UID per event (3.6.1).
 */

/** A time of an event: a whole day, an instant (written in UTC), or a local time in a time zone. */
export type IcsTime = { date: string } | { utcMs: number } | { tzid: string; local: string };

export interface IcsAlarm {
  /** The alarm goes off this many days before the event starts. */
  daysBefore: number;
  description: string;
}

export interface IcsEvent {
  /** Globally unique and stable: the same event in a later file keeps its UID. */
  uid: string;
  /** When this description of the event was made, an instant. */
  stampMs: number;
  start: IcsTime;
  end: IcsTime;
  summary: string;
  description?: string;
  url?: string;
  alarm?: IcsAlarm;
}

export interface IcsCalendar {
  /** PRODID: who made the file. */
  productId: string;
  /** The calendar's name and description as calendar apps show them (RFC 7986 NAME, DESCRIPTION, and the X-WR- forms most apps read). */
  name?: string;
  description?: string;
  /** How often a subscribed app should fetch the file again, in hours (RFC 7986 REFRESH-INTERVAL). */
  refreshHours?: number;
  /** Whole components written before the events, e.g. a VTIMEZONE, as unfolded content lines. */
  components?: readonly (readonly string[])[];
  events: readonly IcsEvent[];
}

const MAX_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * One content line folded at 75 octets: a continuation line starts with one space, which counts
 * toward its 75. A character is never split, so a multi-byte å or – stays whole.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const length = utf8Length(char.codePointAt(0)!);
    if (octets + length > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += length;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a UTC DATE-TIME: 20260414T220000Z. */
export function formatUtc(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** 'YYYY-MM-DD' as a DATE value: 20260414. */
export function formatIcsDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return isoDate.replaceAll('-', '');
}

function timeLine(name: 'DTSTART' | 'DTEND', time: IcsTime): string {
  if ('date' in time) return `${name};VALUE=DATE:${formatIcsDate(time.date)}`;
  if ('utcMs' in time) return `${name}:${formatUtc(time.utcMs)}`;
  if (!/^\d{8}T\d{6}$/.test(time.local)) throw new RangeError(`Not a local DATE-TIME: ${time.local}`);
  return `${name};TZID=${time.tzid}:${time.local}`;
}

function eventLines(event: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stampMs)}`,
    timeLine('DTSTART', event.start),
    timeLine('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('TRANSP:TRANSPARENT');
  if (event.alarm) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-P${event.alarm.daysBefore}D`, `DESCRIPTION:${escapeText(event.alarm.description)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file: folded lines, each ended by CRLF. */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.productId}`, 'CALSCALE:GREGORIAN'];
  if (calendar.name) lines.push(`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.description) lines.push(`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshHours) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`, `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`);
  }
  for (const component of calendar.components ?? []) lines.push(...component);
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
