import Link from 'next/link';

import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { CalendarSubscribe } from '@/components/spot-prices/calendar-subscribe';
import { SpotDashboard } from '@/components/spot-prices/spot-dashboard';
import { DataAge } from '@/components/ui/data-age';
import { buttonVariants } from '@/components/ui/button-variants';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { getMarketOffers } from '@/lib/content/market';
import { getSpotPagesContent } from '@/lib/content/pages';
import { getKwhPriceBasis } from '@/lib/content/spot-pages';
import { getBundledDays, getSpotDataDates } from '@/lib/content/spot-prices';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { CALCULATOR_PATH, COMPARE_PATH, compareHref } from '@/lib/paths';
import { TYPE_GROUP_OF } from '@/lib/market/offer';
import { largestMunicipalitiesByArea } from '@/lib/spot/area-cities';
import { formatDate } from '@/lib/format';

const PATH = '/elpris-just-nu';
const content = getSpotPagesContent().justNu;

export const metadata = pageMetadata({ path: PATH, title: content.title, description: content.description, keywords: content.keywords });

export default function Page() {
  const dates = getSpotDataDates();
  const cities = largestMunicipalitiesByArea(getAllMunicipalities(), 3);
  const kwhBasis = getKwhPriceBasis();
  const ctaLinks = [
    { href: CALCULATOR_PATH, label: 'Räkna på din elkostnad' },
    { href: '/guider', label: 'Läs våra guider' },
  ];

  return (
    <PageContainer className="space-y-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.title, description: content.description, dateModified: dates.latestDay })} />
      <div>
        <PageHeader
          path={PATH}
          title={content.h1}
          lead={
            <>
              Spotpriset på el i Sveriges fyra elområden, i öre per kWh exklusive moms. Sidan visar dagens priser när de kan hämtas från Elpriset just nu,
              annars det senaste dygnet i vår data (<DataAge kind="spot" date={dates.latestDay} text={formatDate(dates.latestDay)} />
              ).
            </>
          }
        />
      </div>

      <SpotDashboard
        bundled={getBundledDays()}
        cities={cities}
        adviceLinks={{
          spot: compareHref({ type: 'rorligt' }),
          calculator: CALCULATOR_PATH,
          fixed: getMarketOffers().some((offer) => TYPE_GROUP_OF[offer.type] === 'fast') ? compareHref({ type: 'fast' }) : null,
        }}
        source={{ attribution: dates.attribution, url: dates.sourceUrl }}
        markups={kwhBasis.markups}
        comparePath={COMPARE_PATH}
      />

      <CalendarSubscribe latestDayLabel={dates.latestDayLabel} />

      <section aria-labelledby="forklaring-heading">
        <h2 id="forklaring-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Så fungerar elpriset
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {content.explainers.map((card) => (
            <article key={card.title} className="rounded-lg border border-border p-5">
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.text}</p>
            </article>
          ))}
        </div>
      </section>

      <FaqSection items={content.faq} />

      <section aria-labelledby="cta-heading" className="rounded-lg bg-primary-soft/60 p-6">
        <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight">
          Vad betyder priset för dig?
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Spotpriset är bara en del av elräkningen. Räkna på hela kostnaden med din egen förbrukning och jämför avtalen som finns i ditt elområde.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {ctaLinks.map((link, index) => (
            <Link key={link.href} href={link.href} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}>
              {link.label}
            </Link>
          ))}
        </div>
      </section>

      <ToolsLinks currentPath={PATH} />
    </PageContainer>
  );
}
