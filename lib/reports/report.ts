import type { PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * Reporting a wrong offer, supplier or grid tariff from where it is shown (Directive (EU)
 * 2019/944, art. 14(1)(g); docs/rules/transparency.md, "Reporting an error"). The form is
 * prefilled with what the report is about (`ReportSubject`) and takes one free text. With the
 * remote database it is stored through `report_error` (supabase/migrations/*_error_reports.sql);
 * without it, or when storing fails, the visitor's mail program opens with the same fields
 * (`reportMailto`). Pure and small: the report island ships it.
 */

export const REPORT_KINDS = ['offer', 'supplier', 'grid_tariff'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportSubject {
  kind: ReportKind;
  /** The offer id, the supplier's slug or the tariff id, as the site's data names it. */
  id: string;
  /** 'Tibber – Kvartsprisavtal löpande SE3', 'Ellevio – Prislistan'. */
  label: string;
  area: PriceArea | null;
  /** 'YYYY-MM-DD': the day the offer was read, or the day the price list applies from. */
  dataDate: string;
  /** What `dataDate` is, for the visitor: 'hämtat' or 'gäller från'. */
  dataDateLabel: string;
}

/** At most this many characters of free text (the database refuses more). */
export const REPORT_MAX_LENGTH = 2000;

export const REPORT_MESSAGES = {
  empty: 'Skriv vad som är fel, till exempel vilket pris eller villkor som inte stämmer.',
  tooLong: `Texten får vara högst ${formatNumber(REPORT_MAX_LENGTH)} tecken.`,
  sent: 'Tack! Rapporten är skickad. Vi kontrollerar uppgiften mot källan, och en rättelse hamnar på sidan Rättelser.',
  failed: 'Rapporten kunde inte skickas. Din text finns kvar: försök igen, eller skicka den med e-post.',
  unavailable: 'Rapporter tas emot med e-post. Knappen öppnar ditt e-postprogram med uppgifterna ifyllda.',
} as const;

export type MessageCheck = { ok: true; message: string } | { ok: false; error: string };

/** The free text as it is sent (trimmed), or what to fix. */
export function checkReportMessage(input: string): MessageCheck {
  const message = input.trim();
  if (message === '') return { ok: false, error: REPORT_MESSAGES.empty };
  if (message.length > REPORT_MAX_LENGTH) return { ok: false, error: REPORT_MESSAGES.tooLong };
  return { ok: true, message };
}

/** The fields every report carries, as lines: the same in the database and in the e-mail. */
export function reportFieldLines(subject: ReportSubject, pageUrl: string | null): string[] {
  return [
    `Gäller: ${subject.label}`,
    `Id: ${subject.id}`,
    ...(subject.area ? [`Elområde: ${subject.area}`] : []),
    `Uppgifterna ${subject.dataDateLabel}: ${formatDate(subject.dataDate)} (${subject.dataDate})`,
    ...(pageUrl ? [`Sida: ${pageUrl}`] : []),
  ];
}

/** A mailto: address that opens the visitor's mail program with the report written out (the page's address when known). */
export function reportMailto(email: string, subject: ReportSubject, message: string, pageUrl: string | null): string {
  const body = [message.trim() || '(Skriv här vad som är fel.)', '', ...reportFieldLines(subject, pageUrl)].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(`Fel i uppgift: ${subject.label}`)}&body=${encodeURIComponent(body)}`;
}

/** The arguments of `report_error` (the migration's parameter names). */
export function reportRpcArgs(subject: ReportSubject, message: string, pagePath: string) {
  return {
    p_subject_kind: subject.kind,
    p_subject_id: subject.id,
    p_area: subject.area,
    p_data_date: subject.dataDate,
    p_page: pagePath,
    p_message: message,
  };
}

/** What 'Rapportera fel' takes: the subject, and the e-mail link it is before JavaScript runs (written where the page is rendered). */
export function reportProps(subject: ReportSubject, email: string): { subject: ReportSubject; mailto: string } {
  return { subject, mailto: reportMailto(email, subject, '', null) };
}
