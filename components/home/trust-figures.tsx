import { formatNumber } from '@/lib/format';
import { siteConfig } from '@/lib/site';

/** The marketing figures of the site config, with the basis of the savings claim beside them. */
export function TrustFigures() {
  const m = siteConfig.marketing;
  const figures = [
    { value: `${m.supplierCount}+`, label: 'elleverantörer i jämförelsen' },
    { value: `${formatNumber(m.rating, 1)}/5`, label: `snittbetyg från ${formatNumber(m.reviewCount)}+ omdömen` },
    { value: `ca ${m.compareMinutes} min`, label: 'tar en jämförelse' },
    { value: `${m.savingPercent.min}–${m.savingPercent.max} %`, label: 'möjlig besparing*' },
  ];
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
        <p className="mt-6 text-xs text-muted-foreground">
          * Motsvarar ungefär {formatNumber(m.savingKrPerYear.min)}–{formatNumber(m.savingKrPerYear.max)} kr per år. {m.savingBasis}
        </p>
      </div>
    </section>
  );
}
