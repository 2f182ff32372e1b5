import { CHART_CONTAINER_CLASS, CHART_LABEL_CLASS } from '@/components/spot-prices/chart-label';
import { ChartYAxis } from '@/components/spot-prices/chart-y-axis';
import { Table } from '@/components/ui/table';
import { chartColors } from '@/lib/design-tokens';
import { formatKr, formatKwh, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import type { MonthSpot } from '@/lib/metering/spot-cost';
import { barRects, niceDomain, niceTicks, type Plot } from '@/lib/spot/chart';

const WIDTH = 720;
const HEIGHT = 260;
const PLOT: Plot = { left: 64, top: 16, width: WIDTH - 76, height: HEIGHT - 60 };

/**
 * The meter file month by month: kWh as SVG bars (the site's chart geometry, lib/spot/chart.ts),
 * and the table that carries every figure (the chart's text form), in a named scroll region.
 */
export function MonthChart({ months, area }: { months: readonly MonthSpot[]; area: string }) {
  const values = months.map((m) => m.kwh);
  const domain = niceDomain(values);
  const bars = barRects(values, domain, PLOT);
  const highest = months.reduce<MonthSpot | undefined>((top, m) => (!top || m.kwh > top.kwh ? m : top), undefined);
  const description = highest
    ? `Din förbrukning per månad, ${formatMonthYear(months[0]!.month)}–${formatMonthYear(months.at(-1)!.month)}. Mest ${formatMonthYear(highest.month)} med ${formatKwh(highest.kwh)}.`
    : 'Din förbrukning per månad.';
  return (
    <div className="space-y-4">
      <figure className={CHART_CONTAINER_CLASS}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="manad-diagram-titel manad-diagram-beskrivning" className="h-auto w-full">
          <title id="manad-diagram-titel">Förbrukning per månad, kWh</title>
          <desc id="manad-diagram-beskrivning">{description}</desc>
          <ChartYAxis ticks={niceTicks(domain)} domain={domain} plot={PLOT} labelClass={CHART_LABEL_CLASS} format={(tick) => formatNumber(tick)} />
          {bars.map((bar, i) => {
            const month = months[i]!;
            return (
              <rect key={month.month} {...bar} fill={chartColors.bar} data-month={month.month}>
                <title>{`${formatMonthYear(month.month)}: ${formatKwh(month.kwh)}, ${formatKr(month.spotKr)} i spotpris`}</title>
              </rect>
            );
          })}
          {months.map((month, i) =>
            i === 0 || month.month.endsWith('-01') || months.length <= 6 ? (
              <text key={month.month} x={bars[i]!.x} y={HEIGHT - 8} fontSize="12" fill={chartColors.label} className={CHART_LABEL_CLASS}>
                {month.month.endsWith('-01') && months.length > 6 ? month.month.slice(0, 4) : month.month.slice(5, 7) + '/' + month.month.slice(2, 4)}
              </text>
            ) : null,
          )}
        </svg>
        <figcaption className="mt-2 text-sm text-muted-foreground">{description} Tabellen nedan har alla siffror.</figcaption>
      </figure>
      <Table
        caption={<>Förbrukning och spotpris per månad i {area}, exklusive moms</>}
        captionClassName="px-3 pt-3 text-left font-medium"
        className="w-full min-w-[36rem] text-sm"
        data-testid="month-table"
        scroll={{ className: 'rounded-md border border-border' }}
      >
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              Månad
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Förbrukning
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Spotkostnad
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Ditt spotpris
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Månadens snitt
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className="border-b border-border last:border-b-0" data-month={month.month}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {formatMonthYear(month.month)}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatKwh(month.kwh, 1)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatKr(month.spotKr)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{month.kwh > 0 ? formatOrePerKwh((month.spotKr * 100) / month.kwh, 2) : '–'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatOrePerKwh(month.monthAvgOre, 2)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
