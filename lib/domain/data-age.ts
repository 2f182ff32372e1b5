/**
 * How old a figure is on the day a page is read, and when it is old enough to warn about
 * (docs/rules/transparency.md, "Data age"; Directive (EU) 2019/944, art. 14(1)(e): a comparison
 * tool states when its information was last updated). A static page is read long after it was
 * built, so the browser computes the age from today's Stockholm date; the pre-rendered page says
 * only the date, which stays true.
 *
 * Pure and small: the data-age island (components/ui/data-age.tsx) ships it to every page that
 * shows offers, spot prices, SCB's averages or grid tariffs.
 */

import { ISO_DATE } from '@/lib/domain/stockholm-time';

/** The kinds of dated data the site shows, each with its own threshold. */
export const DATA_KINDS = ['offers', 'spot', 'scb', 'grid'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/**
 * The age at which each kind warns (`staleAt`, in its unit): offers read more than 31 days ago
 * (suppliers change their prices monthly); a spot day older than yesterday (tomorrow's prices are
 * published around 13:00 the day before); SCB's average more than two months behind the current
 * month (SCB publishes a month about three weeks after it ends); a grid price list in force for
 * 12 months or more (operators change their prices at least yearly, most on 1 January).
 */
export const DATA_AGE_LIMITS = {
  offers: { unit: 'days', staleAt: 32 },
  spot: { unit: 'days', staleAt: 2 },
  scb: { unit: 'months', staleAt: 3 },
  grid: { unit: 'months', staleAt: 12 },
} as const satisfies Record<DataKind, { unit: 'days' | 'months'; staleAt: number }>;

export interface DataAge {
  kind: DataKind;
  /** Whole days (offers, spot) or whole calendar months (scb, grid) from the data's date to today. */
  amount: number;
  unit: 'days' | 'months';
  /** '129 dagar sedan', 'i går', '4 månader sedan'. */
  text: string;
  /** Past the kind's threshold: the page warns that the figures may have changed. */
  stale: boolean;
}

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

function monthNumber(dateOrMonth: string): { month: number; day: number } {
  const date = ISO_DATE.exec(dateOrMonth);
  if (date) return { month: Number(date[1]) * 12 + Number(date[2]) - 1, day: Number(date[3]) };
  const month = ISO_MONTH.exec(dateOrMonth);
  if (!month) throw new RangeError(`Not an ISO date or month: ${dateOrMonth}`);
  return { month: Number(month[1]) * 12 + Number(month[2]) - 1, day: 1 };
}

/** Calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `from` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/**
 * Whole calendar months from `from` ('YYYY-MM' or 'YYYY-MM-DD') to `to` ('YYYY-MM-DD'): a month
 * counts once its day of the month is reached (1 January to 1 January a year on is 12; to
 * 31 December it is 11). A bare month counts from its first day.
 */
export function monthsBetween(from: string, to: string): number {
  const a = monthNumber(from);
  const b = monthNumber(to);
  return b.month - a.month - (b.day < a.day ? 1 : 0);
}

/** 'i dag', 'i går', then '2 dagar sedan' and on. */
export function daysAgoText(days: number): string {
  if (days <= 0) return 'i dag';
  if (days === 1) return 'i går';
  return `${days} dagar sedan`;
}

/** 'den här månaden', 'förra månaden', '4 månader sedan'. */
export function monthsAgoText(months: number): string {
  if (months <= 0) return 'den här månaden';
  if (months === 1) return 'förra månaden';
  return `${months} månader sedan`;
}

/**
 * The age of data of `kind` dated `date` on the Stockholm day `today`: a day ('YYYY-MM-DD') for
 * offers, spot prices and grid price lists, a month ('YYYY-MM') for SCB's averages. Data dated
 * after today (a clock set wrong) counts as new.
 */
export function dataAge(kind: DataKind, date: string, today: string): DataAge {
  const { unit, staleAt } = DATA_AGE_LIMITS[kind];
  if (unit === 'days') {
    const amount = Math.max(0, daysBetween(date, today));
    return { kind, amount, unit, text: daysAgoText(amount), stale: amount >= staleAt };
  }
  // SCB's figure is for a whole month: its age is counted in calendar months from that month.
  const amount = Math.max(0, kind === 'scb' ? monthNumber(today).month - monthNumber(date).month : monthsBetween(date, today));
  return { kind, amount, unit, text: monthsAgoText(amount), stale: amount >= staleAt };
}

/** Where a visitor checks the current figure: a link the warning ends with. */
export interface CheckLink {
  href: string;
  label: string;
}

/** What the warning of each kind says, and where it sends the visitor by default. */
export const STALE_WARNINGS: Readonly<Record<DataKind, { text: string; check: CheckLink | null }>> = {
  offers: {
    text: 'Priserna hämtades för mer än en månad sedan och kan ha ändrats. Kontrollera priset innan du tecknar ett avtal:',
    check: { href: 'https://www.elpriskollen.se/', label: 'Elpriskollen' },
  },
  spot: {
    text: 'Det finns nyare spotpriser än de som visas här.',
    check: { href: '/elpris-just-nu', label: 'Dagens elpris' },
  },
  scb: {
    text: 'SCB kan ha publicerat nyare månader sedan sidan byggdes.',
    check: null,
  },
  grid: {
    text: 'Prislistan har gällt i ett år eller mer, och elnätsbolagen ändrar ofta sina priser vid årsskiftet. Kontrollera priset hos elnätsbolaget.',
    check: null,
  },
};

/**
 * What the warning island takes for data of `kind` dated `date`: the kind's sentence and where to
 * check (`check` overrides the kind's default link; null for none). Written where the page is
 * rendered, so the island carries no sentences of its own.
 */
export function staleWarning(
  kind: DataKind,
  date: string,
  check: CheckLink | null = STALE_WARNINGS[kind].check,
): { kind: DataKind; date: string; text: string; check: CheckLink | null } {
  return { kind, date, text: STALE_WARNINGS[kind].text, check };
}
