import { chartColors } from '@/lib/design-tokens';
import { yFor, type Domain, type Plot } from '@/lib/spot/chart';

/**
 * The value axis of the spot-price SVG charts: a grid line per tick (the zero line darker) and its
 * label right-aligned left of the plot. `labelClass` keeps labels at least 12 px as rendered
 * (./chart-label.ts for the 720-unit charts, its own steps for a chart of another width).
 */
export function ChartYAxis({
  ticks,
  domain,
  plot,
  labelClass,
  format,
}: {
  ticks: readonly number[];
  domain: Domain;
  plot: Plot;
  labelClass: string;
  format: (tick: number) => string;
}) {
  return ticks.map((tick) => {
    const y = yFor(tick, domain, plot);
    return (
      <g key={tick}>
        <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} stroke={tick === 0 ? chartColors.axis : chartColors.grid} />
        <text x={plot.left - 6} y={y} textAnchor="end" dominantBaseline="central" fontSize="12" fill={chartColors.label} className={labelClass}>
          {format(tick)}
        </text>
      </g>
    );
  });
}
