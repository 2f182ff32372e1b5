import ICAL from 'ical.js';

/**
 * Reads an iCalendar file with ical.js (Mozilla's maintained parser, RFC 5545), registering the
 * file's own VTIMEZONEs first so TZID times resolve to instants. Shared by the calendar tests.
 */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  startMs: number;
  endMs: number;
  /** The DTSTART as written: a DATE ('2027-04-30') for whole days, else null. */
  startDate: string | null;
  endDate: string | null;
  url: string | null;
  stampMs: number;
  alarms: { trigger: string; action: string; description: string }[];
}

export interface ParsedCalendar {
  name: string | null;
  description: string | null;
  timezones: string[];
  events: ParsedEvent[];
}

// ical.js knows RFC 5545's properties; RFC 7986's NAME and the de facto X-WR-CALNAME and
// X-WR-CALDESC are TEXT too, so their escapes are read as such.
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) {
  ICAL.design.icalendar.property[name] ??= { defaultType: 'text' };
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const text_ = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  return {
    name: text_(calendar, 'name'),
    description: text_(calendar, 'description'),
    timezones: timezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
      const event = new ICAL.Event(component);
      const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        startMs: event.startDate.toJSDate().getTime(),
        endMs: event.endDate.toJSDate().getTime(),
        startDate: event.startDate.isDate ? event.startDate.toString() : null,
        endDate: event.endDate.isDate ? event.endDate.toString() : null,
        url: text_(component, 'url'),
        stampMs: stamp.toJSDate().getTime(),
        alarms: component.getAllSubcomponents('valarm').map((alarm) => ({
          trigger: String(alarm.getFirstPropertyValue('trigger')),
          action: String(alarm.getFirstPropertyValue('action')),
          description: String(alarm.getFirstPropertyValue('description')),
        })),
      };
    }),
  };
}

/** Every physical line of the file: ended by CRLF, at most 75 octets of UTF-8 (RFC 5545 3.1). */
export function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in: ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`longer than 75 octets: ${JSON.stringify(line)}`);
  }
  return lines;
}
