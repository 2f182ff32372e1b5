import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CityClimate } from '@/components/cities/city-climate';
import { CityCopyText } from '@/components/cities/city-copy';
import { CityCostTables } from '@/components/cities/city-costs';
import { CityDataAge } from '@/components/cities/city-data-age';
import { CityEconomy } from '@/components/cities/city-economy';
import { CityFacts } from '@/components/cities/city-facts';
import { CitySpotPrices } from '@/components/cities/city-spot';
import { CompareButtons } from '@/components/cities/compare-buttons';
import { NearbyCities } from '@/components/cities/nearby-cities';
import { FaqSection } from '@/components/faq/faq-section';
import { CityGridSection } from '@/components/grid/city-grid-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getAllCities } from '@/lib/cities/cities';
import { getCityPage, type CityPage } from '@/lib/cities/page';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { getCityGrid } from '@/lib/grid/grid-pages';
import { PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { formatOrePerKwh, formatPopulation } from '@/lib/format';
import { municipalityJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { inPlace } from '@/lib/cities/place';

interface Props {
  params: Promise<{ slug: string }>;
}

// All 290 municipalities are pre-rendered; any other /stader/{x} is the not-found page (404.html
// on a static host), whose script sends a mistyped name or a postal town on to its municipality.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getAllCities().map(({ slug }) => ({ slug }));
}

/** The one lookup the page and its metadata share. */
async function loadCity(params: Props['params']): Promise<CityPage> {
  const { slug } = await params;
  return getCityPage(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadCity(params);
  return pageMetadata({ path: page.city.path, ...page.meta });
}

export default async function CityPageView({ params }: Props) {
  const page = await loadCity(params);
  const { city } = page;
  const total = getAllCities().length;
  const dates = getSpotDataDates();
  const gridFromDates = (getCityGrid(city.code)?.operators ?? []).flatMap((operator) => operator.tariffs.map((tariff) => tariff.fromDate)).sort();
  return (
    <PageContainer className="space-y-14">
      <JsonLd data={municipalityJsonLd({ path: city.path, name: city.name, county: city.county, description: page.meta.description })} />
      <div>
        <PageHeader
          path={city.path}
          currentLabel={city.name}
          title={`Elpris och elavtal ${inPlace(city.name)}`}
          lead={
            <>
              {city.name} är en kommun i {city.county} med {formatPopulation(city.population)} invånare. Den ligger i elområde {city.priceArea} (
              {PRICE_AREA_NAMES[city.priceArea]}), där snittpriset på el i {page.spot.latest.label} var {formatOrePerKwh(page.spot.latest.oreExVat)} exklusive
              moms.
            </>
          }
        />
      </div>
      <CityDataAge spotDay={dates.latestDay} offersDay={page.costs.source.date} gridFromDate={gridFromDates[0] ?? null} />
      <CityFacts city={city} total={total} areaReason={page.areaReason} />
      {page.copy ? <CityCopyText name={city.name} copy={page.copy} /> : null}
      <CitySpotPrices name={city.name} spot={page.spot} historyHref={page.historyHref} attribution={{ text: dates.attribution, url: dates.sourceUrl }} />
      <CityCostTables name={city.name} costs={page.costs} />
      <CompareButtons name={city.name} compare={page.compare} />
      <CityGridSection code={city.code} area={city.priceArea} />
      <CityEconomy city={city} total={total} />
      <CityClimate name={city.name} zone={city.climateZone} text={page.climateText} note={page.climateNote} />
      <FaqSection items={page.faq} title={`Vanliga frågor om el ${inPlace(city.name)}`} className="mx-0" />
      <NearbyCities city={city} nearest={page.nearest} historyHref={page.historyHref} />
    </PageContainer>
  );
}
