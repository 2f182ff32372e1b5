import { formatOrePerKwh } from '@/lib/format';
import type { AreaPrice } from '@/lib/spot/day-view';

import { TrendBadge } from './trend-badge';

/** One price area on /elpris-just-nu: name, headline price, 24 h change, day range, largest municipalities. */
export function AreaPriceCard({
  price,
  priceLabel,
  changeLabel,
  cities,
}: {
  price: AreaPrice;
  /** What the headline price is: 'Just nu (14:00–14:15)' or 'Dygnsmedel 31 december 2025'. */
  priceLabel: string;
  changeLabel: string;
  cities: readonly string[];
}) {
  const headingId = `omrade-${price.area}`;
  return (
    <article aria-labelledby={headingId} data-testid={`area-card-${price.area}`} className="flex flex-col rounded-lg border border-border p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        {price.area} <span className="font-normal text-muted-foreground">– {price.name}</span>
      </h3>
      <p className="mt-3 text-sm text-muted-foreground">{priceLabel}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="area-price">
        {formatOrePerKwh(price.priceOre)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <TrendBadge changePercent={price.changePercent} trend={price.trend} />
        {changeLabel}
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        Dygnets lägsta {formatOrePerKwh(price.dayMinOre)}, högsta {formatOrePerKwh(price.dayMaxOre)}
      </p>
      {cities.length > 0 ? (
        <p className="mt-3 text-sm">
          <span className="font-medium">Bland annat:</span> {cities.join(', ')}
        </p>
      ) : null}
    </article>
  );
}
