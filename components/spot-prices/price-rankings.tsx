import { formatChangePercent, formatOrePerKwh } from '@/lib/format';
import { biggestChangeFirst, cheapestFirst, type AreaPrice } from '@/lib/spot/day-view';

/** The two ranked lists (docs/rules/spot-prices.md): cheapest (ascending price) and biggest change (|%|). */
export function PriceRankings({ areas, priceLabel }: { areas: readonly AreaPrice[]; priceLabel: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="billigast-heading" className="rounded-lg border border-border p-5">
        <h3 id="billigast-heading" className="font-semibold">
          Billigast {priceLabel}
        </h3>
        <ol className="mt-3 space-y-2" data-testid="ranking-cheapest">
          {cheapestFirst(areas).map((area, index) => (
            <li key={area.area} data-area={area.area} className="flex justify-between gap-4">
              <span>
                {index + 1}. {area.area} {area.name}
              </span>
              <span className="font-semibold tabular-nums">{formatOrePerKwh(area.priceOre)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="forandring-heading" className="rounded-lg border border-border p-5">
        <h3 id="forandring-heading" className="font-semibold">
          Störst förändring mot dygnet innan
        </h3>
        <ol className="mt-3 space-y-2" data-testid="ranking-change">
          {biggestChangeFirst(areas).map((area, index) => (
            <li key={area.area} data-area={area.area} className="flex justify-between gap-4">
              <span>
                {index + 1}. {area.area} {area.name}
              </span>
              <span className="font-semibold tabular-nums">{area.changePercent === null ? 'ingen jämförelse' : formatChangePercent(area.changePercent)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
