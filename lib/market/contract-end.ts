import { formatDate } from '@/lib/format';
import { writeCalendar } from '@/lib/ics';

/**
 * The contract-end reminder a visitor downloads from a fixed offer (components/compare/
 * contract-end-reminder.tsx): an all-day event on the last day of the binding period and an alarm
 * 60 days before it, as an iCalendar file made in the browser. Nothing is sent or stored.
 *
 * Why 60 days: a supplier must tell a customer with a time-limited contract that it runs out at
 * the earliest 90 and at the latest 60 days before it ends, and what happens then (Energimarknads-
 * inspektionen, "Vad händer när mitt tidsbestämda elavtal löper ut?", 2024-02-12). The alarm comes
 * on the last day that notice is due, leaving time to compare and give notice; it is a reminder
 * margin, not the contract's notice period, which is in its own terms (our source has none).
 */

export const REMINDER_DAYS_BEFORE = 60;

/** The regulator's page the texts rest on. */
export const EI_CONTRACT_END_URL =
  'https://ei.se/konsument/aktuellt-pa-energimarknaderna/aktuellt-pa-energimarknaderna/2024-02-12-vad-hander-nar-mitt-tidsbestamda-elavtal-loper-ut';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? [year, month, day] : null;
}

const iso = (utc: Date) => utc.toISOString().slice(0, 10);

/**
 * The last day of a binding period of `months` months from `start` ('YYYY-MM-DD'): the day before
 * the same date `months` later (from 1 May 2026, 12 months: 30 April 2027). When that month has no
 * such date (from 31 August, 6 months: no 31 February), the period runs to the month's last day.
 */
export function bindingEndDate(start: string, months: number): string {
  const p = parts(start);
  if (!p) throw new RangeError(`Not a calendar date: ${start}`);
  const [year, month, day] = p;
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0));
  if (day > lastOfTarget.getUTCDate()) return iso(lastOfTarget);
  return iso(new Date(Date.UTC(year, month - 1 + months, day - 1)));
}

/** A date `days` days before `date`. */
export function daysBefore(date: string, days: number): string {
  const [year, month, day] = parts(date)!;
  return iso(new Date(Date.UTC(year, month - 1, day - days)));
}

export type StartDateCheck = { ok: true; start: string; end: string } | { ok: false; message: string };

/**
 * What the visitor typed, checked: a real date, a contract whose binding period has not already
 * ended, and a start no more than a year ahead. `today` is the visitor's own date ('YYYY-MM-DD').
 */
export function checkStartDate(input: string, months: number, today: string): StartDateCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: 'Ange datumet då ditt avtal började gälla.' };
  if (!parts(value)) return { ok: false, message: 'Ange ett riktigt datum som ÅÅÅÅ-MM-DD, till exempel 2026-05-01.' };
  const end = bindingEndDate(value, months);
  if (end < today) {
    return { ok: false, message: `Med det startdatumet slutade bindningstiden ${formatDate(end)}. Ange startdatumet för avtalet du har nu.` };
  }
  const [year, month, day] = parts(today)!;
  if (value > iso(new Date(Date.UTC(year + 1, month - 1, day)))) {
    return { ok: false, message: 'Startdatumet ligger mer än ett år fram i tiden. Kontrollera datumet.' };
  }
  return { ok: true, start: value, end };
}

export interface ContractEndInput {
  supplierName: string;
  /** The product, or the kind of contract: 'Fast pris 1 år'. */
  product: string;
  /** The binding period in words: '1 år'. */
  lengthLabel: string;
  start: string;
  end: string;
  /** Stable key of the offer or contract type, for the event's UID. */
  key: string;
  /** The site's host, for the UID; the browser's own. */
  host: string;
  /** Where to compare when the reminder comes, absolute. */
  compareUrl: string;
  /** When the file was made. */
  stampMs: number;
}

/** The .ics file's text (CRLF, folded), ready for a Blob. */
export function contractEndCalendar(input: ContractEndInput): string {
  const description = [
    `Sista dagen med bindningstid för ditt elavtal hos ${input.supplierName} (${input.product}, ${input.lengthLabel}), räknat från startdatumet ${formatDate(input.start)} som du angav. Kontrollera datumet i ditt avtal.`,
    `Elhandlaren ska meddela dig tidigast 90 och senast ${REMINDER_DAYS_BEFORE} dagar innan ett tidsbestämt avtal löper ut, och tala om vad som händer om du inte gör något (Energimarknadsinspektionen: ${EI_CONTRACT_END_URL}). Hur lång uppsägningstid ditt avtal har står i dina villkor.`,
    `Jämför elavtal: ${input.compareUrl}`,
  ].join('\n\n');
  return writeCalendar({
    productId: '-//Elvalet//Påminnelse om bindningstid//SV',
    events: [
      {
        uid: `bindningstid-${input.key}-${input.start}@${input.host}`,
        stampMs: input.stampMs,
        start: { date: input.end },
        end: { date: daysBefore(input.end, -1) },
        summary: `Bindningstiden slutar: ${input.supplierName}, ${input.product}`,
        description,
        url: input.compareUrl,
        alarm: {
          daysBefore: REMINDER_DAYS_BEFORE,
          description: `Om ${REMINDER_DAYS_BEFORE} dagar, ${formatDate(input.end)}, slutar bindningstiden för ditt elavtal hos ${input.supplierName}. Läs beskedet från elhandlaren, kontrollera uppsägningstiden och jämför avtal.`,
        },
      },
    ],
  });
}

/** The download's file name: 'bindningstid-tibber-2027-04-30.ics'. */
export function contractEndFileName(key: string, end: string): string {
  return `bindningstid-${key.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}-${end}.ics`;
}
