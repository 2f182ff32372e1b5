import { chartColors } from '@/lib/design-tokens';
import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import { barRects, niceDomain, niceTicks, type Plot } from '@/lib/spot/chart';

import { CHART_CONTAINER_CLASS, CHART_LABEL_CLASS } from './chart-label';
import { ChartYAxis } from './chart-y-axis';

const WIDTH = 720;
const HEIGHT = 260;
// Margins hold the largest label step of ./chart-label (31 units on a phone).
const PLOT: Plot = { left: 64, top: 16, width: WIDTH - 76, height: HEIGHT - 60 };

/**
 * Monthly averages as SVG bars, rendered on the server so the chart reads without JavaScript.
 * The table beside it carries every value; the SVG's description names the extremes.
 */
export function MonthlyBarChart({ months, area, id }: { months: readonly MonthlyAverage[]; area: string; id: string }) {
  const values = months.map((m) => m.avg);
  const domain = niceDomain(values);
  const bars = barRects(values, domain, PLOT);
  const first = months[0];
  const last = months.at(-1);
  const highest = months.reduce<MonthlyAverage | undefined>((top, m) => (!top || m.avg > top.avg ? m : top), undefined);
  const lowest = months.reduce<MonthlyAverage | undefined>((low, m) => (!low || m.avg < low.avg ? m : low), undefined);
  const description =
    first && last && highest && lowest
      ? `Månadsmedelpris i ${area} från ${formatMonthYear(first.month)} till ${formatMonthYear(last.month)}. Högst ${formatMonthYear(highest.month)} med ${formatOrePerKwh(highest.avg)}, lägst ${formatMonthYear(lowest.month)} med ${formatOrePerKwh(lowest.avg)}.`
      : `Månadsmedelpris i ${area}.`;
  return (
    <figure className={CHART_CONTAINER_CLASS}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titel ${id}-beskrivning`} className="h-auto w-full">
        <title id={`${id}-titel`}>{`Spotpris per månad i ${area}, öre/kWh exkl. moms`}</title>
        <desc id={`${id}-beskrivning`}>{description}</desc>
        <ChartYAxis ticks={niceTicks(domain)} domain={domain} plot={PLOT} labelClass={CHART_LABEL_CLASS} format={(tick) => formatNumber(tick)} />
        {bars.map((bar, i) => {
          const month = months[i]!;
          return (
            <rect key={month.month} {...bar} fill={month.partial ? chartColors.barPartial : chartColors.bar} data-month={month.month}>
              <title>{`${formatMonthYear(month.month)}: ${formatOrePerKwh(month.avg)}`}</title>
            </rect>
          );
        })}
        {months.map((month, i) =>
          month.month.endsWith('-01') || i === 0 ? (
            <text key={month.month} x={bars[i]!.x} y={HEIGHT - 8} fontSize="12" fill={chartColors.label} className={CHART_LABEL_CLASS}>
              {month.month.endsWith('-01') ? month.month.slice(0, 4) : formatMonthYear(month.month)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        {description}
        {months.some((m) => m.partial) ? ' Den ljusare stapeln är en månad som inte är slut än.' : ''}
      </figcaption>
    </figure>
  );
}
