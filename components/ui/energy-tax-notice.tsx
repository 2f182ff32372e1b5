'use client';

import { noticeFor, type EnergyTaxNoticeData } from '@/lib/domain/energy-tax-notice';
import type { CheckLink } from '@/lib/domain/data-age';

import { useStockholmToday, Warning } from './data-age';

/**
 * Block: nothing while today lies in the period of the energy tax the page computes with; else
 * that today's rate is another, or not in the site yet, and which one the page uses
 * (docs/rules/taxes.md). `notice` is energyTaxNoticeData() of lib/domain/energy-tax.ts, prepared
 * where the page is rendered; `check` is where the rates in force are published.
 */
export function EnergyTaxNotice({ notice, check, className }: { notice: EnergyTaxNoticeData; check: CheckLink; className?: string }) {
  const today = useStockholmToday();
  const text = today ? noticeFor(notice, today) : null;
  if (!text) return null;
  return <Warning text={text} check={check} className={className} testId="energy-tax-notice" />;
}
