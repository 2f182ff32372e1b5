import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { withVat } from '@/lib/domain/constants';
import type { PriceArea } from '@/lib/domain/price-area';
import { formatMonthYear, formatOrePerKwh } from '@/lib/format';
import { FIXED_LENGTH_LABELS, type FixedLength, type TypeGroup } from '@/lib/market/offer';
import { scbBenchmark, scbSourceText, type ScbAverages, type ScbBenchmark } from '@/lib/market/scb';
import { areaPagePath } from '@/lib/paths';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * SCB's average for new contracts of the chosen type beside the list, for the SCB household nearest
 * the chosen consumption, with VAT added so it reads against the cards' jämförpris. With every type
 * chosen: variable and one-year fixed, the two most common. SCB's newest month is dated, with its
 * age once the browser knows today's date (docs/rules/transparency.md, "Data age").
 */
export function MarketBenchmark({
  scb,
  area,
  group,
  fixedLength,
  annualKwh,
}: {
  scb: ScbAverages;
  area: PriceArea;
  group: TypeGroup | null;
  fixedLength: FixedLength | null;
  annualKwh: number;
}) {
  const choices: { group: TypeGroup; fixedLength: FixedLength | null }[] =
    group === null
      ? [
          { group: 'rorligt', fixedLength: null },
          { group: 'fast', fixedLength: 12 },
        ]
      : [{ group, fixedLength }];
  const benchmarks = choices.map((choice) => scbBenchmark(scb, { ...choice, area, annualKwh })).filter((b): b is ScbBenchmark => b !== null);
  const latestMonth = scb.months.at(-1);
  return (
    <p data-testid="scb-benchmark">
      {benchmarks.length > 0
        ? benchmarks.map((b) => `${b.sentence.replace(/\.$/, '')}, med moms ${formatOrePerKwh(withVat(b.ore))}. `).join('')
        : group === 'mixat'
          ? 'SCB publicerar inget snittpris för nya mixade avtal. '
          : `SCB publicerar snittpriser för nya avtal med fast pris i 1, 2 och 3 år, inte för ${fixedLength ? FIXED_LENGTH_LABELS[fixedLength] : 'den bindningstiden'}. `}
      Källa: {scbSourceText(scb)}
      {latestMonth ? (
        <>
          , senaste månad <DataAge kind="scb" date={latestMonth} text={formatMonthYear(latestMonth)} />
        </>
      ) : null}
      . {/* A plain link: the App Router's client navigation does not scroll to a fragment on another page (measured: it stays at the top). */}
      <a href={`${areaPagePath(area)}#snittpriser`} className="font-medium text-primary underline underline-offset-4">
        Snittpriserna i {area} månad för månad
      </a>
      {latestMonth ? (
        <DataAgeWarning {...staleWarning('scb', latestMonth, { href: scb.source.url, label: 'SCB:s statistikdatabas' })} className="mt-2" />
      ) : null}
    </p>
  );
}
