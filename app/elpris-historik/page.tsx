import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { HistoryAreaSelector } from '@/components/spot-prices/history-area-selector';
import { HistoryPanel } from '@/components/spot-prices/history-panel';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { getSpotPagesContent } from '@/lib/content/pages';
import { getHistoryPageModel, historyAreas } from '@/lib/content/spot-pages';
import { getLatestDays, getSpotDataDates } from '@/lib/content/spot-prices';
import { mapPriceAreas, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatMonthYear } from '@/lib/format';
import { datasetJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { csvFileName, csvPath, HISTORY_JSON_FIELDS, jsonFileName, jsonPath } from '@/lib/spot/history';
import { staleWarning } from '@/lib/domain/data-age';

const PATH = '/elpris-historik';
const content = getSpotPagesContent().historik;

export const metadata = pageMetadata({ path: PATH, title: content.title, description: content.description, keywords: content.keywords });

export default function Page() {
  const dates = getSpotDataDates();
  const model = getHistoryPageModel();
  const daysKept = getLatestDays('SE3').length;
  const { firstMonth, runningMonthPartial } = model;
  const summaries = historyAreas(model).map(({ area, name, summary }) => ({ area, name, figures: summary }));
  const panels = mapPriceAreas((area) => {
    const { stats, months, characteristics, analysis } = model.areas[area];
    return (
      <HistoryPanel
        key={area}
        area={area}
        stats={stats}
        months={months}
        characteristics={characteristics}
        analysis={analysis}
        averagesThrough={dates.averagesThrough}
      />
    );
  });

  return (
    <PageContainer className="space-y-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.title, description: content.description, dateModified: dates.averagesThrough })} />
      <JsonLd
        data={datasetJsonLd({
          path: PATH,
          name: 'Spotpris för el per månad i Sveriges elområden SE1–SE4',
          description: `Tidsviktade månadsmedel och månadens lägsta och högsta pris för spotpriset på Nord Pools dagen före-marknad i elområde SE1–SE4, ${formatMonthYear(firstMonth)} till ${formatDate(dates.averagesThrough)}, i öre/kWh exklusive moms. Beräknat av ${siteConfig.name} från timpriser och kvartspriser. JSON-filerna innehåller också de senaste ${daysKept} dygnens kvartspriser.`,
          keywords: ['spotpris', 'elpris', 'elområde', 'Nord Pool', 'SE1', 'SE2', 'SE3', 'SE4'],
          temporalCoverage: `${firstMonth}/${dates.averagesThrough}`,
          variableMeasured: [
            { name: 'Månadsmedelpris', unitText: 'öre/kWh exkl. moms', description: 'Tidsviktat medelvärde av alla tim- och kvartspriser' },
            { name: 'Lägsta pris', unitText: 'öre/kWh exkl. moms', description: 'Månadens lägsta tim- eller kvartspris' },
            { name: 'Högsta pris', unitText: 'öre/kWh exkl. moms', description: 'Månadens högsta tim- eller kvartspris' },
          ],
          basedOn: { name: 'Elpriset just nu: spotpriser från Nord Pools dagen före-marknad, via ENTSO-E', url: dates.sourceUrl },
          conditionsOfAccess:
            'Priserna är resultatet av Nord Pools dagen före-marknad, hämtade via Elpriset just nu. Ingen öppen licens har angetts av källan; för återpublicering gäller Nord Pools och ENTSO-E:s villkor.',
          creditText: dates.attribution,
          distribution: PRICE_AREAS.flatMap((area) => [
            { name: csvFileName(area), path: csvPath(area), encodingFormat: 'text/csv' },
            { name: jsonFileName(area), path: jsonPath(area), encodingFormat: 'application/json' },
          ]),
          dateModified: dates.averagesThrough,
        })}
      />
      <div>
        <PageHeader
          path={PATH}
          title={content.h1}
          lead={
            <>
              Så har spotpriset på el utvecklats i Sveriges fyra elområden. Månadsmedel från {formatMonthYear(firstMonth)} till och med{' '}
              <DataAge kind="spot" date={dates.averagesThrough} text={formatDate(dates.averagesThrough)} />
              {runningMonthPartial ? ` (${formatMonthYear(dates.latestMonth)} är ännu inte en hel månad)` : ''}, i öre/kWh exklusive moms och avgifter.
            </>
          }
        >
          <DataAgeWarning {...staleWarning('spot', dates.averagesThrough)} className="mt-4 max-w-3xl" />
        </PageHeader>
      </div>

      <HistoryAreaSelector defaultArea={model.defaultArea} summaries={summaries} panels={panels} />

      <section aria-labelledby="ladda-ner-heading" className="space-y-3 text-sm text-muted-foreground">
        <h2 id="ladda-ner-heading" className="text-2xl font-semibold tracking-tight text-foreground">
          Ladda ner priserna
        </h2>
        <p>
          Månadshistoriken som CSV (semikolon, decimalkomma) för alla elområden: <DownloadLinks href={csvPath} fileName={csvFileName} />.
        </p>
        <p>
          Samma månadsmedel och de senaste {daysKept} dygnens kvartspriser (till och med {dates.latestDayLabel}) som JSON, en fil per elområde:{' '}
          <DownloadLinks href={jsonPath} fileName={jsonFileName} />. Filerna är statiska och följer vår data; de uppdateras när vi uppdaterar priserna och
          innehåller inga dagsaktuella priser.
        </p>
        <details>
          <summary className="cursor-pointer font-medium text-primary">Fälten i JSON-filen</summary>
          <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[14rem_1fr]" data-testid="json-fields">
            {HISTORY_JSON_FIELDS.map(({ field, description }) => (
              <div key={field} className="contents">
                <dt className="font-mono text-foreground">{field}</dt>
                <dd>{description}</dd>
              </div>
            ))}
          </dl>
        </details>
      </section>

      <p className="text-sm text-muted-foreground">
        <a href={dates.sourceUrl} className="font-medium text-primary underline underline-offset-4" rel="noopener">
          {dates.attribution}
        </a>
        . Månadsmedlen är beräknade av oss ur källans tim- och kvartspriser.
      </p>

      <FaqSection items={content.faq} />
      <ToolsLinks currentPath={PATH} />
    </PageContainer>
  );
}

/** One link per area to a download file, 'SE1, SE2, SE3, SE4'. */
function DownloadLinks({ href, fileName }: { href: (area: PriceArea) => string; fileName: (area: PriceArea) => string }) {
  return PRICE_AREAS.map((area, index) => (
    <span key={area}>
      {index > 0 ? ', ' : ''}
      <a href={href(area)} download={fileName(area)} className="font-medium text-primary underline underline-offset-4">
        {area}
      </a>
    </span>
  ));
}
