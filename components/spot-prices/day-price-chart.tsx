import { useState } from 'react';

import { chartColors } from '@/lib/design-tokens';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatClockTime, formatNumber, formatNumberUpTo, formatOrePerKwh } from '@/lib/format';
import { niceDomain, niceTicks, stepPath, type Plot } from '@/lib/spot/chart';
import { hourlyAverages, type DaysByArea } from '@/lib/spot/day-view';
import { cx } from '@/lib/utils';

import { AREA_STROKES } from './area-style';
import { CHART_CONTAINER_CLASS, CHART_LABEL_CLASS } from './chart-label';
import { ChartYAxis } from './chart-y-axis';
import { ChoiceGroup } from './choice-group';
import { Table } from '@/components/ui/table';

const WIDTH = 720;
/**
 * Tall enough to read on a phone (about 100 px of plot at 375 px):
 * 360 units are about 170 px at a 343 px wide chart, 270 px of plot at 720 px.
 */
const HEIGHT = 360;
// Margins hold the largest label step of ./chart-label (31 units on a phone).
const PLOT: Plot = { left: 84, top: 16, width: WIDTH - 100, height: HEIGHT - 60 };

type Shown = PriceArea | 'alla';
const SHOWN_OPTIONS: readonly Shown[] = [...PRICE_AREAS, 'alla'];

/**
 * The day's prices as an SVG step chart (each interval is flat for its 15 or 60 minutes), one
 * price area at a time (the area chosen on the page, unless the visitor picks another or all
 * four: four quarter-hour lines on top of each other could not be read on a phone), in öre/kWh
 * like every spot price on the site. Rendered as markup so it reads without JavaScript, with a
 * text summary and the hourly means of all four areas as a table.
 */
export function DayPriceChart({
  days,
  dateLabel,
  currentIntervalStartMs,
  area,
}: {
  days: DaysByArea;
  dateLabel: string;
  currentIntervalStartMs: number | null;
  /** The page's chosen area: the chart shows it until the visitor picks another. */
  area: PriceArea;
}) {
  const [picked, setPicked] = useState<Shown | null>(null);
  const shown = picked ?? area;
  const areas = shown === 'alla' ? PRICE_AREAS : [shown];
  const series = areas.map((a) => ({ area: a, values: days[a].prices }));
  const domain = niceDomain(series.flatMap((s) => s.values));
  const ticks = niceTicks(domain);
  const first = days.SE3;
  const startMs = Date.parse(first.start);
  const dayMs = first.prices.length * first.resolutionMinutes * 60_000;
  const xAt = (ms: number) => PLOT.left + ((ms - startMs) / dayMs) * PLOT.width;
  const hourTicks = [0, 6, 12, 18, 24].map((hour) => ({ hour, x: xAt(startMs + Math.min(hour * 3_600_000, dayMs)) }));
  const summary = chartSummary(days, areas);
  const resolution = first.resolutionMinutes === 15 ? 'kvartspriser (15 minuter)' : 'timpriser';
  const hourly = PRICE_AREAS.map((a) => ({ area: a, hours: hourlyAverages(days[a]) }));
  const titleAreas = shown === 'alla' ? 'per elområde' : `i ${shown}`;

  return (
    <figure className={cx('rounded-lg border border-border p-4', CHART_CONTAINER_CLASS)}>
      <figcaption className="mb-3 font-semibold">
        Spotpris {titleAreas}, {dateLabel} ({resolution}, öre/kWh exkl. moms)
      </figcaption>
      <div className="mb-3">
        <ChoiceGroup
          legend="Visa i grafen"
          name="dagsgraf-omrade"
          options={SHOWN_OPTIONS}
          value={shown}
          label={(option) => (option === 'alla' ? 'Alla fyra' : option)}
          onChange={setPicked}
        />
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="dagsgraf-titel dagsgraf-beskrivning" className="h-auto w-full">
        <title id="dagsgraf-titel">{`Spotpris ${titleAreas} ${dateLabel}`}</title>
        <desc id="dagsgraf-beskrivning">{summary}</desc>
        <ChartYAxis ticks={ticks} domain={domain} plot={PLOT} labelClass={CHART_LABEL_CLASS} format={(tick) => formatNumberUpTo(tick, 1)} />
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
        {series.map((line) => (
          <path
            key={line.area}
            d={stepPath(line.values, domain, PLOT)}
            fill="none"
            stroke={AREA_STROKES[line.area].color}
            strokeDasharray={AREA_STROKES[line.area].dash}
            strokeWidth={2.5}
            data-area={line.area}
          />
        ))}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Förklaring">
        {areas.map((a) => (
          <li key={a} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={AREA_STROKES[a].color} strokeDasharray={AREA_STROKES[a].dash} strokeWidth="3" />
            </svg>
            {a}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">{summary}</p>
      <details className="mt-3">
        <summary className="cursor-pointer py-1 text-sm font-medium text-primary">Visa priserna som tabell (timmedel)</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <Table caption={<>Timmedel av spotpriset per elområde {dateLabel}, öre/kWh exkl. moms</>} className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-1 pr-3">
                  Timme
                </th>
                {PRICE_AREAS.map((a) => (
                  <th key={a} scope="col" className="py-1 pr-3 text-right">
                    {a}
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
                  {hourly.map((column) => (
                    <td key={column.area} className="py-1 pr-3 text-right tabular-nums">
                      {column.hours[index] ? formatNumber(column.hours[index].priceOre, 1) : '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </figure>
  );
}

/** One sentence naming the day's lowest and highest interval among `areas`, for the chart's text alternative. */
export function chartSummary(days: DaysByArea, areas: readonly PriceArea[] = PRICE_AREAS): string {
  let low: { area: PriceArea; price: number; ms: number } | undefined;
  let high: typeof low;
  for (const area of areas) {
    const day = days[area];
    const start = Date.parse(day.start);
    day.prices.forEach((price, i) => {
      const ms = start + i * day.resolutionMinutes * 60_000;
      if (!low || price < low.price) low = { area, price, ms };
      if (!high || price > high.price) high = { area, price, ms };
    });
  }
  if (!low || !high) return '';
  return `Lägst pris: ${low.area} kl. ${formatClockTime(low.ms)} (${formatOrePerKwh(low.price)}). Högst pris: ${high.area} kl. ${formatClockTime(high.ms)} (${formatOrePerKwh(high.price)}).`;
}
