import { chartColors } from '@/lib/design-tokens';
import { formatClockTime, formatNumberUpTo, formatOrePerKwh } from '@/lib/format';
import { niceTicks, stepPath, yFor, type Domain, type Plot } from '@/lib/spot/chart';
import type { PriceInterval } from '@/lib/spot/two-days';

import { CHART_CONTAINER_CLASS } from './chart-label';
import { ChartYAxis } from './chart-y-axis';

const WIDTH = 480;
const HEIGHT = 280;
/**
 * Labels at least 12 px as rendered (docs/architecture.md, "Screens"): this chart
 * is 480 units wide, so a label needs 12 × 480 / the figure's width in units. 280–359 px: 21
 * units, 360–479: 16, from 480: 12 (./chart-label.ts does the same for the 720-unit charts).
 * The margins hold the largest step.
 */
const LABEL_CLASS = 'text-[21px] @min-[360px]:text-[16px] @min-[480px]:text-[12px]';
const PLOT: Plot = { left: 62, top: 24, width: WIDTH - 72, height: HEIGHT - 62 };
/** Local clock times that get an x-axis label; midnight at both ends. */
const CLOCK_TICKS = new Set(['06:00', '12:00', '18:00']);

/**
 * One area's prices over one day as a step line (each price is flat for its quarter or hour) on
 * a shared scale (`domain`, so today and tomorrow compare by eye), with the current hour shaded
 * and labelled 'nu'. Server-rendered markup; the text alternative names the lowest and highest
 * price, and the table beside it carries every value.
 */
export function AreaDayChart({
  id,
  title,
  intervals,
  domain,
  currentHour,
}: {
  id: string;
  title: string;
  intervals: readonly PriceInterval[];
  domain: Domain;
  /** The current clock hour (start and end, epoch ms) when it lies in this day. */
  currentHour: { startMs: number; endMs: number } | null;
}) {
  const first = intervals[0];
  const last = intervals.at(-1);
  if (!first || !last) return null;
  const startMs = first.startMs;
  const spanMs = last.endMs - startMs;
  const xAt = (ms: number) => Math.round((PLOT.left + ((ms - startMs) / spanMs) * PLOT.width) * 100) / 100;
  const ticks = niceTicks(domain, 4);
  let low = first;
  let high = first;
  for (const interval of intervals) {
    if (interval.priceOre < low.priceOre) low = interval;
    if (interval.priceOre > high.priceOre) high = interval;
  }
  const description = `Lägst ${formatOrePerKwh(low.priceOre)} kl. ${formatClockTime(low.startMs)}, högst ${formatOrePerKwh(high.priceOre)} kl. ${formatClockTime(high.startMs)}.`;
  const xTicks = [
    { label: '00', x: PLOT.left, anchor: 'start' as const },
    ...intervals.flatMap((interval) => {
      const clock = formatClockTime(interval.startMs);
      return CLOCK_TICKS.has(clock) ? [{ label: clock.slice(0, 2), x: xAt(interval.startMs), anchor: 'middle' as const }] : [];
    }),
    { label: '24', x: PLOT.left + PLOT.width, anchor: 'end' as const },
  ];
  const zeroY = yFor(Math.max(domain.min, 0), domain, PLOT);
  const line = stepPath(
    intervals.map((interval) => interval.priceOre),
    domain,
    PLOT,
  );

  return (
    <figure className={CHART_CONTAINER_CLASS}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titel ${id}-beskrivning`} className="h-auto w-full">
        <title id={`${id}-titel`}>{title}</title>
        <desc id={`${id}-beskrivning`}>{description}</desc>
        <ChartYAxis ticks={ticks} domain={domain} plot={PLOT} labelClass={LABEL_CLASS} format={(tick) => formatNumberUpTo(tick, 1)} />
        {currentHour ? (
          <g data-testid={`${id}-nu`}>
            <rect
              x={xAt(currentHour.startMs)}
              y={PLOT.top}
              width={Math.max(1, xAt(currentHour.endMs) - xAt(currentHour.startMs))}
              height={PLOT.height}
              fill={chartColors.barPartial}
              fillOpacity={0.45}
            />
            <text
              x={(xAt(currentHour.startMs) + xAt(currentHour.endMs)) / 2}
              y={PLOT.top - 6}
              textAnchor="middle"
              fontSize="12"
              fontWeight="600"
              fill={chartColors.marker}
              className={LABEL_CLASS}
            >
              nu
            </text>
          </g>
        ) : null}
        {line ? (
          <>
            <path d={`${line}V${zeroY}H${PLOT.left}Z`} fill={chartColors.bar} fillOpacity={0.12} stroke="none" />
            <path d={line} fill="none" stroke={chartColors.bar} strokeWidth={2.5} />
          </>
        ) : null}
        {xTicks.map((tick) => (
          <text
            key={`${tick.label}-${tick.x}`}
            x={tick.x}
            y={HEIGHT - 8}
            textAnchor={tick.anchor}
            fontSize="12"
            fill={chartColors.label}
            className={LABEL_CLASS}
          >
            {tick.label}
          </text>
        ))}
      </svg>
    </figure>
  );
}
