import { compareMarket, indexMarket, NO_FILTERS, type SortKey } from '@/lib/market/compare';
import { initialList, listView, INITIAL_JAMFOR_STATE } from '@/lib/market/jamfor-state';
import type { RecentSpot } from '@/lib/market/recent-basis';

import { EKSJO_SE3, GOTEBORG_FIXED_SE3, GOTEBORG_MIX_SE3 } from './fixtures';

/**
 * /jamfor's second basis (docs/rules/fixed-or-variable.md): the sort 'senaste12' and the cost on
 * the last 12 months' profile-weighted spot, on real SE3 rows (scraped_data_se3_2026-07-25.csv).
 */

const index = indexMarket([EKSJO_SE3, GOTEBORG_MIX_SE3, GOTEBORG_FIXED_SE3]);
const ids = (sort: SortKey, recentSpotOre?: number) =>
  compareMarket(index, { filters: NO_FILTERS, sort, annualKwh: 5000, recentSpotOre }).map((r) => r.offer.supplierSlug + ':' + r.offer.type);

it('orders by the cost on the last 12 months’ spot when asked, and by the assumed spot by default', () => {
  // Assumed spot 77,98: Eksjö 1,25 × (150 + 85,08 × 50) = 5 505; mix 1,25 × (432 + 102,25 × 50) = 6 930,63; fast 7 696,25.
  expect(ids('kostnad', 200)).toEqual(['eksjo-energi:kvartspris', 'goteborg-energi:mixat', 'goteborg-energi:fast-1-ar']);
  // At 200 öre: Eksjö 1,25 × (150 + 207,10 × 50) = 13 131,25; mix 1,25 × (432 + 163,26 × 50) = 10 743,75; fast 7 696,25.
  expect(ids('senaste12', 200)).toEqual(['goteborg-energi:fast-1-ar', 'goteborg-energi:mixat', 'eksjo-energi:kvartspris']);
  const ranked = compareMarket(index, { filters: NO_FILTERS, sort: 'senaste12', annualKwh: 5000, recentSpotOre: 200 });
  expect(ranked.map((r) => r.recentCost)).toEqual([
    { yearlyKr: 7696, monthlyKr: 641 },
    { yearlyKr: 10744, monthlyKr: 895 },
    { yearlyKr: 13131, monthlyKr: 1094 },
  ]);
});

it('without the last 12 months, orders like the default and shows no second cost', () => {
  expect(ids('senaste12')).toEqual(ids('kostnad'));
  expect(compareMarket(index, { filters: NO_FILTERS, sort: 'senaste12', annualKwh: 5000 })[0]?.recentCost).toBeUndefined();
});

it('listView gives every offer its second cost and the fixed ones their break-even', () => {
  const recent: RecentSpot = {
    area: 'SE3',
    months: [],
    monthsLabel: 'april 2025–mars 2026',
    plainOre: 60,
    profiles: [
      { id: 'hushallsel', label: 'lägenhet eller hus utan elvärme', ore: 200 },
      { id: 'elvarme', label: 'hus med elvärme', ore: 250 },
    ],
    elvarmeFromKwh: 10000,
    profileSource: 'Hofors Elverk',
  };
  const state = { ...INITIAL_JAMFOR_STATE, started: true, area: 'SE3' as const, annualKwh: 5000, sort: 'senaste12' as const };
  const view = listView(
    state,
    initialList('SE3', index),
    { status: 'ready', index, source: { area: 'SE3', date: '2026-07-25', postalCode: '74176', spotOre: 77.98 }, live: false },
    { SE3: recent },
  );
  expect(view.page.shown[0]?.offer.type).toBe('fast-1-ar');
  expect(view.breakEven.variable?.supplierSlug).toBe('eksjo-energi');
  // Fixed: (7 696,25 − 187,50) / 62,5 − 7,10 = 113,04 öre/kWh (tests/unit/market/break-even.test.ts).
  const fixed = view.breakEven.byId.get(GOTEBORG_FIXED_SE3.id);
  expect(fixed?.kind === 'above' && fixed.ore).toBeCloseTo(113.04, 9);
  expect(view.breakEven.byId.has(EKSJO_SE3.id)).toBe(false);
});
