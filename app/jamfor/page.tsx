import Link from 'next/link';
import { MessageCircle } from 'lucide-react';

import { CompareTool } from '@/components/compare/compare-tool';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button-variants';
import { getAllSuppliers, getAreaOffers, getAreaSources, getScbAverages } from '@/lib/content/market';
import { getMarketCoverage } from '@/lib/content/market-marketing';
import { getCompareContent } from '@/lib/content/pages';
import { getSupplierWebsites } from '@/lib/content/providers';
import { getRecentSpot } from '@/lib/content/spot-pages';
import { DEFAULT_PRICE_AREA, PRICE_AREAS } from '@/lib/domain/price-area';
import { areaPagePath, COMPARE_PATH } from '@/lib/paths';
import { indexMarket } from '@/lib/market/compare';
import { initialList } from '@/lib/market/jamfor-state';
import { scbLatest } from '@/lib/market/scb';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { siteConfig, withReplyTime } from '@/lib/site';

const PATH = COMPARE_PATH;
const content = getCompareContent();

export const metadata = pageMetadata({ ...content, path: PATH });

export default function ComparePage() {
  // Only the default area's first page goes into the HTML; the island fetches an area's whole
  // list from /data/elavtal/{area}.json when the visitor asks for more.
  const initial = initialList(DEFAULT_PRICE_AREA, indexMarket(getAreaOffers(DEFAULT_PRICE_AREA), getAllSuppliers()));
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.h1, description: content.description })} />
      <PageHeader path={PATH} title={content.h1} lead={content.intro} />

      <div className="mt-8">
        <CompareTool
          initial={initial}
          sources={getAreaSources()}
          coverage={getMarketCoverage()}
          scb={scbLatest(getScbAverages())}
          recent={getRecentSpot()}
          websites={getSupplierWebsites()}
        />
      </div>

      <section aria-labelledby="sa-rankar-vi" className="mt-10 max-w-3xl space-y-3 text-sm leading-6 text-muted-foreground">
        <h2 id="sa-rankar-vi" className="text-lg font-semibold text-foreground">
          Så rangordnar vi avtalen
        </h2>
        <p>
          Listan visar de elavtal som Energimarknadsinspektionens jämförelsetjänst Elpriskollen visade för ett postnummer i elområdet, den dag som står ovanför
          listan. Avtalen sorteras efter uppskattad kostnad per år vid den förbrukning du valt: den fasta avgiften plus elpriset gånger antalet kWh, med moms
          men utan elnätsavgift och energiskatt, som är desamma vilket elhandelsavtal du än väljer. Du kan i stället sortera på jämförpris, fast avgift eller
          namn; avtal med samma kostnad visas i bokstavsordning. Ingen leverantör kan betala för en plats i listan eller för hur avtalet visas, och alla avtal
          har samma knapp till Elpriskollen.
        </p>
        <p>
          Vem som driver {siteConfig.name}, hur webbplatsen finansieras och var uppgifterna kommer ifrån står på{' '}
          <Link href="/om-elvalet" className="font-medium text-primary underline underline-offset-4">
            Om {siteConfig.name}
          </Link>
          . Ser du ett fel i ett avtal? Tryck på ”Rapportera fel” vid avtalet. Rättelser vi gör i källornas uppgifter listas på{' '}
          <Link href="/rattelser" className="font-medium text-primary underline underline-offset-4">
            Rättelser
          </Link>
          .
        </p>
        <p>
          Rörliga avtal räknas med det spotpris Elpriskollen antog för elområdet den dag avtalen hämtades, så att alla avtal i ett elområde jämförs på samma
          grund; priset du betalar följer det verkliga spotpriset. Snittpriserna för nya avtal kommer från SCB. Sidor per elområde:{' '}
          {PRICE_AREAS.map((area, i) => (
            <span key={area}>
              {i > 0 ? ', ' : ''}
              <Link href={areaPagePath(area)} className="font-medium text-primary underline underline-offset-4">
                billigaste elavtalen i {area}
              </Link>
            </span>
          ))}
          .
        </p>
      </section>

      <aside aria-labelledby="hjalp-att-valja" className="mt-10 max-w-3xl rounded-lg border border-border bg-primary-soft/50 p-6">
        <h2 id="hjalp-att-valja" className="text-xl font-semibold">
          Behöver du hjälp att välja?
        </h2>
        <p className="mt-2 text-muted-foreground">{withReplyTime('Skriv till oss om du är osäker på vilken avtalstyp som passar dig.')}</p>
        <Link href="/kontakt" className={`${buttonVariants()} mt-4`}>
          <MessageCircle aria-hidden="true" />
          Skriv till oss
        </Link>
      </aside>

      <FaqSection items={content.faq} className="mt-14" />
      <div className="mt-14">
        <ToolsLinks currentPath={PATH} />
      </div>
    </PageContainer>
  );
}
