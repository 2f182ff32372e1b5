import { formatKr, formatKwh, formatOrePerKwh } from '@/lib/format';
import type { BreakEven } from '@/lib/market/break-even';
import { recentSpotAt, type RecentSpot } from '@/lib/market/recent-basis';
import { TYPE_GROUP_OF, type MarketOffer } from '@/lib/market/offer';

/**
 * "Fast eller rörligt?" on a fixed or mixat offer (docs/rules/fixed-or-variable.md): the average
 * spot price above which the offer beats the area's cheapest variable offer at this consumption,
 * beside the area's spot over the last 12 complete months, plain and weighted by the household's
 * monthly profile, with the months named. Plain markup, rendered on the server or in the island.
 * An offer card shows the one line on its face and the rest in its details; the area and supplier
 * pages show the whole note.
 */

type Kind = 'Fast pris' | 'Mixat pris';

function kindOf(offer: Pick<MarketOffer, 'type'>): Kind | null {
  const group = TYPE_GROUP_OF[offer.type];
  return group === 'rorligt' ? null : group === 'mixat' ? 'Mixat pris' : 'Fast pris';
}

/** "Fast pris lönar sig om spotpriset i snitt blir över 113,0 öre/kWh", or the "always" line; null without one. */
export function BreakEvenLine({ offer, breakEven, className }: { offer: Pick<MarketOffer, 'type'>; breakEven: BreakEven | undefined; className?: string }) {
  const kind = kindOf(offer);
  if (!kind || !breakEven) return null;
  return breakEven.kind === 'above' ? (
    <p className={className} data-testid="break-even-line" data-ore={breakEven.ore.toFixed(4)}>
      {kind} lönar sig om spotpriset i snitt blir över <strong className="whitespace-nowrap">{formatOrePerKwh(breakEven.ore, 1)}</strong>
    </p>
  ) : (
    <p className={className} data-testid="break-even-line" data-ore="always">
      {kind} är billigare vid alla spotpriser från 0 öre/kWh
    </p>
  );
}

/** What the line rests on: excl. VAT, against which offer, at which consumption, and last year's spot beside it. */
export function BreakEvenBasis({
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
  const kind = kindOf(offer);
  if (!kind) return null;
  return (
    <div className="space-y-1" data-testid="break-even-basis">
      {!breakEven || !variable ? (
        <p>Det finns inget rörligt avtal i elområdet att jämföra med, så vi kan inte räkna ut när {kind.toLocaleLowerCase('sv-SE')} lönar sig.</p>
      ) : breakEven.kind === 'above' ? (
        <p>
          Spotpriset exkl. moms i snitt under avtalstiden där avtalet och det billigaste rörliga avtalet i elområdet ({variable.supplierName} –{' '}
          {variable.product}) kostar lika mycket per år vid {formatKwh(annualKwh)}. Blir spotpriset högre är {kind.toLocaleLowerCase('sv-SE')} billigare.
        </p>
      ) : (
        <p>
          Jämfört med det billigaste rörliga avtalet i elområdet ({variable.supplierName} – {variable.product}) vid {formatKwh(annualKwh)} per år.
        </p>
      )}
      {recent ? <RecentSpotLine recent={recent} annualKwh={annualKwh} /> : null}
    </div>
  );
}

/** The whole note in a box: the line and what it rests on (area and supplier pages). */
export function BreakEvenNote(props: {
  offer: Pick<MarketOffer, 'type'>;
  breakEven: BreakEven | undefined;
  variable: Pick<MarketOffer, 'supplierName' | 'product'> | null;
  annualKwh: number;
  recent: RecentSpot | undefined;
}) {
  if (!kindOf(props.offer)) return null;
  return (
    <div className="mt-3 space-y-1 rounded-md bg-muted/60 p-3 text-sm" data-testid="break-even">
      <BreakEvenLine offer={props.offer} breakEven={props.breakEven} className="font-medium" />
      <BreakEvenBasis {...props} />
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
export function RecentCostLine({ recentCost, className }: { recentCost: { yearlyKr: number; monthlyKr: number } | undefined; className?: string }) {
  if (!recentCost) return null;
  return (
    <p className={className} data-testid="recent-cost">
      Med de senaste 12 månadernas spotpriser: <span className="font-semibold whitespace-nowrap">{formatKr(recentCost.yearlyKr)}/år</span>{' '}
      <span className="whitespace-nowrap text-muted-foreground">({formatKr(recentCost.monthlyKr)}/mån)</span>
    </p>
  );
}
