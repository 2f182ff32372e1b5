import { chartColors } from '@/lib/design-tokens';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatClockTime, formatOreAsKrPerKwh, formatNumber } from '@/lib/format';
import { niceDomain, niceTicks, stepPath, type Plot } from '@/lib/spot/chart';
import { hourlyAverages, type DaysByArea } from '@/lib/spot/day-view';
import { cx } from '@/lib/utils';

import { AREA_STROKES } from './area-style';
import { CHART_CONTAINER_CLASS, CHART_LABEL_CLASS } from './chart-label';
import { ChartYAxis } from './chart-y-axis';

const WIDTH = 720;
const HEIGHT = 280;
// Margins hold the largest label step of ./chart-label (31 units on a phone).
const PLOT: Plot = { left: 84, top: 16, width: WIDTH - 100, height: HEIGHT - 60 };

/**
 * The day's prices per area as an SVG step chart (each interval is flat for its 15 or 60 minutes),
 * rendered as markup so it reads without JavaScript, with a text summary and the hourly means as
 * a table for screen readers and anyone who prefers numbers.
 */
export function DayPriceChart({
  days,
  dateLabel,
  currentIntervalStartMs,
}: {
  days: DaysByArea;
  dateLabel: string;
  currentIntervalStartMs: number | null;
}) {
  const kr = (ore: number) => ore / 100;
  const series = PRICE_AREAS.map((area) => ({ area, values: days[area].prices.map(kr) }));
  const domain = niceDomain(series.flatMap((s) => s.values));
  const ticks = niceTicks(domain);
  const first = days.SE3;
  const startMs = Date.parse(first.start);
  const dayMs = first.prices.length * first.resolutionMinutes * 60_000;
  const xAt = (ms: number) => PLOT.left + ((ms - startMs) / dayMs) * PLOT.width;
  const hourTicks = [0, 6, 12, 18, 24].map((hour) => ({ hour, x: xAt(startMs + Math.min(hour * 3_600_000, dayMs)) }));
  const summary = chartSummary(days);
  const resolution = first.resolutionMinutes === 15 ? 'kvartspriser (15 minuter)' : 'timpriser';
  const hourly = PRICE_AREAS.map((area) => ({ area, hours: hourlyAverages(days[area]) }));

  return (
    <figure className={cx('rounded-lg border border-border p-4', CHART_CONTAINER_CLASS)}>
      <figcaption className="mb-3 font-semibold">
        Spotpris per elområde, {dateLabel} ({resolution}, kr/kWh exkl. moms)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="dagsgraf-titel dagsgraf-beskrivning"
        className="h-auto w-full"
      >
        <title id="dagsgraf-titel">{`Spotpris per elområde ${dateLabel}`}</title>
        <desc id="dagsgraf-beskrivning">{summary}</desc>
        <ChartYAxis ticks={ticks} domain={domain} plot={PLOT} labelClass={CHART_LABEL_CLASS} format={(tick) => formatNumber(tick, 2)} />
        {hourTicks.map((tick) => (
          <text
            key={tick.hour}
            x={tick.x}
            y={HEIGHT - 8}
            textAnchor={tick.hour === 0 ? 'start' : tick.hour === 24 ? 'end' : 'middle'}
            fontSize="12"
            fill={chartColors.label}
            className={CHART_LABEL_CLASS}
          >
            {`${String(tick.hour).padStart(2, '0')}:00`}
          </text>
        ))}
        {currentIntervalStartMs !== null ? (
          <line
            x1={xAt(currentIntervalStartMs)}
            x2={xAt(currentIntervalStartMs)}
            y1={PLOT.top}
            y2={PLOT.top + PLOT.height}
            stroke={chartColors.marker}
            strokeDasharray="3 3"
          />
        ) : null}
        {series.map(({ area, values }) => (
          <path
            key={area}
            d={stepPath(values, domain, PLOT)}
            fill="none"
            stroke={AREA_STROKES[area].color}
            strokeDasharray={AREA_STROKES[area].dash}
            strokeWidth={2}
            data-area={area}
          />
        ))}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Förklaring">
        {PRICE_AREAS.map((area) => (
          <li key={area} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={AREA_STROKES[area].color} strokeDasharray={AREA_STROKES[area].dash} strokeWidth="3" />
            </svg>
            {area}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">{summary}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-primary">Visa priserna som tabell (timmedel)</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Timmedel av spotpriset per elområde {dateLabel}, kr/kWh exkl. moms</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-1 pr-3">Timme</th>
                {PRICE_AREAS.map((area) => (
                  <th key={area} scope="col" className="py-1 pr-3 text-right">
                    {area}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {hourly[0]!.hours.map((hour, index) => (
                <tr key={hour.startMs} className="border-b border-border/60">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {formatClockTime(hour.startMs)}
                  </th>
                  {hourly.map(({ area, hours }) => (
                    <td key={area} className="py-1 pr-3 text-right tabular-nums">
                      {hours[index] ? formatNumber(hours[index].priceOre / 100, 2) : '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** One sentence naming the day's lowest and highest interval, for the chart's text alternative. */
export function chartSummary(days: DaysByArea): string {
  let low: { area: PriceArea; price: number; ms: number } | undefined;
  let high: typeof low;
  for (const area of PRICE_AREAS) {
    const day = days[area];
    const start = Date.parse(day.start);
    day.prices.forEach((price, i) => {
      const ms = start + i * day.resolutionMinutes * 60_000;
      if (!low || price < low.price) low = { area, price, ms };
      if (!high || price > high.price) high = { area, price, ms };
    });
  }
  if (!low || !high) return '';
  return `Lägst pris: ${low.area} kl. ${formatClockTime(low.ms)} (${formatOreAsKrPerKwh(low.price)}). Högst pris: ${high.area} kl. ${formatClockTime(high.ms)} (${formatOreAsKrPerKwh(high.price)}).`;
}
