import { stockholmDayMinutes, stockholmMidnightMs } from '@/lib/domain/stockholm-time';

/**
 * Reads the hour or quarter-hour consumption file a grid company's "Mina sidor" exports
 * (docs/rules/meter-files.md). Pure and synchronous, for the browser: nothing here sends anything.
 *
 * What it accepts:
 * - an optional header block (any lines before the first row that starts with a date), then one row
 *   per interval: "YYYY-MM-DD HH:MM,kWh", or date and time in two columns ("YYYY-MM-DD;HH:MM;kWh");
 *   a time may carry seconds, a 'T', an end time ("00:00-01:00") or an offset ("+01:00");
 * - comma, semicolon or tab between cells (the first data row decides), decimal point or comma,
 *   cells in double quotes, a byte-order mark, Windows or old Mac line endings, blank lines;
 * - hour rows or quarter-hour rows (quarter-hours as soon as one row starts at :15, :30 or :45).
 *
 * Time: each row's time is the start of its interval in Swedish time (Europe/Stockholm). On the
 * spring DST day 02:00–02:59 does not exist (23 hours, 92 quarters); on the autumn day it comes
 * twice (25 hours, 100 quarters). A time with an offset is read as given. Without one, the first
 * row of a time in the repeated hour is the earlier hour (+02:00) and the second row of the same
 * time the later one (+01:00), in the order of the file; a third is a duplicate. A file that has
 * the repeated hour only once is read as the earlier hour, and the later one is a gap.
 *
 * What it reports: the resolution; duplicates (the first row of an instant counts, later ones are
 * listed and left out); gaps (missing intervals between the first and the last). The first row it
 * cannot read stops the reading with a Swedish message naming the line, and every row read before
 * it is kept.
 */

/** Largest file the page reads (10 MB): a year of quarter-hours is under 1,5 MB in every format seen. */
export const MAX_METER_FILE_BYTES = 10 * 1024 * 1024;

export type Resolution = 15 | 60;

export interface MeterReading {
  /** The interval's start, epoch ms. */
  startMs: number;
  kwh: number;
  /** 1-based line of the file. */
  line: number;
}

export interface MeterIssue {
  /** 1-based line, or null for the file as a whole. */
  line: number | null;
  message: string;
}

export interface MeterDuplicate {
  line: number;
  /** The line whose value counts. */
  firstLine: number;
  startMs: number;
  kwh: number;
  firstKwh: number;
}

export interface MeterGap {
  /** First missing interval's start, epoch ms. */
  fromMs: number;
  /** The next reading's start (exclusive end of the gap). */
  toMs: number;
  intervals: number;
}

export interface MeterFile {
  /** Ascending, one per instant. */
  readings: MeterReading[];
  /** null when nothing was read. */
  resolution: Resolution | null;
  delimiter: ',' | ';' | '\t' | null;
  decimal: '.' | ',' | null;
  /** Lines before the first row (the export's header block). */
  headerLines: number;
  duplicates: MeterDuplicate[];
  gaps: MeterGap[];
  /** The reason reading stopped, or null when the whole file was read. */
  error: MeterIssue | null;
}

const DATE_START = /^\s*"?\d{4}-\d{2}-\d{2}/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*-\s*\d{1,2}:\d{2}(?::\d{2})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const FAST_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*-\s*\d{1,2}:\d{2}(?::\d{2})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** Cells of one line; double quotes may hold the delimiter, "" is a quote. */
export function splitCells(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter).map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function shown(cell: string): string {
  return cell.length > 30 ? `${cell.slice(0, 30)}…` : cell;
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

interface DayClock {
  midnightMs: number;
  dayMinutes: number;
}

/** Reads a meter file's text. Never throws; see MeterFile.error. */
export function parseMeterFile(input: string): MeterFile {
  const result: MeterFile = { readings: [], resolution: null, delimiter: null, decimal: null, headerLines: 0, duplicates: [], gaps: [], error: null };
  if (input.length > MAX_METER_FILE_BYTES) {
    result.error = {
      line: null,
      message: `Filen är större än 10 MB. En förbrukningsfil för ett år med kvartsvärden är mindre än 2 MB; kontrollera att du valt rätt fil.`,
    };
    return result;
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') {
    result.error = { line: null, message: 'Filen är tom.' };
    return result;
  }
  const lines = text.split(/\r\n|\n|\r/);
  const first = lines.findIndex((line) => DATE_START.test(line));
  if (first < 0) {
    result.error = {
      line: 1,
      message:
        'Vi hittade ingen rad som börjar med ett datum (ÅÅÅÅ-MM-DD). Filen ser inte ut som en förbrukningsfil med tim- eller kvartsvärden: välj filen med din förbrukning per timme eller kvart från elnätsbolagets Mina sidor.',
    };
    return result;
  }
  result.headerLines = first;
  const firstLine = lines[first]!;
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  result.delimiter = delimiter;

  const days = new Map<string, DayClock>();
  const clock = (date: string): DayClock | null => {
    let known = days.get(date);
    if (!known) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const check = new Date(Date.UTC(y, m - 1, d));
      if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
      known = { midnightMs: stockholmMidnightMs(date), dayMinutes: stockholmDayMinutes(date) };
      days.set(date, known);
    }
    return known;
  };

  const seen = new Map<number, MeterReading>();
  const readings: MeterReading[] = [];
  let anyQuarter = false;
  const stop = (line: number, message: string) => {
    result.error = { line, message: `Rad ${line}: ${message}` };
  };

  for (let i = first; i < lines.length; i += 1) {
    const raw = lines[i]!;
    const lineNo = i + 1;
    if (raw.trim() === '') continue;
    const cells = splitCells(raw, delimiter);
    const head = cells[0] ?? '';
    // The common 'YYYY-MM-DD HH:MM' without the full pattern's optional parts (a year of quarters is 35 040 rows).
    const dateTime =
      head.length === 16 && FAST_DATE_TIME.test(head)
        ? [head, head.slice(0, 10), head.slice(11, 13), head.slice(14, 16), undefined, undefined]
        : DATE_TIME.exec(head);
    if (!dateTime) {
      stop(
        lineNo,
        DATE_START.test(raw)
          ? `”${shown(cells[0] ?? '')}” är inget datum med tid som vi kan läsa (ÅÅÅÅ-MM-DD TT:MM).`
          : `raden börjar inte med ett datum (ÅÅÅÅ-MM-DD), så vi slutade läsa här.`,
      );
      break;
    }
    const [, date, hourText, minuteText, , offsetText] = dateTime;
    let hour: number;
    let minute: number;
    let offset = offsetText;
    let valueCell: string | undefined;
    if (hourText !== undefined) {
      hour = Number(hourText);
      minute = Number(minuteText);
      valueCell = cells[1];
    } else {
      const time = TIME_ONLY.exec(cells[1] ?? '');
      if (!time) {
        stop(lineNo, `”${shown(cells[1] ?? '')}” är inget klockslag (TT:MM) efter datumet.`);
        break;
      }
      hour = Number(time[1]);
      minute = Number(time[2]);
      offset = time[4] ?? offset;
      valueCell = cells[2];
    }
    const day = clock(date!);
    if (!day || hour > 23 || minute > 59) {
      stop(lineNo, `${date} ${hourText ?? ''}${hourText ? `:${minuteText}` : ''} är ingen giltig tidpunkt.`.replace(/ {2,}/g, ' '));
      break;
    }
    if (minute % 15 !== 0) {
      stop(lineNo, `klockslaget ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} är varken en hel timme eller en hel kvart.`);
      break;
    }
    const cell = valueCell === undefined ? '' : valueCell.includes(' ') || valueCell.includes('\u00a0') ? valueCell.replace(/\s/g, '') : valueCell;
    if (cell === '') {
      // No value for the interval: left out, and reported as a gap.
      continue;
    }
    if (!NUMBER.test(cell)) {
      stop(lineNo, `”${shown(valueCell ?? '')}” är inte ett antal kWh.`);
      break;
    }
    const comma = cell.includes(',');
    const kwh = Number(comma ? cell.replace(',', '.') : cell);
    if (comma) result.decimal = ',';
    else if (result.decimal === null && cell.includes('.')) result.decimal = '.';
    if (kwh < 0) {
      stop(
        lineNo,
        `förbrukningen är negativ (${cell.replace('-', '−')} kWh). En förbrukningsfil har inga negativa värden; är det en fil med såld el (produktion)?`,
      );
      break;
    }
    const localMinutes = hour * 60 + minute;
    let startMs: number;
    if (offset !== undefined) {
      const [y, m, d] = date!.split('-').map(Number) as [number, number, number];
      startMs = Date.UTC(y, m - 1, d, hour, minute) - offsetMinutes(offset) * 60_000;
    } else if (day.dayMinutes === 1440 || hour < 2) {
      startMs = day.midnightMs + localMinutes * 60_000;
    } else if (day.dayMinutes < 1440) {
      if (hour === 2) {
        stop(
          lineNo,
          `klockan ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} finns inte ${date}: klockan ställdes fram från 02:00 till 03:00.`,
        );
        break;
      }
      startMs = day.midnightMs + (localMinutes - 60) * 60_000;
    } else if (hour === 2) {
      const earlier = day.midnightMs + localMinutes * 60_000;
      startMs = seen.has(earlier) ? earlier + 3_600_000 : earlier;
    } else {
      startMs = day.midnightMs + (localMinutes + 60) * 60_000;
    }
    if (minute !== 0) anyQuarter = true;
    const before = seen.get(startMs);
    if (before) {
      result.duplicates.push({ line: lineNo, firstLine: before.line, startMs, kwh, firstKwh: before.kwh });
      continue;
    }
    const reading = { startMs, kwh, line: lineNo };
    seen.set(startMs, reading);
    readings.push(reading);
  }

  readings.sort((a, b) => a.startMs - b.startMs);
  result.readings = readings;
  if (readings.length === 0) {
    result.error ??= { line: first + 1, message: `Rad ${first + 1}: vi hittade inga förbrukningsvärden i filen.` };
    return result;
  }
  const resolution: Resolution = anyQuarter ? 15 : 60;
  result.resolution = resolution;
  const step = resolution * 60_000;
  for (let i = 1; i < readings.length; i += 1) {
    const previous = readings[i - 1]!.startMs;
    const next = readings[i]!.startMs;
    if (next - previous > step) result.gaps.push({ fromMs: previous + step, toMs: next, intervals: Math.round((next - previous) / step) - 1 });
  }
  return result;
}
