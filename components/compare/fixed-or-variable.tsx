import { formatKr, formatKwh, formatOrePerKwh } from '@/lib/format';
import type { BreakEven } from '@/lib/market/break-even';
import { recentSpotAt, type RecentSpot } from '@/lib/market/recent-basis';
import { TYPE_GROUP_OF, type MarketOffer } from '@/lib/market/offer';

/**
 * "Fast eller rörligt?" on a fixed or mixat offer (docs/rules/fixed-or-variable.md): the average
 * spot price above which the offer beats the area's cheapest variable offer at this consumption,
 * beside the area's spot over the last 12 complete months, plain and weighted by the household's
 * monthly profile, with the months named. Plain markup, rendered on the server or in the island.
 */
export function BreakEvenNote({
  offer,
  breakEven,
  variable,
  annualKwh,
  recent,
}: {
  offer: Pick<MarketOffer, 'type'>;
  breakEven: BreakEven | undefined;
  variable: Pick<MarketOffer, 'supplierName' | 'product'> | null;
  annualKwh: number;
  recent: RecentSpot | undefined;
}) {
  const group = TYPE_GROUP_OF[offer.type];
  if (group === 'rorligt') return null;
  const kind = group === 'mixat' ? 'Mixat pris' : 'Fast pris';
  const against = variable ? `det billigaste rörliga avtalet i elområdet (${variable.supplierName} – ${variable.product})` : null;
  return (
    <div className="mt-3 rounded-md bg-muted/60 p-3 text-sm" data-testid="break-even">
      {!breakEven || !against ? (
        <p data-testid="break-even-line">Det finns inget rörligt avtal i elområdet att jämföra med, så vi kan inte räkna ut när {kind.toLocaleLowerCase('sv-SE')} lönar sig.</p>
      ) : breakEven.kind === 'above' ? (
        <p data-testid="break-even-line" data-ore={breakEven.ore.toFixed(4)}>
          <strong>
            {kind} lönar sig om spotpriset i snitt blir över {formatOrePerKwh(breakEven.ore, 1)}
          </strong>{' '}
          (exkl. moms, i snitt under avtalstiden) jämfört med {against}, vid {formatKwh(annualKwh)} per år.
        </p>
      ) : (
        <p data-testid="break-even-line" data-ore="always">
          <strong>{kind} är billigare vid alla spotpriser från 0 öre/kWh</strong> jämfört med {against}, vid {formatKwh(annualKwh)} per år.
        </p>
      )}
      {recent ? <RecentSpotLine recent={recent} annualKwh={annualKwh} className="mt-1" /> : null}
    </div>
  );
}

/** The area's spot over the last 12 complete months, plain and profile-weighted, with the months named. */
export function RecentSpotLine({ recent, annualKwh, className }: { recent: RecentSpot; annualKwh: number; className?: string }) {
  const weighted = recentSpotAt(recent, annualKwh);
  return (
    <p className={`text-muted-foreground ${className ?? ''}`} data-testid="break-even-recent">
      Spotpriset i {recent.area} under de senaste 12 hela månaderna ({recent.monthsLabel}): {formatOrePerKwh(recent.plainOre, 1)} i snitt,{' '}
      {formatOrePerKwh(weighted.ore, 1)} viktat efter hur en {weighted.label} fördelar förbrukningen över året (exkl. moms).
    </p>
  );
}

/** The cost line on the second basis: "Med de senaste 12 månadernas spotpriser: 12 345 kr/år". */
export function RecentCostLine({ recentCost }: { recentCost: { yearlyKr: number; monthlyKr: number } | undefined }) {
  if (!recentCost) return null;
  return (
    <p className="mt-2 text-sm" data-testid="recent-cost">
      Med de senaste 12 månadernas spotpriser: <span className="font-semibold whitespace-nowrap">{formatKr(recentCost.yearlyKr)}/år</span>{' '}
      <span className="whitespace-nowrap text-muted-foreground">({formatKr(recentCost.monthlyKr)}/mån)</span>
    </p>
  );
}
