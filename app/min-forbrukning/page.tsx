import Link from 'next/link';

import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { MeterFileTool } from '@/components/metering/meter-file-tool';
import { JsonLd } from '@/components/seo/json-ld';
import { getIntervalRange } from '@/lib/content/spot-intervals';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { LOAD_PROFILE_SOURCE } from '@/lib/grid/total-cost';
import { formatDate } from '@/lib/format';
import { COMPARE_PATH } from '@/lib/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/min-forbrukning';
const TITLE = 'Fast eller rörligt för din egen förbrukning';
const DESCRIPTION =
  'Läs in filen med din förbrukning per timme eller kvart från elnätsbolaget och se vad den kostade i spotpris, ditt förbrukningsviktade elpris och vad varje avtalstyp hade kostat. Filen lämnar aldrig din enhet.';

export const metadata = pageMetadata({
  path: PATH,
  title: TITLE,
  description: DESCRIPTION,
  keywords: ['fast eller rörligt elpris', 'timförbrukning', 'kvartsförbrukning', 'förbrukningsfil', 'spotpris', 'profilkostnad'],
});

export default function MeterFilePage() {
  const range = getIntervalRange();
  const dates = getSpotDataDates();
  const rangeLabel = `${formatDate(range.from)}–${formatDate(range.to)}`;
  return (
    <PageContainer width="5xl">
      <JsonLd data={webPageJsonLd({ path: PATH, title: TITLE, description: DESCRIPTION, dateModified: dates.latestDay })} />
      <PageHeader
        path={PATH}
        title={TITLE}
        lead="Har du timpris eller kvartspris, eller funderar du på fast pris? Med din egen förbrukning per timme eller kvart ser du vad elen faktiskt kostade i spotpris och vad varje avtalstyp hade kostat dig."
      />

      <div className="mt-8">
        <MeterFileTool range={range} rangeLabel={rangeLabel} attribution={{ text: dates.attribution, url: dates.sourceUrl }} />
      </div>

      <section aria-labelledby="sa-raknar-vi" className="mt-12 max-w-3xl space-y-3 text-sm leading-6 text-muted-foreground">
        <h2 id="sa-raknar-vi" className="text-lg font-semibold text-foreground">
          Så räknar vi
        </h2>
        <p>
          Varje rad i filen är förbrukningen under en timme eller en kvart, med tiden då intervallet börjar i svensk tid. Vi multiplicerar den med elområdets
          spotpris för samma intervall och summerar. Sedan 1 oktober 2025 har spotpriset ett pris per kvart: en timmes förbrukning räknas då jämnt fördelad över
          timmens fyra kvartar, och en kvarts förbrukning före dess får timmens pris. På sommartidens första dag finns ingen timme 02, och på sista dagen kommer
          timme 02 två gånger: den första raden med 02:00 är den tidigare timmen och den andra den senare.
        </p>
        <p>
          Avtalstyperna räknas med samma modell som på{' '}
          <Link href={COMPARE_PATH} className="font-medium text-primary underline underline-offset-4">
            Jämför elavtal
          </Link>
          : fast avgift, påslag och rörliga kostnader som Elpriskollen anger dem, och moms. Kvartspris följer spotpriset kvart för kvart, timpris timme för
          timme, rörligt månadspris månadens snittspotpris, mixat pris hälften av det och fast pris sitt fasta pris. Elnätsavgiften och energiskatten är desamma
          vilket elhandelsavtal du än har; välj ditt elnätsbolag för att se hela kostnaden.
        </p>
        <p>
          Utan egen fil visar Jämför elavtal vad fasta avtal lönar sig vid och jämför med de senaste tolv månadernas spotpris, viktat efter hur en typisk bostad
          fördelar förbrukningen över året ({LOAD_PROFILE_SOURCE.name}).
        </p>
      </section>

      <div className="mt-14">
        <ToolsLinks currentPath={PATH} />
      </div>
    </PageContainer>
  );
}
