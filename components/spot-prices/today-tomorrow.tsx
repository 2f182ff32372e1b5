'use client';

import { memo, useMemo, type ReactNode } from 'react';

import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatClockTime, formatDate, formatNumber, formatOrePerKwh } from '@/lib/format';
import { niceDomain, type Domain } from '@/lib/spot/chart';
import { trendOf, type SpotDay } from '@/lib/spot/day-view';
import { PUBLICATION_HOUR } from '@/lib/spot/tomorrow';
import {
  dayEndMs,
  dayFigures,
  intervalLabel,
  intervalsAt,
  RESOLUTION_LABELS,
  RESOLUTIONS,
  shownResolution,
  type PriceInterval,
  type Resolution,
} from '@/lib/spot/two-days';
import { cx } from '@/lib/utils';

import { AreaDayChart } from './area-day-chart';
import { ChoiceGroup } from './choice-group';
import { CheapestBlocksTable } from './cheapest-blocks-table';
import { TrendBadge } from './trend-badge';
import type { TomorrowStatus } from './use-tomorrow-day';
import { Table } from '@/components/ui/table';

interface DayPanelProps {
  id: string;
  heading: string;
  day: SpotDay;
  previous: SpotDay | null;
  resolution: Resolution;
  domain: Domain;
  nowMs: number | null;
  area: PriceArea;
}

function DayPanel({ id, heading, day, previous, resolution, domain, nowMs, area }: DayPanelProps) {
  const shown = shownResolution(day, resolution);
  const intervals = intervalsAt(day, shown);
  const figures = dayFigures(day, previous, shown);
  const end = dayEndMs(day);
  const live = nowMs !== null && nowMs >= Date.parse(day.start) && nowMs < end;
  const currentHour = live ? (intervalsAt(day, 60).find((hour) => nowMs >= hour.startMs && nowMs < hour.endMs) ?? null) : null;
  const current = live ? intervals.find((interval) => nowMs >= interval.startMs && nowMs < interval.endMs) : undefined;
  const what = shown === 15 ? 'kvart' : 'timme';
  const intervalText = (interval: PriceInterval) => `kl. ${intervalLabel(interval.startMs, interval.endMs)}`;
  return (
    <article aria-labelledby={`${id}-rubrik`} data-testid={`day-${id}`} data-date={day.date} className="min-w-0 rounded-lg border border-border p-4 sm:p-5">
      <h3 id={`${id}-rubrik`} className="text-lg font-semibold">
        {heading}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Medelpris</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid={`${id}-average`}>
            {formatOrePerKwh(figures.averageOre)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Mot dagen före</dt>
          <dd className="mt-1">
            <TrendBadge changePercent={figures.changePercent} trend={trendOf(figures.changePercent)} />
            {figures.previousDate ? <span className="sr-only"> mot {formatDate(figures.previousDate)}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Lägst ({what})</dt>
          <dd className="font-semibold tabular-nums" data-testid={`${id}-min`}>
            {formatOrePerKwh(figures.min.priceOre)}
            <span className="block font-normal text-muted-foreground">{intervalText(figures.min)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Högst ({what})</dt>
          <dd className="font-semibold tabular-nums" data-testid={`${id}-max`}>
            {formatOrePerKwh(figures.max.priceOre)}
            <span className="block font-normal text-muted-foreground">{intervalText(figures.max)}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <AreaDayChart
          id={`${id}-graf`}
          title={`Spotpris i ${area} ${formatDate(day.date)}, ${shown === 15 ? 'per kvart' : 'per timme'}, öre/kWh exkl. moms`}
          intervals={intervals}
          domain={domain}
          currentHour={currentHour}
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer py-1 text-sm font-medium text-primary">
          Visa priserna som tabell ({intervals.length} {shown === 15 ? 'kvartar' : 'timmar'})
        </summary>
        <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`Priser ${formatDate(day.date)}`}>
          <Table
            caption={
              <>
                Spotpris i {area} {formatDate(day.date)} per {what}, öre/kWh exkl. moms
              </>
            }
            className="w-full text-sm"
            data-testid={`${id}-table`}
          >
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-1 pr-3">
                  Tid
                </th>
                <th scope="col" className="py-1 text-right">
                  öre/kWh
                </th>
              </tr>
            </thead>
            <tbody>
              {intervals.map((interval) => {
                const isCurrent = interval === current;
                return (
                  <tr
                    key={interval.startMs}
                    aria-current={isCurrent ? 'time' : undefined}
                    className={cx('border-b border-border/60', isCurrent && 'bg-primary-soft/60 font-semibold')}
                  >
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {intervalLabel(interval.startMs, interval.endMs)}
                      {isCurrent ? <span className="ml-2 rounded-full bg-primary px-2 text-xs text-primary-foreground">nu</span> : null}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatNumber(interval.priceOre, 1)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      </details>
    </article>
  );
}

/** A day's panel renders again only when its day, scale, clock or choices changed (see spot-dashboard.tsx). */
const MemoDayPanel = memo(DayPanel);
const MemoCheapestBlocksTable = memo(CheapestBlocksTable);

function TomorrowNote({ status, date }: { status: TomorrowStatus; date: string | null }) {
  const expected = `De publiceras vanligtvis runt kl. ${PUBLICATION_HOUR}.`;
  let text: string;
  switch (status.state) {
    case 'off':
      text = `Morgondagens priser visas här när dagens priser har kunnat hämtas från Elpriset just nu. ${expected}`;
      break;
    case 'loading':
      text = 'Hämtar morgondagens priser …';
      break;
    case 'unpublished':
      text = `Morgondagens priser${date ? ` (${formatDate(date)})` : ''} är inte publicerade än. ${expected} Vi frågar igen var tionde minut medan sidan är öppen (senast kl. ${formatClockTime(status.checkedAtMs)}).`;
      break;
    case 'failed':
      text = `Morgondagens priser kunde inte hämtas (kl. ${formatClockTime(status.checkedAtMs)}). Vi försöker igen om tio minuter.`;
      break;
    case 'ready':
      text = '';
  }
  return (
    <article aria-labelledby="imorgon-rubrik" data-testid="day-imorgon-pending" className="rounded-lg border border-dashed border-border p-4 sm:p-5">
      <h3 id="imorgon-rubrik" className="text-lg font-semibold">
        I morgon{date ? `, ${formatDate(date)}` : ''}
      </h3>
      <p role="status" className="mt-2 text-sm text-muted-foreground" data-testid="tomorrow-status">
        {text}
      </p>
    </article>
  );
}

export interface TodayTomorrowProps {
  area: PriceArea;
  onAreaChange: (area: PriceArea) => void;
  resolution: Resolution;
  onResolutionChange: (resolution: Resolution) => void;
  /** The chosen area's day: today's live prices, or the latest bundled day. */
  today: SpotDay;
  /** The day before it, for the day's change. */
  previous: SpotDay | null;
  /** True when `today` is today's live prices. */
  live: boolean;
  nowMs: number | null;
  tomorrowDate: string | null;
  tomorrow: TomorrowStatus;
  kwhPanel: ReactNode;
}

/**
 * 'I dag och i morgon' on /elpris-just-nu: one area's day beside tomorrow's as soon as
 * it is published, per quarter or per hour, with the cheapest blocks and what a kWh costs.
 */
export function TodayTomorrow({
  area,
  onAreaChange,
  resolution,
  onResolutionChange,
  today,
  previous,
  live,
  nowMs,
  tomorrowDate,
  tomorrow,
  kwhPanel,
}: TodayTomorrowProps) {
  const tomorrowDay = tomorrow.state === 'ready' ? tomorrow.day : null;
  const domain = useMemo(() => {
    const shownToday = intervalsAt(today, shownResolution(today, resolution));
    const shownTomorrow = tomorrowDay ? intervalsAt(tomorrowDay, shownResolution(tomorrowDay, resolution)) : [];
    return niceDomain(
      [...shownToday, ...shownTomorrow].map((interval) => interval.priceOre),
      4,
    );
  }, [today, tomorrowDay, resolution]);
  const liveNow = live ? nowMs : null;
  return (
    <section aria-labelledby="dagar-heading" className="space-y-6" data-testid="today-tomorrow">
      <div>
        <h2 id="dagar-heading" className="text-2xl font-semibold tracking-tight">
          {live ? 'I dag och i morgon' : 'Dygnet i detalj'}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Spotpriset i ett elområde över dygnet, i öre/kWh exklusive moms.{' '}
          {live
            ? `Morgondagens priser kommer när de har publicerats, vanligtvis runt kl. ${PUBLICATION_HOUR}.`
            : 'Dagens och morgondagens priser visas när de kan hämtas.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <ChoiceGroup legend="Elområde" name="dagar-elomrade" options={PRICE_AREAS} value={area} label={(option) => option} onChange={onAreaChange} />
        <ChoiceGroup
          legend="Priser"
          name="dagar-upplosning"
          options={RESOLUTIONS}
          value={resolution}
          label={(option) => RESOLUTION_LABELS[option]}
          onChange={onResolutionChange}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MemoDayPanel
          id="idag"
          heading={live ? `I dag, ${formatDate(today.date)}` : `Senaste dygn i vår data, ${formatDate(today.date)}`}
          day={today}
          previous={previous}
          resolution={resolution}
          domain={domain}
          nowMs={liveNow}
          area={area}
        />
        {tomorrowDay ? (
          <MemoDayPanel
            id="imorgon"
            heading={`I morgon, ${formatDate(tomorrowDay.date)}`}
            day={tomorrowDay}
            previous={today}
            resolution={resolution}
            domain={domain}
            nowMs={null}
            area={area}
          />
        ) : (
          <TomorrowNote status={tomorrow} date={tomorrowDate} />
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <MemoCheapestBlocksTable today={today} tomorrow={tomorrowDay} nowMs={liveNow} area={area} />
        {kwhPanel}
      </div>
    </section>
  );
}
