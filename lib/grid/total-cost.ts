import { VAT_RATE, withVat } from '@/lib/domain/constants';
import { annualCost, roundKr } from '@/lib/domain/cost-arithmetic';
import { annualEnergyTaxKr, energyTaxRate, energyTaxSource, type EnergyTaxRate } from '@/lib/domain/energy-tax';
import {
  FUSE_MAX_KW,
  MAIN_FUSES,
  amountForFuse,
  describeFuses,
  isMainFuse,
  servedMainFuses,
  servesFuse,
  type ConsumptionTier,
  type FixedFee,
  type FuseAmounts,
  type GridTariff,
  type MainFuse,
  type PowerFee,
  type TariffFuses,
  type TransferFee,
} from '@/lib/grid/types';
import { DAYS_IN_MONTH, weekSlots } from '@/lib/grid/time-windows';
import { formatList, formatNumber, formatNumberUpTo, formatOrePerKwh } from '@/lib/format';
import { exactDecimals, formatGridOre, formatKrPerKw, formatKw, formatShare } from '@/lib/grid/format';

/**
 * The full bill (docs/rules/grid-tariffs.md): elhandel through the cost arithmetic
 * (lib/domain/cost-arithmetic.ts) + the grid operator's fixed fee for the main fuse + transfer fee + power
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

/**
 * The assumed monthly peak: PEAK_BASE_KW + PEAK_AVERAGE_FACTOR × the month's average kW. Our own
 * assumption, not a published figure: neither the operators' pages nor Energimarknadsinspektionen
 * give a typical house's monthly peak (Ei publishes the typical-customer costs each operator
 * reports for its own tariff). Pages label it and let the visitor give their own peak
 * (docs/rules/grid-tariffs.md).
 */
export const PEAK_BASE_KW = 2;
export const PEAK_AVERAGE_FACTOR = 1.5;

/** Said beside every figure that rests on the assumed peak. */
export const PEAK_ASSUMPTION_BASIS = 'vårt antagande, inte en uppmätt topp eller en uppgift från elnätsbolaget';

export function defaultLoadProfile(annualKwh: number): LoadProfileId {
  return annualKwh >= ELVARME_DEFAULT_FROM_KWH ? 'elvarme' : 'hushallsel';
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

/**
 * The supply part's input: a price and a monthly fee incl. VAT, from whichever catalogue (the
 * offers of content/offers.ts, Elpriskollen's, or a price the visitor typed), with where it comes
 * from when the caller knows.
 */
export interface SupplyInput {
  /** öre/kWh incl. VAT. */
  pricePerKwhOre: number;
  /** kr per month incl. VAT. */
  monthlyFeeKr: number;
  source?: SupplySource;
}

export interface SupplySource {
  /** 'Tibber, Timpris' or 'Det pris du angett'. */
  name: string;
  /** Where the offer was read, when not the supplier itself: 'Elpriskollen (Energimarknadsinspektionen)'. */
  via?: string | null;
  url?: string | null;
  /** 'YYYY-MM-DD' the price was read or applies from. */
  date?: string | null;
}

/** Who publishes the grid tariff, for the parts' sources. */
export interface TariffPublisher {
  name: string;
  /** The operator's price page. */
  feeInfoUrl: string | null;
}

export interface TotalCostInput {
  /** kWh per year. */
  annualKwh: number;
  fuse: MainFuse;
  /** SCB code of the municipality, for the energy-tax rate; the full rate when absent. */
  municipalityCode?: string;
  /** 'Skellefteå kommun', named in the energy tax's line when given. */
  municipalityName?: string;
  supply: SupplyInput;
  /** Spot price, öre/kWh excl. VAT: the basis of spot-variable transfer fees. */
  spotOreExVat?: number;
  tariff: GridTariff;
  /** The operator behind the tariff; the grid parts then name its price page. */
  publisher?: TariffPublisher;
  /** Default: by consumption (ELVARME_DEFAULT_FROM_KWH). */
  profile?: LoadProfileId;
  /** The user's own monthly peak, kW, as the operator measures it; replaces the assumed one. */
  peakKw?: number;
}

export type CostPartId = 'supply' | 'gridFixed' | 'transfer' | 'power' | 'authorityFee' | 'energyTax';

export const COST_PART_LABELS: Readonly<Record<CostPartId, string>> = {
  supply: 'Elhandel',
  gridFixed: 'Fast elnätsavgift',
  transfer: 'Överföringsavgift',
  power: 'Effektavgift',
  authorityFee: 'Myndighetsavgifter',
  energyTax: 'Energiskatt',
};

/** Where a part's figures come from, for the line under it. */
export type CostSource =
  | ({ kind: 'supply' } & SupplySource)
  /** The grid operator's price list (the grid parts and authority fees on top of them). */
  | { kind: 'priceList'; operator: string | null; url: string | null; fromDate: string }
  | { kind: 'energyTax'; name: string; url: string; year: number };

interface PartBase {
  id: CostPartId;
  label: string;
  source: CostSource;
}

export type CostPart =
  | (PartBase & {
      status: 'known';
      /** Whole kronor incl. VAT. */
      yearKr: number;
      /** Whole kronor incl. VAT: the year's amount / 12, rounded. */
      monthKr: number;
      /** The VAT in yearKr, whole kronor. */
      vatYearKr: number;
      /** One Swedish line on how the part is computed. */
      detail: string;
    })
  | (PartBase & {
      status: 'unknown';
      reason: string;
      /** When the reason is a fuse the price list lacks: the fuses it does list, to offer instead. */
      listedFuses?: MainFuse[];
    });

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
  /**
   * In bill order: elhandel, fixed grid fee, transfer, power (only where the tariff has one),
   * authority fees (except where the operator's page says its fees include them), energy tax.
   */
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

function known(id: CostPartId, source: CostSource, yearKr: number, detail: string, vatKr = yearKr * VAT_SHARE): CostPart {
  return {
    id,
    label: COST_PART_LABELS[id],
    source,
    status: 'known',
    yearKr: roundKr(yearKr),
    monthKr: roundKr(yearKr / 12),
    vatYearKr: roundKr(vatKr),
    detail,
  };
}

function unknown(id: CostPartId, source: CostSource, reason: string, listedFuses?: MainFuse[]): CostPart {
  return { id, label: COST_PART_LABELS[id], source, status: 'unknown', reason, ...(listedFuses ? { listedFuses } : {}) };
}

/** The main fuses a part of the price list has an amount for (of the site's 16–35 A). */
export function listedFuses(part: FixedFee | TransferFee | PowerFee): MainFuse[] {
  if (part.status !== 'known') return [];
  const inAny = (maps: readonly FuseAmounts[]) => MAIN_FUSES.filter((fuse) => maps.some((map) => map[`${fuse}`] !== undefined));
  const inAll = (maps: readonly FuseAmounts[]) => MAIN_FUSES.filter((fuse) => maps.every((map) => map[`${fuse}`] !== undefined));
  const tierMaps = (tiers: readonly ConsumptionTier[] | undefined) => (tiers ?? []).map((tier) => tier.amounts);
  if ('yearlyKr' in part) return inAny([part.yearlyKr, ...tierMaps(part.tiers)]);
  if ('method' in part) return inAll(part.periods.map((period) => period.krPerKw));
  switch (part.type) {
    case 'fixed':
      return inAny([part.orePerKwh, ...tierMaps(part.tiers)]);
    case 'timeOfUse':
      return inAll(part.periods.map((period) => period.orePerKwh));
    case 'spotVariable':
      return [...MAIN_FUSES];
  }
}

/** 'Elnätsbolaget anger ingen fast avgift för 35 A i prislistan; där finns 16, 20 och 25 A.' */
function missingFuse(id: CostPartId, source: CostSource, what: string, fuse: MainFuse, part: FixedFee | TransferFee | PowerFee): CostPart {
  const listed = listedFuses(part);
  const offer = listed.length > 0 ? `; där finns ${formatList(listed.map(String))}\u00A0A` : '';
  return unknown(id, source, `Elnätsbolaget anger ingen ${what} för ${fuse}\u00A0A i prislistan${offer}.`, listed);
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

function fixedFeePart(input: GridCostInput, source: CostSource): CostPart {
  const fee = input.tariff.fixedFee;
  if (fee.status !== 'known') return unknown('gridFixed', source, fee.reason);
  const yearly = amountForFuse(fee.yearlyKr, fee.tiers, input.fuse, input.annualKwh);
  if (yearly === undefined) return missingFuse('gridFixed', source, 'fast avgift', input.fuse, fee);
  return known('gridFixed', source, yearly, `Huvudsäkring ${input.fuse}\u00A0A, ${formatNumberUpTo(yearly, 2)}\u00A0kr per år`);
}

function transferPart(
  input: GridCostInput,
  profile: LoadProfile,
  source: CostSource,
): { part: CostPart; timeOfUse: TimeOfUseAssumption | null; spotUsed: number | null } {
  const fee = input.tariff.transferFee;
  const none = { timeOfUse: null, spotUsed: null };
  if (fee.status !== 'known') return { part: unknown('transfer', source, fee.reason), ...none };
  const noFuse = () => missingFuse('transfer', source, 'överföringsavgift', input.fuse, fee);
  switch (fee.type) {
    case 'fixed': {
      const ore = amountForFuse(fee.orePerKwh, fee.tiers, input.fuse, input.annualKwh);
      if (ore === undefined) return { part: noFuse(), ...none };
      return { part: known('transfer', source, krPerYear(ore, input.annualKwh), formatGridOre(ore)), ...none };
    }
    case 'spotVariable': {
      if (input.spotOreExVat === undefined || !Number.isFinite(input.spotOreExVat)) {
        return { part: unknown('transfer', source, 'Överföringsavgiften följer spotpriset, och inget spotpris är valt för beräkningen.'), ...none };
      }
      const ore = fee.baseOrePerKwh + fee.spotShare * withVat(input.spotOreExVat);
      const share = fee.spotShare * 100;
      const detail = `${formatGridOre(fee.baseOrePerKwh)} + ${formatNumber(share, exactDecimals(share, 2))}\u00A0% av spotpriset med moms: ${formatOrePerKwh(ore, 2)} vid spotpriset ${formatOrePerKwh(input.spotOreExVat, 2)} exkl. moms`;
      return { part: known('transfer', source, krPerYear(ore, input.annualKwh), detail), timeOfUse: null, spotUsed: input.spotOreExVat };
    }
    case 'timeOfUse': {
      const prices = fee.periods.map((period) => period.orePerKwh[`${input.fuse}`]);
      const kwhByPrice = new Map<number, number>();
      let kr = 0;
      for (const [index, kwh] of monthlyKwh(input.annualKwh, profile).entries()) {
        const shares = periodShares(
          fee.periods.length,
          weekSlots(
            fee.periods.map((p) => p.window),
            index + 1,
            'first',
          ),
        );
        for (const [p, share] of shares.entries()) {
          if (share === 0) continue;
          const ore = prices[p];
          if (ore === undefined) return { part: noFuse(), ...none };
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
      return { part: known('transfer', source, kr, `Tidstariff ${detail}`), timeOfUse: { shares, description }, spotUsed: null };
    }
  }
}

function powerPart(input: GridCostInput, profile: LoadProfile, source: CostSource): { part: CostPart | null; peak: PeakAssumption | null } {
  const fee = input.tariff.powerFee;
  if (fee.status === 'none') return { part: null, peak: null };
  if (fee.status !== 'known') return { part: unknown('power', source, fee.reason), peak: null };
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
    const slots = weekSlots(
      fee.periods.map((p) => p.window),
      index + 1,
      fee.matching,
    );
    const charged = new Set(slots.flat());
    for (const p of charged) {
      const period = fee.periods[p];
      const price = period?.krPerKw[`${input.fuse}`];
      if (period === undefined || price === undefined) return { part: missingFuse('power', source, 'effektavgift', input.fuse, fee), peak: null };
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
    : `Antagen effekttopp per månad (${PEAK_ASSUMPTION_BASIS}): ${formatNumber(PEAK_BASE_KW)}\u00A0kW plus ${formatNumber(PEAK_AVERAGE_FACTOR, 1)} gånger månadens medeleffekt (${profile.label}), högst ${maxKw}\u00A0kW för ${input.fuse} A: ${range}.`;
  const priceText = [...prices]
    .sort((a, b) => a - b)
    .map(formatKrPerKw)
    .join(' / ');
  return {
    part: known('power', source, kr, `${priceText || '0 kr/kW'} per månad, topp ${range}`),
    peak: { source: user ? 'user' : 'assumed', monthlyPeakKw: rounded, description },
  };
}

/**
 * Myndighetsavgifter, on every grid customer's bill (docs/rules/grid-tariffs.md): no part where the
 * operator's page says its fees include them; otherwise a part with the page's amounts, or the
 * usual amounts where the page gives none, and the line says which.
 */
function authorityFeePart(input: GridCostInput, source: CostSource): CostPart | null {
  const fee = input.tariff.authorityFee;
  if (fee === undefined || fee.status === 'included') return null;
  const amount = `${formatNumberUpTo(fee.yearlyKr, 2)}\u00A0kr per år`;
  const detail =
    fee.status === 'notStated'
      ? `${amount}, det vanliga beloppet: prislistan säger inte om de ingår, och de tillkommer normalt`
      : fee.status === 'partlyIncluded'
        ? `${amount} för den avgift som prislistan inte säger ingår, med det vanliga beloppet`
        : fee.amount === 'page'
          ? `${amount} utöver elnätsbolagets avgifter`
          : `${amount}, det vanliga beloppet: prislistan säger att de tillkommer men inte hur mycket`;
  return known('authorityFee', source, fee.yearlyKr, detail, fee.vatKr);
}

/**
 * The supply line with the figures it computes with, rounded once as the offer card shows them: at
 * most two decimals for the price (the card's jämförpris and kWh price) and for the fee (öre).
 */
export function supplyDetail(supply: SupplyInput): string {
  return `${formatNumberUpTo(supply.pricePerKwhOre, 2)}\u00A0öre/kWh och ${formatNumberUpTo(supply.monthlyFeeKr, 2)}\u00A0kr/mån`;
}

export type GridCostInput = Omit<TotalCostInput, 'supply' | 'municipalityCode' | 'municipalityName'>;

/** The grid operator's parts of the bill and their sum (the yearly grid cost a page quotes). */
export interface GridCost {
  /** Fixed fee, transfer, power (where the tariff has one), authority fees (where on top). */
  parts: CostPart[];
  total: TotalCost['total'];
  assumptions: Omit<TotalCost['assumptions'], 'energyTax'>;
}

function checkInput(input: GridCostInput): void {
  if (!Number.isFinite(input.annualKwh) || input.annualKwh < 0) throw new RangeError(`Consumption must be zero or more, got ${input.annualKwh}`);
  if (!isMainFuse(input.fuse)) throw new RangeError(`Unknown main fuse ${String(input.fuse)}`);
  if (input.peakKw !== undefined && !(Number.isFinite(input.peakKw) && input.peakKw > 0)) {
    throw new RangeError(`A peak must be above 0 kW, got ${input.peakKw}`);
  }
}

function sumParts(parts: readonly CostPart[]): TotalCost['total'] {
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
  return { yearKr, monthKr, vatYearKr, vatMonthKr: roundKr(vatYearKr / 12), complete: missing.length === 0, missing };
}

/**
 * 'Prislistan gäller inte huvudsäkring 16 A, bara 25–63 A.': a list is never used for a fuse it
 * is not for (docs/rules/grid-tariffs.md); the fuses it does serve are offered instead.
 */
function notServed(input: GridCostInput, source: CostSource, profile: LoadProfile): GridCost {
  const range = input.tariff.fuses as TariffFuses;
  const reason = `Prislistan gäller inte huvudsäkring ${input.fuse}\u00A0A, bara ${describeFuses(range)}.`;
  const offered = servedMainFuses(input.tariff);
  const parts = [unknown('gridFixed', source, reason, offered), unknown('transfer', source, reason)];
  return { parts, total: sumParts(parts), assumptions: { profile, peak: null, timeOfUse: null, spotOreExVat: null } };
}

/** The grid parts alone (no supply, no tax). Throws RangeError on impossible input. */
export function gridCost(input: GridCostInput): GridCost {
  checkInput(input);
  const profile = LOAD_PROFILES[input.profile ?? defaultLoadProfile(input.annualKwh)];
  const priceList: CostSource = {
    kind: 'priceList',
    operator: input.publisher?.name ?? null,
    url: input.publisher?.feeInfoUrl ?? null,
    fromDate: input.tariff.fromDate,
  };
  if (!servesFuse(input.tariff, input.fuse)) return notServed(input, priceList, profile);
  const transfer = transferPart(input, profile, priceList);
  const power = powerPart(input, profile, priceList);
  const authority = authorityFeePart(input, priceList);
  const parts = [fixedFeePart(input, priceList), transfer.part, ...(power.part ? [power.part] : []), ...(authority ? [authority] : [])];
  return {
    parts,
    total: sumParts(parts),
    assumptions: { profile, peak: power.peak, timeOfUse: transfer.timeOfUse, spotOreExVat: transfer.spotUsed },
  };
}

/** The full bill for one household and one grid tariff. Throws RangeError on impossible input (as cost.ts does). */
export function totalCost(input: TotalCostInput): TotalCost {
  checkInput(input);
  const { pricePerKwhOre, monthlyFeeKr } = input.supply;
  const supplySource: CostSource = {
    kind: 'supply',
    name: input.supply.source?.name ?? 'Elhandelsavtalet',
    ...(input.supply.source?.via ? { via: input.supply.source.via } : {}),
    url: input.supply.source?.url ?? null,
    date: input.supply.source?.date ?? null,
  };
  const supply = known('supply', supplySource, annualCost(pricePerKwhOre, input.annualKwh / 12, monthlyFeeKr), supplyDetail(input.supply));

  const tax = energyTaxRate(input.municipalityCode);
  const taxSource = energyTaxSource();
  const taxLine = `${formatOrePerKwh(tax.oreInclVat)} inkl. moms (${tax.year}${tax.reduced ? ', sänkt i norra Sverige' : ''})`;
  const energyTax = known(
    'energyTax',
    { kind: 'energyTax', name: taxSource.name, url: taxSource.url, year: tax.year },
    annualEnergyTaxKr(input.annualKwh, input.municipalityCode),
    input.municipalityName ? `${input.municipalityName}: ${taxLine}` : taxLine,
  );

  const grid = gridCost(input);
  const parts = [supply, ...grid.parts, energyTax];
  return { parts, total: sumParts(parts), assumptions: { ...grid.assumptions, energyTax: tax } };
}
