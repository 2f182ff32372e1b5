import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { NewsCategoryNav, NewsCityLinks } from '@/components/news/news-navigation';
import { NewsList } from '@/components/news/news-card';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { NEWS_FEED } from '@/lib/feeds/paths';
import { getNewsCity, latestAverageLabel, type NewsCity } from '@/lib/news/city-pages';
import { formatNumber, formatPopulation } from '@/lib/format';
import { ELNAT_PATH } from '@/lib/paths';
import { NEWS_CITY_SLUGS } from '@/lib/news/cities';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ city: string }>;
}

// The eight news cities (docs/rules/editorial.md); any other /energinyheter/{x} is the not-found page, which
// shows Stockholm's news there (components/errors/news-not-found.tsx).
export const dynamicParams = false;

export function generateStaticParams(): { city: string }[] {
  return NEWS_CITY_SLUGS.map((city) => ({ city }));
}

/** The one lookup the page and its metadata share. */
async function loadCity(params: Props['params']): Promise<NewsCity> {
  const { city } = await params;
  return getNewsCity(city) ?? notFound();
}

function describe(city: NewsCity): string {
  return `Energinyheter för ${city.name} i elområde ${city.priceArea}: månadsrapporter om elpriset ur vår prisdata och daterade nyheter om skatter, regler och elproduktion.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await loadCity(params);
  return pageMetadata({
    path: city.path,
    title: `Energinyheter för ${city.name} – elpris i ${city.priceArea}`,
    description: describe(city),
    keywords: [`energinyheter ${city.name}`, `elpris ${city.name}`, `elområde ${city.priceArea}`, 'elpriser', 'energiskatt'],
    feeds: [NEWS_FEED],
  });
}

export default async function CityNewsPage({ params }: Props) {
  const city = await loadCity(params);
  return (
    <PageContainer className="space-y-12">
      <JsonLd
        data={collectionPageJsonLd({
          path: city.path,
          title: `Energinyheter för ${city.name}`,
          description: describe(city),
          items: city.allItems.map((item) => ({ name: item.title, path: item.path })),
        })}
      />
      <PageHeader
        path={city.path}
        currentLabel={city.name}
        title={`Energinyheter för ${city.name}`}
        lead={`Det som gäller just ${city.name} först: elpriset i elområde ${city.priceArea}, energiskatten i kommunen och elnätsbolagen där. Sedan nyheter för ${city.priceArea} och för hela landet.`}
      />
      <section aria-labelledby="lokalt" className="space-y-4" data-testid="city-news-local">
        <SectionHeading id="lokalt">Det här gäller i {city.name}</SectionHeading>
        <ul className="grid gap-4 md:grid-cols-3">
          <li className="rounded-lg border border-border p-5">
            <h3 className="font-semibold">
              Elpriset i {city.priceArea}, {city.local.month.label}
            </h3>
            <p className="mt-2 text-sm">{city.local.month.text}</p>
            <p className="mt-3 text-sm">
              <Link href={city.local.month.path} className="inline-block py-1 font-medium text-primary underline underline-offset-4">
                Månadsrapporten för {city.local.month.label}
              </Link>
            </p>
          </li>
          <li className="rounded-lg border border-border p-5">
            <h3 className="font-semibold">Energiskatten i {city.local.energyTax.longName}</h3>
            <p className="mt-2 text-sm">{city.local.energyTax.text}</p>
          </li>
          <li className="rounded-lg border border-border p-5">
            <h3 className="font-semibold">Elnätet</h3>
            <p className="mt-2 text-sm">{city.local.gridText}</p>
            {city.local.gridOperators.length > 0 ? (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {city.local.gridOperators.map((operator) => (
                  <li key={operator.name}>
                    {operator.path ? (
                      <Link href={operator.path} className="inline-block py-1 font-medium text-primary underline underline-offset-4">
                        {operator.name}
                      </Link>
                    ) : (
                      operator.name
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 text-sm">
              <Link href={ELNAT_PATH} className="inline-block py-1 font-medium text-primary underline underline-offset-4">
                Elnätsavgifterna i hela landet
              </Link>
            </p>
          </li>
        </ul>
      </section>
      <dl className="grid gap-4 rounded-lg border border-border p-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="city-news-facts">
        <div>
          <dt className="text-sm text-muted-foreground">Elområde</dt>
          <dd className="text-lg font-semibold">
            {city.priceArea} ({city.priceAreaName})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Befolkning</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatPopulation(city.population)}</dd>
          <dd className="text-xs text-muted-foreground">{city.populationSource}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Snittpris på spotmarknaden</dt>
          <dd className="text-lg font-semibold tabular-nums">{latestAverageLabel(city)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Antal nyheter</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(city.allItems.length)}</dd>
        </div>
      </dl>
      {city.items.length > 0 ? (
        <section aria-labelledby="stadens-nyheter" className="space-y-6">
          <SectionHeading id="stadens-nyheter">Nyheter för {city.priceArea}</SectionHeading>
          <p className="text-muted-foreground">Nyheter som gäller en del av landet, elområde {city.priceArea} bland dem.</p>
          <NewsList items={city.items} label={`Nyheter för ${city.priceArea}`} />
        </section>
      ) : null}
      <section aria-labelledby="nationella-nyheter" className="space-y-6">
        <SectionHeading id="nationella-nyheter">Nationella nyheter</SectionHeading>
        <p className="text-muted-foreground">Gäller hela Sverige, alla fyra elområden.</p>
        <NewsCategoryNav />
        <NewsList items={city.nationalItems} label="Nationella nyheter" />
      </section>
      <p>
        <Link href={city.cityPagePath} className="inline-block py-1 font-medium text-primary underline underline-offset-4">
          Elpris och elavtal i {city.name}
        </Link>
      </p>
      <NewsCityLinks current={city.slug} />
    </PageContainer>
  );
}
