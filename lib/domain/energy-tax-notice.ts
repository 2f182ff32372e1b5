/**
 * The browser's half of the energy tax notice (docs/rules/taxes.md): which sentence a page shows
 * on the day it is read, from what the build prepared (energyTaxNoticeData in
 * lib/domain/energy-tax.ts: the period the page computes with, the sentence for each other period
 * of the table, and the sentence for a day outside the table). No imports, so the island that
 * ships it stays small.
 */

export interface EnergyTaxNoticeData {
  /** First and last day ('YYYY-MM-DD') of the period the page computes with. */
  from: string;
  to: string;
  /** The table's other periods, each with what the page says when today lies in it. */
  others: readonly { from: string; to: string; text: string }[];
  /** What the page says on a day outside every period; YEAR_PLACEHOLDER is today's year. */
  outside: string;
}

export const YEAR_PLACEHOLDER = '{år}';

/** Nothing while `today` lies in the page's period; else the other period's sentence, or that the rate for today is not in the site yet. */
export function noticeFor(data: EnergyTaxNoticeData, today: string): string | null {
  if (data.from <= today && today <= data.to) return null;
  const other = data.others.find((period) => period.from <= today && today <= period.to);
  return other ? other.text : data.outside.replace(YEAR_PLACEHOLDER, today.slice(0, 4));
}
