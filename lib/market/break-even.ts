import { withVat } from '@/lib/domain/constants';
import { feeKrPerYear, yearlyCostKr, type CostParts } from '@/lib/market/cost';
import { TYPE_GROUP_OF, spotShare, type MarketOffer } from '@/lib/market/offer';
import { compareSwedish } from '@/lib/collate';

/**
 * Fixed or variable: the break-even spot price of a fixed or mixat offer (docs/rules/fixed-or-variable.md).
 *
 * V is the cheapest variable offer of the area at consumption E kWh a year, cheapest by
 * fee + (påslag + rörliga kostnader) × E, which does not depend on the spot price (every variable
 * offer carries the whole of it). F's and V's yearly costs, from lib/market/cost.ts, are straight
 * lines in the average spot price S (öre/kWh excl. VAT); F carries the share s of S (0 for a fixed
 * price, ½ for mixat), V all of it:
 *
 *   cost_F(S) = cost_F(0) + 1,25 × s × S × E / 100
 *   cost_V(S) = cost_V(0) + 1,25 × S × E / 100
 *
 * They are equal at S = (cost_F(0) − cost_V(0)) / (1,25 × (1 − s) × E / 100). For a fixed offer
 * (s = 0) this is S = (yearly cost of F − V's fixed fee per year incl. VAT) / (1,25 × E / 100)
 * − V's påslag − V's rörliga kostnader. Above S the fixed offer is the cheaper one.
 */

type Offer = CostParts & Pick<MarketOffer, 'type' | 'supplierName' | 'product' | 'id'>;

/** The spot-free part of a variable offer's yearly cost, kr excl. VAT: fee + (påslag + rörliga) × E / 100. */
function spotFreeKr(offer: CostParts, annualKwh: number): number {
  return feeKrPerYear(offer) + ((offer.markupOre + offer.variableCostsOre) * annualKwh) / 100;
}

/** The area's cheapest variable offer (kvartspris, timpris, rörligt) at E kWh a year, whatever the spot; ties by name. */
export function cheapestVariable<T extends Offer>(offers: readonly T[], annualKwh: number): T | null {
  let best: { offer: T; kr: number; name: string } | null = null;
  for (const offer of offers) {
    if (TYPE_GROUP_OF[offer.type] !== 'rorligt') continue;
    const kr = spotFreeKr(offer, annualKwh);
    const name = `${offer.supplierName} ${offer.product}`;
    if (!best || kr < best.kr || (kr === best.kr && (compareSwedish(name, best.name) || (offer.id < best.offer.id ? -1 : 1)) < 0)) {
      best = { offer, kr, name };
    }
  }
  return best?.offer ?? null;
}

export type BreakEven =
  /** The fixed (or mixat) offer is cheaper when the average spot price over its term is above `ore`. */
  | { kind: 'above'; ore: number }
  /** Cheaper at every spot price from 0 öre/kWh. */
  | { kind: 'always' };

/** F's break-even spot price against V at `annualKwh` (> 0). Null for an F that follows the spot wholly. */
export function breakEvenSpot(fixed: Offer, variable: CostParts, annualKwh: number): BreakEven | null {
  if (!(annualKwh > 0)) throw new RangeError(`Consumption must be > 0 kWh, got ${annualKwh}`);
  const share = spotShare(fixed.type);
  if (share === 1) return null;
  const fixedAtZero = yearlyCostKr({ ...fixed, spotOre: 0 }, annualKwh);
  const variableAtZero = yearlyCostKr({ ...variable, spotOre: 0 }, annualKwh);
  const ore = (fixedAtZero - variableAtZero) / withVat(((1 - share) * annualKwh) / 100);
  return ore > 0 ? { kind: 'above', ore } : { kind: 'always' };
}

/** The break-even of each fixed and mixat offer of an area against its cheapest variable offer, by offer id. */
export function breakEvens<T extends Offer>(offers: readonly T[], annualKwh: number): { variable: T | null; byId: Map<string, BreakEven> } {
  const variable = cheapestVariable(offers, annualKwh);
  const byId = new Map<string, BreakEven>();
  if (!variable) return { variable, byId };
  for (const offer of offers) {
    const result = breakEvenSpot(offer, variable, annualKwh);
    if (result) byId.set(offer.id, result);
  }
  return { variable, byId };
}
