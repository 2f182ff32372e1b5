import type { PriceArea } from '@/lib/domain/price-area';
import { oreToKrPerKwh } from '@/lib/domain/spot-prices';

/**
 * The contract advice of /elpris-just-nu, thresholds from docs/rules/spot-prices.md,
 * applied to the prices the page shows (spot, kr/kWh, excluding VAT).
 */
export const SPOT_ADVICE_BELOW_KR = 0.9;
export const WAIT_ADVICE_ABOVE_KR = 1.1;
export const FIXED_ADVICE_SWING_PERCENT = 10;

export const SPOT_ADVICE_AREAS: readonly PriceArea[] = ['SE1', 'SE2'];
export const WAIT_ADVICE_AREAS: readonly PriceArea[] = ['SE3', 'SE4'];

export interface AdviceInput {
  area: PriceArea;
  /** öre/kWh ex VAT */
  priceOre: number;
  changePercent: number | null;
}

export interface AdviceState {
  /** SE1 and SE2 both under 0,90 kr/kWh: a variable (spot) contract is recommended. */
  spot: boolean;
  /** SE3 and SE4 both over 1,10 kr/kWh: wait and compare before binding a price. */
  wait: boolean;
  /** Some area moved 10 % or more since the day before: a fixed price is the safest. */
  fixed: boolean;
}

/** Which of the three conditions the prices meet (each card states its own rule). */
export function adviceFor(areas: readonly AdviceInput[]): AdviceState {
  const kr = (area: PriceArea) => {
    const found = areas.find((a) => a.area === area);
    return found ? oreToKrPerKwh(found.priceOre) : undefined;
  };
  const all = (list: readonly PriceArea[], test: (value: number) => boolean) =>
    list.every((area) => {
      const value = kr(area);
      return value !== undefined && test(value);
    });
  return {
    spot: all(SPOT_ADVICE_AREAS, (value) => value < SPOT_ADVICE_BELOW_KR),
    wait: all(WAIT_ADVICE_AREAS, (value) => value > WAIT_ADVICE_ABOVE_KR),
    fixed: areas.some((a) => a.changePercent !== null && Math.abs(a.changePercent) >= FIXED_ADVICE_SWING_PERCENT),
  };
}

export type AdviceKind = keyof AdviceState;

/**
 * The order in which the conditions are tried. A variable price and a fixed one are opposite
 * advice, so the page marks one card at most: high prices in SE3 and
 * SE4, where most households live, come first; then cheap prices in the north, since a large
 * percentage swing at a low price says little; then a swing of 10 % or more.
 */
export const ADVICE_ORDER: readonly AdviceKind[] = ['wait', 'spot', 'fixed'];

/** The one recommendation for the prices shown, or null when no condition holds. */
export function recommendedAdvice(areas: readonly AdviceInput[]): AdviceKind | null {
  const state = adviceFor(areas);
  return ADVICE_ORDER.find((kind) => state[kind]) ?? null;
}
