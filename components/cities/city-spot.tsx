import Link from 'next/link';

import { MonthlyBarChart } from '@/components/spot-prices/monthly-bar-chart';
import { SectionHeading } from '@/components/ui/section-heading';
import { Table } from '@/components/ui/table';
import type { CitySpot } from '@/lib/cities/page';
import { VAT_RATE } from '@/lib/domain/constants';
import { formatMonthYear, formatNumber, formatOrePerKwh, formatPercent, formatSigned } from '@/lib/format';
import { inPlace } from '@/lib/cities/place';

/** The area's spot price: the latest full month, twelve months as a chart and a table, and three years against the national mean. */
export function CitySpotPrices({
  name,
  spot,
  historyHref,
  attribution,
}: {
  name: string;
  spot: CitySpot;
  historyHref: string;
  attribution: { text: string; url: string };
}) {
  const first = spot.months[0];
  const last = spot.months.at(-1);
  return (
    <section aria-labelledby="spotpris" className="space-y-6">
      <SectionHeading id="spotpris">Spotpriset i {spot.area}</SectionHeading>
      <p className="max-w-3xl text-muted-foreground">
        Rörliga elavtal och timprisavtal {inPlace(name)} utgår från spotpriset i elområde {spot.area} ({spot.areaName}). Så har det sett ut i vår data.
      </p>
      <div className="rounded-lg border border-primary/40 bg-primary-soft/40 p-5">
        <p className="text-sm text-muted-foreground">Snittpris {spot.latest.label}, senaste hela månaden i vår data</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatOrePerKwh(spot.latest.oreExVat)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          exklusive moms ({formatOrePerKwh(spot.latest.oreInclVat)} med {formatPercent(VAT_RATE * 100, 0)} moms), utan påslag, avgifter och energiskatt
        </p>
      </div>

      {first && last ? (
        <div>
          <h3 className="mb-3 text-lg font-semibold">
            Månadsmedel {formatMonthYear(first.month)} – {formatMonthYear(last.month)}
          </h3>
          <MonthlyBarChart months={spot.months} area={spot.area} id="stad-spotpris-graf" />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-primary">Visa månadspriserna som tabell</summary>
            <Table caption={<>Månadsmedel för spotpriset i {spot.area}, öre/kWh exklusive moms</>} className="mt-3 w-full max-w-md text-sm">
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-2 pr-4">
                    Månad
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Öre/kWh exkl. moms
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...spot.months].reverse().map((month) => (
                  <tr key={month.month} className="border-b border-border/60">
                    <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                      {formatMonthYear(month.month)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{formatNumber(month.avg, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </details>
        </div>
      ) : null}

      {spot.years.length > 0 ? (
        <div className="overflow-x-auto">
          <Table
            caption={<>Årsmedel i {spot.area} jämfört med hela landet</>}
            captionClassName="mb-2 text-left text-lg font-semibold"
            className="w-full max-w-2xl text-sm"
          >
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-4">
                  År
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {spot.area}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Hela landet
                </th>
                <th scope="col" className="py-2 text-right">
                  Skillnad
                </th>
              </tr>
            </thead>
            <tbody>
              {spot.years.map((year) => (
                <tr key={year.year} className="border-b border-border/60">
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {year.year}
                  </th>
                  <td className="py-2 pr-4 text-right font-semibold tabular-nums">{formatNumber(year.areaAvg, 1)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(year.nationalMean, 1)}</td>
                  <td className="py-2 text-right tabular-nums">{formatSigned(year.difference, 1)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="mt-2 text-sm text-muted-foreground">
            Öre/kWh exklusive moms. ”Hela landet” är ett enkelt medelvärde av de fyra elområdenas årsmedel, inte viktat efter hur mycket el som används i varje
            område. Årsmedlen är tidsviktade medelvärden av alla tim- och kvartspriser.
          </p>
        </div>
      ) : null}

      <p className="text-sm text-muted-foreground">
        <Link href={historyHref} className="font-medium text-primary underline underline-offset-4">
          Hela prishistoriken för {spot.area}
        </Link>
        .{' '}
        <a href={attribution.url} className="underline underline-offset-4" rel="noopener">
          {attribution.text}
        </a>
        ; medelvärdena är beräknade av oss.
      </p>
    </section>
  );
}
