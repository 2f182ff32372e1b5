import Link from 'next/link';

import { FaqSection } from '@/components/faq/faq-section';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SpotDashboard } from '@/components/spot-prices/spot-dashboard';
import { buttonVariants } from '@/components/ui/button-variants';
import { justNuExplainers, justNuFaq } from '@/content/pages/spot-prices';
import { getAllMunicipalities } from '@/lib/content/municipalities';
import { hasFixedOffers } from '@/lib/content/offers';
import { getBundledDays, getSpotDataDates } from '@/lib/content/spot-prices';
import { isLiveRoute } from '@/lib/routes';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { largestMunicipalitiesByArea } from '@/lib/spot/area-cities';

const PATH = '/elpris-just-nu';
const TITLE = 'Elpriset just nu – spotpris i SE1, SE2, SE3 och SE4';
const H1 = 'Elpriset just nu';
const DESCRIPTION =
  'Dagens spotpris per elområde i kr/kWh: snittpris för Sverige, förändring mot i går, billigaste elområdet och råd om rörligt eller fast elavtal.';

export const metadata = pageMetadata({
  path: PATH,
  title: TITLE,
  description: DESCRIPTION,
  keywords: ['elpris just nu', 'spotpris idag', 'elpris idag', 'elområde SE3', 'elpris per kvart', 'elpriser Sverige'],
});

const linkIfLive = (href: string) => (isLiveRoute(href) ? href : null);

export default function Page() {
  const dates = getSpotDataDates();
  const cities = largestMunicipalitiesByArea(getAllMunicipalities(), 3);
  const ctaLinks = [
    { href: '/kalkylator', label: 'Räkna på din elkostnad' },
    { href: '/guider', label: 'Läs våra guider' },
  ].filter((link) => isLiveRoute(link.href));

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: TITLE, description: DESCRIPTION, dateModified: dates.latestDay })} />
      <div>
        <PageHeader
          path={PATH}
          title={H1}
          lead={
            <>
              Spotpriset på el i Sveriges fyra elområden, i kronor per kWh exklusive moms. Sidan visar dagens priser när de
              kan hämtas från Elpriset just nu, annars det senaste dygnet i vår data ({dates.latestDayLabel}).
            </>
          }
        />
      </div>

      <SpotDashboard
        bundled={getBundledDays()}
        cities={cities}
        adviceLinks={{
          spot: linkIfLive('/jamfor?type=rorligt'),
          calculator: linkIfLive('/kalkylator'),
          fixed: linkIfLive('/jamfor?type=fast'),
          noFixedOffers: !hasFixedOffers(),
        }}
        source={{ attribution: dates.attribution, url: dates.sourceUrl }}
      />

      <section aria-labelledby="forklaring-heading">
        <h2 id="forklaring-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Så fungerar elpriset
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {justNuExplainers.map((card) => (
            <article key={card.title} className="rounded-lg border border-border p-5">
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.text}</p>
            </article>
          ))}
        </div>
      </section>

      <FaqSection items={justNuFaq} />

      <section aria-labelledby="cta-heading" className="rounded-lg bg-primary-soft/60 p-6">
        <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight">
          Vad betyder priset för dig?
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Spotpriset är bara en del av elräkningen. Räkna på hela kostnaden med din egen förbrukning och jämför avtalen som
          finns i ditt elområde.
        </p>
        {ctaLinks.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {ctaLinks.map((link, index) => (
              <Link key={link.href} href={link.href} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}>
                {link.label}
              </Link>
            ))}
          </div>
        ) : null}
      </section>

      <ToolsLinks currentPath={PATH} />
    </div>
  );
}
