import { VAT_RATE, withVat } from '@/lib/domain/constants';
import { annualCost, roundKr } from '@/lib/domain/cost';
import { annualEnergyTaxKr, energyTaxRate, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import {
  DAYS_IN_MONTH,
  FUSE_MAX_KW,
  isMainFuse,
  weekSlots,
  type ConsumptionTier,
  type FuseAmounts,
  type GridTariff,
  type MainFuse,
} from '@/lib/domain/grid-tariff';
import { formatNumber, formatOrePerKwh } from '@/lib/format';
import { exactDecimals, formatGridOre, formatKrPerKw, formatKw, formatShare } from '@/lib/grid/format';

/**
 * The full bill (decisions.md, "Full bill"): elhandel through the one cost model
 * (lib/domain/cost.ts) + the grid operator's fixed fee for the main fuse + transfer fee + power
 * fee where the operator has one + energiskatt (lib/domain/energy-tax.ts), per year and per
 * month, every amount incl. 25 % VAT, with the VAT share shown. A part we cannot compute is
 * 'unknown' with a Swedish reason, and the total then says it is incomplete.
 *
 * Two things a price list cannot tell us are assumed, stated and returned with the result:
 * - How the year's consumption spreads over the months: the monthly shares an operator uses
 *   for preliminary billing (LOAD_PROFILES), a profile for homes without and one with electric
 *   heating. Within a month consumption is even over all hours, weekdays being 5 of 7 days
 *   (public holidays ignored). That gives the share in a time-of-use tariff's high-price hours.
 * - The monthly peak a power fee is charged on: PEAK_BASE_KW plus PEAK_AVERAGE_FACTOR times the
 *   month's average power, at most what the main fuse allows; or a peak the user gives. The same
 *   peak is counted in every window of a month that has its own power price (so a tariff that
 *   charges a day peak and a night peak separately is counted high rather than low).
 */

// ---------------------------------------------------------------------------------------------
// Assumptions
// ---------------------------------------------------------------------------------------------

export type LoadProfileId = 'hushallsel' | 'elvarme';

export interface LoadProfile {
  id: LoadProfileId;
  label: string;
  /** Percent of the year's consumption in January … December (sums to 100). */
  monthlyPercent: readonly number[];
}

/**
 * Source: Hofors Elverk, 'Månadsförbrukning' (the shares it bills preliminary consumption by),
 * https://www.hoforselverk.se/vad-galler-for-mig/manadsforbrukning.html: 'Lgh & hus utan elvärme'
 * and 'Elvärme'.
 */
export const LOAD_PROFILE_SOURCE = {
  name: 'Hofors Elverk, fördelning av beräknad förbrukning över årets månader',
  url: 'https://www.hoforselverk.se/vad-galler-for-mig/manadsforbrukning.html',
} as const;

export const LOAD_PROFILES: Readonly<Record<LoadProfileId, LoadProfile>> = {
  hushallsel: {
    id: 'hushallsel',
    label: 'lägenhet eller hus utan elvärme',
    monthlyPercent: [12, 10, 8, 8, 7, 7, 6, 7, 7, 8, 9, 11],
  },
  elvarme: {
    id: 'elvarme',
    label: 'hus med elvärme',
    monthlyPercent: [15, 13, 12, 9, 5, 3, 3, 4, 4, 8, 11, 13],
  },
};

/**
 * From this yearly consumption the electric-heating profile is the default: homes without
 * electric heating use about 5 000–6 000 kWh a year, heat pumps 10 000–12 000 and direct
 * electric heating about 20 000 (the figures the calculator's presets rest on).
 */
export const ELVARME_DEFAULT_FROM_KWH = 10_000;

/** The assumed monthly peak: PEAK_BASE_KW + PEAK_AVERAGE_FACTOR × the month's average kW. */
export const PEAK_BASE_KW = 2;
export const PEAK_AVERAGE_FACTOR = 1.5;

export function defaultLoadProfile(annualKwh: number): LoadProfileId {
  return annualKwh >= ELVARME_DEFAULT_FROM_KWH ? 'elvarme' : 'hushallsel';
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

export interface TotalCostInput {
  /** kWh per year. */
  annualKwh: number;
  fuse: MainFuse;
  /** SCB code of the municipality, for the energy-tax rate; the full rate when absent. */
  municipalityCode?: string;
  /** The supply offer: öre/kWh and kr per month, both incl. VAT (what lib/domain/cost.ts takes). */
  supply: { pricePerKwhOre: number; monthlyFeeKr: number };
  /** Spot price, öre/kWh excl. VAT: the basis of spot-variable transfer fees. */
  spotOreExVat?: number;
  tariff: GridTariff;
  /** Default: by consumption (ELVARME_DEFAULT_FROM_KWH). */
  profile?: LoadProfileId;
  /** The user's own monthly peak, kW; replaces the assumed one. */
  peakKw?: number;
}

export type CostPartId = 'supply' | 'gridFixed' | 'transfer' | 'power' | 'energyTax';

export const COST_PART_LABELS: Readonly<Record<CostPartId, string>> = {
  supply: 'Elhandel',
  gridFixed: 'Fast elnätsavgift',
  transfer: 'Överföringsavgift',
  power: 'Effektavgift',
  energyTax: 'Energiskatt',
};

export type CostPart =
  | {
      id: CostPartId;
      label: string;
      status: 'known';
      /** Whole kronor incl. VAT. */
      yearKr: number;
      /** Whole kronor incl. VAT: the year's amount / 12, rounded. */
      monthKr: number;
      /** The VAT in yearKr, whole kronor. */
      vatYearKr: number;
      /** One Swedish line on how the part is computed. */
      detail: string;
    }
  | { id: CostPartId; label: string; status: 'unknown'; reason: string };

export interface PeakAssumption {
  source: 'assumed' | 'user';
  /** The peak each month January … December, kW (two decimals). */
  monthlyPeakKw: number[];
  /** Swedish, for the UI. */
  description: string;
}

export interface TimeOfUseAssumption {
  /** Share of the year's kWh at each price, dearest first (shares sum to 1). */
  shares: { orePerKwh: number; share: number }[];
  description: string;
}

export interface TotalCost {
  /** In bill order: elhandel, fixed grid fee, transfer, power (only where the tariff has one), energy tax. */
  parts: CostPart[];
  total: {
    /** Sums of the parts' rounded amounts, so the parts add up to the total as shown. */
    yearKr: number;
    monthKr: number;
    vatYearKr: number;
    vatMonthKr: number;
    /** False when a part is unknown: the total then leaves it out and says so. */
    complete: boolean;
    /** Labels of the unknown parts. */
    missing: string[];
  };
  assumptions: {
    profile: LoadProfile;
    peak: PeakAssumption | null;
    timeOfUse: TimeOfUseAssumption | null;
    /** The spot price a spot-variable transfer fee used, öre/kWh excl. VAT; null when none was needed. */
    spotOreExVat: number | null;
    energyTax: EnergyTaxRate;
  };
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/** The VAT inside an amount that includes 25 % VAT: amount × 0,25 / 1,25 = amount / 5. */
const VAT_SHARE = VAT_RATE / (1 + VAT_RATE);

function known(id: CostPartId, yearKr: number, detail: string): CostPart {
  return {
    id,
    label: COST_PART_LABELS[id],
    status: 'known',
    yearKr: roundKr(yearKr),
    monthKr: roundKr(yearKr / 12),
    vatYearKr: roundKr(yearKr * VAT_SHARE),
    detail,
  };
}

function unknown(id: CostPartId, reason: string): CostPart {
  return { id, label: COST_PART_LABELS[id], status: 'unknown', reason };
}

/** The amount for the fuse: a lower-use tier that covers the consumption first, else the base list. */
function amountFor(amounts: FuseAmounts, tiers: readonly ConsumptionTier[] | undefined, fuse: MainFuse, annualKwh: number): number | undefined {
  const tier = tiers?.find((t) => annualKwh <= t.maxYearlyKwh && t.amounts[`${fuse}`] !== undefined);
  return tier ? tier.amounts[`${fuse}`] : amounts[`${fuse}`];
}

function monthlyKwh(annualKwh: number, profile: LoadProfile): number[] {
  return profile.monthlyPercent.map((percent) => (annualKwh * percent) / 100);
}

/** Share of a month's hours (typical week) in each period: slots where the period applies / 168. */
function periodShares(periodCount: number, slots: readonly number[][]): number[] {
  const shares = new Array<number>(periodCount).fill(0);
  for (const slot of slots) for (const index of slot) shares[index] = (shares[index] ?? 0) + 1 / slots.length;
  return shares;
}

const krPerYear = (orePerKwh: number, kwh: number) => (orePerKwh * kwh) / 100;

function fixedFeePart(input: TotalCostInput): CostPart {
  const fee = input.tariff.fixedFee;
  if (fee.status !== 'known') return unknown('gridFixed', fee.reason);
  const yearly = amountFor(fee.yearlyKr, fee.tiers, input.fuse, input.annualKwh);
  if (yearly === undefined) return unknown('gridFixed', `Elnätsföretaget anger ingen fast avgift för ${input.fuse} A i prislistan.`);
  return known('gridFixed', yearly, `Huvudsäkring ${input.fuse} A, ${formatNumber(yearly)}\u00A0kr per år`);
}

function transferPart(
  input: TotalCostInput,
  profile: LoadProfile,
): { part: CostPart; timeOfUse: TimeOfUseAssumption | null; spotUsed: number | null } {
  const fee = input.tariff.transferFee;
  const none = { timeOfUse: null, spotUsed: null };
  if (fee.status !== 'known') return { part: unknown('transfer', fee.reason), ...none };
  const missingFuse = unknown('transfer', `Elnätsföretaget anger ingen överföringsavgift för ${input.fuse} A i prislistan.`);
  switch (fee.type) {
    case 'fixed': {
      const ore = amountFor(fee.orePerKwh, fee.tiers, input.fuse, input.annualKwh);
      if (ore === undefined) return { part: missingFuse, ...none };
      return { part: known('transfer', krPerYear(ore, input.annualKwh), formatGridOre(ore)), ...none };
    }
    case 'spotVariable': {
      if (input.spotOreExVat === undefined || !Number.isFinite(input.spotOreExVat)) {
        return { part: unknown('transfer', 'Överföringsavgiften följer spotpriset, och inget spotpris är valt för beräkningen.'), ...none };
      }
      const ore = fee.baseOrePerKwh + fee.spotShare * withVat(input.spotOreExVat);
      const share = fee.spotShare * 100;
      const detail = `${formatGridOre(fee.baseOrePerKwh)} + ${formatNumber(share, exactDecimals(share, 2))}\u00A0% av spotpriset med moms: ${formatOrePerKwh(ore, 2)} vid spotpriset ${formatOrePerKwh(input.spotOreExVat, 2)} exkl. moms`;
      return { part: known('transfer', krPerYear(ore, input.annualKwh), detail), timeOfUse: null, spotUsed: input.spotOreExVat };
    }
    case 'timeOfUse': {
      const prices = fee.periods.map((period) => period.orePerKwh[`${input.fuse}`]);
      const kwhByPrice = new Map<number, number>();
      let kr = 0;
      for (const [index, kwh] of monthlyKwh(input.annualKwh, profile).entries()) {
        const shares = periodShares(fee.periods.length, weekSlots(fee.periods.map((p) => p.window), index + 1, 'first'));
        for (const [p, share] of shares.entries()) {
          if (share === 0) continue;
          const ore = prices[p];
          if (ore === undefined) return { part: missingFuse, ...none };
          kr += krPerYear(ore, kwh * share);
          kwhByPrice.set(ore, (kwhByPrice.get(ore) ?? 0) + kwh * share);
        }
      }
      const shares = [...kwhByPrice.entries()]
        .sort(([a], [b]) => b - a)
        .map(([orePerKwh, kwh]) => ({ orePerKwh, share: input.annualKwh > 0 ? kwh / input.annualKwh : 0 }));
      const description = `Antagen fördelning (${profile.label}, jämnt över dygnet): ${shares
        .map((s) => `${formatShare(s.share)} till ${formatGridOre(s.orePerKwh)}`)
        .join(', ')}.`;
      const detail = shares.map((s) => formatGridOre(s.orePerKwh)).join(' / ');
      return { part: known('transfer', kr, `Tidstariff ${detail}`), timeOfUse: { shares, description }, spotUsed: null };
    }
  }
}

function powerPart(input: TotalCostInput, profile: LoadProfile): { part: CostPart | null; peak: PeakAssumption | null } {
  const fee = input.tariff.powerFee;
  if (fee.status === 'none') return { part: null, peak: null };
  if (fee.status !== 'known') return { part: unknown('power', fee.reason), peak: null };
  const maxKw = FUSE_MAX_KW[input.fuse];
  const user = input.peakKw !== undefined;
  const monthlyPeakKw = monthlyKwh(input.annualKwh, profile).map((kwh, index) => {
    if (user) return Math.min(input.peakKw as number, maxKw);
    if (kwh === 0) return 0;
    const averageKw = kwh / ((DAYS_IN_MONTH[index] ?? 30) * 24);
    return Math.min(PEAK_BASE_KW + PEAK_AVERAGE_FACTOR * averageKw, maxKw);
  });
  let kr = 0;
  const prices = new Set<number>();
  for (const [index, peak] of monthlyPeakKw.entries()) {
    const slots = weekSlots(fee.periods.map((p) => p.window), index + 1, fee.matching);
    const charged = new Set(slots.flat());
    for (const p of charged) {
      const period = fee.periods[p];
      const price = period?.krPerKw[`${input.fuse}`];
      if (period === undefined || price === undefined) {
        return { part: unknown('power', `Elnätsföretaget anger ingen effektavgift för ${input.fuse} A i prislistan.`), peak: null };
      }
      if (price > 0) prices.add(price);
      kr += (price * peak) / period.divideKwBy;
    }
  }
  const rounded = monthlyPeakKw.map((kw) => Math.round(kw * 100) / 100);
  const low = Math.min(...rounded);
  const high = Math.max(...rounded);
  const range = low === high ? formatKw(low) : `${formatNumber(low, 1)}–${formatKw(high)}`;
  const description = user
    ? `Effekttopp som du angett: ${range} varje månad.`
    : `Antagen effekttopp per månad: ${formatNumber(PEAK_BASE_KW)}\u00A0kW plus ${formatNumber(PEAK_AVERAGE_FACTOR, 1)} gånger månadens medeleffekt (${profile.label}), högst ${maxKw}\u00A0kW för ${input.fuse} A: ${range}.`;
  const priceText = [...prices].sort((a, b) => a - b).map(formatKrPerKw).join(' / ');
  return {
    part: known('power', kr, `${priceText || '0 kr/kW'} per månad, topp ${range}`),
    peak: { source: user ? 'user' : 'assumed', monthlyPeakKw: rounded, description },
  };
}

/** The full bill for one household and one grid tariff. Throws RangeError on impossible input (as cost.ts does). */
export function totalCost(input: TotalCostInput): TotalCost {
  if (!Number.isFinite(input.annualKwh) || input.annualKwh < 0) throw new RangeError(`Consumption must be zero or more, got ${input.annualKwh}`);
  if (!isMainFuse(input.fuse)) throw new RangeError(`Unknown main fuse ${String(input.fuse)}`);
  if (input.peakKw !== undefined && !(Number.isFinite(input.peakKw) && input.peakKw > 0)) {
    throw new RangeError(`A peak must be above 0 kW, got ${input.peakKw}`);
  }
  const profile = LOAD_PROFILES[input.profile ?? defaultLoadProfile(input.annualKwh)];
  const { pricePerKwhOre, monthlyFeeKr } = input.supply;
  const monthlyKwhEven = input.annualKwh / 12;

  const supply = known(
    'supply',
    annualCost(pricePerKwhOre, monthlyKwhEven, monthlyFeeKr),
    `${formatOrePerKwh(pricePerKwhOre)} och ${formatNumber(monthlyFeeKr)}\u00A0kr/mån`,
  );

  const tax = energyTaxRate(input.municipalityCode);
  const energyTax = known(
    'energyTax',
    annualEnergyTaxKr(input.annualKwh, input.municipalityCode),
    `${formatOrePerKwh(tax.oreInclVat)} (${tax.year}${tax.reduced ? ', sänkt i norra Sverige' : ''})`,
  );

  const transfer = transferPart(input, profile);
  const power = powerPart(input, profile);
  const parts = [supply, fixedFeePart(input), transfer.part, ...(power.part ? [power.part] : []), energyTax];

  let yearKr = 0;
  let monthKr = 0;
  let vatYearKr = 0;
  const missing: string[] = [];
  for (const part of parts) {
    if (part.status === 'known') {
      yearKr += part.yearKr;
      monthKr += part.monthKr;
      vatYearKr += part.vatYearKr;
    } else {
      missing.push(part.label);
    }
  }
  return {
    parts,
    total: { yearKr, monthKr, vatYearKr, vatMonthKr: roundKr(vatYearKr / 12), complete: missing.length === 0, missing },
    assumptions: { profile, peak: power.peak, timeOfUse: transfer.timeOfUse, spotOreExVat: transfer.spotUsed, energyTax: tax },
  };
}
