'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import type { PriceArea } from '@/lib/domain/price-area';
import { addDays, stockholmDate } from '@/lib/domain/stockholm-time';
import { formatClockTime, formatDate, formatOreAsKrPerKwh } from '@/lib/format';
import { recommendedAdvice } from '@/lib/spot/advice';
import { buildDayView, type DaysByArea } from '@/lib/spot/day-view';
import {
  elprisApiBase,
  fetchLivePrices,
  LIVE_FETCH_TIMEOUT_MS,
  withAbortTimeout,
  type LivePrices,
} from '@/lib/spot/live-prices';

import { AdviceCards, type AdviceLinks } from './advice-cards';
import { AreaPriceCard } from './area-price-card';
import { DayPriceChart } from './day-price-chart';
import { PriceRankings } from './price-rankings';

/** Spec section 9: the refresh button spins for 1 s; the clock value refreshes every 60 s. */
export const REFRESH_SPIN_MS = 1000;
export const CLOCK_TICK_MS = 60_000;

export interface SpotDashboardProps {
  /** The latest bundled day and the day before, computed into the first render on the server. */
  bundled: { days: DaysByArea; previous: Partial<DaysByArea> };
  cities: Readonly<Record<PriceArea, readonly string[]>>;
  adviceLinks: AdviceLinks;
  source: { attribution: string; url: string };
}

/** Today's prices from the live source, or null (after one console warning) on any failure. */
async function readLivePrices(): Promise<LivePrices | null> {
  try {
    return await withAbortTimeout((signal) => fetchLivePrices(fetch, elprisApiBase(), Date.now(), signal), LIVE_FETCH_TIMEOUT_MS);
  } catch (error) {
    console.warn('Elpriser: kunde inte hämta dagens priser, visar senaste dag i vår data.', error);
    return null;
  }
}

/**
 * The interactive part of /elpris-just-nu. The server renders it with the bundled day (readable
 * without JavaScript); in the browser it tries today's prices from the public API and, if every
 * area answers with valid rows, shows those as 'now'. Any failure keeps the bundled day and only
 * logs a warning (spec section 8: "Live price fetch failure: silent, console warning").
 */
export function SpotDashboard({ bundled, cities, adviceLinks, source }: SpotDashboardProps) {
  const [live, setLive] = useState<LivePrices | null>(null);
  const [now, setNow] = useState<number | null>(null);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const liveRef = useRef<LivePrices | null>(null);

  const applyLive = useCallback((result: LivePrices | null) => {
    if (!result) return;
    liveRef.current = result;
    setLive(result);
  }, []);

  useEffect(() => {
    // The clock starts after hydration: the server cannot know the reader's time, and rendering
    // it there would mismatch.
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const clock = setInterval(tick, CLOCK_TICK_MS);
    void readLivePrices().then(applyLive);
    return () => {
      clearTimeout(first);
      clearInterval(clock);
    };
  }, [applyLive]);

  // Without live data the view never uses the clock: a past day is shown as that day, not as now.
  const view = useMemo(
    () => (live ? buildDayView(live.today, live.yesterday, now) : buildDayView(bundled.days, bundled.previous, null)),
    [live, now, bundled],
  );
  const days = live ? live.today : bundled.days;

  async function refresh() {
    setBusy(true);
    const hadLive = liveRef.current !== null;
    const [, result] = await Promise.all([
      new Promise((resolve) => setTimeout(resolve, REFRESH_SPIN_MS)),
      hadLive ? readLivePrices() : Promise.resolve(null),
    ]);
    applyLive(result);
    const at = Date.now();
    setNow(at);
    if (!hadLive) setCheckedAt(at);
    setBusy(false);
  }

  const dateText = formatDate(view.date);
  const isToday = view.mode === 'now';
  const intervalLabel =
    view.intervalStartMs !== null
      ? `${formatClockTime(view.intervalStartMs)}–${formatClockTime(view.intervalStartMs + view.resolutionMinutes * 60_000)}`
      : '';
  const priceLabel = isToday ? `Just nu (kl. ${intervalLabel})` : `Dygnsmedel ${dateText}`;
  const changeLabel = isToday ? 'mot samma tid i går' : `mot ${formatDate(addDays(view.date, -1))}`;
  const rankingLabel = isToday ? 'just nu' : `den ${dateText}`;
  const advice = recommendedAdvice(view.areas);

  let updated: string;
  if (live) updated = `${formatDate(stockholmDate(live.fetchedAtMs))} kl. ${formatClockTime(live.fetchedAtMs)}`;
  else if (checkedAt !== null)
    updated = `kontrollerat kl. ${formatClockTime(checkedAt)} – inga nyare priser kunde hämtas, vi visar fortfarande ${dateText}`;
  else updated = `${dateText} (senaste dygnet i vår data)`;

  return (
    <div className="space-y-10">
      <section aria-label="Datastatus" className="flex flex-col gap-4 rounded-lg border border-border bg-muted/50 p-5 sm:flex-row sm:items-center sm:justify-between">
        {/* Two lines on phones for the longest day heading (live prices) and update line, so the
            switch from the bundled day to today's prices does not push the page down. */}
        <div className="space-y-1 text-sm" aria-live="polite">
          <p className="min-h-12 text-base font-semibold sm:min-h-0" data-testid="data-day">
            {isToday ? (
              <>
                Priser för i dag, <time dateTime={view.date}>{dateText}</time> – hämtade från Elpriset just nu
              </>
            ) : live ? (
              <>
                Priser för <time dateTime={view.date}>{dateText}</time> – hämtade från Elpriset just nu
              </>
            ) : (
              <>
                Senaste dygn i vår data: <time dateTime={view.date}>{dateText}</time>
              </>
            )}
          </p>
          <p className="min-h-10 sm:min-h-0">
            Senast uppdaterad: <span data-testid="updated-at">{updated}</span>
          </p>
          {/* The clock starts after hydration; its line is reserved from the start so nothing below moves (CLS). */}
          {now !== null ? (
            <p className="text-muted-foreground">
              Klockan är <span data-testid="clock">{formatClockTime(now)}</span>
            </p>
          ) : (
            <p className="invisible" aria-hidden="true">
              Klockan är 00:00
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={refresh}
          disabled={busy}
          aria-busy={busy}
          className={buttonVariants({ variant: 'outline' })}
        >
          <RefreshCw aria-hidden="true" data-testid="refresh-icon" className={busy ? 'animate-spin' : undefined} />
          Uppdatera
        </button>
      </section>

      <section aria-labelledby="sverige-heading" className="rounded-lg bg-primary p-6 text-primary-foreground">
        {/* Two lines reserved on phones: the bundled day's heading wraps, the live one ('just nu') does not (CLS). */}
        <h2 id="sverige-heading" className="min-h-14 text-lg font-semibold sm:min-h-0">
          Snittpris i Sverige {isToday ? 'just nu' : `den ${dateText}`}
        </h2>
        <p className="mt-2 text-4xl font-bold tabular-nums" data-testid="sweden-average">
          {formatOreAsKrPerKwh(view.swedenAverageOre)}
        </p>
        <p className="mt-2 text-sm">
          Medelvärdet av de fyra elområdenas {isToday ? 'aktuella pris' : 'dygnsmedel'}. Spotpris exklusive moms, energiskatt,
          elnät och elhandlarens påslag.
        </p>
      </section>

      <section aria-labelledby="omraden-heading">
        <h2 id="omraden-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Spotpris per elområde
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {view.areas.map((area) => (
            <AreaPriceCard
              key={area.area}
              price={area}
              priceLabel={priceLabel}
              changeLabel={changeLabel}
              cities={cities[area.area]}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="rankning-heading">
        <h2 id="rankning-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Rangordning
        </h2>
        <PriceRankings areas={view.areas} priceLabel={rankingLabel} />
      </section>

      <section aria-labelledby="graf-heading">
        <h2 id="graf-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          {isToday ? 'Dagens priser' : `Priserna den ${dateText}`}
        </h2>
        <DayPriceChart days={days} dateLabel={dateText} currentIntervalStartMs={view.intervalStartMs} />
      </section>

      <section aria-labelledby="rad-heading">
        <h2 id="rad-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Vilket elavtal passar?
        </h2>
        <AdviceCards
          active={advice}
          badge={isToday ? 'Gäller nu' : `Gällde ${dateText}`}
          links={adviceLinks}
          basis={`${
            isToday ? 'Bedömningen bygger på priserna just nu' : `Bedömningen bygger på dygnsmedlen den ${dateText}, inte på dagens priser`
          } (exkl. moms). Reglerna prövas i ordningen: höga priser i SE3 och SE4, låga priser i SE1 och SE2, stora svängningar; bara den första som stämmer markeras. Det är en tumregel, inte personlig rådgivning.`}
        />
      </section>

      <p className="text-sm text-muted-foreground">
        <a href={source.url} className="font-medium text-primary underline underline-offset-4" rel="noopener">
          {source.attribution}
        </a>
        . Priserna är Nord Pools day-ahead-priser i kr/kWh exklusive moms och avgifter.
      </p>
    </div>
  );
}
