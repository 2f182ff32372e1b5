import { VAT_RATE, withoutVat, withVat } from '@/lib/domain/constants';
import type { EnergyTaxRate } from '@/lib/domain/energy-tax';
import { amountForFuse, type GridTariff, type MainFuse } from '@/lib/grid/types';
import { windowCovers } from '@/lib/grid/time-windows';
import type { PriceArea } from '@/lib/domain/price-area';
import { toStockholmIso } from '@/lib/domain/stockholm-time';

/**
 * What a kWh really costs: the spot price plus what the household pays on top of it
 * per kWh: the supplier's påslag, energiskatt and the grid operator's transfer fee, with 25 %
 * moms on all of them (docs/rules/spot-prices.md: VAT on spot price, markup, grid fee and
 * energy tax). The påslag and the transfer fee are only known when the visitor has chosen a
 * contract type or a grid operator elsewhere on the site; otherwise they are named and left out.
 * Fixed per-month fees (the supplier's and the grid's) are not per kWh and are not part of it.
 * Amounts are öre/kWh.
 */

export type KwhPartId = 'spot' | 'markup' | 'energyTax' | 'transfer';

export const KWH_PART_LABELS: Readonly<Record<KwhPartId, string>> = {
  spot: 'Spotpris',
  markup: 'Elhandlarens påslag',
  energyTax: 'Energiskatt',
  transfer: 'Elnätets överföringsavgift',
};

/** A part of the price: its amount excluding VAT, or why it is not included. */
export type KwhPart =
  { id: KwhPartId; label: string; status: 'included'; oreExVat: number; detail: string } | { id: KwhPartId; label: string; status: 'missing'; reason: string };

export interface KwhPrice {
  /** In the order of the formula: spot, påslag, energiskatt, överföringsavgift. */
  parts: KwhPart[];
  /** 25 % of the included parts. */
  vatOre: number;
  /** Σ included parts + moms. */
  totalOre: number;
  /** Labels of the parts that are not included. */
  missing: string[];
}

/** The formula, once, in words (shown on the page). */
export const KWH_PRICE_FORMULA = 'Pris per kWh = spotpris + elhandlarens påslag + energiskatt + elnätets överföringsavgift, och på summan 25 % moms.';

export type PartInput = { oreExVat: number; detail: string } | { reason: string };

export interface KwhPriceInput {
  spot: { oreExVat: number; detail: string };
  markup: PartInput;
  energyTax: EnergyTaxRate;
  energyTaxDetail: string;
  transfer: PartInput;
}

function part(id: KwhPartId, input: PartInput): KwhPart {
  const label = KWH_PART_LABELS[id];
  return 'reason' in input
    ? { id, label, status: 'missing', reason: input.reason }
    : { id, label, status: 'included', oreExVat: input.oreExVat, detail: input.detail };
}

/** The price per kWh including VAT and each of its parts. */
export function kwhPrice(input: KwhPriceInput): KwhPrice {
  const parts = [
    part('spot', input.spot),
    part('markup', input.markup),
    part('energyTax', { oreExVat: input.energyTax.oreExVat, detail: input.energyTaxDetail }),
    part('transfer', input.transfer),
  ];
  let exVat = 0;
  const missing: string[] = [];
  for (const p of parts) {
    if (p.status === 'included') exVat += p.oreExVat;
    else missing.push(p.label);
  }
  const vatOre = exVat * VAT_RATE;
  return { parts, vatOre, totalOre: exVat + vatOre, missing };
}

// ---------------------------------------------------------------------------------------------
// The transfer fee at one instant

/** Stockholm month (1–12), hour (0–23) and whether it is Monday–Friday, at an instant. */
export function stockholmCalendarAt(epochMs: number): { month: number; hour: number; weekday: boolean } {
  const iso = toStockholmIso(epochMs);
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  const weekdayIndex = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { month, hour: Number(iso.slice(11, 13)), weekday: weekdayIndex >= 1 && weekdayIndex <= 5 };
}

export type TransferAt = { oreInclVat: number; kind: 'fixed' | 'spotVariable' | 'timeOfUse' } | { reason: string };

/**
 * The operator's transfer fee (öre/kWh incl. VAT, as the price lists give it) at `atMs`: the
 * fuse's fixed fee (a lower-use tier when the remembered consumption falls in it), the time-of-use
 * period covering that hour (public holidays are not modelled, as in the full bill), or a
 * spot-based fee at the given spot price.
 */
export function transferFeeAt(tariff: Pick<GridTariff, 'transferFee'>, fuse: MainFuse, atMs: number, spotOreExVat: number, annualKwh?: number): TransferAt {
  const fee = tariff.transferFee;
  if (fee.status !== 'known') return { reason: fee.reason };
  const missingFuse = { reason: `Elnätsföretaget anger ingen överföringsavgift för ${fuse} A i prislistan.` };
  switch (fee.type) {
    case 'fixed': {
      const ore = amountForFuse(fee.orePerKwh, fee.tiers, fuse, annualKwh);
      return ore === undefined ? missingFuse : { oreInclVat: ore, kind: 'fixed' };
    }
    case 'spotVariable':
      return { oreInclVat: fee.baseOrePerKwh + fee.spotShare * withVat(spotOreExVat), kind: 'spotVariable' };
    case 'timeOfUse': {
      const { month, hour, weekday } = stockholmCalendarAt(atMs);
      const period = fee.periods.find((p) => windowCovers(p.window, month, hour, weekday));
      const ore = period?.orePerKwh[`${fuse}`];
      if (period === undefined) return { reason: 'Prislistan har ingen överföringsavgift för den här timmen.' };
      return ore === undefined ? missingFuse : { oreInclVat: ore, kind: 'timeOfUse' };
    }
  }
}

/** A transfer fee incl. VAT as a part excluding VAT (the moms line adds it back). */
export function transferExVat(oreInclVat: number): number {
  return withoutVat(oreInclVat);
}

// ---------------------------------------------------------------------------------------------
// A typical påslag from the market catalogue (lib/market/spread.ts computes it)

export interface MarkupBasis {
  /** Median of påslag + rörliga kostnader, öre/kWh excl. VAT. */
  oreExVat: number;
  /** How many offers it is the median of. */
  offerCount: number;
  /** What the figure is, with its source and date, to print after it (lib/market/spread.ts). */
  description: string;
}

/**
 * The typical påslag per area of the market's variable offers, and of those with only renewable
 * origins: for a visitor who chose 'Rörligt pris' or 'Endast miljöel' on /jamfor.
 */
export interface MarkupChoices {
  rorligt: Partial<Record<PriceArea, MarkupBasis>>;
  miljo: Partial<Record<PriceArea, MarkupBasis>>;
}

/**
 * The transfer fee over a set of intervals (the current one when prices are live, a whole day's
 * hours for a past day): the mean of the fee at each interval's start with its spot price, so a
 * time-of-use tariff gives the day's mean over its hours. The first reason wins when any is unknown.
 */
export function meanTransferFee(
  tariff: Pick<GridTariff, 'transferFee'>,
  fuse: MainFuse,
  intervals: readonly { startMs: number; priceOre: number }[],
  annualKwh?: number,
): TransferAt {
  if (intervals.length === 0) return { reason: 'Inga priser att räkna överföringsavgiften för.' };
  let sum = 0;
  let kind: Extract<TransferAt, { kind: string }>['kind'] = 'fixed';
  for (const interval of intervals) {
    const fee = transferFeeAt(tariff, fuse, interval.startMs, interval.priceOre, annualKwh);
    if ('reason' in fee) return fee;
    sum += fee.oreInclVat;
    kind = fee.kind;
  }
  return { oreInclVat: sum / intervals.length, kind };
}
