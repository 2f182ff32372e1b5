import Link from 'next/link';
import { Download } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { Table } from '@/components/ui/table';
import { PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import type { MonthlyAverage } from '@/lib/domain/spot-prices';
import { formatChangePercent, formatDate, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import { trendOf } from '@/lib/spot/day-view';
import { csvFileName, csvPath, type HistoryStats } from '@/lib/spot/history';
import { cx } from '@/lib/utils';

import { MonthlyBarChart } from './monthly-bar-chart';

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-border p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/** docs/rules/spot-prices.md: a 24 h change above zero is red with '+', anything else green. */
export function historyChangeTone(changePercent: number | null): 'up' | 'down' {
  // Decided on the change as displayed, like the cards of /elpris-just-nu; no neutral state here.
  return trendOf(changePercent) === 'up' ? 'up' : 'down';
}

/**
 * One area's history: stat cards, characteristics, analysis, chart, monthly list and download, then
 * the latest day's change in a section of its own (a day's '+78,7 %' sat among the
 * monthly figures).
 */
export function HistoryPanel({
  area,
  stats,
  months,
  characteristics,
  analysis,
  averagesThrough,
}: {
  area: PriceArea;
  stats: HistoryStats;
  /** Newest last. */
  months: readonly MonthlyAverage[];
  characteristics: string;
  analysis: readonly string[];
  averagesThrough: string;
}) {
  const id = `historik-${area}`;
  const tone = stats.dailyChange ? historyChangeTone(stats.dailyChange.changePercent) : 'down';
  const estimated = months.some((m) => m.rangeEstimated);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
          {area} – {PRICE_AREA_NAMES[area]}
        </h2>
        <a href={csvPath(area)} download={csvFileName(area)} className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          <span>
            Ladda ner data<span className="sr-only"> för {area}</span> (CSV)
          </span>
        </a>
      </div>

      <dl className={cx('grid gap-4', stats.fullYear ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')} data-testid={`stats-${area}`}>
        <StatCard
          label={`Månadsmedel ${formatMonthYear(stats.latestFullMonth.month)} (senaste hela månaden)`}
          value={formatOrePerKwh(stats.latestFullMonth.avg)}
        />
        {stats.fullYear ? <StatCard label={`Årsmedel ${stats.fullYear.year}`} value={formatOrePerKwh(stats.fullYear.avg)} /> : null}
        <StatCard
          label={`Lägsta månadsmedel sedan ${formatMonthYear(stats.firstMonth)}`}
          value={formatOrePerKwh(stats.lowest.avg)}
          detail={formatMonthYear(stats.lowest.month)}
        />
        <StatCard
          label={`Högsta månadsmedel sedan ${formatMonthYear(stats.firstMonth)}`}
          value={formatOrePerKwh(stats.highest.avg)}
          detail={formatMonthYear(stats.highest.month)}
        />
      </dl>

      <div>
        <h3 className="text-lg font-semibold">Egenskaper</h3>
        <p className="mt-2 max-w-3xl text-muted-foreground">{characteristics}</p>
      </div>

      <div>
        <h3 className="text-lg font-semibold">Analys</h3>
        <div className="mt-2 max-w-3xl space-y-2" data-testid={`analysis-${area}`}>
          {analysis.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </div>

      <div>
        <h3 className="mb-3 text-lg font-semibold">De senaste {months.length} månaderna</h3>
        <MonthlyBarChart months={months} area={area} id={`${id}-graf`} />
      </div>

      <div className="overflow-x-auto">
        <Table
          caption={<>Månadshistorik för {area}, öre/kWh exkl. moms</>}
          captionClassName="mb-2 text-left text-lg font-semibold"
          className="w-full text-sm"
          data-testid={`monthly-table-${area}`}
        >
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-4">
                Månad
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Medelpris
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Lägsta pris
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Högsta pris
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month.month} className="border-b border-border/60" data-month={month.month}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {formatMonthYear(month.month)}
                  {month.partial ? ` (till och med ${formatDate(averagesThrough)})` : ''}
                </th>
                <td className="py-2 pr-4 text-right font-semibold tabular-nums">{formatNumber(month.avg, 1)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {month.rangeEstimated ? 'ca ' : ''}
                  {formatNumber(month.min, 1)}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {month.rangeEstimated ? 'ca ' : ''}
                  {formatNumber(month.max, 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-2 text-sm text-muted-foreground">
          Medelpriset är ett tidsviktat medelvärde av alla tim- och kvartspriser under månaden. Lägsta och högsta avser enskilda timmar (kvartar sedan oktober
          2025).
          {estimated ? ' ”ca” betyder att värdet är omräknat från euro med månadens snittkurs och kan avvika med några öre.' : ''}
        </p>
      </div>

      {stats.dailyChange ? (
        <section aria-labelledby={`${id}-dygn`} className="max-w-3xl rounded-lg border border-border p-5">
          <h3 id={`${id}-dygn`} className="text-lg font-semibold">
            Senaste dygnet i vår data
          </h3>
          <p className="mt-2">
            Dygnsmedlet {formatDate(stats.dailyChange.date)} jämfört med {formatDate(stats.dailyChange.previousDate)}:{' '}
            <strong
              className={cx('tabular-nums', stats.dailyChange.changePercent !== null && (tone === 'up' ? 'text-destructive' : 'text-success'))}
              data-testid={`daily-change-${area}`}
            >
              {stats.dailyChange.changePercent === null ? 'ingen jämförelse' : formatChangePercent(stats.dailyChange.changePercent)}
            </strong>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Ett enskilt dygn säger lite om en månad. Dagens priser timme för timme finns på{' '}
            <Link href="/elpris-just-nu" className="font-medium text-primary underline underline-offset-4">
              Elpriset just nu
            </Link>
            .
          </p>
        </section>
      ) : null}
    </section>
  );
}
