import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { getAreaSources } from '@/lib/content/market';
import { getMarketCoverage, getMarketFigures } from '@/lib/content/market-marketing';
import { formatDate, formatKr, formatNumber } from '@/lib/format';
import { absentEverywhere, catalogueGaps, readDates } from '@/lib/market/coverage';
import { savingRange } from '@/lib/market/savings';
import { siteConfig } from '@/lib/site';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * The home page's figures, all from getMarketFigures() with their basis beside them: the counts of
 * the market catalogue (Elpriskollen's offers and suppliers) and of the municipality table, the
 * saving range between the median and the cheapest variable offer per area, and the operator's
 * sourced figures (rating, users) only once they are set.
 */
export function TrustFigures() {
  const m = getMarketFigures();
  const read = readDates(getAreaSources());
  const { low, high } = savingRange(m.savings);
  const figures: { value: string; label: string }[] = [
    { value: formatNumber(m.supplierCount), label: 'elleverantörer från Elpriskollen*' },
    { value: formatNumber(m.offerCount), label: 'elavtal med källa och datum*' },
    { value: formatNumber(m.municipalityCount), label: 'kommuner i vår tabell över elområden' },
    {
      value: low === high ? formatKr(low) : `${formatNumber(low)}–${formatKr(high)}`,
      label: 'per år mellan mittersta och billigaste rörliga avtalet**',
    },
  ];
  if (m.siteRating) {
    figures.push({
      value: `${formatNumber(m.siteRating.value, 1)}/5`,
      label: `snittbetyg från ${formatNumber(m.siteRating.reviewCount)} omdömen (${m.siteRating.source})`,
    });
  }
  if (m.users) figures.push({ value: formatNumber(m.users.value), label: `användare (${m.users.source})` });

  return (
    <section aria-label={`${siteConfig.name} i siffror`} className="border-y border-border bg-background">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="sr-only">{figure.label}</dt>
              <dd className="text-xl font-bold whitespace-nowrap text-primary-hover sm:text-3xl">{figure.value}</dd>
              <dd className="mt-1 text-sm text-muted-foreground">{figure.label}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 space-y-2 text-xs text-muted-foreground">
          <p data-testid="count-basis">
            * {m.countBasis}, hämtade mellan <DataAge kind="offers" date={read.oldest} text={formatDate(read.oldest)} /> och{' '}
            <DataAge kind="offers" date={read.newest} text={formatDate(read.newest)} />. {catalogueGaps(absentEverywhere(getMarketCoverage()))}
          </p>
          <DataAgeWarning {...staleWarning('offers', read.oldest)} className="max-w-3xl text-xs" />
          <p data-testid="saving-basis">
            ** Per elområde:{' '}
            {m.savings.map((s, i) => (
              <span key={s.area}>
                {s.area} {formatKr(s.savingKr)} ({formatNumber(s.offerCount)} rörliga avtal)
                {i < m.savings.length - 1 ? ', ' : '. '}
              </span>
            ))}
            {m.savingBasis}
          </p>
        </div>
      </div>
    </section>
  );
}
