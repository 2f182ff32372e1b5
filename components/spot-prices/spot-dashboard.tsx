'use client';

import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';

import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { buttonVariants } from '@/components/ui/button-variants';
import { DEFAULT_PRICE_AREA, type PriceArea } from '@/lib/domain/price-area';
import { addDays, stockholmDate } from '@/lib/domain/stockholm-time';
import { formatClockTime, formatDate, formatOrePerKwh } from '@/lib/format';
import { readRememberedInputs, rememberInputs, type RememberedInputs } from '@/lib/remembered-inputs';
import { recommendedAdvice } from '@/lib/spot/advice';
import { buildDayView, type DaysByArea } from '@/lib/spot/day-view';
import { tomorrowOf } from '@/lib/spot/tomorrow';
import type { MarkupChoices } from '@/lib/spot/kwh-price';
import { DEFAULT_RESOLUTION, intervalsAt, type Resolution } from '@/lib/spot/two-days';
import { elprisApiBase, fetchLivePrices, LIVE_FETCH_TIMEOUT_MS, withAbortTimeout, type LivePrices } from '@/lib/spot/live-prices';

import { AdviceCards, type AdviceLinks } from './advice-cards';
import { AreaPriceCard } from './area-price-card';
import { DayPriceChart } from './day-price-chart';
import { KwhPricePanel } from './kwh-price-panel';
import { PriceRankings } from './price-rankings';
import { TodayTomorrow } from './today-tomorrow';
import { useTomorrowDay } from './use-tomorrow-day';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * The parts below re-render only when what they show changed. The dashboard's state changes
 * several times while the page loads (the clock starts, remembered choices are read, today's
 * prices arrive, tomorrow's are asked for and arrive), and each time the whole dashboard (some
 * 1 300 elements with the charts and the price tables) was rendered again: on a mid-range phone
 * that was most of the page's blocking time after hydration (docs/benchmarks.md).
 */
const MemoAreaPriceCard = memo(AreaPriceCard);
const MemoPriceRankings = memo(PriceRankings);
const MemoDayPriceChart = memo(DayPriceChart);
const MemoAdviceCards = memo(AdviceCards);
const MemoKwhPricePanel = memo(KwhPricePanel);

/** docs/rules/spot-prices.md: the refresh button spins for 1 s; the clock value refreshes every 60 s. */
export const REFRESH_SPIN_MS = 1000;
export const CLOCK_TICK_MS = 60_000;

export interface SpotDashboardProps {
  /** The latest bundled day and the day before, computed into the first render on the server. */
  bundled: { days: DaysByArea; previous: Partial<DaysByArea> };
  cities: Readonly<Record<PriceArea, readonly string[]>>;
  adviceLinks: AdviceLinks;
  source: { attribution: string; url: string };
  /** The typical påslag per area for the price per kWh (server, from the catalogue). */
  markups: MarkupChoices;
  /** Slug → SCB code of the municipalities with the reduced energy tax. */
  /** /jamfor, where a contract type and a grid operator are chosen. */
  comparePath: string;
}

/**
 * Today's prices from the live source, or null (after one console warning) on any failure: an
 * HTTP error (5xx, or 404 for a today the API does not have, such as a device clock in another
 * year), the 10 s timeout, a malformed body or a body for another day.
 */
async function readLivePrices(): Promise<LivePrices | null> {
  try {
    return await withAbortTimeout((signal) => fetchLivePrices(fetch, elprisApiBase(), Date.now(), signal), LIVE_FETCH_TIMEOUT_MS);
  } catch (error) {
    console.warn('Elpriser: kunde inte hämta dagens priser, visar de priser sidan redan har.', error);
    return null;
  }
}

/**
 * The interactive part of /elpris-just-nu. The server renders it with the bundled day (readable
 * without JavaScript); in the browser it tries today's prices from the public API and, if every
 * area answers with valid rows, shows those as 'now', then tomorrow's prices of the chosen area
 * A failure keeps what is shown, logs one console warning and says in Swedish that
 * new prices could not be fetched.
 */
export function SpotDashboard({ bundled, cities, adviceLinks, source, markups, comparePath }: SpotDashboardProps) {
  const [live, setLive] = useState<LivePrices | null>(null);
  const [now, setNow] = useState<number | null>(null);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [area, setArea] = useState<PriceArea>(DEFAULT_PRICE_AREA);
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  const [remembered, setRemembered] = useState<RememberedInputs | null>(null);
  const liveRef = useRef<LivePrices | null>(null);
  const rolloverRef = useRef<string | null>(null);

  // What arrives by itself (today's prices, the clock, remembered choices) redraws the whole
  // dashboard; as a transition React renders it in slices between which the phone can answer a
  // tap, instead of one long task (docs/benchmarks.md, "Blocking time after hydration").
  const applyLive = useCallback((result: LivePrices | null) => {
    if (result) liveRef.current = result;
    startTransition(() => {
      setFailed(result === null);
      if (result) setLive(result);
    });
  }, []);

  useEffect(() => {
    // The clock starts after hydration: the server cannot know the reader's time, and rendering
    // it there would mismatch. Storage too: what functional consent let the site remember.
    // All of it in a task of its own, not in the one that ends hydration (the eight requests for
    // today's prices included).
    const tick = () => startTransition(() => setNow(Date.now()));
    const first = setTimeout(() => {
      const stored = readRememberedInputs();
      startTransition(() => {
        setNow(Date.now());
        setRemembered(stored);
        if (stored?.area) setArea(stored.area);
        if (stored?.priceResolution) setResolution(stored.priceResolution);
      });
      void readLivePrices().then(applyLive);
    }, 0);
    const clock = setInterval(tick, CLOCK_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(clock);
    };
  }, [applyLive]);

  // A page left open past midnight moves on to the new day (tomorrow's prices become today's).
  const liveDate = live?.today.SE3.date ?? null;
  useEffect(() => {
    if (now === null || liveDate === null) return;
    let today: string;
    try {
      today = stockholmDate(now);
    } catch {
      return; // A clock outside what dates can express: keep what is shown.
    }
    if (today <= liveDate || rolloverRef.current === today) return;
    rolloverRef.current = today;
    void readLivePrices().then(applyLive);
  }, [now, liveDate, applyLive]);

  const tomorrowDate = liveDate === null ? null : tomorrowOf(liveDate);
  const tomorrow = useTomorrowDay(area, tomorrowDate);

  const chooseResolution = useCallback((value: Resolution) => {
    setResolution(value);
    rememberInputs({ priceResolution: value });
  }, []);

  // Without live data the view never uses the clock: a past day is shown as that day, not as now
  // (so the clock's ticks leave it, and everything drawn from it, as it is).
  const viewNow = live ? now : null;
  const view = useMemo(
    () => (live ? buildDayView(live.today, live.yesterday, viewNow) : buildDayView(bundled.days, bundled.previous, null)),
    [live, viewNow, bundled],
  );
  const days = live ? live.today : bundled.days;

  async function refresh() {
    setBusy(true);
    const hadLive = liveRef.current !== null;
    const [, result] = await Promise.all([new Promise((resolve) => setTimeout(resolve, REFRESH_SPIN_MS)), hadLive ? readLivePrices() : Promise.resolve(null)]);
    if (hadLive) applyLive(result);
    const at = Date.now();
    setNow(at);
    if (!hadLive) setCheckedAt(at);
    setBusy(false);
  }

  const dateText = formatDate(view.date);
  const isToday = view.mode === 'now';
  const intervalLabel =
    view.intervalStartMs !== null ? `${formatClockTime(view.intervalStartMs)}–${formatClockTime(view.intervalStartMs + view.resolutionMinutes * 60_000)}` : '';
  const priceLabel = isToday ? `Just nu (kl. ${intervalLabel})` : `Dygnsmedel ${dateText}`;
  const changeLabel = isToday ? 'mot samma tid i går' : `mot ${formatDate(addDays(view.date, -1))}`;
  const rankingLabel = isToday ? 'just nu' : `den ${dateText}`;
  const advice = recommendedAdvice(view.areas);

  const areaDay = days[area];
  const areaPrevious = (live ? live.yesterday[area] : bundled.previous[area]) ?? null;
  const areaPrice = view.areas.find((entry) => entry.area === area) ?? view.areas[0]!;
  const spotLabel = isToday ? `Just nu, kl. ${intervalLabel}` : `Dygnsmedel ${dateText}`;
  const kwhSpot = useMemo(() => ({ oreExVat: areaPrice.priceOre, label: spotLabel }), [areaPrice.priceOre, spotLabel]);
  const hourIntervals = useMemo(() => intervalsAt(areaDay, 60), [areaDay]);

  let updated: string;
  if (live) updated = `${formatDate(stockholmDate(live.fetchedAtMs))} kl. ${formatClockTime(live.fetchedAtMs)}`;
  else if (checkedAt !== null) updated = `kontrollerat kl. ${formatClockTime(checkedAt)} – inga nyare priser kunde hämtas, vi visar fortfarande ${dateText}`;
  else updated = `${dateText} (senaste dygnet i vår data)`;

  return (
    <div className="space-y-10">
      <section
        aria-label="Datastatus"
        className="flex flex-col gap-4 rounded-lg border border-border bg-muted/50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
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
                Senaste dygn i vår data: <DataAge kind="spot" date={view.date} text={formatDate(view.date)} />
              </>
            )}
          </p>
          <p className="min-h-10 sm:min-h-0">
            Senast uppdaterad: <span data-testid="updated-at">{updated}</span>
          </p>
          {failed ? (
            <p className="font-medium" data-testid="fetch-failed">
              Nya priser kunde inte hämtas, så sidan visar fortfarande priserna för {dateText}.
            </p>
          ) : null}
          {/* The bundled day's age once no newer prices came (docs/rules/transparency.md, "Data age"). */}
          {failed && !live ? <DataAgeWarning {...staleWarning('spot', view.date, { href: source.url, label: 'Dagens priser hos Elpriset just nu' })} /> : null}
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
        <button type="button" onClick={refresh} disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'outline' })}>
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
          {formatOrePerKwh(view.swedenAverageOre)}
        </p>
        <p className="mt-2 text-sm">
          {/* Room for the longer word from the start: today's prices come in after the first paint, and the line wrapped anew. */}
          Medelvärdet av de fyra elområdenas{' '}
          <span className="text-room" data-room="aktuella pris">
            <span>{isToday ? 'aktuella pris' : 'dygnsmedel'}</span>
          </span>
          . Spotpris exklusive moms, energiskatt, elnät och elhandlarens påslag.
        </p>
      </section>

      <section aria-labelledby="omraden-heading">
        <h2 id="omraden-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Spotpris per elområde
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {view.areas.map((area) => (
            <MemoAreaPriceCard key={area.area} price={area} priceLabel={priceLabel} changeLabel={changeLabel} cities={cities[area.area]} />
          ))}
        </div>
      </section>

      <TodayTomorrow
        area={area}
        onAreaChange={setArea}
        resolution={resolution}
        onResolutionChange={chooseResolution}
        today={areaDay}
        previous={areaPrevious}
        live={isToday}
        nowMs={isToday ? now : null}
        tomorrowDate={tomorrowDate}
        tomorrow={tomorrow}
        kwhPanel={
          <MemoKwhPricePanel
            area={area}
            spot={kwhSpot}
            atMs={isToday ? now : null}
            intervals={hourIntervals}
            remembered={remembered}
            markups={markups}
            comparePath={comparePath}
            onAreaFromPostcode={setArea}
          />
        }
      />

      <section aria-labelledby="rankning-heading">
        <h2 id="rankning-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Rangordning
        </h2>
        <MemoPriceRankings areas={view.areas} priceLabel={rankingLabel} />
      </section>

      <section aria-labelledby="graf-heading" className="render-later [--render-later-size:34rem] lg:[--render-later-size:53rem]">
        <h2 id="graf-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          {isToday ? 'Dagens priser' : `Priserna den ${dateText}`}
        </h2>
        <MemoDayPriceChart days={days} dateLabel={dateText} currentIntervalStartMs={view.intervalStartMs} area={area} />
      </section>

      <section aria-labelledby="rad-heading">
        <h2 id="rad-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Vilket elavtal passar?
        </h2>
        <MemoAdviceCards
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
        . Priserna är Nord Pools day-ahead-priser i öre/kWh exklusive moms och avgifter.
      </p>
    </div>
  );
}
