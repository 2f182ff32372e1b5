import { CHART_CONTAINER_CLASS, CHART_LABEL_CLASS } from '@/components/spot-prices/chart-label';
import { ChartYAxis } from '@/components/spot-prices/chart-y-axis';
import { ScrollRegion, SCROLL_HINT } from '@/components/ui/scroll-region';
import { chartColors, colors } from '@/lib/design-tokens';
import { formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import type { ScbChart, ScbContract, ScbTable } from '@/lib/market/scb';
import { niceDomain, niceTicks, yFor, type Plot } from '@/lib/spot/chart';

const WIDTH = 720;
const HEIGHT = 300;
// Margins hold the largest label step of chart-label (31 units on a phone).
const PLOT: Plot = { left: 64, top: 16, width: WIDTH - 80, height: HEIGHT - 64 };

/** One colour (≥ 3:1 on white, lib/design-tokens.ts) and dash pattern per contract type (WCAG 1.4.1). */
const STROKES: Readonly<Record<ScbContract, { color: string; dash?: string }>> = {
  rorligt: { color: colors.primary },
  avtal1ar: { color: colors.accent, dash: '8 4' },
  avtal2ar: { color: colors.warning, dash: '2 3' },
  avtal3ar: { color: colors.destructive, dash: '12 4 3 4' },
  anvisat: { color: colors['muted-foreground'], dash: '4 4' },
};

function xFor(index: number, count: number): number {
  return Math.round((PLOT.left + ((index + 0.5) * PLOT.width) / count) * 100) / 100;
}

/**
 * SCB's average prices for new contracts, thirteen months per contract type for one area and
 * household: a line chart rendered on the server (no JavaScript), its legend,
 * and the same figures as a table, which is the accessible version and the fallback.
 */
export function ScbAverages({ chart, table, id, sourceUrl }: { chart: ScbChart; table: ScbTable; id: string; sourceUrl?: string }) {
  const values = chart.series.flatMap((series) => series.points.map((point) => point.ore));
  const domain = niceDomain(values);
  const count = chart.months.length;
  const first = chart.months[0];
  const last = chart.months.at(-1);
  const latest = chart.series.map((series) => `${series.label} ${formatOrePerKwh(series.points.at(-1)?.ore ?? Number.NaN)}`).join(', ');
  const description =
    first && last
      ? `Snittpris för nya avtal i ${chart.area} från ${first.label} till ${last.label}, ${chart.unitText}. I ${last.label}: ${latest}.`
      : `Snittpris för nya avtal i ${chart.area}.`;
  return (
    <div className="space-y-4">
      <figure className={CHART_CONTAINER_CLASS}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titel ${id}-beskrivning`} className="h-auto w-full">
          <title id={`${id}-titel`}>{`Snittpris för nya elavtal i ${chart.area}, öre/kWh exkl. moms`}</title>
          <desc id={`${id}-beskrivning`}>{description}</desc>
          <ChartYAxis ticks={niceTicks(domain)} domain={domain} plot={PLOT} labelClass={CHART_LABEL_CLASS} format={(tick) => formatNumber(tick)} />
          {chart.series.map((series) => {
            const stroke = STROKES[series.contract];
            const points = series.points.map((point, i) => `${xFor(i, count)},${yFor(point.ore, domain, PLOT)}`).join(' ');
            return (
              <polyline
                key={series.contract}
                points={points}
                fill="none"
                stroke={stroke.color}
                strokeWidth={2.5}
                strokeDasharray={stroke.dash}
                strokeLinejoin="round"
                data-contract={series.contract}
              />
            );
          })}
          {chart.months.map((month, i) =>
            i % 4 === 0 ? (
              <text
                key={month.month}
                x={xFor(i, count)}
                y={HEIGHT - 12}
                textAnchor={i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle'}
                fontSize="12"
                fill={chartColors.label}
                className={CHART_LABEL_CLASS}
              >
                {formatMonthYear(month.month)}
              </text>
            ) : null,
          )}
        </svg>
        <figcaption className="mt-2 text-sm text-muted-foreground">{description}</figcaption>
      </figure>

      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Linjerna i diagrammet">
        {chart.series.map((series) => {
          const stroke = STROKES[series.contract];
          return (
            <li key={series.contract} className="flex items-center gap-2">
              <svg width="28" height="8" aria-hidden="true" className="shrink-0">
                <line x1="0" x2="28" y1="4" y2="4" stroke={stroke.color} strokeWidth="2.5" strokeDasharray={stroke.dash} />
              </svg>
              {series.label}
            </li>
          );
        })}
      </ul>

      <ScrollRegion labelledBy={`${id}-tabell`} hint={SCROLL_HINT} hintClassName="md:hidden">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id={`${id}-tabell`} className="mb-2 text-left text-sm text-muted-foreground">
            Snittpris för nya avtal i {chart.area} per månad, {chart.unitText}
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Månad
              </th>
              {table.columns.map((column) => (
                <th key={column.contract} scope="col" className="py-2 pr-3 font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.month} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                  {row.label}
                </th>
                {row.values.map((cell) => (
                  <td key={cell.contract} className="py-1.5 pr-3 whitespace-nowrap">
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-muted-foreground">
        Källa:{' '}
        {sourceUrl ? (
          <a href={sourceUrl} className="font-medium text-primary underline underline-offset-4" rel="noopener noreferrer" target="_blank">
            {chart.sourceText}
            <span className="sr-only"> (öppnas i en ny flik)</span>
          </a>
        ) : (
          chart.sourceText
        )}
        .
      </p>
    </div>
  );
}
