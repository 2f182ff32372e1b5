import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import type { HomeSpotPanel } from '@/lib/content/spot-pages';
import { formatDate, formatMonthYear, formatNumber } from '@/lib/format';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * The hero's right half at wide screens: each price area's spot price from the
 * bundled data, with the month and the day it belongs to. Bundled prices are dated, never 'just
 * nu'; today's prices are one link away.
 */
export function SpotPanel({ panel }: { panel: HomeSpotPanel }) {
  const month = formatMonthYear(panel.month);
  const day = formatDate(panel.day);
  return (
    <section aria-labelledby="hero-spot-heading" className="rounded-lg bg-background p-5 shadow-lg ring-1 ring-border">
      <h2 id="hero-spot-heading" className="text-lg font-semibold">
        Spotpriset per elområde
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Öre/kWh exklusive moms, elnätsavgift och påslag.</p>
      <table className="mt-4 w-full text-sm" data-testid="hero-spot-table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="pb-2 font-medium">
              Elområde
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Medel {month}
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              Dygn {day}
            </th>
          </tr>
        </thead>
        <tbody>
          {panel.areas.map(({ area, name, monthOre, dayOre }) => (
            <tr key={area} className="border-b border-border/60 last:border-0">
              <th scope="row" className="py-2 text-left font-normal whitespace-nowrap">
                <span className="font-semibold">{area}</span> <span className="text-muted-foreground">{name}</span>
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">{formatNumber(monthOre, 1)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatNumber(dayOre, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted-foreground" data-testid="hero-spot-day">
        Senaste dygn i vår data: <DataAge kind="spot" date={panel.day} text={formatDate(panel.day)} />.
      </p>
      <DataAgeWarning {...staleWarning('spot', panel.day)} className="mt-2 text-xs" />
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        <Link href="/elpris-just-nu" className="inline-flex min-h-6 items-center gap-1 py-1 text-primary hover:underline">
          Dagens elpris
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link href="/elpris-historik" className="inline-flex min-h-6 items-center gap-1 py-1 text-primary hover:underline">
          Elprishistorik
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}
