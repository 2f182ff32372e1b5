'use client';

import { Car, Clock, Gauge, Heater, Lightbulb, Plug, Utensils, WashingMachine, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';

import { CheapestBlocksTable } from '@/components/spot-prices/cheapest-blocks-table';
import { useTomorrowDay } from '@/components/spot-prices/use-tomorrow-day';
import { DataAgeWarning } from '@/components/ui/data-age';
import { Table } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  applianceDailyCost,
  cheapestHours,
  hourlySchedule,
  savingsSummary,
  toggleAppliance,
  type HourSlot,
  type Recommendation,
} from '@/lib/domain/optimisation';
import { DEFAULT_PRICE_AREA, PRICE_AREA_NAMES, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { DAYS_PER_YEAR, MONTHS_PER_YEAR, ORE_PER_KRONA } from '@/lib/domain/units';
import {
  AVOID_MIN_RATIO,
  CATEGORY_LABELS,
  DEFAULT_APPLIANCES,
  EVENING_PEAK,
  OPTIMAL_MAX_RATIO,
  RECOMMENDATION_LABELS,
  type Appliance,
  type ApplianceIcon,
} from '@/lib/domain/optimisation-constants';
import { formatDate, formatHourRange, formatKr, formatKrWithOre, formatKwh, formatNumber, formatOrePerKwh } from '@/lib/format';
import type { DaysByArea } from '@/lib/spot/day-view';
import { dayAveragePrice, hourlyPrices } from '@/lib/spot/hourly';
import { stockholmDate } from '@/lib/domain/stockholm-time';
import { elprisApiBase, fetchAllAreas, LIVE_FETCH_TIMEOUT_MS, withAbortTimeout } from '@/lib/spot/live-prices';
import { tomorrowOf } from '@/lib/spot/tomorrow';
import { cx } from '@/lib/utils';

import { ScheduleChart } from './schedule-chart';
import { staleWarning } from '@/lib/domain/data-age';

const ICONS: Record<ApplianceIcon, LucideIcon> = {
  washer: WashingMachine,
  dishwasher: Utensils,
  car: Car,
  'heat-pump': Heater,
  lightbulb: Lightbulb,
};

const RECOMMENDATION_STYLES: Record<Recommendation, string> = {
  optimal: 'bg-success-soft text-success',
  good: 'bg-accent-soft text-accent',
  avoid: 'bg-destructive-soft text-destructive',
};

/** Kronor with öre, for the small per-day amounts: '1,70 kr'. */
/** A price the domain keeps in kr/kWh, shown in öre/kWh, the site's unit for spot prices (docs/rules/spot-prices.md). */
const ore = (krPerKwh: number) => formatOrePerKwh(krPerKwh * ORE_PER_KRONA);
/** The evening peak as clock hours, '17–21'. */
const PEAK_HOURS = `${String(EVENING_PEAK.from).padStart(2, '0')}–${String(EVENING_PEAK.to + 1).padStart(2, '0')}`;

/** Today's prices in every area from the live source, or null (after one console warning). */
async function readToday(): Promise<{ date: string; days: DaysByArea } | null> {
  const date = stockholmDate(Date.now());
  try {
    const days = await withAbortTimeout((signal) => fetchAllAreas(fetch, elprisApiBase(), date, signal), LIVE_FETCH_TIMEOUT_MS);
    return { date, days };
  } catch (error) {
    console.warn('Optimering: kunde inte hämta dagens priser, visar senaste dag i vår data.', error);
    return null;
  }
}

/**
 * The dashboard island: price area, three tabs (Översikt, Apparater, Tidsschema) and the appliance
 * list. The schedule is the chosen area's real hourly prices for one day: the newest bundled day,
 * rendered on the server, replaced by today's prices when the live source answers. Everything else
 * is derived from that day and the appliances on each render, and every saving on the page comes
 * from one computation (savingsSummary), so the per-day and per-month figures agree. No figure
 * without a computation (docs/rules/optimisation.md): the old example household (grade, CO₂,
 * points, goals) is gone, since nothing on the page could compute it.
 */
export function OptimisationDashboard({
  days,
}: {
  /** The newest bundled day in every area (öre/kWh excl. VAT per interval). */
  days: DaysByArea;
}) {
  const [area, setArea] = useState<PriceArea>(DEFAULT_PRICE_AREA);
  const [appliances, setAppliances] = useState<readonly Appliance[]>(DEFAULT_APPLIANCES);
  const [live, setLive] = useState<{ date: string; days: DaysByArea } | null>(null);
  const [now, setNow] = useState<number | null>(null);
  /** The read of today's prices has ended, with or without them. */
  const [settled, setSettled] = useState(false);
  const areaSelectId = useId();

  useEffect(() => {
    let cancelled = false;
    void readToday().then((today) => {
      if (cancelled) return;
      setSettled(true);
      if (!today) return;
      setLive(today);
      setNow(Date.now());
    });
    // The cheapest blocks of a live day start from now; the minute keeps them current.
    const clock = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      cancelled = true;
      clearInterval(clock);
    };
  }, []);
  // Tomorrow's prices of the area, once published (~13:00): the same reading as /elpris-just-nu's.
  const tomorrow = useTomorrowDay(area, live ? tomorrowOf(live.date) : null);

  const day = (live ?? { days }).days[area];
  const dayText = live ? `i dag, ${formatDate(live.date)}` : `den ${formatDate(day.date)}`;
  const averagePrice = dayAveragePrice(day);
  const schedule = useMemo(() => hourlySchedule(hourlyPrices(day), averagePrice), [day, averagePrice]);
  const best = useMemo(() => cheapestHours(schedule), [schedule]);
  const bestStarts = new Set(best.map((slot) => slot.startMs));
  const saving = savingsSummary(appliances, schedule);
  const enabled = appliances.filter((appliance) => appliance.enabled);
  const enabledKwh = enabled.reduce((sum, appliance) => sum + (appliance.wattage * appliance.usage) / 1000, 0);
  const dailyCostTotal = enabled.reduce((sum, appliance) => sum + applianceDailyCost(appliance, averagePrice), 0);

  return (
    <div className="space-y-6">
      {/* Without today's prices the bundled day is shown; past yesterday it says so (docs/rules/transparency.md, "Data age"). */}
      {settled && !live ? <DataAgeWarning {...staleWarning('spot', day.date)} /> : null}
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Label htmlFor={areaSelectId}>Elområde</Label>
          <NativeSelect id={areaSelectId} value={area} onChange={(event) => setArea(event.target.value as PriceArea)} className="mt-2">
            {PRICE_AREAS.map((option) => (
              <option key={option} value={option}>
                {option} – {PRICE_AREA_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* As wide as the row leaves and left-aligned: its text changes when today's prices come in, and the
            right-aligned box as wide as its text moved every word. */}
        <p className="text-sm text-muted-foreground sm:flex-1" data-testid="price-day">
          Dygnsmedel:{' '}
          <strong data-testid="day-average" className="text-lg text-foreground">
            {ore(averagePrice)}
          </strong>
          <br />
          {live ? 'Dagens spotpris' : 'Spotpriset'} i {area} {dayText}
          {live ? ', hämtat från Elpriset just nu' : ', senaste dygnet i vår data'}. Exkl. moms, energiskatt och avgifter.
        </p>
      </div>

      <Tabs defaultValue="oversikt">
        <TabsList aria-label="Optimeringens vyer">
          <TabsTrigger value="oversikt">
            <Gauge aria-hidden="true" />
            Översikt
          </TabsTrigger>
          <TabsTrigger value="apparater">
            <Plug aria-hidden="true" />
            Apparater
          </TabsTrigger>
          <TabsTrigger value="tidsschema">
            <Clock aria-hidden="true" />
            Tidsschema
          </TabsTrigger>
        </TabsList>

        <TabsContent value="oversikt" className="space-y-6">
          <div className="grid gap-4 md:grid-cols-3">
            <Card title="Dygnsmedel">
              <p className="text-3xl font-bold tracking-tight">{ore(averagePrice)}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Spotpriset i {area} {dayText}
              </p>
            </Card>
            <Card title="Möjlig besparing">
              <p className="text-3xl font-bold tracking-tight text-success">
                <span data-testid="daily-saving">{formatKrWithOre(saving.perDay)}</span> <span className="text-base font-semibold">per dag</span>
              </p>
              <p className="mt-1 font-semibold">
                Cirka <span data-testid="monthly-saving">{formatKr(saving.perMonth)}</span> per månad
              </p>
              <p className="mt-1 text-sm text-muted-foreground" data-testid="saving-basis">
                {saving.flexibleKwh > 0
                  ? `${formatKwh(saving.flexibleKwh, 1)} flexibel förbrukning per dag flyttad från kvällstoppen (kl. ${PEAK_HOURS}) till dygnets tre billigaste timmar sparar ${ore(saving.perKwh)} per kWh med timprisavtal. Per månad: samma dag ${formatNumber(DAYS_PER_YEAR)} dagar om året, delat på ${formatNumber(MONTHS_PER_YEAR)}. Spotpris exkl. moms.`
                  : 'Slå på en flexibel apparat under Apparater för att se besparingen.'}
              </p>
            </Card>
            <Card title="Billigaste klocktimmarna">
              <ol className="space-y-1">
                {best.map((slot) => (
                  <li key={slot.startMs} className="flex justify-between gap-2">
                    <span className="font-semibold">kl. {formatHourRange(slot.hour)}</span>
                    <span className="text-muted-foreground">{ore(slot.price)}</span>
                  </li>
                ))}
              </ol>
              {/* Two answers on purpose: the clock hours a timpris contract bills, and below the cheapest block from any quarter (kvartspris). */}
              <p className="mt-2 text-sm text-muted-foreground" data-testid="clock-hours-note">
                Medelpris per hel klocktimme, så som ett timprisavtal räknar. Tabellen nedan söker kvart för kvart, så dess billigaste timme kan börja på en
                halvtimme och bli billigare än klocktimmarna här.
              </p>
            </Card>
          </div>
          <CheapestBlocksTable today={day} tomorrow={tomorrow.state === 'ready' ? tomorrow.day : null} nowMs={live ? now : null} area={area} />
        </TabsContent>

        <TabsContent value="apparater" className="space-y-4">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {appliances.map((appliance) => (
              <ApplianceCard
                key={appliance.id}
                appliance={appliance}
                dailyCost={applianceDailyCost(appliance, averagePrice)}
                onToggle={() => setAppliances((current) => toggleAppliance(current, appliance.id))}
              />
            ))}
          </ul>
          <p className="text-sm text-muted-foreground" data-testid="appliances-total">
            {enabled.length > 0
              ? `Påslagna apparater: ${formatKwh(enabledKwh, 1)} per dag, ${formatKrWithOre(dailyCostTotal)} vid dygnsmedelpriset (spotpris exkl. moms, utan påslag, elnätsavgift och energiskatt).`
              : 'Alla apparater är avslagna.'}
          </p>
        </TabsContent>

        <TabsContent value="tidsschema" className="space-y-6">
          <ScheduleChart id="tidsschema-graf" schedule={schedule} cheapest={bestStarts} title={`Timpriser i ${area} ${dayText}, öre/kWh exkl. moms`} />
          <ScheduleTable schedule={schedule} bestStarts={bestStarts} area={area} dayText={dayText} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-background p-5">
      <h3 className="mb-3 text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function ApplianceCard({ appliance, dailyCost, onToggle }: { appliance: Appliance; dailyCost: number; onToggle: () => void }) {
  const Icon = ICONS[appliance.icon];
  const kwh = (appliance.wattage * appliance.usage) / 1000;
  return (
    <li
      data-testid={`appliance-${appliance.id}`}
      data-enabled={appliance.enabled}
      // Faded without lowering text contrast (opacity would fail WCAG 1.4.3): muted surface,
      // dashed edge and a pale icon.
      className={cx('rounded-lg border p-5 transition-colors', appliance.enabled ? 'border-border bg-background' : 'border-dashed border-slate-300 bg-muted')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cx('size-6', appliance.enabled ? 'text-primary' : 'text-slate-400')} />
          <div>
            <h3 className="font-semibold">{appliance.name}</h3>
            <p className="text-xs text-muted-foreground">{CATEGORY_LABELS[appliance.category]}</p>
          </div>
        </div>
        <button
          type="button"
          aria-pressed={appliance.enabled}
          onClick={onToggle}
          className={cx(
            'min-h-11 min-w-16 rounded-full px-4 text-sm font-semibold transition-colors',
            appliance.enabled ? 'bg-primary text-primary-foreground hover:bg-primary-hover' : 'bg-slate-600 text-white hover:bg-slate-700',
          )}
        >
          <span className="sr-only">{appliance.name}: </span>
          {appliance.enabled ? 'På' : 'Av'}
        </button>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Effekt</dt>
          <dd className="font-medium">{formatNumber(appliance.wattage)}&nbsp;W</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Per dag</dt>
          <dd className="font-medium">
            {formatNumber(appliance.usage)}&nbsp;h, {formatKwh(kwh, 1)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Kostnad</dt>
          <dd className="font-medium">{formatKrWithOre(dailyCost)}/dag</dd>
        </div>
      </dl>
    </li>
  );
}

function ScheduleTable({
  schedule,
  bestStarts,
  area,
  dayText,
}: {
  schedule: readonly HourSlot[];
  bestStarts: ReadonlySet<number>;
  area: PriceArea;
  dayText: string;
}) {
  return (
    // öre with one decimal keeps the four columns inside 375 px; the region scrolls if they do not fit.
    <Table
      caption={
        <>
          <Zap aria-hidden="true" className="mr-1 inline size-4 text-primary" />
          Timpriser i {area} {dayText} i öre/kWh: medel av kvartspriserna varje timme, exkl. moms. Optimal = högst {formatNumber(OPTIMAL_MAX_RATIO, 1)} gånger
          dygnsmedlet, Undvik = minst {formatNumber(AVOID_MIN_RATIO, 1)} gånger. Besparing = kvällstoppens snittpris (kl. {PEAK_HOURS}) minus timmens pris, per
          flyttad kWh.
        </>
      }
      captionClassName="p-3 text-left text-muted-foreground sm:p-4"
      className="w-full text-sm"
      scroll={{ hint: false, className: 'rounded-lg border border-border' }}
    >
      <thead>
        <tr className="border-y border-border bg-muted text-left align-bottom">
          <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
            Timme
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
            Pris <span className="block text-xs font-normal">öre/kWh</span>
          </th>
          <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
            Råd
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-4">
            Besparing <span className="block text-xs font-normal">öre/kWh</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((slot) => (
          <tr key={slot.startMs} data-testid={`hour-${slot.hour}`} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap sm:px-4">
              kl. {formatHourRange(slot.hour)}
              {bestStarts.has(slot.startMs) ? (
                <span className="mt-1 block w-fit rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-hover sm:mt-0 sm:ml-2 sm:inline">
                  Billigast
                </span>
              ) : null}
            </th>
            <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-4">{formatNumber(slot.price * ORE_PER_KRONA, 1)}</td>
            <td className="px-2 py-2 sm:px-4">
              <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', RECOMMENDATION_STYLES[slot.recommendation])}>
                {RECOMMENDATION_LABELS[slot.recommendation]}
              </span>
            </td>
            <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-4">{formatNumber(slot.savingPerKwh * ORE_PER_KRONA, 1)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
