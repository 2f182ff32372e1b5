import type { PriceArea } from '@/lib/domain/price-area';
import { latestFullMonth, type MonthlyAverage } from '@/lib/domain/spot-prices';
import { ELVARME_DEFAULT_FROM_KWH, LOAD_PROFILES, LOAD_PROFILE_SOURCE, type LoadProfileId } from '@/lib/grid/total-cost';
import { formatMonthYear } from '@/lib/format';
import type { RecentSpot } from '@/lib/market/recent-basis';

/**
 * The area's spot price over the last 12 complete months of the bundled data
 * (docs/rules/fixed-or-variable.md): the plain, time-weighted average and the average weighted by
 * a household's monthly profile (Σ month's average × the month's share of the year's kWh, the
 * shares of LOAD_PROFILES). Computed on the server; the result is small, plain and serialisable.
 */

export const RECENT_MONTHS = 12;

function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 2, 1));
  return date.toISOString().slice(0, 7);
}

/** The 12 months ending with the latest complete one, oldest first. Throws when the data lacks one of them. */
export function recentMonths(monthly: readonly MonthlyAverage[]): MonthlyAverage[] {
  const latest = latestFullMonth(monthly);
  if (!latest) throw new RangeError('No complete month in the spot data');
  const byMonth = new Map(monthly.map((entry) => [entry.month, entry]));
  const months: MonthlyAverage[] = [];
  let month = latest.month;
  for (let i = 0; i < RECENT_MONTHS; i += 1) {
    const entry = byMonth.get(month);
    if (!entry || entry.partial) throw new RangeError(`The spot data lacks the complete month ${month}`);
    months.unshift(entry);
    month = monthBefore(month);
  }
  return months;
}

/** Σ month's average × the profile's share of that calendar month, öre/kWh excl. VAT. */
export function profileWeightedOre(months: readonly Pick<MonthlyAverage, 'month' | 'avg'>[], profile: LoadProfileId): number {
  const percent = LOAD_PROFILES[profile].monthlyPercent;
  let total = 0;
  let shares = 0;
  for (const { month, avg } of months) {
    const share = percent[Number(month.slice(5, 7)) - 1] ?? 0;
    total += avg * share;
    shares += share;
  }
  return total / shares;
}

export function recentSpot(area: PriceArea, monthly: readonly MonthlyAverage[]): RecentSpot {
  const months = recentMonths(monthly);
  const first = months[0]!;
  const last = months.at(-1)!;
  const hours = months.reduce((sum, m) => sum + m.hours, 0);
  return {
    area,
    months: months.map((m) => ({ month: m.month, ore: m.avg })),
    monthsLabel: `${formatMonthYear(first.month)}–${formatMonthYear(last.month)}`,
    plainOre: months.reduce((sum, m) => sum + m.avg * m.hours, 0) / hours,
    profiles: (['hushallsel', 'elvarme'] as const).map((id) => ({ id, label: LOAD_PROFILES[id].label, ore: profileWeightedOre(months, id) })),
    elvarmeFromKwh: ELVARME_DEFAULT_FROM_KWH,
    profileSource: LOAD_PROFILE_SOURCE.name,
  };
}
