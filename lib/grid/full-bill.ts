import { annualCost, monthlyCost } from '@/lib/domain/cost-arithmetic';
import type { GridTariff, MainFuse } from '@/lib/grid/types';
import type { PriceArea } from '@/lib/domain/price-area';
import { totalCost, type CostPartId, type SupplyInput, type TotalCost } from '@/lib/grid/total-cost';
import { FULL_BILL_ANCHOR } from '@/lib/grid/selection';
import { compareHref } from '@/lib/paths';

/**
 * The full bill as /kalkylator, /jamfor and the grid pages show it: what the section
 * shows for the visitor's grid choice, one function, so the same choices give the same total on
 * every page. The page decides the supply (FullBillSection's `supply`).
 */

/** What the bill shows, in a few values: the page shares it and links back to it. */
export interface BillSummary {
  operatorName: string;
  /** The token that restores the choice in a link (`natbolag=`). */
  tariffId: string;
  fuse: MainFuse;
  /** The visitor's own peak, kW, when typed and used. */
  peakKw: number | null;
  kind: 'total' | 'grid-apart';
  /** 'total': the whole bill; 'grid-apart': elhandel and energy tax only. */
  yearKr: number;
  monthKr: number;
  complete: boolean;
  /** 'grid-apart': the grid at the house tariff, never added to yearKr. */
  gridYearKr: number | null;
  apartmentTariff: boolean;
}

/** Where the visitor's grid choice stands. */
export type GridPick =
  | { kind: 'none' }
  /** A remembered or linked choice while the list loads. */
  | { kind: 'loading' }
  | { kind: 'list-failed' }
  /** A remembered or linked id that is malformed or not in the list; `link`: it came from the address. */
  | { kind: 'unknown'; link?: boolean }
  /** feeInfoUrl: the operator's price page (the compact list's), named as the grid parts' source. */
  | { kind: 'chosen'; operatorName: string; tariff: GridTariff | null; feeInfoUrl?: string | null };

export interface FullBillInput {
  annualKwh: number;
  supply: SupplyInput;
  fuse: MainFuse;
  /** SCB code, for the reduced energy tax; the full rate when absent. */
  municipalityCode?: string;
  /** 'Skellefteå kommun', named in the energy tax's line (lib/grid/postcode-municipality.ts gives it). */
  municipalityName?: string;
  /** The visitor's own monthly peak, kW (replaces the assumed one). */
  peakKw?: number;
  /** Spot price öre/kWh excl. VAT, for spot-variable transfer fees. */
  spotOreExVat?: number;
  pick: GridPick;
  /**
   * An apartment whose operator has no apartment tariff: the tariff is the house (villa) tariff,
   * so the grid part is shown apart and not summed into a total (docs/rules/households.md).
   */
  gridApart?: boolean;
}

export type FullBillView =
  /** No usable consumption: no figures at all (never NaN). */
  | { kind: 'nothing'; message: string | null }
  | { kind: 'supply-only'; message: string | null; yearKr: number; monthKr: number }
  /** An operator is chosen: every part, the unknown ones named (result.total.complete says whether all are known). */
  | { kind: 'total'; message: string | null; result: TotalCost }
  /** An apartment on the operator's house tariff: the parts, the grid ones apart and no total. */
  | { kind: 'grid-apart'; message: string | null; result: TotalCost; split: GridApartSplit };

/** The bill's parts that the grid operator charges (its price list): everything but elhandel and energy tax. */
export const GRID_PART_IDS: readonly CostPartId[] = ['gridFixed', 'transfer', 'power', 'authorityFee'];

/** An apartment's bill on a house tariff in two sums that are never added up. */
export interface GridApartSplit {
  /** Elhandel and energy tax, incl. VAT: the apartment's own, whatever its grid tariff. */
  home: { yearKr: number; monthKr: number; complete: boolean };
  /** The grid parts at the house (villa) tariff, incl. VAT: not what the apartment pays. */
  grid: { yearKr: number; monthKr: number; complete: boolean };
}

/** Sums the known parts' rounded amounts on each side of the split, as the total does. */
export function splitGridParts(result: TotalCost): GridApartSplit {
  const sum = (grid: boolean) => {
    const parts = result.parts.filter((part) => GRID_PART_IDS.includes(part.id) === grid);
    let yearKr = 0;
    let monthKr = 0;
    for (const part of parts) {
      if (part.status !== 'known') continue;
      yearKr += part.yearKr;
      monthKr += part.monthKr;
    }
    return { yearKr, monthKr, complete: parts.every((part) => part.status === 'known') };
  };
  return { home: sum(false), grid: sum(true) };
}

export const FULL_BILL_MESSAGES = {
  none: 'Välj ditt elnätsbolag för att se hela elkostnaden: elhandel, elnät, energiskatt och moms.',
  listFailed: 'Listan över elnätsbolag kunde inte hämtas, så siffrorna gäller bara elhandeln.',
  unknown: 'Vi känner inte igen elnätsbolaget som var valt. Välj ditt elnätsbolag i listan; så länge gäller siffrorna bara elhandeln.',
  unknownLink: 'Vi kände inte igen elnätsbolaget i länken, så inget elnätsbolag är valt. Välj ditt i listan; så länge gäller siffrorna bara elhandeln.',
} as const;

const noFees = (name: string) =>
  `Vi har inga kontrollerade avgifter för ${name}, så elnätets delar saknas i summan. Elhandel och energiskatt är med; elnätsavgifterna står på elnätsbolagets prissida.`;

/**
 * An operator without a known price list as a tariff whose grid parts are unknown, so the one
 * model still gives every known part (elhandel, energiskatt) and names the missing ones.
 * fromDate is empty: there is no price list to date.
 */
export function unknownFeesTariff(operatorName: string): GridTariff {
  const reason = `Vi har inga kontrollerade avgifter för ${operatorName}.`;
  return {
    id: 'utan-prislista',
    variant: null,
    fromDate: '',
    fixedFee: { status: 'unverified', reason },
    transferFee: { status: 'unverified', reason },
    powerFee: { status: 'unverified', reason: `Vi vet inte om ${operatorName} tar ut en effektavgift.` },
  };
}

/**
 * What the section shows: with an operator chosen, every part of the bill, those we cannot
 * compute named with the reason (an unverified fee, a fuse the operator does not list, an operator
 * without known fees); otherwise a Swedish line that says why and the supply-only figures (no
 * choice yet, an unknown id, a list that could not be loaded). Never throws and never yields NaN.
 */
export function fullBillView({
  annualKwh,
  supply,
  fuse,
  municipalityCode,
  municipalityName,
  peakKw,
  spotOreExVat,
  pick,
  gridApart = false,
}: FullBillInput): FullBillView {
  const usable =
    Number.isFinite(annualKwh) && annualKwh >= 0 && Number.isFinite(supply.pricePerKwhOre) && Number.isFinite(supply.monthlyFeeKr) && supply.monthlyFeeKr >= 0;
  let message: string | null = null;
  if (pick.kind === 'none') message = FULL_BILL_MESSAGES.none;
  else if (pick.kind === 'list-failed') message = FULL_BILL_MESSAGES.listFailed;
  else if (pick.kind === 'unknown') message = pick.link ? FULL_BILL_MESSAGES.unknownLink : FULL_BILL_MESSAGES.unknown;
  else if (pick.kind === 'chosen' && pick.tariff === null) message = noFees(pick.operatorName);
  if (!usable) return { kind: 'nothing', message };

  if (pick.kind === 'chosen') {
    const result = totalCost({
      annualKwh,
      fuse,
      municipalityCode,
      municipalityName,
      supply,
      spotOreExVat,
      tariff: pick.tariff ?? unknownFeesTariff(pick.operatorName),
      publisher: { name: pick.operatorName, feeInfoUrl: pick.feeInfoUrl ?? null },
      ...(peakKw !== undefined && Number.isFinite(peakKw) && peakKw > 0 ? { peakKw } : {}),
    });
    if (gridApart && pick.tariff !== null) return { kind: 'grid-apart', message, result, split: splitGridParts(result) };
    return { kind: 'total', message, result };
  }
  const monthlyKwh = annualKwh / 12;
  return {
    kind: 'supply-only',
    message,
    yearKr: annualCost(supply.pricePerKwhOre, monthlyKwh, supply.monthlyFeeKr),
    monthKr: monthlyCost(supply.pricePerKwhOre, monthlyKwh, supply.monthlyFeeKr),
  };
}

/**
 * /jamfor with a municipality's price area and its code (for the reduced energy tax) preselected,
 * straight at the full bill; /stader pages link here, and with a tariff id (an operator holding a
 * concession there, as the city page lists it) that tariff is preselected too. The page never
 * picks an operator by itself (docs/rules/grid-tariffs.md).
 */
export function fullBillHref(area: PriceArea, municipalityCode: string, tariffId?: string): string {
  return compareHref({ area, municipalityCode, ...(tariffId ? { operator: tariffId } : {}), hash: FULL_BILL_ANCHOR });
}
