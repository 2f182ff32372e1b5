import { withVat } from '@/lib/domain/constants';
import { PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { TYPICAL_MARKUP_ORE_PER_KWH } from '@/lib/domain/calculator-constants';
import type { CalculatorContent } from '@/lib/content/schemas';
import { formatKwh, formatOrePerKwh } from '@/lib/format';

/**
 * The supply price the calculator asks for (docs/rules/calculator.md): spot plus a typical
 * markup, incl. VAT, öre/kWh. Energy tax and the grid fee are on the elnätsfaktura, so not here.
 */
export function supplyPriceOre(spotOre: number): number {
  return withVat(spotOre + TYPICAL_MARKUP_ORE_PER_KWH);
}

/**
 * The consumption guide and price hint (docs/rules/households.md) beside the calculator, with the hint
 * checked against real data: last complete year's spot average per area, plus typical markup
 * and VAT.
 */
export function ConsumptionGuide({
  guide,
  priceHint,
  spotByArea,
}: {
  guide: CalculatorContent['consumptionGuide'];
  priceHint: CalculatorContent['priceHint'];
  spotByArea: readonly { area: PriceArea; year: number; spotOre: number }[];
}) {
  const year = spotByArea[0]?.year;
  return (
    <aside aria-labelledby="forbrukningsguide" className="space-y-6">
      <section className="rounded-lg border border-border bg-muted/60 p-5">
        <h2 id="forbrukningsguide" className="text-lg font-semibold">
          Hur mycket el använder du?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Vanlig årsförbrukning för olika boenden:</p>
        <dl className="mt-4 space-y-3">
          {guide.rows.map((row) => (
            <div key={row.label}>
              <dt className="flex justify-between gap-2 font-medium">
                <span>{row.label}</span>
                <span>{formatKwh(row.annualKwh)}</span>
              </dt>
              <dd className="text-sm text-muted-foreground">{row.note}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">{guide.source}</p>
      </section>
      <section aria-labelledby="elpris-riktvarde" className="rounded-lg border border-border bg-muted/60 p-5">
        <h2 id="elpris-riktvarde" className="text-lg font-semibold">
          Vilket elpris har du?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{priceHint.text}</p>
        {year ? (
          <>
            <p className="mt-3 text-sm text-muted-foreground">
              Räkneexempel med {year} års genomsnittliga spotpris, {formatOrePerKwh(TYPICAL_MARKUP_ORE_PER_KWH, 0)} i påslag och moms:
            </p>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Ungefärligt elhandelspris per elområde, utan elnätsavgift och energiskatt</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 align-bottom font-medium">
                    Elområde
                  </th>
                  <th scope="col" className="px-2 py-1 text-right align-bottom font-medium">
                    Spotpris {year}
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right align-bottom font-medium">
                    Elhandelspris
                  </th>
                </tr>
              </thead>
              <tbody>
                {spotByArea.map((row) => (
                  <tr key={row.area} className="border-t border-border">
                    <th scope="row" className="py-1 pr-2 text-left font-medium">
                      {row.area} {PRICE_AREA_NAMES[row.area]}
                    </th>
                    <td className="px-2 py-1 text-right whitespace-nowrap">{formatOrePerKwh(row.spotOre)}</td>
                    <td className="py-1 pl-2 text-right font-semibold whitespace-nowrap">{formatOrePerKwh(supplyPriceOre(row.spotOre), 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </aside>
  );
}
