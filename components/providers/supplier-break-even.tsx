import { BreakEvenNote, RecentSpotLine } from '@/components/compare/fixed-or-variable';
import { formatKwh } from '@/lib/format';
import type { RecentSpot } from '@/lib/market/recent-basis';
import { OFFER_TYPE_LABELS } from '@/lib/market/offer';
import type { SupplierArea } from '@/lib/market/supplier-page';

/**
 * "Fast eller rörligt?" for a supplier's fixed and mixat offers in one area: each one's break-even
 * spot price against the area's cheapest variable offer at a house's 5 000 kWh a year, beside the
 * area's spot over the last 12 complete months (docs/rules/fixed-or-variable.md). Server-rendered.
 */
export function SupplierBreakEven({ area, recent }: { area: SupplierArea; recent: RecentSpot | undefined }) {
  const { breakEven } = area;
  if (breakEven.rows.length === 0) return null;
  const id = `fast-eller-rorligt-${area.area.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold">
        Fast eller rörligt i {area.area}, vid {formatKwh(breakEven.annualKwh)} per år
      </h4>
      <ul className="space-y-2">
        {breakEven.rows.map(({ offer, breakEven: result }) => (
          <li key={offer.id} data-offer-id={offer.id} className="rounded-md border border-border p-3 text-sm">
            <p className="font-medium">
              {offer.product} <span className="font-normal text-muted-foreground">({OFFER_TYPE_LABELS[offer.type]})</span>
            </p>
            <BreakEvenNote offer={offer} breakEven={result} variable={breakEven.variable} annualKwh={breakEven.annualKwh} recent={undefined} />
          </li>
        ))}
      </ul>
      {recent ? <RecentSpotLine recent={recent} annualKwh={breakEven.annualKwh} className="text-sm" /> : null}
    </section>
  );
}
