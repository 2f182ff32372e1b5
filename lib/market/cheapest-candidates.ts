import { yearlyCostKr } from '@/lib/market/cost';
import type { MarketOffer } from '@/lib/market/offer';

/**
 * The few offers of an area that can be its cheapest at some yearly consumption (issue 20: the
 * calculator's "cheapest alternative" and the full bill's supply from the market catalogue),
 * small enough to pre-render into /kalkylator instead of fetching the whole area's file.
 *
 * An offer's yearly cost is a straight line in the consumption (lib/market/cost.ts:
 * 1,25 × (fee + energy price × kWh / 100)), so the cheapest cost over all offers is their lower
 * envelope, a concave broken line. cheapestOffer (lib/market/compare.ts) ranks by the cost rounded
 * to whole kronor, ties by name; an offer can win a rounded tie only where its exact cost is less
 * than 1 kr above the envelope. Its distance to the envelope is convex between the envelope's
 * corners, so it is smallest at a corner or an end of the range: checking those is enough.
 * Keeping every offer within 1 kr of the envelope somewhere therefore gives exactly the offers
 * cheapestOffer can pick, and cheapestOffer over them picks what it picks over the whole area
 * (tests/unit/market/cheapest-candidates.test.ts checks it on every area of the catalogue).
 */

/** How close to the envelope (kr per year) an offer must come to be kept: rounding to whole kronor can tie it. */
const TIE_MARGIN_KR = 1;

/** The consumptions where the envelope bends, with both ends of the range, ascending. */
export function envelopeCorners(offers: readonly MarketOffer[], minKwh: number, maxKwh: number): number[] {
  if (offers.length === 0 || !(maxKwh >= minKwh)) return [];
  const slope = (offer: MarketOffer) => yearlyCostKr(offer, 1) - yearlyCostKr(offer, 0);
  const corners = [minKwh];
  let at = minKwh;
  // The cheapest at `at`; on a tie the one that rises slowest, which stays cheapest after it.
  const cheapestAt = (kwh: number) =>
    offers.reduce((best, offer) => {
      const diff = yearlyCostKr(offer, kwh) - yearlyCostKr(best, kwh);
      return diff < 0 || (diff === 0 && slope(offer) < slope(best)) ? offer : best;
    });
  let current = cheapestAt(at);
  // Each step moves to an offer that rises strictly slower, so the walk ends after at most one step per offer.
  for (;;) {
    // The nearest consumption after `at` where an offer that rises slower crosses the current one;
    // of several crossing there, the slowest, which stays cheapest after it.
    let next = Number.POSITIVE_INFINITY;
    let successor: MarketOffer | null = null;
    for (const offer of offers) {
      const gap = slope(current) - slope(offer);
      if (gap <= 0) continue;
      const cross = (yearlyCostKr(offer, 0) - yearlyCostKr(current, 0)) / gap;
      if (cross <= at) continue;
      if (cross < next || (cross === next && successor !== null && slope(offer) < slope(successor))) {
        next = cross;
        successor = offer;
      }
    }
    if (successor === null || next >= maxKwh) break;
    corners.push(next);
    at = next;
    current = successor;
  }
  corners.push(maxKwh);
  return corners;
}

/**
 * The offers cheapestOffer (no filters) can return for a consumption in [minKwh, maxKwh], in the
 * input's order. Empty for an area without offers.
 */
export function cheapestCandidates(offers: readonly MarketOffer[], minKwh: number, maxKwh: number): MarketOffer[] {
  const corners = envelopeCorners(offers, minKwh, maxKwh);
  if (corners.length === 0) return [];
  const envelope = corners.map((kwh) => Math.min(...offers.map((offer) => yearlyCostKr(offer, kwh))));
  return offers.filter((offer) => corners.some((kwh, i) => yearlyCostKr(offer, kwh) - (envelope[i] as number) < TIE_MARGIN_KR));
}
