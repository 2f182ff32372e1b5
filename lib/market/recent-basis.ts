import type { PriceArea } from '@/lib/domain/price-area';
import type { LoadProfileId } from '@/lib/grid/total-cost';
import { withSpotBasis, yearlyCostKr, type CostParts } from '@/lib/market/cost';
import type { MarketOffer } from '@/lib/market/offer';

/**
 * The second basis of /jamfor, "Med de senaste 12 månadernas spotpriser"
 * (docs/rules/fixed-or-variable.md): an offer's yearly cost with the area's spot price of the last
 * 12 complete months weighted by the household's monthly profile in place of Elpriskollen's
 * assumed spot. Variable offers carry all of it, mixat half, a fixed price none; the cost is the
 * one model's (lib/market/cost.ts). Small and free of data, so the browser may use it; the figures
 * come from lib/spot/recent-months.ts on the server.
 */

export interface RecentSpot {
  area: PriceArea;
  /** The 12 complete months, oldest first, with each month's time-weighted average, öre/kWh excl. VAT. */
  months: { month: string; ore: number }[];
  /** 'april 2025–mars 2026'. */
  monthsLabel: string;
  /** The plain (time-weighted) average over the 12 months. */
  plainOre: number;
  /** Weighted by each monthly profile. */
  profiles: { id: LoadProfileId; label: string; ore: number }[];
  /** From this yearly consumption a home is taken to have electric heating (its profile). */
  elvarmeFromKwh: number;
  /** Where the monthly shares come from. */
  profileSource: string;
}

/** The profile-weighted spot for a household of `annualKwh`, with the profile's label. */
export function recentSpotAt(recent: RecentSpot, annualKwh: number): { ore: number; label: string; id: LoadProfileId } {
  const id: LoadProfileId = annualKwh >= recent.elvarmeFromKwh ? 'elvarme' : 'hushallsel';
  const profile = recent.profiles.find((p) => p.id === id) ?? recent.profiles[0]!;
  return { ore: profile.ore, label: profile.label, id: profile.id };
}

/** kr per year incl. VAT on the last 12 months' profile-weighted spot. */
export function recentYearlyCostKr(offer: CostParts & Pick<MarketOffer, 'type'>, annualKwh: number, spotOre: number): number {
  return yearlyCostKr(withSpotBasis(offer, spotOre), annualKwh);
}
