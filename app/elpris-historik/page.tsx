import { FaqSection } from '@/components/faq/faq-section';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { HistoryAreaSelector, type AreaSummary } from '@/components/spot-prices/history-area-selector';
import { HistoryPanel, type HistoryStats } from '@/components/spot-prices/history-panel';
import { AREA_CHARACTERISTICS, historikFaq } from '@/content/pages/spot-prices';
import { getLatestDays, getMonthlyAverages, getSpotDataDates, getYearlyAverages } from '@/lib/content/spot-prices';
import { PRICE_AREA_NAMES, PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { latestDailyChange, latestFullMonth } from '@/lib/domain/spot-prices';
import { addDays } from '@/lib/domain/stockholm-time';
import { formatDate, formatMonthYear, formatOrePerKwh } from '@/lib/format';
import { datasetJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { analysisSentences, csvFileName, csvPath, latestFullYear, monthlyExtremes, recentMonths } from '@/lib/spot/history';

const PATH = '/elpris-historik';
const TITLE = 'Elprishistorik – spotpris per månad i SE1–SE4';
const H1 = 'Elprishistorik per elområde';
const DESCRIPTION =
  'Spotpriset på el månad för månad i elområde SE1, SE2, SE3 och SE4: månadsmedel, årsmedel, lägsta och högsta nivå, analys och nedladdningsbar data.';
const DEFAULT_AREA: PriceArea = 'SE3';

export const metadata = pageMetadata({
  path: PATH,
  title: TITLE,
  description: DESCRIPTION,
  keywords: ['elpris historik', 'elpriser per månad', 'spotpris historik', 'elpris 2025', 'elområde SE3', 'elpris statistik'],
});

function statsFor(area: PriceArea): HistoryStats {
  const monthly = getMonthlyAverages(area);
  const latest = latestFullMonth(monthly);
  const extremes = monthlyExtremes(monthly);
  const first = monthly[0];
  if (!latest || !extremes || !first) throw new Error(`Too little spot history for ${area}`);
  const change = latestDailyChange(getLatestDays(area));
  const year = latestFullYear(getYearlyAverages(area));
  return {
    latestFullMonth: latest,
    dailyChange: change ? { date: change.date, previousDate: addDays(change.date, -1), changePercent: change.changePercent } : null,
    fullYear: year ? { year: year.year, avg: year.avg } : null,
    lowest: extremes.lowest,
    highest: extremes.highest,
    firstMonth: first.month,
  };
}

export default function Page() {
  const dates = getSpotDataDates();
  const yearlyByArea = Object.fromEntries(PRICE_AREAS.map((area) => [area, getYearlyAverages(area)])) as Record<
    PriceArea,
    ReturnType<typeof getYearlyAverages>
  >;
  const firstMonth = getMonthlyAverages(DEFAULT_AREA)[0]?.month ?? dates.latestMonth;
  const runningMonthPartial = getMonthlyAverages(DEFAULT_AREA).at(-1)?.partial ?? false;

  const summaries: AreaSummary[] = PRICE_AREAS.map((area) => {
    const stats = statsFor(area);
    return {
      area,
      name: PRICE_AREA_NAMES[area],
      figures: [
        { label: formatMonthYear(stats.latestFullMonth.month), value: formatOrePerKwh(stats.latestFullMonth.avg) },
        ...(stats.fullYear ? [{ label: `Årsmedel ${stats.fullYear.year}`, value: formatOrePerKwh(stats.fullYear.avg) }] : []),
      ],
    };
  });

  const panels = Object.fromEntries(
    PRICE_AREAS.map((area) => {
      const monthly = getMonthlyAverages(area);
      return [
        area,
        <HistoryPanel
          key={area}
          area={area}
          stats={statsFor(area)}
          months={recentMonths(monthly)}
          characteristics={AREA_CHARACTERISTICS[area]}
          analysis={analysisSentences({ area, monthly, yearlyByArea, averagesThrough: dates.averagesThrough })}
          averagesThrough={dates.averagesThrough}
        />,
      ];
    }),
  ) as Record<PriceArea, React.ReactNode>;

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: TITLE, description: DESCRIPTION, dateModified: dates.averagesThrough })} />
      <JsonLd
        data={datasetJsonLd({
          path: PATH,
          name: 'Spotpris för el per månad i Sveriges elområden SE1–SE4',
          description: `Tidsviktade månadsmedel och månadens lägsta och högsta pris för spotpriset på Nord Pools dagen före-marknad i elområde SE1–SE4, ${formatMonthYear(firstMonth)} till ${formatDate(dates.averagesThrough)}, i öre/kWh exklusive moms. Beräknat av ${siteConfig.name} från timpriser och kvartspriser.`,
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
          distribution: PRICE_AREAS.map((area) => ({ name: csvFileName(area), path: csvPath(area), encodingFormat: 'text/csv' })),
          dateModified: dates.averagesThrough,
        })}
      />
      <div>
        <PageHeader
          path={PATH}
          title={H1}
          lead={
            <>
              Så har spotpriset på el utvecklats i Sveriges fyra elområden. Månadsmedel från {formatMonthYear(firstMonth)}{' '}
              till och med {formatDate(dates.averagesThrough)}
              {runningMonthPartial ? ` (${formatMonthYear(dates.latestMonth)} är ännu inte en hel månad)` : ''}, i öre/kWh
              exklusive moms och avgifter.
            </>
          }
        />
      </div>

      <HistoryAreaSelector defaultArea={DEFAULT_AREA} summaries={summaries} panels={panels} />

      <p className="text-sm text-muted-foreground">
        Månadshistoriken som CSV (semikolon, decimalkomma) för alla elområden:{' '}
        {PRICE_AREAS.map((area, index) => (
          <span key={area}>
            {index > 0 ? ', ' : ''}
            <a href={csvPath(area)} download={csvFileName(area)} className="font-medium text-primary underline underline-offset-4">
              {area}
            </a>
          </span>
        ))}
        .
      </p>

      <p className="text-sm text-muted-foreground">
        <a href={dates.sourceUrl} className="font-medium text-primary underline underline-offset-4" rel="noopener">
          {dates.attribution}
        </a>
        . Månadsmedlen är beräknade av oss ur källans tim- och kvartspriser.
      </p>

      <FaqSection items={historikFaq} />
      <ToolsLinks currentPath={PATH} />
    </div>
  );
}
