import { chartColors, colors } from '@/lib/design-tokens';
import type { HourSlot, Recommendation } from '@/lib/domain/optimisation';
import { ORE_PER_KRONA } from '@/lib/domain/units';
import { EVENING_PEAK, RECOMMENDATION_LABELS } from '@/lib/domain/optimisation-constants';
import { formatHourRange, formatNumberUpTo, formatOrePerKwh } from '@/lib/format';
import { barRects, niceDomain, niceTicks, type Plot } from '@/lib/spot/chart';

import { ChartYAxis } from '@/components/spot-prices/chart-y-axis';

const WIDTH = 480;
const HEIGHT = 300;
/**
 * Labels at least 12 px as rendered: the chart is 480 units wide, so a label needs 12 × 480 / the
 * figure's width in px units (280–359 px: 21, 360–479: 16, from 480: 12), as AreaDayChart does.
 */
const LABEL_CLASS = 'text-[21px] @min-[360px]:text-[16px] @min-[480px]:text-[12px]';
const PLOT: Plot = { left: 56, top: 12, width: WIDTH - 64, height: HEIGHT - 48 };

/** One fill per recommendation, the same roles as the labels in the table (≥ 3:1 on white). */
export const RECOMMENDATION_FILLS: Readonly<Record<Recommendation, string>> = {
  optimal: colors.success,
  good: colors.accent,
  avoid: colors.destructive,
};

/**
 * The day's hourly prices as bars coloured by recommendation, the evening peak shaded and the
 * cheapest hours marked (the schedule as a chart, with the table below it as its
 * text form). öre/kWh, the site's unit for spot prices. The description names the cheapest and
 * dearest hour; the legend says what the colours and marks mean in words.
 */
export function ScheduleChart({ id, schedule, cheapest, title }: { id: string; schedule: readonly HourSlot[]; cheapest: ReadonlySet<number>; title: string }) {
  const ore = schedule.map((slot) => slot.price * ORE_PER_KRONA);
  const domain = niceDomain(ore);
  const bars = barRects(ore, domain, PLOT, 0.15);
  const slotWidth = PLOT.width / Math.max(schedule.length, 1);
  const peak = schedule.flatMap((slot, i) => (slot.hour >= EVENING_PEAK.from && slot.hour <= EVENING_PEAK.to ? [i] : []));
  const low = schedule.reduce<HourSlot | undefined>((best, slot) => (!best || slot.price < best.price ? slot : best), undefined);
  const high = schedule.reduce<HourSlot | undefined>((top, slot) => (!top || slot.price > top.price ? slot : top), undefined);
  const description =
    low && high
      ? `Billigast kl. ${formatHourRange(low.hour)} (${formatOrePerKwh(low.price * ORE_PER_KRONA)}), dyrast kl. ${formatHourRange(high.hour)} (${formatOrePerKwh(high.price * ORE_PER_KRONA)}).`
      : '';
  return (
    <figure className="@container">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titel ${id}-beskrivning`} className="h-auto w-full">
        <title id={`${id}-titel`}>{title}</title>
        <desc id={`${id}-beskrivning`}>{description}</desc>
        {peak.length > 0 ? (
          <rect
            x={PLOT.left + peak[0]! * slotWidth}
            y={PLOT.top}
            width={peak.length * slotWidth}
            height={PLOT.height}
            fill={chartColors.grid}
            data-testid={`${id}-kvallstopp`}
          />
        ) : null}
        <ChartYAxis ticks={niceTicks(domain, 4)} domain={domain} plot={PLOT} labelClass={LABEL_CLASS} format={(tick) => formatNumberUpTo(tick, 1)} />
        {bars.map((bar, i) => {
          const slot = schedule[i]!;
          const isCheapest = cheapest.has(slot.startMs);
          return (
            <rect
              key={slot.startMs}
              {...bar}
              fill={RECOMMENDATION_FILLS[slot.recommendation]}
              stroke={isCheapest ? chartColors.marker : 'none'}
              strokeWidth={isCheapest ? 2 : 0}
              data-hour={slot.hour}
              data-recommendation={slot.recommendation}
            />
          );
        })}
        {schedule.map((slot, i) =>
          slot.hour % 6 === 0 ? (
            <text
              key={slot.startMs}
              x={PLOT.left + (i + 0.5) * slotWidth}
              y={HEIGHT - 10}
              textAnchor="middle"
              fontSize="12"
              fill={chartColors.label}
              className={LABEL_CLASS}
            >
              {String(slot.hour).padStart(2, '0')}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Förklaring">
          {(Object.keys(RECOMMENDATION_FILLS) as Recommendation[]).map((key) => (
            <li key={key} className="flex items-center gap-1.5">
              <svg width="14" height="14" aria-hidden="true">
                <rect width="14" height="14" rx="2" fill={RECOMMENDATION_FILLS[key]} />
              </svg>
              {RECOMMENDATION_LABELS[key]}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <svg width="14" height="14" aria-hidden="true">
              <rect x="1" y="1" width="12" height="12" rx="2" fill="none" stroke={chartColors.marker} strokeWidth="2" />
            </svg>
            Billigast
          </li>
          <li className="flex items-center gap-1.5">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" rx="2" fill={chartColors.grid} />
            </svg>
            Kvällstopp
          </li>
        </ul>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </figcaption>
    </figure>
  );
}
