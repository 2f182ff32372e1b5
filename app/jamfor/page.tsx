import Link from 'next/link';
import { MessageCircle } from 'lucide-react';

import { CompareOffersIsland } from '@/components/compare/compare-offers-island';
import { FaqSection } from '@/components/faq/faq-section';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button-variants';
import { compactOffers } from '@/lib/compare/compact-offers';
import { getCompareOffersByArea, getSpotOreExVatByArea } from '@/lib/compare/compare-offers';
import { getCompareContent } from '@/lib/content/pages';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { siteConfig, withReplyTime } from '@/lib/site';

const PATH = '/jamfor';
const content = getCompareContent();

export const metadata = pageMetadata({ ...content, path: PATH });

export default function ComparePage() {
  // Compacted: each offer once, not once per area, in the page's inline payload.
  const offers = compactOffers(getCompareOffersByArea());
  const { latestFullMonthLabel } = getSpotDataDates();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.h1, description: content.description })} />
      <PageHeader path={PATH} title={content.h1} lead={content.intro} />

      <div className="mt-8">
        <CompareOffersIsland offers={offers} spotOreExVatByArea={getSpotOreExVatByArea()} />
      </div>

      <section aria-labelledby="sa-rankar-vi" className="mt-10 max-w-3xl space-y-3 text-sm leading-6 text-muted-foreground">
        <h2 id="sa-rankar-vi" className="text-lg font-semibold text-foreground">
          Så rangordnar vi avtalen
        </h2>
        <p>
          Listan är sorterad efter uppskattad kostnad per månad vid den förbrukning du valt: elpriset gånger
          antalet kWh plus avtalets månadsavgift. Avtal med samma kostnad i hela kronor visas i bokstavsordning.
          Ingen leverantör kan betala för en bättre placering; länkar märkta ”Annons” ger {siteConfig.name}{' '}
          ersättning men påverkar inte ordningen.
        </p>
        <p>
          Rörliga priser och timpriser är beräknade på elområdets genomsnittliga spotpris i {latestFullMonthLabel}, den
          senaste hela månaden i vår data, plus leverantörens påslag. Påslag och avgifter kommer från den källa som
          står vid varje avtal, med källans datum; vi tar bara med avtal som har en sådan källa. Alla priser är
          inklusive moms men exklusive elnätsavgift och energiskatt, som är desamma vilket elhandelsavtal du än
          väljer.
        </p>
      </section>

      <aside aria-labelledby="hjalp-att-valja" className="mt-10 max-w-3xl rounded-lg border border-border bg-primary-soft/50 p-6">
        <h2 id="hjalp-att-valja" className="text-xl font-semibold">
          Behöver du hjälp att välja?
        </h2>
        <p className="mt-2 text-muted-foreground">
          {withReplyTime('Skriv till oss om du är osäker på vilken avtalstyp som passar dig.')}
        </p>
        <Link href="/kontakt" className={`${buttonVariants()} mt-4`}>
          <MessageCircle aria-hidden="true" />
          Kontakta en expert
        </Link>
      </aside>

      <FaqSection items={content.faq} className="mt-14" />
      <div className="mt-14">
        <ToolsLinks currentPath={PATH} />
      </div>
    </div>
  );
}
