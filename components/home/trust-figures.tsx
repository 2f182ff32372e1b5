import { getMarketingFigures, savingRange } from '@/lib/content/marketing';
import { formatKr, formatNumber } from '@/lib/format';
import { siteConfig } from '@/lib/site';

/**
 * The home page's figures: counts computed from the site's own data, the saving range with its
 * basis beside it, and the operator's sourced figures (rating, users) only once they are set.
 */
export function TrustFigures() {
  const m = getMarketingFigures();
  const { low, high } = savingRange(m.savings);
  const figures: { value: string; label: string }[] = [
    { value: formatNumber(m.supplierCount), label: 'elleverantörer i jämförelsen' },
    { value: formatNumber(m.offerCount), label: 'elavtal med källa och datum' },
    { value: formatNumber(m.municipalityCount), label: 'kommuner i vår tabell över elområden' },
    {
      value: low === high ? formatKr(low) : `${formatNumber(low)}–${formatKr(high)}`,
      label: 'per år mellan medianavtalet och det billigaste*',
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
              <dd className="text-2xl font-bold text-primary-hover sm:text-3xl">{figure.value}</dd>
              <dd className="mt-1 text-sm text-muted-foreground">{figure.label}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-xs text-muted-foreground" data-testid="saving-basis">
          * Per elområde:{' '}
          {m.savings.map((s, i) => (
            <span key={s.area}>
              {s.area} {formatKr(s.savingKr)} ({formatNumber(s.offerCount)} avtal)
              {i < m.savings.length - 1 ? ', ' : '. '}
            </span>
          ))}
          {m.savingBasis}
        </p>
      </div>
    </section>
  );
}
