import Link from 'next/link';

import { getLatestReport } from '@/lib/content/news';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { formatMonthYear, formatOrePerKwh } from '@/lib/format';
import { NEWS_PATH } from '@/lib/news/paths';

/**
 * The home page's link to the newest monthly price report: its title and the four areas' averages,
 * rendered on the server (no JavaScript), dated by the report's month: 'Prisrapport för mars 2026
 * (senaste hela månaden i våra data)', never a bare 'senaste'.
 */
export function LatestReportTeaser() {
  const latest = getLatestReport();
  return (
    <section aria-labelledby="senaste-prisrapport" className="mx-auto max-w-6xl px-4 py-10">
      <div className="rounded-lg border border-border p-6 sm:p-8">
        <h2 id="senaste-prisrapport" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Prisrapport för {formatMonthYear(latest.month)} (senaste hela månaden i våra data)
        </h2>
        <p className="mt-2 text-2xl font-bold tracking-tight">
          <Link href={latest.path} className="hover:text-primary hover:underline">
            {latest.title}
          </Link>
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {PRICE_AREAS.map((area) => (
            <div key={area}>
              <dt className="text-sm text-muted-foreground">{area}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatOrePerKwh(latest.report.areas[area].avg)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          Månadsmedel av spotpriset exklusive moms.{' '}
          <Link href={NEWS_PATH} className="font-medium text-primary underline underline-offset-4">
            Fler energinyheter
          </Link>
        </p>
      </div>
    </section>
  );
}
