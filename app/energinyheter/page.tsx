import Link from 'next/link';

import { FeedLink } from '@/components/content/feed-link';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { CityTeaser } from '@/components/news/city-teaser';
import { NewsCityLinks } from '@/components/news/news-navigation';
import { NewsList } from '@/components/news/news-card';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAllNews, getNewsByCategory } from '@/lib/content/news';
import { NEWS_FEED } from '@/lib/feeds/paths';
import { getNewsCategories } from '@/lib/news/categories';
import { getTeaserCities } from '@/lib/news/city-pages';
import { NEWS_PATH, newsCategoryPath } from '@/lib/news/paths';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const TITLE = 'Energinyheter';
const LEAD =
  'Månadsrapporter om elpriset i SE1–SE4, räknade ur vår prisdata, och daterade nyheter om skatter, regler och elproduktion som påverkar din elräkning.';
const DESCRIPTION =
  'Energinyheter för Stockholm, Göteborg, Malmö, Umeå och fler städer: månadsrapporter om spotpriset i SE1–SE4 och daterade nyheter om skatter och elproduktion.';
/** The newest items of all categories shown on the hub. */
const NEWEST_COUNT = 9;

export const metadata = pageMetadata({
  path: NEWS_PATH,
  title: 'Energinyheter – elpriser, regler och kraftproduktion',
  description: DESCRIPTION,
  keywords: ['energinyheter', 'elpriser', 'elpris per månad', 'högkostnadsskydd', 'energiskatt', 'elområden'],
  feeds: [NEWS_FEED],
});

export default function NewsHubPage() {
  const newest = getAllNews().slice(0, NEWEST_COUNT);
  return (
    <PageContainer className="space-y-14">
      <JsonLd
        data={collectionPageJsonLd({
          path: NEWS_PATH,
          title: TITLE,
          description: DESCRIPTION,
          items: newest.map((item) => ({ name: item.title, path: item.path })),
        })}
      />
      <PageHeader path={NEWS_PATH} title={TITLE} lead={LEAD} />

      <section aria-labelledby="nyheter-dar-du-bor" className="space-y-6">
        <SectionHeading id="nyheter-dar-du-bor">Nyheter där du bor</SectionHeading>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {getTeaserCities().map((city) => (
            <CityTeaser key={city.slug} city={city} />
          ))}
        </div>
        <NewsCityLinks headingId="alla-stader" />
      </section>

      <section aria-labelledby="kategorier" className="space-y-6">
        <SectionHeading id="kategorier">Kategorier</SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {getNewsCategories().map((category) => (
            <li key={category.slug} className="rounded-lg border border-border p-5">
              <h3 className="text-lg font-semibold">
                <Link href={newsCategoryPath(category.slug)} className="inline-block py-0.5 text-primary underline-offset-4 hover:underline">
                  {category.label}
                </Link>
              </h3>
              <p className="mt-2 text-muted-foreground">{category.description}</p>
              <p className="mt-3 text-sm text-muted-foreground">{getNewsByCategory(category.slug).length} nyheter</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="nyast-forst" className="space-y-6">
        <SectionHeading id="nyast-forst">Nyheter och prisrapporter, nyast först</SectionHeading>
        <NewsList items={newest} label="Nyheter, nyast först" />
      </section>

      <section aria-labelledby="om-nyheterna" className="max-w-3xl">
        <h2 id="om-nyheterna" className="text-xl font-semibold tracking-tight">
          Om våra nyheter
        </h2>
        <p className="mt-3 text-muted-foreground">
          Prisrapporterna skrivs automatiskt ur spotpriserna i vår data, en rapport för varje hel månad, och varje siffra i dem är uträknad. De andra nyheterna
          handlar om händelser vi kan datera och visar sina källor. Vi visar inga läsarsiffror.
        </p>
        <FeedLink feed={NEWS_FEED} what="energinyheterna" className="mt-3" />
      </section>
    </PageContainer>
  );
}
