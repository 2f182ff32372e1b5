import { Award, CalendarCheck, Gauge, Leaf, PiggyBank, Sun, TrendingUp, Zap, type LucideIcon } from 'lucide-react';

import { Progress } from '@/components/ui/progress';
import { exampleHouseholdFigures } from '@/lib/domain/optimisation';
import { EXAMPLE_HOUSEHOLD } from '@/lib/domain/tool-constants';
import { formatKr, formatKwh, formatNumber, formatPercent } from '@/lib/format';

/**
 * The spec's static figures (monthly goal, savings, achievements) shown as an example household
 * (decisions.md, "Optimisation dashboard"): the site reads no meter, so they are never the
 * visitor's own, and every block says so. Server components, passed into the dashboard island.
 */

const EXAMPLE_LABEL = 'Exempelhushåll';

function ExampleBadge() {
  return (
    <span className="rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning">{EXAMPLE_LABEL}</span>
  );
}

export function ExampleProgress() {
  const household = EXAMPLE_HOUSEHOLD;
  const figures = exampleHouseholdFigures(household);
  return (
    <section aria-labelledby="exempel-manad" className="rounded-lg border border-border bg-background p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="exempel-manad" className="font-semibold">
          Månadens förbrukning och besparing
        </h3>
        <ExampleBadge />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Så här kan uppföljningen se ut för ett hushåll som har satt ett mål för månaden. Siffrorna är ett exempel, inte dina.
      </p>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span id="exempel-progress-label">Förbrukning mot månadsmålet</span>
          <span className="font-medium">
            {formatKwh(household.monthlyUsedKwh)} av {formatKwh(household.monthlyGoalKwh)}
          </span>
        </div>
        <Progress
          value={figures.progressPercent}
          max={100}
          aria-labelledby="exempel-progress-label"
          aria-valuetext={formatPercent(figures.progressPercent, 0)}
          className="mt-2"
        />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <Figure icon={PiggyBank} label="Besparing denna månad" value={formatKr(figures.monthlySavings)} />
        <Figure icon={TrendingUp} label="Förra månaden" value={formatKr(figures.lastMonthSavings)} />
        <Figure icon={CalendarCheck} label="Prognos för året" value={formatKr(figures.yearlyForecast)} />
      </dl>
    </section>
  );
}

export function ExampleAchievements() {
  const household = EXAMPLE_HOUSEHOLD;
  const figures = exampleHouseholdFigures(household);
  const achievements: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: CalendarCheck, label: 'Dagar i rad under målet', value: formatNumber(household.streakDays) },
    { icon: Award, label: 'Energibetyg', value: household.grade },
    { icon: Leaf, label: 'Sparad koldioxid', value: `${formatNumber(household.co2SavedKg)}\u00A0kg` },
    { icon: Sun, label: 'Förnybar andel', value: formatPercent(household.renewablePercent, 0) },
    { icon: Gauge, label: 'Undvikna topptimmar', value: formatPercent(household.peakHoursAvoidedPercent, 0) },
    { icon: Zap, label: 'Effektivare elnätsanvändning', value: `+${formatPercent(household.gridEfficiencyPercent, 0)}` },
    {
      icon: PiggyBank,
      label: `Miljöpoäng (1 per ${formatKr(household.krPerEnvironmentPoint)} sparat)`,
      value: formatNumber(figures.environmentPoints),
    },
    { icon: CalendarCheck, label: 'Prognos för året', value: formatKr(figures.yearlyForecast) },
  ];
  return (
    <section aria-labelledby="exempel-utmarkelser" className="rounded-lg border border-border bg-background p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="exempel-utmarkelser" className="font-semibold">
          Utmärkelser och prognos
        </h3>
        <ExampleBadge />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Ett exempel på vad ett hushåll som flyttar sin förbrukning kan nå under en månad. Siffrorna är inte dina.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {achievements.map((item) => (
          <Figure key={item.label} icon={item.icon} label={item.label} value={item.value} />
        ))}
      </dl>
    </section>
  );
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  // dl > div > (dt, dd) is the only grouping a description list allows, so the icon sits in the dt.
  return (
    <div className="rounded-md bg-muted p-3">
      <dt className="flex items-start gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-lg font-semibold">{value}</dd>
    </div>
  );
}
